import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// What a field draws around its input: the container, floating label, prefix and suffix,
/// icons, helper, error and counter lines and the input's hint, the state classes they
/// carry, their layout (see `FieldChrome+Layout.swift`) and their motion. One per field,
/// which holds it: the field keeps its model, its events and its API, and the parts, each
/// a child of the field's widget, live here with the code that makes and moves them.
@MainActor
final class FieldChrome {
    /// The field whose widget the parts are children of; it holds the chrome.
    unowned let field: Field
    /// The box drawn under everything else (fill, outline, state layer); it carries the
    /// state classes.
    let container: UnsafeMutablePointer<GtkWidget>
    /// The label, resting in the empty container or floating above the value.
    let floatingLabel: UnsafeMutablePointer<GtkWidget>
    // Parts most fields never show are made on first use: a field costs about what its
    // plain-GTK equivalent does. Exclusivity unchecked, as in FieldModel: plain reads and
    // writes, or changes in place that call GTK alone (a line's, `setOptionalLabel`'s).
    /// The text before the input (a currency sign), nil until first shown.
    @exclusivity(unchecked) var prefix: UnsafeMutablePointer<GtkWidget>?
    /// The text after the input (a unit), nil until first shown.
    @exclusivity(unchecked) var suffix: UnsafeMutablePointer<GtkWidget>?
    /// The app's leading icon, nil until first shown.
    private(set) var leadingIcon: UnsafeMutablePointer<GtkWidget>?
    /// The box of icons and icon buttons at the trailing edge, nil until the first.
    var trailing: UnsafeMutablePointer<GtkWidget>?
    /// The helper (or warning) line below the field, nil until the first helper.
    @exclusivity(unchecked) var helperLine: SupportingLine?
    /// The error line below the field, nil until the first error.
    @exclusivity(unchecked) var errorLine: ErrorLine?
    /// The character counter below the field's trailing edge, nil until first shown.
    private(set) var counterLabel: UnsafeMutablePointer<GtkWidget>?
    /// The dimmed hint in the empty input, nil until first shown.
    @exclusivity(unchecked) var hintLabel: UnsafeMutablePointer<GtkWidget>?
    /// The subclass's popup (a list, a calendar), shown below the field while open.
    private(set) var popup: UnsafeMutablePointer<GtkWidget>?
    /// The hint shown in the empty input, nil for none (see ``setInputHint(_:)``).
    var inputHint: String?
    /// The app's trailing icon (see ``Field/trailingIconName``), nil until first shown.
    private var trailingIcon: UnsafeMutablePointer<GtkWidget>?
    /// The spinner shown while a check runs (see ``Field/isChecking``), nil until the first.
    private var spinner: UnsafeMutablePointer<GtkWidget>?

    /// The state classes (variant, focused, error, ...) the field is in.
    ///
    /// They go on the container alone, the first of the field's parts; the stylesheet
    /// reaches the others with the sibling combinator (`.container.error ~ .label`). Not on
    /// the field widget: GTK 4.8 re-checks every sibling of a widget whose classes change,
    /// and a field may sit among a thousand others in a box, while the container has a
    /// dozen siblings at most. So a keystroke that toggles the error changes one class, as
    /// a plain GtkEntry's `.error` does.
    @exclusivity(unchecked) var statesOn = FieldStateClass.allCases.map { $0 == .filled }

    /// The sizes the field lays itself out with.
    var metrics: FieldMetrics { MaterialStyle.theme.metrics }
    /// The timing of the field's motion.
    var motion: FieldMotion { MaterialStyle.theme.motion }
    /// The floating label's size as a fraction of the resting label's.
    var labelFloatingRatio: Double { metrics.labelFloatingSize / metrics.labelRestingSize }

    /// Where the floating label is and is going; each change draws the label at the size
    /// it is now at (see ``settleLabelSize()``).
    var labelAnimation = LabelAnimation(floating: false) {
        didSet { settleLabelSize() }
    }
    /// The size the label is drawn at, and its text's size at rest.
    @exclusivity(unchecked) var labelSize = FloatingLabelSize()
    /// The error shake while it runs, nil otherwise.
    var shake: ShakeAnimation?
    /// The frame callback moving the label or the shake, 0 for none.
    var tickID: UInt32 = 0
    /// The timeout that shows a shaking field's error text, 0 for none.
    var errorRevealID: UInt32 = 0

