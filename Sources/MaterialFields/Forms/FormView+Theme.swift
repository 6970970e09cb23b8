import FieldCore

/// The form's theme: given to its fields (a row's own theme wins) and to the app's
/// themeables the view shares it with.
extension FormView: Themeable {
    /// Names the app's theme keys by strings: `view.color("heading")`.
    public typealias ThemeKeys = ThemeKeyName

    /// The form's theme (`form.theme`); nil sets the built-in `.light`, which follows
    /// the app's scheme. Its fields and the themeables shared with the view take it at once.
    public var theme: FieldTheme? {
        get { form.theme }
        set { form.theme = newValue ?? .light }
    }

    /// Gives `themeable` the form's theme (`row` nil) or the row's (its own, else the
    /// form's), now and whenever it changes: a background picture, a heading, a custom
    /// row's widget. The view holds it weakly; sharing it again replaces its row.
    public func shareTheme(with themeable: some Themeable, row: Tag? = nil) {
        themeShares.removeAll { $0.themeable == nil || $0.themeable === themeable }
        themeShares.append(ThemeShare(themeable: themeable, row: row))
        themeable.theme = row.map { form.theme(for: $0) } ?? form.theme
    }

    /// Applies a changed theme: the form's (`tag` nil) to every row without its own and
    /// every themeable, or a row's to its field and the themeables that follow that row.
    func applyTheme(changedFor tag: Tag?) {
        for (rowTag, rowView) in rowViews where tag == nil || rowTag == tag {
            rowView.field?.theme = form.theme(for: rowTag)
        }
        themeShares.removeAll { $0.themeable == nil }
        for share in themeShares where tag == nil || share.row == tag {
            share.themeable?.theme = share.row.map { form.theme(for: $0) } ?? form.theme
        }
    }
}
