import CGtk
import GtkTestSupport
import MaterialFields
import XCTest

extension TestWindow {
    /// A window `width` by `height` showing `widget` in the light style with steady
    /// rendering, presented and drawn: where the view tests start.
    @MainActor static func steady(showing widget: UnsafeMutablePointer<GtkWidget>, width: Int32 = 420, height: Int32) -> TestWindow {
        GoldenImage.steadyRendering()
        try? MaterialStyle.install(.light)
        let window = TestWindow(width: width, height: height, child: widget)
        XCTAssertTrue(window.present(waitingFor: widget))
        MainLoopPump.waitForFrames(of: widget)
        return window
    }

    /// Whether the keyboard focus is in `field` (its input, or a part of it).
    @MainActor func isFocused(in field: Field?) -> Bool {
        guard let field, let focus = focusWidget else { return false }
        return gtk_widget_is_ancestor(focus, field.widget.pointer) != 0
    }
}
