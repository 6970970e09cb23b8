/// What changed in a form, for the view that renders it.
public enum FormChange<Tag: RowTag>: Equatable, Sendable {
    /// A row's value changed.
    case value(Tag)
    /// A row's error message changed (nil: the error went away).
    case error(Tag, String?)
    /// A row's warning changed (nil: it went away): a failed rule that does not block,
    /// shown while the row has no error.
    case warning(Tag, String?)
    /// A row's helper was shown, reconfigured or hidden.
    case helper(Tag)
    /// Rows or sections were added, removed, hidden, shown, enabled or disabled.
    case structure
    /// Focus moved to a row, or left the form (nil).
    case focus(Tag?)
    /// A row's asynchronous check started or answered (``Form/checkState(of:)`` says where
    /// it stands), so a view shows or hides its spinner.
    case check(Tag)
    /// A theme changed: the form's (nil), or a row's own (its tag).
    case theme(Tag?)
}
