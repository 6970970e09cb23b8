import CGtk
import FieldCore
import GtkInterop

/// The GTK view shared by every field: the container, floating label, prefix and suffix,
/// icons, helper, error and counter text, and an optional popup below. It renders a
/// ``FieldModel``'s ``FieldSnapshot`` and forwards focus to it; subclasses add the input.
///
/// One event takes one path: a GTK signal updates the model, the model reports one
/// snapshot, and ``render(_:)`` applies only what changed, then notifies the GObject
/// properties whose values changed.
@MainActor
class FieldWidget: WidgetImplementation {
    let container: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    // Parts most fields never show are made on first use: a field costs about what its
    // plain-GTK equivalent does.
    private(set) var prefix: UnsafeMutablePointer<GtkWidget>?
    private(set) var suffix: UnsafeMutablePointer<GtkWidget>?
    private(set) var leadingIcon: UnsafeMutablePointer<GtkWidget>?
    private(set) var trailing: UnsafeMutablePointer<GtkWidget>?
    private(set) var helperLabel: UnsafeMutablePointer<GtkWidget>?
    private(set) var errorLabel: UnsafeMutablePointer<GtkWidget>?
    private(set) var counterLabel: UnsafeMutablePointer<GtkWidget>?
    private(set) var hintLabel: UnsafeMutablePointer<GtkWidget>?
    /// The hint shown in the empty input, nil for none (see ``setInputHint(_:)``).
    private(set) var inputHint: String?

    /// The subclass's input widget, between the prefix and suffix.
    private(set) var input: UnsafeMutablePointer<GtkWidget>?
    /// The subclass's popup (a list, a calendar), shown below the field while open.
    private(set) var popup: UnsafeMutablePointer<GtkWidget>?
    /// The model, attached by the subclass.
    private(set) var field = FieldWidget.sharedModel?.field ?? FieldModel()

    /// Models made elsewhere (a form row's) for a field to show from its start.
    struct SharedModel {
        /// The kind's value model: a `TextFieldModel`, `PickerModel` or `DateFieldModel`.
        let value: AnyObject
        /// Its field model.
        let field: FieldModel
    }

    /// The models of the field being instantiated, set by ``Field`` around
    /// `g_object_new`, which takes no Swift arguments: so a form's field is built once, on
    /// the row's models, rather than on models of its own that it then swaps.
    static var sharedModel: SharedModel?

    /// The shared value model if it is a `Model`, else `make()`.
    static func sharedValue<Model: AnyObject>(or make: () -> Model) -> Model {
        sharedModel?.value as? Model ?? make()
    }

    /// The public handle the app holds, if any: delegates receive this one, so `===`
    /// works and a delegate call allocates nothing.
    weak var handle: Field?

    var variant: FieldVariant = .filled {
        didSet {
            guard variant != oldValue else { return }
            setState(FieldStateClass(oldValue), false)
            setState(FieldStateClass(variant), true)
            gtk_widget_queue_resize(widget)
            notifyChangedProperties()
        }
    }

    /// The state classes (variant, focused, error, ...) the field is in.
    ///
    /// They go on the container alone, the first of the field's parts; the stylesheet
    /// reaches the others with the sibling combinator (`.container.error ~ .label`). Not on
    /// the field widget: GTK 4.8 re-checks every sibling of a widget whose classes change,
    /// and a field may sit among a thousand others in a box, while the container has a
    /// dozen siblings at most. So a keystroke that toggles the error changes one class, as
    /// a plain GtkEntry's `.error` does.
    private var statesOn = FieldStateClass.allCases.map { $0 == .filled }

    /// Whether the field shakes once when it enters the error state, the error text
    /// appearing ``FieldMotion/errorRevealDelay`` later.
    var shakes = false { didSet { notifyChangedProperties() } }
    /// The app's numbers for the field (the seed's `tag` and `tag2`).
    var tag = 0 { didSet { notifyChangedProperties() } }
    var tag2 = 0 { didSet { notifyChangedProperties() } }

    /// Rules the field checks for ``validate(_:)`` and for `ErrorClearing.whenValid`.
    var rules: [ValidationRule<String>] = []

    /// The text the rules check; subclasses return their value's text.
    var currentText: String { "" }

