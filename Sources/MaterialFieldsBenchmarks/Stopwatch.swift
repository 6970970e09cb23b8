/// Times a piece of work the way the benchmarks report it: several rounds, the median kept.
enum Stopwatch {
    /// The median over `rounds` of the time for `iterations` runs of `body`, per run, in
    /// nanoseconds. One untimed round warms caches first.
    static func nanosecondsPerRun(iterations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        for _ in 0..<max(1, iterations / 10) { body() }
        var samples: [Double] = []
        for _ in 0..<rounds {
            let elapsed = clock.measure {
                for _ in 0..<iterations { body() }
            }
            let (seconds, attoseconds) = elapsed.components
            samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Times `baseline` and `candidate` in alternating rounds (one warm-up each), so drift on
    /// a busy machine hits both alike; returns each one's median in nanoseconds and the
    /// median of the per-round ratios (candidate / baseline).
    /// `setUp` and `candidateSetUp` run untimed before each timed run of their side.
    static func interleaved(rounds: Int, setUp: () -> Void = {}, baseline: () -> Void,
                            candidateSetUp: () -> Void = {}, candidate: () -> Void)
        -> (baseline: Double, candidate: Double, ratio: Double) {
        let clock = ContinuousClock()
        func time(_ body: () -> Void) -> Double {
            let (seconds, attoseconds) = clock.measure(body).components
            return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        }
        setUp()
        baseline()
        candidateSetUp()
        candidate()
        var pairs: [(Double, Double)] = []
        for _ in 0..<rounds {
            setUp()
            let first = time(baseline)
            candidateSetUp()
            pairs.append((first, time(candidate)))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(pairs.map(\.0)), median(pairs.map(\.1)), median(pairs.map { $0.1 / $0.0 }))
    }
}
