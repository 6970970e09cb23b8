import CGtk
import FieldCore
import GtkInterop

/// The segments of a FieldCore `SegmentedDateModel` as a field's input: a row of
/// focusable parts (one spin button each for a screen reader, named “Alarm hour”,
/// “Alarm minute”…, its value read as a number, a month's name or AM/PM) between the
/// locale's separators.
///
/// The row is one Tab stop; Left and Right move between segments, Up and Down step the one
/// with the keyboard, digits and letters type into it, Backspace takes back. The model
/// decides which segment has the keyboard and the real focus follows it. The row runs
/// left to right in every locale: a date or time is written so even right to left.
@MainActor
final class SegmentedInput {
    /// The row, installed as the field's input; the field's group for assistive technologies.
    let box: UnsafeMutablePointer<GtkWidget>
    let model: SegmentedDateModel
    /// Runs a change of the model as one event of the field that shows it.
    var perform: (@MainActor (() -> Void) -> Void)?
    private var buttons: [(kind: DateSegmentKind, button: UnsafeMutablePointer<GtkWidget>)] = []
    private var observation: ObservationToken?
    /// The parts the buttons were made for, to make them again when the locale changes them.
    private var laidOut: [DatePart] = []
    /// What each segment shows and tells, as last rendered: a change touches only the
    /// segments it changed.
    private struct Shown: Equatable {
        let text: String
        let value: Int?
        let range: ClosedRange<Int>
    }
    private var rendered: [DateSegmentKind: Shown] = [:]

    init(model: SegmentedDateModel) {
        self.model = model
        MaterialStyle.require(.segments)
        box = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["segments"], role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_set_direction(box, GTK_TEXT_DIR_LTR)
        EventControllers.onKeyPress(of: box) { [weak self] keyval, state in self?.keyPressed(keyval, state) ?? false }
        observation = model.changes.add { [weak self] in self?.render() }
        render()
    }

    /// The segment Tab lands on: the one the keyboard is on, else (entering) the first.
    var focusTarget: UnsafeMutablePointer<GtkWidget>? {
        buttons.first { $0.kind == model.focusedSegment }?.button ?? buttons.first?.button
    }

    /// Whether the keyboard is on one of the segments.
    var containsFocus: Bool { KeyboardFocus.isInside(box) }

    /// Shows the model: each segment's text (dimmed while empty) and what it tells a
    /// screen reader; the focus on the segment the model says has the keyboard.
    func render() {
        if laidOut != model.parts { layOut() }
        for (kind, button) in buttons {
            let shown = Shown(text: model.text(of: kind), value: model.values[kind], range: model.range(of: kind))
            if rendered[kind] != shown {
                rendered[kind] = shown
                // The label child's text, not the button's label, which GTK would make its name.
                if let digits = gtk_button_get_child(gCast(button)) { gtk_label_set_text(gCast(digits), shown.text) }
                GtkWidgets.setClass("empty", on: button, shown.value == nil)
                Accessibility.setRangeValue(shown.value.map(Double.init), minimum: Double(shown.range.lowerBound),
                                            maximum: Double(shown.range.upperBound), text: model.spokenValue(of: kind), of: button)
            }
            if kind == model.focusedSegment, containsFocus, gtk_widget_has_focus(button) == 0 { gtk_widget_grab_focus(button) }
        }
    }