    /// The width the input needs to show the whole value, for fields whose values are
    /// short and read whole (a date, a choice); 0 (the default) lets the input scroll.
    var minimumValueWidth: Int32 { 0 }

    /// The value assistive technologies are told in the description, where the field's
    /// role gives them no other way to it; nil for none (the default).
    var accessibleValue: String? { nil }

    private var trailingIcon: UnsafeMutablePointer<GtkWidget>?
    private var spinner: UnsafeMutablePointer<GtkWidget>?

    /// Whether a check of the value is running: a spinner turns at the trailing edge and
    /// assistive technologies are told the field is busy.
    var isChecking = false {
        didSet {
            guard isChecking != oldValue else { return }
            if isChecking, spinner == nil {
                let made: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
                gtk_widget_add_css_class(made, "checking")
                Accessibility.setLabel("Checking", of: made)
                addTrailing(made)
                spinner = made
            }
            if let spinner {
                GtkWidgets.setVisible(spinner, isChecking)
                gtk_spinner_set_spinning(gCast(spinner), isChecking ? 1 : 0)
                updateTrailingVisibility()
            }
            if let accessibleInput { Accessibility.setBusy(isChecking, of: accessibleInput) }
        }
    }

    /// An app's own icon at the trailing edge, nil for none.
    var trailingIconName: String? {
        didSet {
            if trailingIconName != nil, trailingIcon == nil {
                let icon: UnsafeMutablePointer<GtkWidget> = gtk_image_new()
                gtk_widget_add_css_class(icon, "trailing-icon")
                addTrailing(icon)
                trailingIcon = icon
            }
            if let trailingIcon {
                gtk_image_set_from_icon_name(gCast(trailingIcon), trailingIconName)
                GtkWidgets.setVisible(trailingIcon, trailingIconName != nil)
                updateTrailingVisibility()
            }
        }
    }

    /// The leading icon's name, nil for none.
    var leadingIconName: String? {
        didSet {
            if leadingIconName != nil, leadingIcon == nil {
                let icon: UnsafeMutablePointer<GtkWidget> = gtk_image_new()
                gtk_widget_add_css_class(icon, "leading")
                adopt(icon, insertAfter: container)
                leadingIcon = icon
            }
            if let leadingIcon {
                gtk_image_set_from_icon_name(gCast(leadingIcon), leadingIconName)
                GtkWidgets.setVisible(leadingIcon, leadingIconName != nil)
            }
            gtk_widget_queue_resize(widget)
        }
    }

    /// The sizes the field lays itself out with.
    var metrics: FieldMetrics { MaterialStyle.theme.metrics }
    /// The timing of the field's motion.
    var motion: FieldMotion { MaterialStyle.theme.motion }

