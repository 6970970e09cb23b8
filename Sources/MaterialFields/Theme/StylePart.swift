import MaterialFieldsResources

/// A part of the shipped stylesheet that only some widgets have, parsed when the first of
/// them is made (`MaterialStyle.require(_:)`): GTK's CSS parser is a large part of what a
/// first form costs, and a form of plain text rows needs none of these.
package enum StylePart: String, CaseIterable, Sendable {
    /// What opens below a picker, date, date range, suggestion or chips field: its list,
    /// or its calendar and time row.
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

    /// The rules of `parts` in one text, in the order given; nil when the package lacks the
    /// stylesheet of one (`Resources/css/material-fields-PART.css`).
    static func css(of parts: [StylePart]) -> String? {
        let sheets = parts.compactMap { MaterialFieldsResources.styleSheet(named: "material-fields-\($0.rawValue)") }
        return sheets.count == parts.count ? sheets.joined(separator: "\n") : nil
    }
}
