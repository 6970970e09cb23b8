import CGtk
import FieldCore
import GtkInterop

/// What every field offers (`Field` on iOS): a label, helper and error text, the
/// three states, and the GTK widget to place in any container.
///
/// A field is its widget's own object: `wrapping(_:)` on a field's widget, and every
/// closure and delegate call, give the object the app made, so `===` holds. An object the
/// app keeps keeps its widget alive outside any window; one only a window holds lives as
/// long as the window keeps its widget.
///
/// It draws the container, floating label, prefix and suffix, icons, helper, error and
/// counter text, and an optional popup below; subclasses add the input. It renders a
/// `FieldModel`'s snapshot and forwards focus to it: a GTK signal updates the model,
/// the model reports one snapshot, and the field applies only what changed, then
/// notifies the GObject properties whose values changed.
@MainActor
public class Field: WidgetObject, WidgetHooks {
    /// The parts drawn around the input (container, label, supporting text, ...), their
    /// state classes, layout and motion.
    private(set) lazy var chrome = FieldChrome(field: self)
    /// The subclass's input widget, between the prefix and suffix.
    var input: UnsafeMutablePointer<GtkWidget>?
    /// The state machine the field renders (its label, messages, focus): the one its value
    /// model owns (each kind's typed `model`), which a form's row shares when a form shows
    /// the field.
    public let fieldModel: FieldModel

    /// A new instance of the field type `type`, with no object yet, for a Swift initializer
    /// to pass to its designated `init(widget:…)` with the models the field is to show.
    static func newInstance(_ type: () throws -> WidgetType) -> UnsafeMutablePointer<GtkWidget> {
        newInstance(of: MaterialFieldTypes.registered(type))
    }

    /// The GTK widget, to add to a box, grid or window.
    public var widget: Widget { instanceWidget }

    /// Filled (the default) or outlined.
    public var variant: FieldVariant = .filled {
        didSet {
            guard variant != oldValue else { return }
            chrome.setState(FieldStateClass(oldValue), false)
            chrome.setState(FieldStateClass(variant), true)
            gtk_widget_queue_resize(instance)
            notifyChangedProperties(.widget)
        }
    }

    /// Whether the field shakes once when it enters the error state, its error text
    /// appearing 0.1 s later. Off by default: Material 3 does not shake
    /// fields, and motion that the user did not ask for is best left to the app to choose.
    public var shakes = false { didSet { notifyChangedProperties(.widget) } }

    /// The app's number for the field (`tag` on iOS), to find which field a shared
    /// delegate is hearing from.
    public var tag = 0 { didSet { notifyChangedProperties(.widget) } }

    /// A second number for the app (`tag2` on iOS).
    public var tag2 = 0 { didSet { notifyChangedProperties(.widget) } }

    /// The rules ``validate()`` checks, in order, against the field's text; they also tell
    /// `ErrorClearing.whenValid` when the error may go. A field made for a form row
    /// (by a ``FormView`` or a ``FormBinding``) has one list of rules, its row's: there
    /// ``validate()`` checks the row through its form and this list is not read.
    public var rules: [ValidationRule<String>] = []

    /// The text the rules check; subclasses return their value's text.
    var currentText: String { "" }

    /// The width the input needs to show the whole value, for fields whose values are
    /// short and read whole (a date, a choice); 0 (the default) lets the input scroll.
    var minimumValueWidth: Int32 { 0 }

    /// The node assistive technologies read as the field when the input is a group of
    /// focusable parts (a segmented time's); nil (the default) when it is the input or its
    /// text.
    var accessibleGroup: UnsafeMutablePointer<GtkWidget>? { nil }

    /// The value assistive technologies are told in the description, where the field's
    /// role gives them no other way to it; nil for none (the default).
    var accessibleValue: String? { nil }

    /// Whether a check of the value is running (an asynchronous rule, say): a spinner
    /// turns inside the field and assistive technologies hear that it is busy.
    public var isChecking = false {
        didSet {
            guard isChecking != oldValue else { return }
            chrome.showSpinner(isChecking)
            if let accessibleInput { Accessibility.setBusy(isChecking, of: accessibleInput) }
        }
    }