    /// The chrome of `field`: its container and floating label, which every field shows;
    /// the field adopts them as its first children.
    init(field: Field) {
        self.field = field
        container = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["container"])
        // The label's text is the input's accessible name: its own node would be read
        // again (GTK 4.18 lists a hidden label as a node still).
        floatingLabel = GtkWidgets.label(classes: ["label"], role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    }

    // MARK: Parts

    /// Shows a turning spinner at the trailing edge while `checking` (see
    /// ``Field/isChecking``), making it on first use.
    func showSpinner(_ checking: Bool) {
        if checking, spinner == nil {
            let made: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
            gtk_widget_add_css_class(made, "checking")
            Accessibility.setLabel(Translations.string("Checking"), of: made)
            addTrailing(made)
            spinner = made
        }
        if let spinner {
            GtkWidgets.setVisible(spinner, checking)
            gtk_spinner_set_spinning(gCast(spinner), checking ? 1 : 0)
            updateTrailingVisibility()
        }
    }

    /// Shows the app's trailing icon `name` (nil hides it; see ``Field/trailingIconName``),
    /// making it on first use.
    func showTrailingIcon(_ name: String?) {
        if name != nil, trailingIcon == nil {
            let icon: UnsafeMutablePointer<GtkWidget> = gtk_image_new()
            gtk_widget_add_css_class(icon, "trailing-icon")
            addTrailing(icon)
            trailingIcon = icon
        }
        if let trailingIcon {
            gtk_image_set_from_icon_name(gCast(trailingIcon), name)
            GtkWidgets.setVisible(trailingIcon, name != nil)
            updateTrailingVisibility()
        }
    }

    /// Shows the leading icon `name` (nil hides it; see ``Field/leadingIconName``), making
    /// it on first use.
    func showLeadingIcon(_ name: String?) {
        if name != nil, leadingIcon == nil {
            let icon: UnsafeMutablePointer<GtkWidget> = gtk_image_new()
            gtk_widget_add_css_class(icon, "leading")
            adopt(icon, insertAfter: container)
            leadingIcon = icon
        }
        if let leadingIcon {
            gtk_image_set_from_icon_name(gCast(leadingIcon), name)
            GtkWidgets.setVisible(leadingIcon, name != nil)
        }
        gtk_widget_queue_resize(field.instance)
    }

    /// Shows `text` where the empty input is, dimmed (nil hides it): what the input takes,
    /// as a placeholder would. (Not `GtkText`'s own placeholder: on GTK 4.18 a text that
    /// had one left Orca's "where am I" reading "invalid".) Not read aloud.
    func setInputHint(_ text: String?) {
        setOptionalLabel(&hintLabel, text, classes: ["hint"], readAloud: false)
        inputHint = text
    }

    /// Shows `text` before the input (nil hides it), making the label on first use.
    func setPrefix(_ text: String?) {
        setOptionalLabel(&prefix, text, classes: ["prefix"])
    }

    /// Shows `text` after the input (nil hides it), making the label on first use.
    func setSuffix(_ text: String?) {
        setOptionalLabel(&suffix, text, classes: ["suffix"])
    }

