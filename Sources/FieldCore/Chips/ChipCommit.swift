/// What ``ChipsModel/commit(_:)`` did with the text: the chips it added and the text it
/// kept back, from the first part refused on.
public struct ChipCommit: Equatable, Sendable {
    /// The chips added, in order.
    public var added: [String]
    /// The text to leave in the field: empty when every part was added.
    public var remainder: String
    /// Why ``remainder`` was kept back; nil when nothing was.
    public var refusal: ChipRefusal?

    /// A commit's outcome.
    public init(added: [String], remainder: String, refusal: ChipRefusal?) {
        self.added = added
        self.remainder = remainder
        self.refusal = refusal
    }
}
