/// SplitMix64 for FieldCore's randomised tests: the same sequence for the same seed, so a
/// failure can be replayed. (GtkTestSupport has its own, for the widget tests; this target
/// never links GTK.)
struct SeededRandom {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A whole number in `range` (its lower bound when the range is empty).
    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(max(1, range.count))) }

    /// A coin toss.
    mutating func bool() -> Bool { next() & 1 == 0 }
}