    /// Adds `child` (an icon or icon button) at the trailing edge of the container.
    func addTrailing(_ child: UnsafeMutablePointer<GtkWidget>) {
        if trailing == nil {
            let box = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["trailing"])
            adopt(box, insertAfter: field.input ?? floatingLabel)
            trailing = box
        }
        if let trailing { gtk_box_append(gCast(trailing), child) }
        updateTrailingVisibility()
    }

    /// Shows the trailing box only while one of its icons is shown.
    func updateTrailingVisibility() {
        guard let trailing else { return }
        GtkWidgets.setVisible(trailing, WidgetChildren.of(trailing).contains { gtk_widget_get_visible($0) != 0 })
    }

    /// Shows `text` in the label in `slot` (nil hides it), making the label, with
    /// `classes`, on first use; a label not `readAloud` is hidden from assistive technologies.
    func setOptionalLabel(_ slot: inout UnsafeMutablePointer<GtkWidget>?, _ text: String?,
                          classes: [String], readAloud: Bool = true) {
        if text != nil, slot == nil {
            let made = GtkWidgets.label(classes: classes, role: readAloud ? nil : GTK_ACCESSIBLE_ROLE_PRESENTATION)
            if !readAloud { Accessibility.setHidden(true, of: made) }
            adopt(made, insertAfter: container)
            slot = made
        }
        guard let existing = slot else { return }
        // Hiding keeps the old text: shown again, it costs no re-layout of its text.
        if let text { GtkWidgets.setText(text, of: existing) }
        GtkWidgets.setVisible(existing, text != nil)
    }

    /// Makes `child` a part of the field, after `sibling` (first when nil).
    func adopt(_ child: UnsafeMutablePointer<GtkWidget>, insertAfter sibling: UnsafeMutablePointer<GtkWidget>?) {
        gtk_widget_insert_after(child, field.instance, sibling)
    }

    /// Adds or removes a state class on the container; a no-op when it already is.
    func setState(_ state: FieldStateClass, _ present: Bool) {
        guard statesOn[state.rawValue] != present else { return }
        statesOn[state.rawValue] = present
        GtkWidgets.setClass(state.name, on: container, present)
    }

    // MARK: Popup

    /// Shows `content` below the field while open, above a row of *Clear* and *Done*.
    func install(popup content: [UnsafeMutablePointer<GtkWidget>], clear: UnsafeMutablePointer<GtkWidget>,
                 done: UnsafeMutablePointer<GtkWidget>) {
        let actions = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: Int32(metrics.popupActionSpacing), classes: ["actions"])
        let spacer = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_hexpand(spacer, 1)
        for child in [clear, spacer, done] { gtk_box_append(gCast(actions), child) }
        let popup = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: Int32(metrics.popupSpacing))
        for child in content + [actions] { gtk_box_append(gCast(popup), child) }
        install(popup: popup)
    }

    /// Shows `newPopup` below the field while open.
    func install(popup newPopup: UnsafeMutablePointer<GtkWidget>) {
        popup = newPopup
        MaterialStyle.require(.popup)
        gtk_widget_add_css_class(newPopup, "popup")
        adopt(newPopup, insertAfter: gtk_widget_get_last_child(field.instance))
        GtkWidgets.setVisible(newPopup, false)
    }

    /// Shows or hides the popup; a no-op when it already is, so views can call it on
    /// every render.
    func setPopupVisible(_ visible: Bool) {
        guard let popup, (gtk_widget_get_visible(popup) != 0) != visible else { return }
        GtkWidgets.setVisible(popup, visible)
        setState(.open, visible)
        if let accessibleInput = field.accessibleInput { Accessibility.setExpanded(visible, of: accessibleInput) }
        gtk_widget_queue_resize(field.instance)
        if visible { field.focus.revealWhenLaidOut() }
    }

    // MARK: Rendering

    /// Shows what `snapshot` changed since `previous` in the parts: the state classes, the
    /// field's sensitivity, the label, the supporting text and the counter.
    func render(_ snapshot: FieldSnapshot, after previous: FieldSnapshot?) {
        setState(.focused, snapshot.isFocused)
        setState(.error, snapshot.state == .error)
        setState(.warning, snapshot.isWarning)
        setState(.floating, snapshot.isLabelFloating)
        setState(.overLimit, snapshot.isOverLimit)
        let instance = field.instance
        if previous?.isEnabled != snapshot.isEnabled,
           (gtk_widget_get_sensitive(instance) != 0) != snapshot.isEnabled {
            gtk_widget_set_sensitive(instance, snapshot.isEnabled ? 1 : 0)
        }
        if previous?.label != snapshot.label {
            labelSize.textChanged()
            if snapshot.label.utf8.contains(UInt8(ascii: "_")) {
                gtk_label_set_text_with_mnemonic(gCast(floatingLabel), snapshot.label)
            } else {
                GtkWidgets.writeText(snapshot.label, to: floatingLabel)
            }
        }
        if previous?.supportingText != snapshot.supportingText || previous?.state != snapshot.state {
            renderSupportingText(entering: snapshot.state == .error && previous?.state != .error)
        }
        if previous?.counterText != snapshot.counterText {
            setOptionalLabel(&counterLabel, snapshot.counterText, classes: ["counter"])
        }
    }

    /// Shows the helper, or the error in its place. A field that shakes starts shaking
    /// as it enters the error and shows the error text a moment later.
    func renderSupportingText(entering: Bool) {
        let model = field.fieldModel
        let errorText = shownErrorText
        // A warning takes the helper's place, in its own colour, after a warning sign.
        let warningText = model.hasError ? nil : model.warningText
        let helperText = model.hasError ? nil : (warningText.map { "⚠ " + $0 } ?? model.helperText)
        showHelperLine(helperText, isWarning: warningText != nil)
        if errorText == nil { cancelErrorReveal() }
        if entering, field.shakes, Self.animationsEnabled, errorText != nil, frameTime != nil {
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
        if helperLine?.show(text) == true { gtk_widget_queue_resize(field.instance) }
    }

    private func revealError() {
        errorRevealID = 0
        guard !field.isDisposed else { return }
        showErrorLine(shownErrorText)
    }

    /// The error the line shows: an empty error text marks the field invalid with no line.
    private var shownErrorText: String? { field.fieldModel.errorText.flatMap { $0.isEmpty ? nil : $0 } }

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
            _ = try? GObjectSignals.connect(field.instance, "map", after: true) { [weak self] _ in self?.errorLine?.retell() }
            errorLine = line
        }
        if errorLine?.show(text, onScreen: onScreen) == true { gtk_widget_queue_resize(field.instance) }
    }

    /// Drops a pending reveal of the error text (the error went, or the field is going).
    func cancelErrorReveal() {
        MainLoop.cancel(errorRevealID)
        errorRevealID = 0
    }

    // MARK: Motion

    /// Moves the label towards floating (or resting), as the render after a change of
    /// `floating` asks: animated when the desktop allows it, at once otherwise.
    func moveLabel(floating: Bool) {
        // The animation holds where the label is going (set by attach(_:) and here), so a
        // first render, or one that leaves the label where it is, moves nothing.
        guard labelAnimation.isHeadingToFloat != floating else { return }
        // The label is placed in allocate, and an unmapped field (in a step not shown
        // yet, laid out ahead) gets no frames to move it: it moves at its next layout.
        if gtk_widget_get_mapped(field.instance) == 0 { gtk_widget_queue_allocate(field.instance) }
        if !Self.animationsEnabled {
            labelAnimation = LabelAnimation(floating: floating, motion: motion)
        } else if labelAnimation.retarget(floating: floating, at: frameTime ?? 0) {
            animate()
        }
    }

    /// How far the label is between resting (0) and floating (1) now.
    var labelProgress: Double { labelAnimation.progress(at: frameTime ?? .infinity) }

    /// Draws the label at the floating size once it has floated, and at the resting size
    /// (scaled while it moves) otherwise.
    func settleLabelSize() {
        let floated = labelAnimation.isHeadingToFloat && labelAnimation.isFinished(at: frameTime ?? .infinity)
        labelSize.draw(floatingLabel, atScale: floated ? labelFloatingRatio : nil)
    }

    /// The horizontal shake offset now.
    var shakeOffset: Double { shake.map { $0.offset(at: frameTime ?? .infinity) } ?? 0 }

    /// The field's frame clock's time now, in seconds; nil while the field is not mapped.
    var frameTime: Double? {
        guard gtk_widget_get_mapped(field.instance) != 0, let clock = gtk_widget_get_frame_clock(field.instance) else { return nil }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Whether the desktop allows animations (`gtk-enable-animations`): with reduced
    /// motion, the label jumps and the field does not shake.
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperties.value(of: settings.gObject, "gtk-enable-animations")?.boolValue ?? true
    }

    /// Starts the error shake, from now.
    func startShake() {
        guard let now = frameTime else { return }
        shake = ShakeAnimation(start: now, motion: motion)
        animate()
    }

    /// Lays the field out again on every frame until the label and the shake are still.
    func animate() {
        guard tickID == 0, frameTime != nil else { return }
        tickID = FrameTicker.add(to: field.instance) { [weak self] time in
            guard let self, !self.field.isDisposed else { return false }
            gtk_widget_queue_allocate(self.field.instance)
            let labelDone = self.labelAnimation.isFinished(at: time)
            if labelDone { self.settleLabelSize() }
            let shakeDone = self.shake?.isFinished(at: time) ?? true
            if shakeDone { self.shake = nil }
            if labelDone && shakeDone {
                self.tickID = 0
                return false
            }
            return true
        }
    }
}
