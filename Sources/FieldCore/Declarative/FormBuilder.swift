/// Builds a declarative form from ``Section``s, with `if`, `if`-`else` and `for`.
@resultBuilder
public enum FormBuilder<Model: AnyObject> {
    /// A section.
    public static func buildExpression(_ section: Section<Model>) -> [Section<Model>] { [section] }
    /// Sections in order.
    public static func buildBlock(_ parts: [Section<Model>]...) -> [Section<Model>] { parts.flatMap { $0 } }
    /// Sections shown when a condition holds.
    public static func buildOptional(_ part: [Section<Model>]?) -> [Section<Model>] { part ?? [] }
    /// The sections of an `if` branch.
    public static func buildEither(first part: [Section<Model>]) -> [Section<Model>] { part }
    /// The sections of an `else` branch.
    public static func buildEither(second part: [Section<Model>]) -> [Section<Model>] { part }
    /// The sections of a `for` loop.
    public static func buildArray(_ parts: [[Section<Model>]]) -> [Section<Model>] { parts.flatMap { $0 } }
}
