/// What a stacked form reports as steps open and close (a delegate's calls on iOS), in
/// the order they happen.
public enum StackedFormEvent: Equatable, Sendable {
    /// The step at the index is about to expand.
    case willExpand(Int)
    /// The step at the index is about to collapse.
    case willCollapse(Int)
    /// The step at the index has expanded.
    case didExpand(Int)
    /// The step at the index has collapsed.
    case didCollapse(Int)
    /// The last step's button was pressed while it was valid: the form is complete.
    case completed
    /// The step at the index became valid (true) or invalid (false).
    case validityChanged(Int, Bool)
    /// The data of the step at the index changed.
    case dataChanged(Int)
}
