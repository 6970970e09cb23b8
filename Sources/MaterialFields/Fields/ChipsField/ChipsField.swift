import CGtk
import FieldCore
import GtkInterop

/// A field of chips (tags): Return or a comma turns what the user typed into chips, shown
/// below the field, each checked by a rule, up to a maximum count, with suggestions as the
/// user types.
///
/// ```swift
/// let skills = ChipsField(label: "Skills", source: .list(languages), maximumCount: 5)
/// let invite = ChipsField(label: "Invite", rule: .isEmail)
/// invite.onChange = { field in print(field.chips) }
/// ```
///
/// A part the rule refuses (or one too many, or one already there) stays in the text with
/// the reason under the field: what the user typed is never dropped. Backspace in the empty
/// text removes the last chip. Each chip is a Tab stop after the text, which a screen reader
/// reads as “Remove Swift, button”: Delete, Backspace, Space or a click removes it, and
/// Left and Right move between chips. A screen reader reads the chips as the field's value.
@MainActor
public final class ChipsField: SuggestingField {
    /// The value model the field is made on and shows (the chips, and the text typed
    /// towards the next), which owns its ``Field/fieldModel``: a form row's own when a form
    /// shows the field.
    public let model: ChipsModel
    /// Called with the field after each change the user makes to the chips: adding and
    /// removing. Changes made from code do not call it.
    public var onChange: (@MainActor (ChipsField) -> Void)?

    /// One button per chip, in the model's order.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The chips the buttons show.
    private var renderedChips: [String] = []
    /// The commas in the text as last changed, to tell an edit that added one.
    private var separatorCount = 0
    private let flow = FlowLayout(spacing: 8, lineSpacing: 8)

