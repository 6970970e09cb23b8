import Foundation
import TestSupport

/// A home folder of a test's own: a session pointed at it (``environment``) writes into it
/// what it would write into the user's home, and the test reads what that was.
public struct TestHome {
    /// Where the folder is, in the temporary folder.
    private let path = TemporaryPath("mf-home")

    /// The folder, removed by ``remove()``.
    public var folder: URL { path.url }

    /// Its settings folder, `~/.config`, where dconf and IBus write.
    public var settings: URL { folder.appendingPathComponent(".config") }

    /// The environment that points a session at this home folder and its settings folder
    /// (`HOME` and `XDG_CONFIG_HOME`), whatever the test process's own.
    public var environment: [String: String] { ["HOME": folder.path, "XDG_CONFIG_HOME": settings.path] }

    /// A new, empty home folder with an empty settings folder.
    public init() throws {
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    }

    /// Every path written into the home folder, relative to it; empty when nothing was.
    /// Caches (`~/.cache`, a program's to make again) are not counted: settings and what a
    /// program keeps for the user (an input method's learning) are.
    public var written: [String] {
        FileManager.default.pathsWritten(under: folder).filter { $0 != ".config" && $0 != ".cache" && !$0.hasPrefix(".cache/") }
    }

    /// Removes the folder and all it holds.
    public func remove() {
        path.remove()
    }
}
