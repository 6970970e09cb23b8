import Foundation

extension FileManager {
    /// Every file and folder under `folder`, relative to it and sorted; empty when there is
    /// none (or no such folder): what a session wrote into a folder it was given.
    func pathsWritten(under folder: URL) -> [String] {
        ((enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).sorted()
    }
}