    static func chipsProperties() -> [WidgetProperty] {
        [
            .custom(PropertyDefinition("chips", .strings, blurb: "The chips, in the order added"),
                    get: { (field: ChipsField) in .strings(field.model.chips) },
                    set: { field, value in if case .strings(let list) = value { field.model.setChips(list) } }),
            .custom(PropertyDefinition("maximum-count", .int(range: 0...Int(Int32.max), default: 0),
                                       blurb: "The most chips the field takes, 0 for no limit (lowering it drops the last chips)"),
                    get: { (field: ChipsField) in .int(field.model.maximumCount ?? 0) },
                    set: { field, value in field.setMaximumCount(value.intValue ?? 0) }),
        ]
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + chipsProperties() }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a chips model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, model: ChipsModel())
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: ChipsModel) {
        self.model = model
        super.init(widget: widget, inputModel: model.text)
        fieldModel.errorClearing = .onNextEdit
        EventControllers.onKeyPressAfterInputMethod(of: editor) { [weak self] keyval, state in self?.textKeyPressed(keyval, state) ?? false }
        // A comma comes as text: an input method commits it (GTK's own commits every key
        // typed), so one ending a composition is the input method's, as is its Return.
        separatorCount = inputModel.text.count(where: ChipsModel.isSeparator)
        valueObservations.append(inputModel.valueChanges.add { [weak self] origin in self?.textChanged(by: origin) })
        // Read at each update: the chips made since are left out too.
        suggestions.excluded = { [weak self] in self?.model.chips ?? [] }
        valueObservations += [model.changes.add { [weak self] in self?.renderChips() }, observeUserChanges(model.valueChanges),
                              model.commits.add { [weak self] in self?.committed($0) }]
        renderChips()
    }

    /// Takes at most `maximum` chips (0: no limit), keeping those that fit.
    func setMaximumCount(_ maximum: Int) {
        guard maximum != (model.maximumCount ?? 0) else { return }
        model.maximumCount = maximum > 0 ? maximum : nil
        renderChips()
    }

    // MARK: Events

    private func textKeyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !hasModifiers(state), !isComposing else { return false }
        let typed = GtkWidgets.editableText(editor)
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            // Return on an empty text does what Return does in any field: moves on.
            guard !typed.allSatisfy(\.isWhitespace) else { return false }
            commit()
        case GDK_KEY_BackSpace:
            guard typed.isEmpty, let removed = model.removeLast() else { return false }
            removedByUser(removed)
        default:
            return false
        }
        return true
    }

    /// The text changed: an edit of the user's that added a comma (`ChipsModel.isSeparator(_:)`:
    /// typed, committed by an input method, pasted) makes chips of the text, as Return does.
    private func textChanged(by origin: ChangeOrigin) {
        let count = inputModel.text.count(where: ChipsModel.isSeparator)
        let added = count > separatorCount
        separatorCount = count
        if added, origin == .user { commit() }
    }

    /// Makes chips of the text, leaving what was refused in it with the reason, in this
    /// event's transaction (``ChipsModel/commitText()``, which a form's `validate()` calls too).
    func commit() {
        let typed = inputModel.text
        handleEvent { _ = model.commitText() }
        shown(after: typed)
    }

    /// A suggestion is one chip, whatever it holds (`Washington, D.C.`). Refused (one too
    /// many, one already there), the text stays what the user typed, with the reason: the
    /// suggestion's commas never become text that Return would split.
    override func take(_ chosen: String) {
        let typed = inputModel.text
        handleEvent { _ = model.addChosen(chosen) }
        shown(after: typed)
    }

    /// What follows the chips' taking what they could of `typed`: the suggestions close on
    /// the text left and the caret goes to its end.
    private func shown(after typed: String) {
        suggestions.accept(inputModel.text)
        if inputModel.text != typed { gtk_editable_set_position(OpaquePointer(editor), -1) }
    }

    /// Announces the chips added however they were asked for (a form's `validate()` too),
    /// once they are on screen; a refusal is heard as the field's error instead.
    private func committed(_ result: ChipCommit) {
        guard result.refusal == nil, !result.added.isEmpty else { return }
        tell { [weak self] in self?.announceChange(Translations.format("Added %@", result.added.joined(separator: ", "))) }
    }

    private func chipKeyPressed(_ button: UnsafeMutablePointer<GtkWidget>, _ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !hasModifiers(state), let index = buttons.firstIndex(of: button) else { return false }
        let mirrored = gtk_widget_get_direction(instance) == GTK_TEXT_DIR_RTL
        switch Int32(keyval) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace:
            remove(at: index)
        case GDK_KEY_Left, GDK_KEY_KP_Left:
            focusChip(index + (mirrored ? 1 : -1))
        case GDK_KEY_Right, GDK_KEY_KP_Right:
            focusChip(index + (mirrored ? -1 : 1))
        default:
            return false
        }
        return true
    }

    /// Removes the chip at `index`; the focus goes to the chip that takes its place, the
    /// one before it, or the text (see `renderChips`).
    private func remove(at index: Int) {
        guard let removed = model.remove(at: index) else { return }
        removedByUser(removed)
    }

    private func removedByUser(_ chip: String) {
        announceChange(Translations.format("Removed %@", chip))
    }

    /// Announces a change to the chips where GTK can (4.14 and later). Before, nothing
    /// more is said: the field's value (its description) already reads the chips left, and
    /// a removal moves the focus to a chip that is read.
    private func announceChange(_ message: String) {
        _ = Accessibility.announce(message, from: instance)
    }

    override func didChangeValue() { onChange?(self) }

    private func focusChip(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        gtk_widget_grab_focus(buttons[index])
    }

    // MARK: Rendering

    override var accessibleValue: String? {
        model.chips.isEmpty ? nil : model.chips.joined(separator: ", ")
    }

    /// Tab visits the text, then each chip.
    override package var tabChain: [UnsafeMutablePointer<GtkWidget>]? { [input].compactMap { $0 } + buttons }

    /// Shows the model's chips, making and dropping buttons only for the chips that
    /// changed: adding one to thirty makes one button, not thirty-one.
    private func renderChips() {
        let shown = model.chips
        if renderedChips != shown {
            let common = min(renderedChips.count, shown.count)
            var prefix = 0
            while prefix < common, renderedChips[prefix] == shown[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < common - prefix, renderedChips[renderedChips.count - 1 - suffix] == shown[shown.count - 1 - suffix] {
                suffix += 1
            }
            let dropped = buttons[prefix..<(buttons.count - suffix)]
            let hadFocus = dropped.contains { gtk_widget_has_focus($0) != 0 }
            for button in dropped { gtk_widget_unparent(button) }
            let made = shown[prefix..<(shown.count - suffix)].map(makeButton)
            var sibling = prefix > 0 ? buttons[prefix - 1] : chrome.container
            for button in made {
                chrome.adopt(button, insertAfter: sibling)
                sibling = button
            }
            buttons.replaceSubrange(prefix..<(buttons.count - suffix), with: made)
            renderedChips = shown
            // The focus stays in the field: on the chip now in the dropped one's place.
            if hadFocus { if buttons.isEmpty { focusText() } else { focusChip(min(prefix, buttons.count - 1)) } }
            gtk_widget_queue_resize(instance)
        }
        // The chips are the field's value to a screen reader: its description changes.
        renderAccessibility(fieldModel.snapshot)
        notifyChangedProperties()
    }

    private func makeButton(_ chip: String) -> UnsafeMutablePointer<GtkWidget> {
        MaterialStyle.require(.chips)
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
        gtk_widget_add_css_class(button, "chip")
        let content = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        let label = GtkWidgets.label(chip)
        // A chip wider than the field is cut short, not the field made wider.
        gtk_label_set_ellipsize(gCast(label), PANGO_ELLIPSIZE_END)
        gtk_box_append(gCast(content), label)
        gtk_box_append(gCast(content), Accessibility.decorativeIcon(named: "window-close-symbolic"))
        gtk_button_set_child(gCast(button), content)
        Accessibility.setLabel(Translations.format("Remove %@", chip), of: button)
        on(button, "clicked") { [weak self, button] in
            guard let self, let index = self.buttons.firstIndex(of: button) else { return }
            self.remove(at: index)
        }
        EventControllers.onKeyPress(of: button) { [weak self, button] keyval, state in
            self?.chipKeyPressed(button, keyval, state) ?? false
        }
        return button
    }

    override func accessoryHeight(forWidth width: Int32) -> Int32 {
        height(of: chipFrames(width: width))
    }

    override func allocateAccessory(width: Int32, top: Double, place: (UnsafeMutablePointer<GtkWidget>, Rect) -> Void) -> Int32 {
        let frames = chipFrames(width: width)
        for (button, frame) in zip(buttons, frames) {
            place(button, Rect(x: frame.x, y: top + chrome.metrics.supportingGap + frame.y, width: frame.width, height: frame.height))
        }
        return height(of: frames)
    }

    /// The height of the chips' lines, with the gap above them; 0 with no chips.
    private func height(of frames: [Rect]) -> Int32 {
        frames.isEmpty ? 0 : Int32(chrome.metrics.supportingGap + flow.height(of: frames))
    }

    private func chipFrames(width: Int32) -> [Rect] {
        let sizes = buttons.map {
            Size(width: Double(GtkWidgets.natural($0, GTK_ORIENTATION_HORIZONTAL)), height: Double(GtkWidgets.natural($0, GTK_ORIENTATION_VERTICAL)))
        }
        return flow.frames(for: sizes, width: Double(max(1, width)))
    }

    /// Creates a field with a label, holding `chips` (those the checks refuse are left
    /// out), at most `maximumCount` (nil for no limit), each passing `rule`, suggesting
    /// from `source`.
    public convenience init(label: String = "", chips: [String] = [], maximumCount: Int? = nil,
                            rule: ValidationRule<String>? = nil, source: SuggestionSource = .list([]), limit: Int = 8) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.chipsField),
                  model: ChipsModel(chips, maximumCount: maximumCount, rule: rule))
        adoptInstance()
        self.label = label
        setSource(source, limit: limit)
    }

    /// A field showing a form row's model: its chips and the text typed towards the next,
    /// suggesting from `source` when given. The row keeps its own way of clearing errors.
    convenience init(sharing model: ChipsModel, source: SuggestionSource?) {
        let clearing = model.field.errorClearing
        self.init(widget: Self.newInstance(MaterialFieldTypes.chipsField), model: model)
        adoptInstance()
        fieldModel.errorClearing = clearing
        if let source { setSource(source, limit: 8) }
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfChipsField`.
    public static func wrapping(_ widget: Widget) -> ChipsField? {
        swiftObject(of: widget.pointer, as: ChipsField.self)
    }

    /// The chips, in the order added. Setting it applies the same checks as adding: blank,
    /// repeated, refused and surplus chips are left out.
    public var chips: [String] {
        get { model.chips }
        set { model.setChips(newValue) }
    }

    /// The text being typed, not yet a chip.
    public var text: String { inputModel.text }

    /// Makes chips of the text, as Return does (a form's `validate()` does it for its
    /// rows): what the checks refuse stays in the text, with the reason as the field's
    /// error. Returns whether all of it became chips.
    @discardableResult
    public func commitText() -> Bool {
        commit()
        return text.allSatisfy(\.isWhitespace)
    }
}
