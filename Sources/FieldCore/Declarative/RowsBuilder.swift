/// Builds a section's rows from ``TextRow``, ``SuggestionRow``, ``NumberRow``, ``ToggleRow``,
/// ``PickerRow``, ``DateRow``, ``TimeRow``, ``DateRangeRow``, ``ChipsRow`` and ``CustomRow``
/// expressions, with `if`, `if`-`else` and `for` as Swift writes them.
@resultBuilder
public enum RowsBuilder<Model: AnyObject> {
    /// A text row.
    public static func buildExpression(_ row: TextRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A switch row.
    public static func buildExpression(_ row: ToggleRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A picker row.
    public static func buildExpression(_ row: PickerRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A number row.
    public static func buildExpression(_ row: NumberRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A row that suggests as the user types.
    public static func buildExpression(_ row: SuggestionRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A chips row.
    public static func buildExpression(_ row: ChipsRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A time row.
    public static func buildExpression(_ row: TimeRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A date range row.
    public static func buildExpression(_ row: DateRangeRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A date row.
    public static func buildExpression(_ row: DateRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A custom row.
    public static func buildExpression(_ row: CustomRow<Model>) -> [FormRowContent<Model>] { [row.content] }
    /// A row a modifier made (``FormRowDeclaration/keptInDrafts(_:)``).
    public static func buildExpression(_ row: FormRowContent<Model>) -> [FormRowContent<Model>] { [row] }
    /// Rows in order.
    public static func buildBlock(_ parts: [FormRowContent<Model>]...) -> [FormRowContent<Model>] { parts.flatMap { $0 } }
    /// Rows shown when a condition holds.
    public static func buildOptional(_ part: [FormRowContent<Model>]?) -> [FormRowContent<Model>] { part ?? [] }
    /// The rows of an `if` branch.
    public static func buildEither(first part: [FormRowContent<Model>]) -> [FormRowContent<Model>] { part }
    /// The rows of an `else` branch.
    public static func buildEither(second part: [FormRowContent<Model>]) -> [FormRowContent<Model>] { part }
    /// The rows of a `for` loop.
    public static func buildArray(_ parts: [[FormRowContent<Model>]]) -> [FormRowContent<Model>] { parts.flatMap { $0 } }
}
