import CGtk
import FieldCore
import GtkInterop

/// What every field offers (the seed's `Field`): a label, helper and error text, the
/// three states, and the GTK widget to place in any container.
///
/// A field object is a handle: it keeps the widget alive while you hold it, and the
/// widget keeps its state while a container holds it. There is one live handle per widget:
/// `wrapping(_:)` and delegate calls return the one the app holds.
@MainActor
public class Field {
    let reference: GObjectRef
    let base: FieldWidget

    init(reference: GObjectRef, base: FieldWidget) {
        self.reference = reference
        self.base = base
        if base.handle == nil { base.handle = self }
    }

    /// A new instance of a field type and its implementation, showing `model` (a form
    /// row's value model, with its field model) from the start when one is given.
    static func create<Implementation: FieldWidget>(
        _ type: () throws -> WidgetType, as _: Implementation.Type, sharing model: FieldWidget.SharedModel? = nil
    ) -> (GObjectRef, Implementation) {
        FieldWidget.sharedModel = model
        defer { FieldWidget.sharedModel = nil }
        let widget = MaterialFieldTypes.instantiate(type)
        let reference = GObjectRef(widget)
        // A freshly instantiated field type always has its implementation.
        guard let implementation = WidgetType.implementation(of: widget, as: Implementation.self) else {
            preconditionFailure("\(String(cString: mf_instance_type_name(widget))) has no implementation")
        }
        return (reference, implementation)
    }

    /// The live handle of `widget`, or a new one made by `make` when the app holds none
    /// (kept until the main loop is idle, so one event's delegate calls share it); nil if
    /// `widget` is not of that field type.
    static func handle<Handle: Field, Implementation: FieldWidget>(
        of widget: Widget, as _: Implementation.Type, make: (Implementation) -> Handle
    ) -> Handle? {
        guard let implementation = WidgetType.implementation(of: widget.pointer, as: Implementation.self) else { return nil }
        if let live = implementation.handle as? Handle { return live }
        let made = make(implementation)
        MainLoop.keepAliveUntilIdle(made)
        return made
    }

    isolated deinit {
        // `box.append(EntryField().widget)` must work: the widget outlives this
        // handle until the next turn of the main loop, when a container owns it.
        MainLoop.keepAliveUntilIdle(reference)
    }

    /// The GTK widget, to add to a box, grid or window.
    public var widget: Widget { Widget(reference) }

    /// The field's value model, as a form row adopts it (see `Form.adopt(field:value:for:)`).
    var rowValueModel: RowValueModel? { nil }

    /// The shared state machine behind the view, for reading state in tests.
    public var model: FieldModel { base.field }

    /// The label (the seed's name: it is the placeholder until the label floats). An
    /// underscore marks a mnemonic: `"_Name"` focuses the field with Alt+N.
    public var placeholder: String {
        get { base.field.placeholder }
        set { base.field.placeholder = newValue }
    }

    /// Supporting text below the field, replaced by the error while there is one.
    public var helperText: String? {
        get { base.field.helperText }
        set { base.field.helperText = newValue }
    }

    /// Whether the field may be left empty: its label says "(optional)" and assistive
    /// technologies are not told it is required.
    public var isOptional: Bool {
        get { base.field.isOptional }
        set { base.field.isOptional = newValue }
    }

    /// Whether the field accepts input.
    public var isEnabled: Bool {
        get { base.field.isEnabled }
        set { base.field.isEnabled = newValue }
    }

    /// Filled (the default) or outlined.
    public var variant: FieldVariant {
        get { base.variant }
        set { base.variant = newValue }
    }

    /// Whether the field shakes once when it enters the error state, its error text
    /// appearing 0.1 s later as in the seed. Off by default: Material 3 does not shake
    /// fields, and motion that the user did not ask for is best left to the app to choose.
    public var shakes: Bool {
        get { base.shakes }
        set { base.shakes = newValue }
    }

    /// The app's number for the field (the seed's `tag`), to find which field a shared
    /// delegate is hearing from.
    public var tag: Int {
        get { base.tag }
        set { base.tag = newValue }
    }

    /// A second number for the app (the seed's `tag2`).
    public var tag2: Int {
        get { base.tag2 }
        set { base.tag2 = newValue }
    }

    /// The rules ``validate()`` checks, in order, against the field's text; they also tell
    /// `ErrorClearing.whenValid` when the error may go.
    public var rules: [ValidationRule<String>] {
        get { base.rules }
        set { base.rules = newValue }
    }

    /// Checks ``rules``: shows the first failing rule's message as the error, or removes
    /// the error; returns whether every rule passed.
    @discardableResult
    public func validate() -> Bool {
        base.validate(base.currentText)
    }

    /// Shows `text` as a warning under the field (nil removes it): in its own colour,
    /// after a warning sign, described to assistive technologies but not invalid. An error
    /// shows instead while there is one. ``validate()`` sets it from warning rules.
    public func setWarning(_ text: String?) {
        base.handleEvent { base.field.setWarning(text) }
    }

    /// The warning under the field, nil when none.
    public var warningText: String? { base.field.warningText }

    /// Whether a check of the value is running (an asynchronous rule, say): a spinner
    /// turns inside the field and assistive technologies hear that it is busy.
    public var isChecking: Bool {
        get { base.isChecking }
        set { base.isChecking = newValue }
    }

    /// When the error goes away by itself (on focus, as the seed does, by default;
    /// `ErrorClearing.whenValid` needs ``rules``).
    public var errorClearing: ErrorClearing {
        get { base.field.errorClearing }
        set { base.field.errorClearing = newValue }
    }

    /// Whether the field has focus (the seed's `isActive`).
    public var isActive: Bool { base.field.isActive }

    /// Whether the field shows an error.
    public var hasError: Bool { base.field.hasError }

    /// The visual state.
    public var state: FieldState { base.field.state }

    /// Shows `text` as the error below the field, in the error colour (announced to
    /// screen readers); nil shows the error state with no text.
    public func setError(withText text: String?) {
        base.field.setError(withText: text)
    }

    /// Leaves the error state.
    public func removeErrorUI() {
        base.field.removeErrorUI()
    }

    /// Has a screen reader announce `message` with this field: a form's summary after
    /// submit moved focus here ("Please fix the 3 fields marked in red"), say. Uses GTK's
    /// announcements where it has them (4.14 and later); on older GTK the field's focused
    /// text box reads `message` as a new description, then gets its own back.
    public func announce(_ message: String) {
        base.announce(message)
    }

    /// Moves keyboard focus into the field; returns whether it took it.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        gtk_widget_grab_focus(reference.widget) != 0
    }

    /// Moves keyboard focus out of the field (to nothing) if it has it.
    public func resignFirstResponder() {
        guard base.field.isFocused, let root = gtk_widget_get_root(reference.widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    /// An icon of the app's at the trailing edge (a GTK icon name); nil hides it. The
    /// field's own buttons (clear, reveal, open) sit before it.
    public var trailingIconName: String? {
        get { base.trailingIconName }
        set { base.trailingIconName = newValue }
    }

    /// An icon at the leading edge (a GTK icon name such as `"mail-symbolic"`); nil hides it.
    public var leadingIconName: String? {
        get { base.leadingIconName }
        set { base.leadingIconName = newValue }
    }
}
