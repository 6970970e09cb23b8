import Foundation

/// A path of a test's own in the temporary folder, with nothing at it until the test puts
/// something there (a file, a program it builds, a folder from ``folder(_:)``); ``remove()``,
/// in a `defer`, takes away whatever was put there.
///
/// Every path is inside one folder of the test process's own (readable by its user alone),
/// which the process removes as it exits: what a test leaves (a demo's data folder, a draft
/// store, a test whose failed assertion or thrown error skipped its `defer`) does not stay
/// in the user's temporary folder after the run. A process that crashes (a fatal critical,
/// a `fatalError`) or is killed does not run its exit handlers, and leaves its folder.
public struct TemporaryPath: Sendable {
    /// Where it is.
    public let url: URL

    /// Where it is, for a command line.
    public var path: String { url.path }

    /// A new path named `name`, a unique part and `suffix` (".json", ".png"), so that two
    /// tests, or two test runs at once, never share one. (The unique parts are kept short,
    /// as the process's folder adds to the path: a session started in a test's folder puts
    /// sockets under it, and a socket's path may not be longer than 107 bytes.)
    public init(_ name: String, suffix: String = "") {
        url = Self.processFolder.appendingPathComponent("\(name)-\(Self.uniquePart(12))\(suffix)")
    }

    /// A new, empty folder at a new path named `name` (one path component).
    public static func folder(_ name: String) throws -> TemporaryPath {
        let folder = TemporaryPath(name)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: false)
        return folder
    }

    /// Removes what is at the path, a folder with all it holds.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder of this process's paths, made on first use and removed at exit. Where it
    /// cannot be made, neither can anything in it: the test that asked fails there, rather
    /// than writing into the temporary folder where nothing would remove it (or making the
    /// folder later, as a test making a folder with its parents would, without its mode).
    private static let processFolder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mf-tests-\(getpid())-\(uniquePart(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            // Under a file, so that nothing can be made in it.
            return URL(fileURLWithPath: "/dev/null").appendingPathComponent(folder.lastPathComponent)
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
        try? FileManager.default.removeItem(at: processFolder)
    }
}
