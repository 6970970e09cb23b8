import Foundation

/// A home folder of a test's own: a session run from it (with `HOME` set to ``folder``)
/// writes there what it would write into the user's, and the test reads what that was.
public struct TestHome {
    /// The folder, removed by ``remove()``.
    public let folder: URL

    /// Its settings folder, `~/.config`, where dconf and IBus write.
    public var settings: URL { folder.appendingPathComponent(".config") }

    /// A new, empty home folder with an empty settings folder.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mf-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".config"), withIntermediateDirectories: true)
    }

    /// Every path written under the settings folder, relative to it; empty when nothing was.
    public var settingsWritten: [String] {
        FileManager.default.enumerator(atPath: settings.path)?.allObjects as? [String] ?? []
    }

    /// Removes the folder and all it holds.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