    /// An icon of the app's at the trailing edge (a GTK icon name); nil hides it. The
    /// field's own buttons (clear, reveal, open) sit before it.
    public var trailingIconName: String? {
        didSet { chrome.showTrailingIcon(trailingIconName) }
    }

    /// An icon at the leading edge (a GTK icon name such as `"mail-symbolic"`); nil hides it.
    public var leadingIconName: String? {
        didSet { chrome.showLeadingIcon(leadingIconName) }
    }

    /// The field's theme: a form view gives each field its row's; nil, or a theme with the
    /// built-in colours, follows the app's light or dark scheme (FieldCore's `Themeable`).
    public var theme: FieldTheme? {
        didSet { if theme != oldValue { applyTheme() } }
    }
    /// The CSS class that gives the field its theme's colours, nil for none.
    var themeClass: String?

    /// What the field tells assistive technologies.
    lazy var accessibility = FieldAccessibility(field: self)
    /// What the field observes of its field model: its snapshots and its configuration.
    var observations: [ObservationToken] = []
    /// What a kind of field observes of its value model for its whole life (the model's
    /// text, edits or events), dropped with ``observations`` when GTK disposes the widget.
    var valueObservations: [ObservationToken] = []
    /// Renders and notifies each event's model changes once, at its end.
    private(set) lazy var renderPass = FieldRenderPass(field: self)
    /// Focus coming in and going, with the delegate's vetoes.
    private(set) lazy var focus = FieldFocus(field: self)
    /// The field's own rules, checked against its text.
    private(set) lazy var validation = FieldValidation(field: self)
    /// Tells the user's change at the tell step (see ``observeUserChanges(_:)``); made
    /// once, not with each keystroke.
    private(set) lazy var tellUserChange: () -> Void = { [weak self] in self?.didChangeValue() }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): models of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, fieldModel: FieldModel())
    }

    /// The field of instance `widget`, showing `fieldModel`: each kind passes the field model
    /// its value model owns, so a field is built once, on the models it edits.
    package init(widget: UnsafeMutablePointer<GtkWidget>, fieldModel: FieldModel) {
        self.fieldModel = fieldModel
        super.init(instance: widget)
        // The chrome makes the container and the label, the parts every field shows.
        let container = chrome.container
        // Made by GtkBuilder or g_object_new, too: the theme comes with the first widget.
        MaterialStyle.installIfNeeded()

        gtk_widget_add_css_class(widget, "mf-field")
        // Drawing order is child order: the container goes first, under everything else,
        // and parts made later are inserted after it.
        GtkWidgets.addClass(FieldVariant.filled.rawValue, to: container)
        chrome.adopt(container, insertAfter: nil)
        chrome.adopt(chrome.floatingLabel, insertAfter: container)
        EventControllers.onFocus(of: widget, enter: { _, field in Field.withLive(field) { $0.focus.entered() } },
                                 leave: { _, field in Field.withLive(field) { $0.focus.left() } })
        // A click on any part of the container (label, padding, prefix, suffix) that does
        // not handle it itself reaches the field and focuses the input.
        EventControllers.onClick(of: widget) { _, _, _, y, field in Field.withLive(field) { $0.focus.clicked(atY: y) } }
        // A refusing delegate is asked before the press reaches the input, which would
        // otherwise take focus itself.
        EventControllers.onPressCapture(of: widget) { gesture, _, _, _, field in
            if Field.withLive(field, { $0.focus.refusesPress() }) == true { EventControllers.claim(gesture) }
        }
    }

    package var focusTarget: UnsafeMutablePointer<GtkWidget>? { input }

    /// Tab visits the input, then the open popup; Shift+Tab the reverse. (The trailing
    /// buttons are no Tab stops: see `GtkWidgets.iconButton`.)
    package var tabChain: [UnsafeMutablePointer<GtkWidget>]? { [input, chrome.popup].compactMap { $0 } }

    package func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        chrome.measure(orientation, forSize: forSize)
    }

    package func allocate(width: Int32, height: Int32, baseline: Int32) {
        chrome.allocate(width: width, height: height)
    }

    /// Calls `handler` when `object` emits `signal` (a signal every GTK widget of that
    /// type has, so connecting cannot fail).
    @discardableResult
    func on(_ object: UnsafeMutablePointer<some Any>, _ signal: String,
            _ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        try? GObjectSignals.connect(object, signal) { _ in handler() }
    }

    /// The value of the declared property `name`; GtkEditable's `text`, which GObject asks
    /// each editable type for, is a subclass's to give.
    package func value(forProperty name: String) -> PropertyValue? { tableValue(forProperty: name) }

    /// Sets the declared property `name` from GObject (`g_object_set`, GtkBuilder).
    package func setValue(_ value: PropertyValue, forProperty name: String) { setTableValue(value, forProperty: name) }

    /// Every field's properties; a subclass adds its own after them. (The enum types were
    /// registered with the widget types, so looking them up again cannot fail.)
    package class var propertyTable: [WidgetProperty] { (try? FieldProperties.all()) ?? [] }

    /// The text the field's `GtkEditable` delegates to (see ``install(input:editableText:)``).
    var editableText: UnsafeMutablePointer<GtkWidget>?
    /// Whether an input method is composing in ``editableText`` (a dead key, Ctrl+Shift+U and
    /// a code, a Chinese or Japanese candidate): the keys it takes to end or move the
    /// composition (Return, a comma, the arrows, Backspace) are its, not the field's.
    var isComposing = false

    // MARK: Hooks subclasses override

    /// Whether the delegate lets focus in (`shouldBeginEditing` on iOS); subclasses ask
    /// their delegate.
    func shouldBeginEditing() -> Bool { true }

    /// Whether the delegate lets focus out (`shouldEndEditing` on iOS).
    func shouldEndEditing() -> Bool { true }

    package func mayTakeFocus() -> Bool { focus.beginning.ask() }
    package func mayLoseFocus() -> Bool { focus.ending.ask() }
    package func instanceAdopted() { renderPass.notifyModelProperties() }

    // The pointer over the field: GTK sets the flag where a motion controller would hear
    // "enter" (on each widget under the pointer), so the field needs no controller of its own.
    package func stateFlagsChanged(from previous: GtkStateFlags) {
        chrome.setState(.hovered, gtk_widget_get_state_flags(instance).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue != 0)
    }

    /// Called after the field took focus, inside the event; subclasses tell their delegate.
    func didBeginEditing() {}

    /// Called before the model blurs, inside the event; subclasses commit pending input.
    func willEndEditing() {}

    /// Called after the field lost focus, inside the event; subclasses tell their delegate.
    func didEndEditing() {}

    /// Called once for each change the user makes to the value, once it is on screen (see
    /// `observeUserChanges(_:)`); subclasses call their `onChange`, then their signal.
    func didChangeValue() {}

    /// The container was clicked outside the input.
    func containerClicked() {
        if let focusTarget { gtk_widget_grab_focus(focusTarget) }
    }

    /// Updates prefix, suffix and trailing icons; subclasses override.
    func renderAdornments() {}

    /// Shows what the kind of field shows beside its model's state (a date, a range, a
    /// picker's list); asked for with `queueRender(.value)`. Subclasses override.
    func renderValue() {}

    /// The container's height at `width`: 56 px for a single line; multi-line fields grow.
    func containerHeight(forWidth width: Int32) -> Int32 {
        Int32(chrome.metrics.containerHeight)
    }

    /// The height of what a subclass shows between the container and the supporting text
    /// at `width` (a chips field's chips), its gap above included; 0 for none.
    func accessoryHeight(forWidth width: Int32) -> Int32 { 0 }

    /// Places what a subclass shows between the container and the supporting text, in
    /// `width` from `top` (its gap above included), mirroring `frame` right to left;
    /// returns the height it took, as ``accessoryHeight(forWidth:)`` measures it.
    func allocateAccessory(width: Int32, top: Double, place: (_ part: UnsafeMutablePointer<GtkWidget>, _ frame: Rect) -> Void) -> Int32 {
        0
    }

    package var editableDelegate: UnsafeMutablePointer<GtkWidget>? { editableText }

    package func dispose() {
        chrome.cancelErrorReveal()
        accessibility.release()
        observations = []
        valueObservations = []
    }
}
