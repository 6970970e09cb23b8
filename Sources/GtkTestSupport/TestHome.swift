import Foundation

/// A home folder of a test's own: a session pointed at it (``environment``) writes into its
/// settings folder what it would write into the user's, and the test reads what that was.
public struct TestHome {
    /// The folder, removed by ``remove()``.
    public let folder: URL

    /// Its settings folder, `~/.config`, where dconf and IBus write.
    public var settings: URL { folder.appendingPathComponent(".config") }

    /// The environment that points a session at this home folder and its settings folder
    /// (`HOME` and `XDG_CONFIG_HOME`), whatever the test process's own.
    public var environment: [String: String] { ["HOME": folder.path, "XDG_CONFIG_HOME": settings.path] }

    /// A new, empty home folder with an empty settings folder.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mf-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    }

    /// Every path written under the settings folder, relative to it; empty when nothing was.
    public var settingsWritten: [String] { FileManager.default.pathsWritten(under: settings) }

    /// Removes the folder and all it holds.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
