/// Where an asynchronous check stands.
public enum AsyncValidationState: Equatable, Sendable {
    /// Nothing has been checked yet.
    case idle
    /// A check is running for the latest value.
    case checking
    /// The latest value passed.
    case valid
    /// The latest value failed, with the message to show.
    case invalid(String)
}
