import CGtk
import Foundation
import GtkInterop

/// Real keyboard and mouse input, sent to the X server by `xdotool` (GTK 4 has no API to
/// fake events), reaching widgets exactly as a user's would.
@MainActor
public struct XInput {
    /// The X11 window id input goes to.
    public let windowID: String

    /// Why input cannot be sent.
    public enum Failure: Error, CustomStringConvertible {
        /// No `xdotool`, or no X11 display: a test may skip.
        case unavailable(String)
        /// `xdotool` ran and failed.
        case failed(String)
        /// The widget is not placed in a window.
        case notPlaced

        public var description: String {
            switch self {
            case .unavailable(let reason): reason
            case .failed(let command): "xdotool failed: \(command)"
            case .notPlaced: "the widget has no position in a window"
            }
        }
    }

    /// Input for the window holding `widget`, focused and ready.
    ///
    /// - Throws: ``Failure/unavailable(_:)`` when `xdotool` or an X display is missing.
    public init(window widget: UnsafeMutablePointer<GtkWidget>) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw Failure.unavailable("xdotool is not installed (apt-get install xdotool)")
        }
        let window = mf_x11_window_id(widget)
        guard window != 0 else { throw Failure.unavailable("not running on X11 (use xvfb-run)") }
        windowID = String(window)
        try Self.run(["windowfocus", "--sync", windowID])
        // GTK drops keys that reach a window before it has taken in the focus change.
        if let root = gtk_widget_get_root(widget), gIsA(UnsafeMutablePointer<GtkWidget>(root), gtk_window_get_type()) {
            _ = MainLoopPump.run(until: { gtk_window_is_active(gCast(UnsafeMutablePointer<GtkWidget>(root), to: GtkWindow.self)) != 0 },
                                 timeout: 2)
        }
    }

    /// Presses keys by their X names (`"Tab"`, `"alt+n"`, `"Return"`), in order.
    public func key(_ keys: String...) throws {
        try Self.run(["key"] + keys)
    }

    /// Types `text` as key presses.
    public func type(_ text: String) throws {
        try Self.run(["type", "--delay", "20", text])
    }

    /// Clicks the primary button at `point` in `widget`'s coordinates (its centre when nil),
    /// whichever window or popover the widget is on.
    public func click(_ widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil) throws {
        try press(button: 1, on: widget, at: point)
    }

    /// Turns the scroll wheel one step (up or down) with the pointer over `widget`'s centre.
    public func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, up: Bool) throws {
        try press(button: up ? 4 : 5, on: widget, at: nil)
    }

    /// Moves the pointer over `point` in `widget` (its centre when nil) without pressing
    /// anything, as a user's hand on the mouse would.
    public func hover(_ widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil) throws {
        let target = try pointerTarget(widget, at: point)
        try Self.run(["mousemove", "--window", target.window, String(target.x), String(target.y)])
    }

    /// Moves the pointer to the screen's far corner, off the window holding `widget`, without
    /// focusing anything: a window mapped where an earlier test left the pointer would start
    /// with a widget hovered (a darker fill, a highlighted button) in every picture taken of it.
    ///
    /// - Throws: ``Failure/unavailable(_:)`` when `xdotool` or an X display is missing.
    public static func parkPointer(awayFrom widget: UnsafeMutablePointer<GtkWidget>) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), mf_x11_window_id(widget) != 0 else {
            throw Failure.unavailable("no xdotool or no X11 display: no pointer to park")
        }
        // The server keeps the pointer on the screen: past the corner is the corner.
        try Self.run(["mousemove", "100000", "100000"])
    }

    /// Moves the pointer over `point` in `widget` and presses `button` (X's 4 and 5 are
    /// the wheel's turns).
    private func press(button: Int, on widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)?) throws {
        let target = try pointerTarget(widget, at: point)
        try Self.run(["mousemove", "--window", target.window, String(target.x), String(target.y), "click", String(button)])
    }

    /// The X window and the position in it of `point` in `widget` (its centre when nil).
    private func pointerTarget(_ widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)?) throws
        -> (window: String, x: Int, y: Int) {
        guard let native = gtk_widget_get_native(widget) else { throw Failure.notPlaced }
        let local = point ?? (Double(gtk_widget_get_width(widget)) / 2, Double(gtk_widget_get_height(widget)) / 2)
        var from = graphene_point_t(x: Float(local.x), y: Float(local.y))
        var inNative = graphene_point_t()
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = gCast(native.gPointer, to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, nativeWidget, &from, &inNative) != 0 else {
            throw Failure.notPlaced
        }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let x = Int((Double(inNative.x) + surfaceX).rounded()), y = Int((Double(inNative.y) + surfaceY).rounded())
        // A widget in a popover (a drop-down's list, say) lies on the popover's own X window.
        let surfaceWindow = mf_x11_window_id(widget)
        return (surfaceWindow != 0 ? String(surfaceWindow) : windowID, x, y)
    }

    private static func run(_ arguments: [String]) throws {
        guard try Subprocess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments).status == 0 else {
            throw Failure.failed(arguments.joined(separator: " "))
        }
    }
}