    /// Shows what the field's state asks of the segments: hidden under a resting label (an
    /// empty field without focus), where their placeholders would cross it (only hidden, so
    /// Tab can still land on them); each named with the field's label before its own
    /// (“Arrival time hour”) and described by the helper or error, as a screen reader reads
    /// only the focused segment.
    func render(for snapshot: FieldSnapshot) {
        GtkWidgets.setClass("concealed", on: box, !snapshot.isLabelFloating)
        // Left to right inside, but at the field's starting edge: the right, right to left.
        let rightToLeft = gtk_widget_get_parent(box).map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } ?? false
        gtk_widget_set_halign(box, rightToLeft ? GTK_ALIGN_END : GTK_ALIGN_START)
        let naming = Naming(field: Mnemonic.plain(snapshot.label), description: snapshot.supportingText)
        guard naming != named else { return }
        named = naming
        for (kind, button) in buttons { name(button, kind) }
    }

    /// What the segments were last named and described by.
    private struct Naming: Equatable {
        var field = ""
        var description: String?
    }
    private var named = Naming()

    private func name(_ button: UnsafeMutablePointer<GtkWidget>, _ kind: DateSegmentKind) {
        Accessibility.setLabel(named.field.isEmpty ? kind.name : named.field + " " + kind.name, of: button)
        Accessibility.setDescription(named.description, of: button)
    }

    /// Makes a button per segment and a label per separator, in the locale's order.
    private func layOut() {
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(gCast(box), child) }
        buttons = []
        rendered = [:]
        laidOut = model.parts
        for part in model.parts {
            switch part {
            case .literal(let text):
                gtk_box_append(gCast(box), GtkWidgets.label(text, classes: ["separator"], role: GTK_ACCESSIBLE_ROLE_PRESENTATION))
            case .segment(let kind):
                let button: UnsafeMutablePointer<GtkWidget> = mf_widget_new_with_role(gtk_button_get_type(), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
                gtk_widget_add_css_class(button, "segment")
                GtkWidgets.addClass(kind.rawValue, to: button)
                gtk_widget_set_focus_on_click(button, 1)
                gtk_button_set_child(gCast(button), GtkWidgets.label(classes: ["digits"], role: GTK_ACCESSIBLE_ROLE_PRESENTATION))
                name(button, kind)
                EventControllers.onFocus(of: button, enter: { [weak self] in self?.change { self?.model.focus(kind) } }, leave: {})
                gtk_box_append(gCast(box), button)
                buttons.append((kind, button))
            }
        }
    }

    /// Runs a change as the field's event, then says the new values of the segments it
    /// changed: a screen reader reads no value change of a spin button GTK does not draw. A
    /// key may change more than its own segment (`1 3` on a 12-hour clock sets PM), and each
    /// is said, in the segments' order, from the segment the keyboard is on after it.
    private func change(_ body: () -> Void) {
        let kind = model.focusedSegment
        let before = model.values
        if let perform { perform(body) } else { body() }
        let changed = Set(buttons.map(\.kind).filter { model.values[$0] != before[$0] })
        guard let kind, !changed.isEmpty,
              let button = buttons.first(where: { $0.kind == (model.focusedSegment ?? kind) })?.button else { return }
        // The key's own segment is said with the others even when its value stayed (`1` of `13`).
        let said = buttons.map(\.kind).filter { $0 == kind || changed.contains($0) }
        say(said.map(model.spokenValue(of:)).joined(separator: " "), from: button)
    }

    /// Announces `text` where GTK can (4.14 and later); else makes it the segment's
    /// description for one turn of the main loop, which GTK 4.8's screen reader reads.
    private func say(_ text: String, from button: UnsafeMutablePointer<GtkWidget>) {
        guard !Accessibility.announce(text, from: button) else { return }
        Accessibility.setDescription(text, of: button)
        MainLoop.invoke { [weak self] in
            // Unless the locale laid the segments out again meanwhile (the button is gone).
            guard let self, self.buttons.contains(where: { $0.button == button }) else { return }
            Accessibility.setDescription(self.named.description, of: button)
        }
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard state & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0, model.focusedSegment != nil else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: change { model.focusPrevious() }
        case GDK_KEY_Right, GDK_KEY_KP_Right: change { model.focusNext() }
        case GDK_KEY_Up, GDK_KEY_KP_Up: change { model.step(by: 1) }
        case GDK_KEY_Down, GDK_KEY_KP_Down: change { model.step(by: -1) }
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: change { model.step(by: 10) }
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: change { model.step(by: -10) }
        case GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_KP_Delete: change { model.deleteBackward() }
        // Space would press the segment's button.
        case GDK_KEY_space, GDK_KEY_KP_Space: break
        default:
            let code = gdk_keyval_to_unicode(keyval)
            guard code > 0x20, let scalar = Unicode.Scalar(code) else { return false }
            var typed = false
            change { typed = model.type(Character(scalar)) }
            if !typed { gtk_widget_error_bell(box) }
        }
        return true
    }
}
