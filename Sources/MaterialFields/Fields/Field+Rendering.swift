import CGtk
import FieldCore
import Foundation
import GtkInterop

/// Draws the model's snapshot: classes, texts, supporting text and accessibility.
extension Field {
    // MARK: Rendering

    /// Shows the helper, or the error in its place. A field that shakes starts shaking
    /// as it enters the error and shows the error text a moment later, as the seed does.
    func renderSupportingText(entering: Bool) {
        let errorText = field.errorText.flatMap { $0.isEmpty ? nil : $0 }
        // A warning takes the helper's place, in its own colour, after a warning sign.
        let warningText = field.hasError ? nil : field.warningText
        let helperText = field.hasError ? nil : (warningText.map { "⚠ " + $0 } ?? field.helperText)
        // The helper or warning is the input's description: not read again as a label.
        setOptionalLabel(&helperLabel, helperText, classes: ["supporting"], wraps: true, readAloud: false)
        if let helperLabel { GtkWidgets.setClass("warning-text", on: helperLabel, warningText != nil) }
        if errorText == nil { cancelErrorReveal() }
        if entering, shakes, Self.animationsEnabled, errorText != nil, frameTime != nil {
            startShake()
            cancelErrorReveal()
            setOptionalLabel(&errorLabel, nil, classes: ["supporting", "error-text"])
            errorRevealID = MainLoop.schedule(after: motion.errorRevealDelay) { [weak self] in self?.revealError() }
            return
        }
        guard errorRevealID == 0 else { return }
        setOptionalLabel(&errorLabel, errorText, classes: ["supporting", "error-text"], role: GTK_ACCESSIBLE_ROLE_ALERT, wraps: true)
    }

    private func revealError() {
        errorRevealID = 0
        guard !isDisposed else { return }
        let errorText = field.errorText.flatMap { $0.isEmpty ? nil : $0 }
        setOptionalLabel(&errorLabel, errorText, classes: ["supporting", "error-text"], role: GTK_ACCESSIBLE_ROLE_ALERT, wraps: true)
    }

    func cancelErrorReveal() {
        MainLoop.cancel(errorRevealID)
        errorRevealID = 0
    }

    /// Shows the trailing box only while one of its icons is shown.
    func updateTrailingVisibility() {
        guard let trailing else { return }
        GtkWidgets.setVisible(trailing, WidgetChildren.of(trailing).contains { gtk_widget_get_visible($0) != 0 })
    }

    /// The widget at the top of the field's hierarchy (usually a window).
    var rootWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(instance).map { UnsafeMutablePointer<GtkWidget>($0) }
    }

    /// The window holding the field, if it is in one.
    var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = rootWidget, gIsA(root, gtk_window_get_type()) else { return nil }
        return gCast(root, to: GtkWindow.self)
    }

    /// The node assistive technologies read as the field: the field itself when it
    /// delegates `GtkEditable` to its own text (as `GtkEntry` does), the input when that
    /// wraps the text (a `GtkPasswordEntry`), else the input that takes focus.
    var accessibleInput: UnsafeMutablePointer<GtkWidget>? {
        if let accessibleGroup { return accessibleGroup }
        guard let editableText else { return focusTarget }
        return editableText == input ? instance : input
    }


    func setHovered(_ hovered: Bool) {
        setState(.hovered, hovered)
    }
}
