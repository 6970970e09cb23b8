import CGtk
import Foundation
import GtkInterop
import GtkTestSupport

/// Renders the demo window to PNG files, for the README gallery.
@MainActor
enum Screenshots {
    /// Waits for `window` to be drawn, writes `DIR/window.png`, and returns an exit status.
    static func write(window: UnsafeMutablePointer<GtkWidget>, to directory: URL) -> Int32 {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard MainLoopPump.run(until: { gtk_widget_get_mapped(window) != 0 && gtk_widget_get_width(window) > 0 }),
                  MainLoopPump.waitForFrames(of: window)
            else {
                FileHandle.standardError.write(Data("material-fields-demo: the window was never drawn\n".utf8))
                return 1
            }
            let url = directory.appendingPathComponent("window.png")
            try RenderedImage(widget: window).savePNG(to: url)
            print(url.path)
            return 0
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
            return 1
        }
    }
}
