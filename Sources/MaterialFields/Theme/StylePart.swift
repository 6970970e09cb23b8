/// A part of the shipped stylesheet that only some widgets have, parsed when the first of
/// them is made (`MaterialStyle.require(_:)`): GTK's CSS parser is a large part of what a
/// first form costs, and an app of plain text rows needs none of these.
package enum StylePart: String, CaseIterable, Sendable {
    /// The picker, calendar and clock below a field.
    case popup
    /// A chips field's chips.
    case chips
    /// A segmented date's or time's parts.
    case segments
    /// A form's banner offering a draft back.
    case draftOffer = "draft-offer"
    /// A form's (or a stacked form's) error summary.
    case errorSummary = "error-summary"
    /// A stacked form's cards and its call to action.
    case stackedForm = "stacked-form"

    /// The name of its stylesheet in `Resources/css`.
    var styleSheetName: String { "material-fields-\(rawValue)" }
}
