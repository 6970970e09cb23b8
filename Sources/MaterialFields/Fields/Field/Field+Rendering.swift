import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// Draws the model's snapshot: classes, texts, supporting text and accessibility.
extension Field {
    // MARK: Rendering

    /// Shows the helper, or the error in its place. A field that shakes starts shaking
    /// as it enters the error and shows the error text a moment later.
    func renderSupportingText(entering: Bool) {
        let errorText = shownErrorText
        // A warning takes the helper's place, in its own colour, after a warning sign.
        let warningText = model.hasError ? nil : model.warningText
        let helperText = model.hasError ? nil : (warningText.map { "⚠ " + $0 } ?? model.helperText)
        showHelperLine(helperText, isWarning: warningText != nil)
        if errorText == nil { cancelErrorReveal() }
        if entering, shakes, Self.animationsEnabled, errorText != nil, frameTime != nil {
            startShake()
            cancelErrorReveal()
            errorRevealID = MainLoop.schedule(after: motion.errorRevealDelay) { [weak self] in self?.revealError() }
        }
        showErrorLine(errorText, onScreen: errorRevealID == 0)
    }

    /// Shows `text` in the helper line (nil takes the line off screen), making the line
    /// on the first helper or warning.
    private func showHelperLine(_ text: String?, isWarning: Bool) {
        if helperLine == nil {
            guard text != nil else { return }
            let line = SupportingLine(classes: [], role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
            // The helper or warning is the input's description: not read again as a label.
            Accessibility.setHidden(true, of: line.label)
            adopt(line.label, insertAfter: container)
            helperLine = line
        }
        helperLine?.setClass("warning-text", isWarning)
        if helperLine?.show(text) == true { gtk_widget_queue_resize(instance) }
    }

    private func revealError() {
        errorRevealID = 0
        guard !isDisposed else { return }
        showErrorLine(shownErrorText)
    }

    /// The error the line shows: an empty error text marks the field invalid with no line.
    private var shownErrorText: String? { model.errorText.flatMap { $0.isEmpty ? nil : $0 } }

    /// Shows `text` in the error line (nil takes the line off screen), making the line on
    /// the first error; `onScreen: false` sets its text to be revealed later.
    private func showErrorLine(_ text: String?, onScreen: Bool = true) {
        if errorLine == nil {
            guard text != nil else { return }
            let line = ErrorLine()
            adopt(line.label, insertAfter: container)
            // GTK maps the label with the field (here too, if the field is mapped), and
            // marks each widget it maps as not hidden: the line puts it right after.
            line.retell()
            _ = try? GObjectSignals.connect(instance, "map", after: true) { [weak self] _ in self?.errorLine?.retell() }
            errorLine = line
        }
        if errorLine?.show(text, onScreen: onScreen) == true { gtk_widget_queue_resize(instance) }
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
