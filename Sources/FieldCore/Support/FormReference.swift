/// A weak reference to a form that a `@Sendable` rule can hold (``Form/equalsToRow(_:message:)``).
///
/// Unchecked because a form is not `Sendable`: the rule is only ever called by the form it
/// reads, from that form's own validation, so the reference is read where the form lives.
final class FormReference<Tag: RowTag>: @unchecked Sendable {
    /// The form, nil once it is gone.
    weak var form: Form<Tag>?

    /// A reference to `form`.
    init(_ form: Form<Tag>) {
        self.form = form
    }

    /// Whether the row with `tag` holds `value`; false once the form is gone, so a rule kept
    /// beyond its form fails closed.
    func holds(_ value: FormValue, at tag: Tag) -> Bool {
        form?.findRow(tag: tag)?.value == value
    }
}
