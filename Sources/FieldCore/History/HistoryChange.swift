/// One change a form history can take back: an edit of a row, rows or sections inserted or
/// removed, or a reset.
enum HistoryChange<Tag: RowTag> {
    /// The row's value went from `before` to `after`.
    case edit(Tag, before: FormValue, after: FormValue)
    /// The form's rows went from one layout to another.
    case layout(before: FormLayout<Tag>, after: FormLayout<Tag>)
    /// ``Form/reset()`` changed these rows' values from `before` to `after`.
    case reset(before: [Tag: FormValue], after: [Tag: FormValue])

    /// Whether taking it back would change nothing.
    var isEmpty: Bool {
        switch self {
        case .edit(_, let before, let after): before == after
        case .layout(let before, let after): before.tags == after.tags && before.keys == after.keys
        case .reset(let before, let after): before == after
        }
    }
}
