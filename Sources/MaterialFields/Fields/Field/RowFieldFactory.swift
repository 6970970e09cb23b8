import FieldCore

/// Which field shows a form row, made on the models the row already holds, so the row's
/// value, error, enabled state and focus are stored once and the field renders them. A
/// namespace for ``Field/make(for:)``, the one way a field joins a form row.
@MainActor
enum RowFieldFactory {
    /// A field for `row`, on the row's own models; nil for a row no field shows (a switch,
    /// a button, a custom row).
    static func field<Tag: RowTag>(for row: Row<Tag>) -> Field? {
        switch (row.kind, row.valueModel) {
        case (.entry(let purpose, _, _, _), .text(let model)):
            // The unit and the currency sign are in the shared model already.
            let entry = EntryField(sharing: model)
            entry.purpose = purpose
            return entry
        case (.area(let maximumLines), .text(let model)):
            let area = AreaField(sharing: model)
            area.maximumLines = maximumLines
            return area
        case (.suggestions(let source, let limit), .text(let model)):
            return SuggestionField(sharing: model, source: source, limit: limit)
        case (.chips(_, _, let source), .chips(let model)):
            return ChipsField(sharing: model, source: source)
        case (.number, .number(let model)):
            // The format, the range and the step are in the shared model already.
            return NumberField(sharing: model)
        case (.picker, .picker(let model)):
            return PickerField(sharing: model)
        case (.date, .date(let model)):
            return DateField(sharing: model)
        case (.segmentedDate, .date(let model)):
            let date = DateField(sharing: model)
            date.isSegmented = true
            return date
        case (.time, .time(let model)):
            return TimeField(sharing: model)
        case (.dateRange, .dateRange(let model)):
            // The limits and the longest span are in the shared model already.
            return DateRangeField(sharing: model)
        default:
            // A switch, button or custom row; a field row always holds its kind's model
            // (the form refuses a value of another kind when the row is added).
            return nil
        }
    }
}
