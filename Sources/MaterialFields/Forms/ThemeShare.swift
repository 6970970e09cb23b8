import FieldCore

/// One of the app's themeables that a ``FormView`` gives a theme to: the form's, or a
/// row's (its own, else the form's). Held weakly: the app's widget goes when the app
/// lets it go.
@MainActor
struct ThemeShare<Tag: RowTag> {
    weak var themeable: (any Themeable)?
    /// The row whose theme it takes; nil for the form's.
    let row: Tag?
}