    private var labelAnimation = LabelAnimation(floating: false)
    private var shake: ShakeAnimation?
    private var tickID: UInt32 = 0
    private var errorRevealID: UInt32 = 0
    private var rendered: FieldSnapshot?
    /// What assistive technologies were last told (see renderAccessibility).
    var renderedAccessibility: AccessibleDescription?
    private var observation: ObservationToken?
    private(set) var eventDepth = 0
    private var needsRender = false
    private lazy var beginning = FocusApproval { [unowned self] in shouldBeginEditing() }
    private lazy var ending = FocusApproval { [unowned self] in shouldEndEditing() }
    /// Whether focus is leaving the field (the event that may bring an error to announce).
    var isLeaving = false

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        container = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["container"])
        // The label's text is the input's accessible name: its own node would be read
        // again (GTK 4.18 lists a hidden label as a node still).
        label = GtkWidgets.label(classes: ["label"], role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        super.init(widget: widget)

        gtk_widget_add_css_class(widget, "mf-field")
        gtk_label_set_ellipsize(gCast(label), PANGO_ELLIPSIZE_END)
        // Drawing order is child order: the container goes first, under everything else,
        // and parts made later are inserted after it.
        gtk_widget_add_css_class(container, FieldVariant.filled.rawValue)
        adopt(container, insertAfter: nil)
        adopt(label, insertAfter: container)
        EventControllers.onFocus(of: widget, enter: { [weak self] in self?.focusEntered() },
                                 leave: { [weak self] in self?.focusLeft() })
        EventControllers.onHover(of: widget, enter: { [weak self] in self?.setHovered(true) },
                                 leave: { [weak self] in self?.setHovered(false) })
        // A click on any part of the container (label, padding, prefix, suffix) that does
        // not handle it itself reaches the field and focuses the input.
        EventControllers.onClick(of: widget) { [weak self] _, y in self?.clicked(atY: y) }
        // A refusing delegate is asked before the press reaches the input, which would
        // otherwise take focus itself.
        EventControllers.onPressCapture(of: widget) { [weak self] in
            guard let self, !self.containsFocus else { return false }
            return !self.beginning.ask()
        }
    }

    // MARK: Set-up by subclasses

    /// Connects the view to `model` and renders it.
    func attach(_ model: FieldModel) {
        field = model
        observation = model.changes.add { [weak self] snapshot in self?.modelChanged(snapshot) }
        labelAnimation = LabelAnimation(floating: model.snapshot.isLabelFloating, motion: motion)
        rendered = nil
        render(model.snapshot)
    }

    /// Places `input` in the container, in place of the one before if any, and makes the
    /// label its mnemonic. With `editableText` (a `GtkText`: `input` itself, or inside a
    /// `GtkPasswordEntry` that is `input`), the field is a `GtkEditable` that delegates to
    /// it (the field's type must be declared editable, and GtkInterop connects the two once
    /// the field exists). A screen reader then finds one text box named by the label, whose
    /// text it can read and edit: the field, or the password entry, which GTK alone can
    /// give the password role.
    func install(input newInput: UnsafeMutablePointer<GtkWidget>, editableText newText: UnsafeMutablePointer<GtkWidget>? = nil) {
        let oldNode = accessibleInput
        let oldInput = input
        replacingEditableDelegate {
            input = newInput
            editableText = newText
            gtk_widget_add_css_class(newInput, "input")
            adopt(newInput, insertAfter: label)
            if let oldInput { gtk_widget_unparent(oldInput) }
        }
        // The field, when it is no longer the node read, keeps no name to read twice.
        if oldNode == widget, accessibleInput != widget {
            Accessibility.setLabel(nil, of: widget)
            Accessibility.setDescription(nil, of: widget)
        }
        // The label's mnemonic goes through the field, so a refusing delegate is asked.
        gtk_label_set_mnemonic_widget(gCast(label), widget)
        // One thing is read: the input, named with the label's text (see
        // renderAccessibility). GTK also names the mnemonic widget (the field) after the
        // label, and the label would be read as a label of its own; both repeat the name.
        Accessibility.resetRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: widget)
        Accessibility.setHidden(true, of: label)
        rendered = nil
        renderedAccessibility = nil
        render(field.snapshot)
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
            adopt(box, insertAfter: input ?? label)
            trailing = box
        }
        if let trailing { gtk_box_append(gCast(trailing), child) }
        updateTrailingVisibility()
    }

    private func setOptionalLabel(_ slot: inout UnsafeMutablePointer<GtkWidget>?, _ text: String?,
                                  classes: [String], role: GtkAccessibleRole? = nil, wraps: Bool = false,
                                  readAloud: Bool = true) {
        if text != nil, slot == nil {
            let made = GtkWidgets.label(classes: classes, role: readAloud ? role : GTK_ACCESSIBLE_ROLE_PRESENTATION)
            if wraps { gtk_label_set_wrap(gCast(made), 1) }
            if !readAloud { Accessibility.setHidden(true, of: made) }
            adopt(made, insertAfter: container)
            slot = made
        }
        guard let existing = slot else { return }
        // Hiding keeps the old text: a helper hidden by an error and shown again costs no
        // re-layout of its text.
        if let text { GtkWidgets.setText(text, of: existing) }
        GtkWidgets.setVisible(existing, text != nil)
    }

    /// Makes `child` a part of the field, after `sibling` (first when nil).
    private func adopt(_ child: UnsafeMutablePointer<GtkWidget>, insertAfter sibling: UnsafeMutablePointer<GtkWidget>?) {
        gtk_widget_insert_after(child, widget, sibling)
    }

    /// Adds or removes a state class on the container; a no-op when it already is.
    func setState(_ state: FieldStateClass, _ present: Bool) {
        guard statesOn[state.rawValue] != present else { return }
        statesOn[state.rawValue] = present
        GtkWidgets.setClass(state.name, on: container, present)
    }

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
    private func install(popup newPopup: UnsafeMutablePointer<GtkWidget>) {
        popup = newPopup
        gtk_widget_add_css_class(newPopup, "popup")
        adopt(newPopup, insertAfter: gtk_widget_get_last_child(widget))
        GtkWidgets.setVisible(newPopup, false)
    }

    /// Shows or hides the popup; a no-op when it already is, so views can call it on
    /// every render.
    func setPopupVisible(_ visible: Bool) {
        guard let popup, (gtk_widget_get_visible(popup) != 0) != visible else { return }
        GtkWidgets.setVisible(popup, visible)
        setState(.open, visible)
        if let accessibleInput { Accessibility.setExpanded(visible, of: accessibleInput) }
        gtk_widget_queue_resize(widget)
        if visible { revealWhenLaidOut() }
    }

    /// Once laid out, scrolls the field into view whole (helper, error and open popup
    /// included) if it has the focus; when that does not fit, the popup, its *Done*
    /// button included, is what shows. A field opened by code without focus leaves the
    /// view where the user put it.
    private func revealWhenLaidOut() {
        FrameTicker.afterLayout(of: widget) { [weak self] in
            guard let self, !isDisposed, containsFocus else { return }
            let isOpen = popup.map { gtk_widget_get_visible($0) != 0 } ?? false
            ScrollIntoView.reveal(widget, edge: isOpen ? .bottom : .top)
        }
    }

    override var focusTarget: UnsafeMutablePointer<GtkWidget>? { input }

    /// Tab visits the input, then the open popup; Shift+Tab the reverse. (The trailing
    /// buttons are no Tab stops: see `GtkWidgets.iconButton`.)
    override var tabChain: [UnsafeMutablePointer<GtkWidget>]? { [input, popup].compactMap { $0 } }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        measureField(orientation, forSize: forSize)
    }

    override func allocate(width: Int32, height: Int32, baseline: Int32) {
        allocateField(width: width, height: height)
    }

    /// Calls `handler` when `object` emits `signal` (a signal every GTK widget of that
    /// type has, so connecting cannot fail).
    func on(_ object: UnsafeMutablePointer<some Any>, _ signal: String, _ handler: @escaping @MainActor () -> Void) {
        _ = try? GObjectSignals.connect(object, signal) { _ in handler() }
    }

    override func value(forProperty name: String) -> PropertyValue? {
        fieldValue(forProperty: name)
    }

    override func setValue(_ value: PropertyValue, forProperty name: String) {
        setFieldValue(value, forProperty: name)
    }

    // MARK: Events

    /// Runs `body` (one event's model updates) and notifies the changed properties once
    /// at the end, however many renders it caused.
    ///
    /// The model may change several times in one event (an edit, then the delegate's
    /// `setError`); the field renders once, after the event, from the final state.
    @discardableResult
    func handleEvent<Result>(_ body: () throws -> Result) rethrows -> Result {
        eventDepth += 1
        defer {
            eventDepth -= 1
            if eventDepth == 0 {
                if needsRender { render(field.snapshot) }
                notifyChangedProperties()
            }
        }
        return try body()
    }

    private func modelChanged(_ snapshot: FieldSnapshot) {
        if eventDepth > 0 { needsRender = true } else { render(snapshot) }
    }

    /// Whether the delegate lets focus in (the seed's `shouldBeginEditing`); subclasses ask
    /// their delegate.
    func shouldBeginEditing() -> Bool { true }

    /// Whether the delegate lets focus out (the seed's `shouldEndEditing`).
    func shouldEndEditing() -> Bool { true }

    override func mayTakeFocus() -> Bool { beginning.ask() }

    override func mayLoseFocus() -> Bool { ending.ask() }

    /// Focus moved into the field.
    func focusEntered() {
        // All of the field, not only the text line GTK's viewport scrolls to. (GTK says
        // "enter" before it records where focus now is.)
        revealWhenLaidOut()
        guard !field.isFocused else { return }
        guard beginning.ask() else {
            // Focus came in a way GTK offers no veto for (the app focusing the inner text
            // directly): hand it to the next widget, as keyboard navigation would.
            if let rootWidget, gtk_widget_child_focus(rootWidget, GTK_DIR_TAB_FORWARD) == 0,
               let root = gtk_widget_get_root(widget) {
                gtk_root_set_focus(root, nil)
            }
            return
        }
        beginning.consume()
        handleEvent {
            guard field.focus() else { return }
            emit("began-editing")
            didBeginEditing()
        }
    }

    /// Focus left the field (and every part of it).
    func focusLeft() {
        guard field.isFocused else { return }
        guard ending.ask() else {
            // GTK moves focus before anyone can object; the next turn takes it back.
            MainLoop.invoke { [weak self] in
                guard let self, !self.isDisposed, !self.containsFocus else { return }
                if let target = self.focusTarget { gtk_widget_grab_focus(target) }
            }
            return
        }
        // An error the leaving brings is announced: focus is on the next field by now, so
        // its description alone would not be read (GTK 4.8 reads it, see announce(_:)).
        ending.consume()
        isLeaving = true
        defer { isLeaving = false }
        handleEvent {
            willEndEditing()
            field.blur()
            emit("ended-editing")
            didEndEditing()
        }
    }

    /// Blurs the model when keyboard focus is not in the field: a popup opened and closed
    /// by code, which focused the model, leaves it as it found it.
    func blurUnlessFocused() {
        if field.isFocused, !containsFocus { field.blur() }
    }

    /// Called after the field took focus, inside the event; subclasses tell their delegate.
    func didBeginEditing() {}
    /// Called before the model blurs, inside the event; subclasses commit pending input.
    func willEndEditing() {}
    /// Called after the field lost focus, inside the event; subclasses tell their delegate.
    func didEndEditing() {}

    /// The field was clicked at `y` on a part that does not handle clicks itself.
    private func clicked(atY y: Double) {
        let containerBottom = Double(topInset + containerHeight(forWidth: gtk_widget_get_width(widget)))
        guard y < containerBottom else { return }
        containerClicked()
    }

    /// The container was clicked outside the input.
    func containerClicked() {
        if let focusTarget { gtk_widget_grab_focus(focusTarget) }
    }

    /// The user changed the value: under `ErrorClearing.whenValid` the error goes once
    /// every rule passes.
    func userChangedValue(_ text: String) {
        guard field.hasError, field.errorClearing == .whenValid, !rules.isEmpty,
              Validation.validate(text, rules) else { return }
        field.valueBecameValid()
    }

    /// Checks ``rules`` against `text`: shows the first failing rule's message, or removes
    /// the error; returns whether every rule passed.
    @discardableResult
    func validate(_ text: String) -> Bool {
        let (valid, message) = Validation.validateWithMessage(text, rules)
        handleEvent {
            field.setWarning(Validation.warning(text, rules))
            if valid { field.removeErrorUI() } else { field.setError(withText: message) }
        }
        return valid
    }

    // MARK: Rendering

    /// Renders the model's state, touching only what changed since the last render:
    /// CSS classes, texts, accessibility and the label's motion.
    func render(_ snapshot: FieldSnapshot) {
        needsRender = false
        guard !isDisposed else { return }
        let previous = rendered
        rendered = snapshot
        setState(.focused, snapshot.isFocused)
        setState(.error, snapshot.state == .error)
        setState(.warning, snapshot.isWarning)
        setState(.floating, snapshot.isLabelFloating)
        setState(.overLimit, snapshot.isOverLimit)
        if previous?.isEnabled != snapshot.isEnabled,
           (gtk_widget_get_sensitive(widget) != 0) != snapshot.isEnabled {
            gtk_widget_set_sensitive(widget, snapshot.isEnabled ? 1 : 0)
        }
        if previous?.label != snapshot.label {
            if snapshot.label.contains("_") {
                gtk_label_set_text_with_mnemonic(gCast(label), snapshot.label)
            } else {
                gtk_label_set_text(gCast(label), snapshot.label)
            }
        }
        if previous?.supportingText != snapshot.supportingText || previous?.state != snapshot.state {
            renderSupportingText(entering: snapshot.state == .error && previous?.state != .error)
        }
        if previous?.counterText != snapshot.counterText {
            setOptionalLabel(&counterLabel, snapshot.counterText, classes: ["counter"])
        }
        renderAdornments()
        renderAccessibility(snapshot)

        if previous?.isLabelFloating != snapshot.isLabelFloating {
            // The label is placed in allocate, and an unmapped field (in a step not shown
            // yet, laid out ahead) gets no frames to move it: it moves at its next layout.
            if gtk_widget_get_mapped(widget) == 0 { gtk_widget_queue_allocate(widget) }
            if !Self.animationsEnabled {
                labelAnimation = LabelAnimation(floating: snapshot.isLabelFloating, motion: motion)
            } else if labelAnimation.retarget(floating: snapshot.isLabelFloating, at: frameTime ?? 0) {
                animate()
            }
        }
        // No queue_resize here: label texts, visibility and CSS classes queue their own
        // when they change, so a keystroke that changes nothing visible costs no layout.
        if eventDepth == 0 { notifyChangedProperties() }
    }

    /// Shows the helper, or the error in its place. A field that shakes starts shaking
    /// as it enters the error and shows the error text a moment later, as the seed does.
    private func renderSupportingText(entering: Bool) {
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

    private func cancelErrorReveal() {
        MainLoop.cancel(errorRevealID)
        errorRevealID = 0
    }

    /// Whether the error text is showing (it lags the error state while a shake reveals it).
    var isErrorTextShown: Bool {
        errorLabel.map { gtk_widget_get_visible($0) != 0 } ?? false
    }

    /// Updates prefix, suffix and trailing icons; subclasses override.
    func renderAdornments() {}

    /// Shows the trailing box only while one of its icons is shown.
    func updateTrailingVisibility() {
        guard let trailing else { return }
        GtkWidgets.setVisible(trailing, WidgetChildren.of(trailing).contains { gtk_widget_get_visible($0) != 0 })
    }

    /// The container's height at `width`: 56 px for a single line; multi-line fields grow.
    func containerHeight(forWidth width: Int32) -> Int32 {
        Int32(metrics.containerHeight)
    }

    /// The widget at the top of the field's hierarchy (usually a window).
    var rootWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).map { UnsafeMutablePointer<GtkWidget>($0) }
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
        guard let editableText else { return focusTarget }
        return editableText == input ? widget : input
    }

    /// The text the field's `GtkEditable` delegates to (see ``install(input:editableText:)``).
    private(set) var editableText: UnsafeMutablePointer<GtkWidget>?

    override var editableDelegate: UnsafeMutablePointer<GtkWidget>? { editableText }


    private func setHovered(_ hovered: Bool) {
        setState(.hovered, hovered)
    }

    // MARK: Motion

    /// How far the label is between resting (0) and floating (1) now.
    var labelProgress: Double { labelAnimation.progress(at: frameTime ?? .infinity) }

    /// The horizontal shake offset now.
    var shakeOffset: Double { shake.map { $0.offset(at: frameTime ?? .infinity) } ?? 0 }

    private var frameTime: Double? {
        guard gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else { return nil }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Whether the desktop allows animations (`gtk-enable-animations`): with reduced
    /// motion, the label jumps and the field does not shake.
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperties.value(of: settings.gObject, "gtk-enable-animations")?.boolValue ?? true
    }

    private func startShake() {
        guard let now = frameTime else { return }
        shake = ShakeAnimation(start: now, motion: motion)
        animate()
    }

    private func animate() {
        guard tickID == 0, frameTime != nil else { return }
        tickID = FrameTicker.add(to: widget) { [weak self] time in
            guard let self, !self.isDisposed else { return false }
            gtk_widget_queue_allocate(self.widget)
            let labelDone = self.labelAnimation.isFinished(at: time)
            let shakeDone = self.shake?.isFinished(at: time) ?? true
            if shakeDone { self.shake = nil }
            if labelDone && shakeDone {
                self.tickID = 0
                return false
            }
            return true
        }
    }

    override func dispose() {
        cancelErrorReveal()
        observation = nil
        super.dispose()
    }
}
