/// Why ``stackViews(container:orientation:justify:align:insets:spacing:views:widths:proportionalWidths:heights:proportionalHeights:individualAlignments:)``
/// refused to lay widgets out.
public enum StackViewsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An array of per-view values does not have one value per view.
    case lengthMismatch(parameter: String, expected: Int, actual: Int)
    /// A view already has a parent other than the container (GTK allows one parent).
    case viewHasAnotherParent(index: Int)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case let .lengthMismatch(parameter, expected, actual):
            "\(parameter) has \(actual) values for \(expected) views; give one per view (nil for none)"
        case .viewHasAnotherParent(let index):
            "view \(index) is already in another container; remove it from there first"
        }
    }
}
