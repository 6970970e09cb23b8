import Foundation

/// A path of a test's own in the temporary folder, with nothing at it until the test puts
/// something there (a file, a program it builds, a folder from ``folder(_:)``); ``remove()``,
/// in a `defer`, takes away whatever was put there.
///
/// Every path is inside one folder of the test process's own, which the process removes as
/// it exits: what a test leaves (a demo's data folder, a draft store, a test stopped by a
/// failure before its `defer`) never stays in the user's temporary folder after the run.
public struct TemporaryPath: Sendable {
    /// Where it is.
    public let url: URL

    /// Where it is, for a command line.
    public var path: String { url.path }

    /// A new path named `name`, a unique part and `suffix` (".json", ".png"), so that two
    /// tests, or two test runs at once, never share one. (The unique parts are short: a
    /// session started in a test's folder puts sockets under it, whose paths may not be
    /// longer than 107 bytes.)
    public init(_ name: String, suffix: String = "") {
        url = Self.processFolder.appendingPathComponent("\(name)-\(Self.uniquePart(12))\(suffix)")
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

    /// The folder of this process's paths, made on first use and removed at exit; the
    /// temporary folder itself where it cannot be made (the paths are unique anyway).
    private static let processFolder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mf-tests-\(getpid())-\(uniquePart(8))")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return FileManager.default.temporaryDirectory
        }
        atexit { TemporaryPath.removeProcessFolder() }
        return folder
    }()

    /// The first `length` hexadecimal digits of a new UUID.
    private static func uniquePart(_ length: Int) -> String {
        String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(length))
    }

    /// Removes ``processFolder`` (an `atexit` handler, which can capture nothing).
    private static func removeProcessFolder() {
        guard processFolder != FileManager.default.temporaryDirectory else { return }
        try? FileManager.default.removeItem(at: processFolder)
    }
}
