import Foundation

/// A path of a test's own in the temporary folder, with nothing at it until the test puts
/// something there (a file, a program it builds, a folder from ``folder(_:)``); ``remove()``,
/// in a `defer`, takes away whatever was put there.
public struct TemporaryPath: Sendable {
    /// Where it is.
    public let url: URL

    /// Where it is, for a command line.
    public var path: String { url.path }

    /// A new path named `name`, a unique part and `suffix` (".json", ".png"), so that two
    /// tests, or two test runs at once, never share one.
    public init(_ name: String, suffix: String = "") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
    }

    /// A new, empty folder at a new path named `name`.
    public static func folder(_ name: String) throws -> TemporaryPath {
        let folder = TemporaryPath(name)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        return folder
    }

    /// Removes what is at the path, a folder with all it holds.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
