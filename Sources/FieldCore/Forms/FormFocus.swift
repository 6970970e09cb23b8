import FoundationEssentials

/// The one writer of a form's focus, for the form and for its rows' fields (whose `focus()`
/// and `blur()` ask it), and the focus order.
///
/// The field models are focus's one store; their change is the focus event, which the
/// form hears and passes here (``arrived(at:)``, ``left(_:)``).
final class FormFocus<Tag: RowTag> {
    private unowned let form: Form<Tag>
    /// Whether focus is passing from one row to another: the row that had it leaves first,
    /// and the move is told once, as `.focus` of the row it reaches.
    private var isHandingOver = false

    init(form: Form<Tag>) {
        self.form = form
    }

    /// The row that has focus, found in its field model.
    var focusedTag: Tag? {
        // Plain loops: a view reads this for its toolbar after each change, and a lazy
        // flattened sequence costs several times as much per row in unspecialized code.
        for section in form.sections {
            for tag in section.tags where form.rowsByTag[tag]?.field.isFocused == true { return tag }
        }
        return nil
    }

    /// Focuses or blurs `row`'s field: the row that had focus is blurred before another
    /// takes it, so no two rows ever have it at once.
    func set(_ focused: Bool, of row: Row<Tag>) {
        if focused {
            isHandingOver = true
            defer { isHandingOver = false }
            for other in form.rowsByTag.values where other !== row && other.field.isFocused { other.field.setFocused(false) }
        }
        row.field.setFocused(focused)
    }

    /// Focus arrived in `row`'s field model.
    func arrived(at row: Row<Tag>) {
        row.updates.didStartEditing()
        form.changes.send(.focus(row.tag))
    }

    /// Focus left `row`'s field model: the row's blur updates, and validation as its mode
    /// says. A row whose editing did not start in its current history (a reset has just
    /// cleared it) has no visit to report: only focus's leaving is told.
    func left(_ row: Row<Tag>) {
        if form.focusedTag == nil, !isHandingOver { form.changes.send(.focus(nil)) }
        guard row.updates.valueHasStartedEditing else { return }
        form.validator.deliver(row.updates.didEndEditing(), for: row)
    }

    /// The next row after `tag` (or after the focused row) that can take focus.
    func tag(after tag: Tag?) -> Tag? {
        let order = form.sections.flatMap(\.tags)
        let start = (tag ?? form.focusedTag).flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        return order[start...].first { form.findRow(tag: $0)?.canTakeFocus == true }
    }

    /// The previous row before `tag` (or the focused row) that can take focus.
    func tag(before tag: Tag?) -> Tag? {
        let order = form.sections.flatMap(\.tags)
        guard let current = tag ?? form.focusedTag, let index = order.firstIndex(of: current) else {
            return order.last { form.findRow(tag: $0)?.canTakeFocus == true }
        }
        return order[..<index].last { form.findRow(tag: $0)?.canTakeFocus == true }
    }
}
