/// Real key presses for a window, whichever way they reach it: through the X server
/// (``XInput``) or through GNOME's compositor on Wayland (``MutterInput``). A flow written
/// against it runs unchanged on both, so a test can compare what each session did.
@MainActor
public protocol KeyboardInput {
    /// Presses keys by their names (`"Tab"`, `"shift+Tab"`, `"Return"`), in order.
    func key(_ keys: String...) throws

    /// Types `text` as key presses.
    func type(_ text: String) throws
}

extension XInput: KeyboardInput {}
