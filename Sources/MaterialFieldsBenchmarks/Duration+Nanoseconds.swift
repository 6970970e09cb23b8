extension Duration {
    /// The duration in nanoseconds, as the benchmarks compute with it.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
