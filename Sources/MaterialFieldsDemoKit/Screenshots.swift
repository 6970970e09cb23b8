import CGtk
import Foundation
import GtkInterop
import GtkTestSupport

/// Renders every page of the demo window to PNG files, for the README gallery.
@MainActor
public enum Screenshots {
    /// Writes `DIR/NAME.png` for each page at a fixed window size; returns an exit status.
    public static func write(window: DemoWindow, to directory: URL) -> Int32 {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            gtk_window_set_default_size(gCast(window.window), 880, 760)
            // No control keeps the keyboard: a picture does not depend on a key that
            // reaches the window by chance (a stuck key of an earlier program, say).
            gtk_window_set_focus(gCast(window.window), nil)
            GoldenImage.steadyRendering()
            for page in window.pages {
                window.show(page: page.name)
                guard MainLoopPump.run(until: { gtk_widget_get_mapped(page.widget) != 0 && gtk_widget_get_width(window.window) > 0 }),
                      MainLoopPump.waitForFrames(of: window.window, 3)
                else {
                    FileHandle.standardError.write(Data("material-fields-demo: page \(page.name) was never drawn\n".utf8))
                    return 1
                }
                let url = directory.appendingPathComponent("\(page.name).png")
                try RenderedImage(widget: window.window).savePNG(to: url)
                print(url.path)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("material-fields-demo: \(error)\n".utf8))
            return 1
        }
    }
}
