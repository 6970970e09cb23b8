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
}
