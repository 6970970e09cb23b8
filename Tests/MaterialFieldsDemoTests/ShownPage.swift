import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// A demo page in a real window, drawn steadily in the light style, with real keyboard
/// input for it: where the keyboard-only tests start.
@MainActor
struct ShownPage {
    let window: TestWindow
    let input: XInput

    /// Shows `page` in a `width` x `height` window and waits until it is drawn.
    init(_ page: some DemoPage, width: Int32 = 480, height: Int32 = 900) throws {
        try MaterialStyle.install(.light)
        GoldenImage.steadyRendering()
        window = TestWindow(width: width, height: height, child: page.widget)
        XCTAssertTrue(window.present(waitingFor: page.widget))
        MainLoopPump.waitForFrames(of: page.widget)
        input = try XInput(window: window.window)
    }

    /// Presses Tab until `target` has focus (at most `limit` times); returns whether it has.
    func tab(to target: UnsafeMutablePointer<GtkWidget>, limit: Int = 8) throws -> Bool {
        for _ in 0..<limit where window.focusWidget != target {
            try input.key("Tab")
            MainLoopPump.waitForFrames(of: window.window)
        }
        return window.focusWidget == target
    }

    func close() { window.close() }
}
