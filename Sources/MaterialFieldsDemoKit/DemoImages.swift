import CGtk
import FieldCore
import Foundation

/// The demo's two background pictures, built into the demo and written once to its cache
/// folder (`~/.cache/material-fields-demo`), where a theme names them by path as an app's
/// theme names its own files.
struct DemoImages {
    /// The Aurora theme's background, nil when it could not be written.
    let aurora: ThemeImage?
    /// The Ember theme's background, nil when it could not be written.
    let ember: ThemeImage?

    init() {
        let folder = URL(fileURLWithPath: String(cString: g_get_user_cache_dir()))
            .appendingPathComponent("material-fields-demo", isDirectory: true)
        func written(_ name: String, _ bytes: [UInt8]) -> ThemeImage? {
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
                if (try? Data(contentsOf: file)) != Data(bytes) { try Data(bytes).write(to: file, options: .atomic) }
                return .file(file.path)
            } catch {
                FileHandle.standardError.write(Data("material-fields-demo: cannot write \(file.path): \(error)\n".utf8))
                return nil
            }
        }
        aurora = written("aurora.png", PackageResources.aurora_png)
        ember = written("ember.png", PackageResources.ember_png)
    }
}
