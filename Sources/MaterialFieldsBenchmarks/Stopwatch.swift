/// Times a piece of work the way the benchmarks report it: several rounds, the median kept.
enum Stopwatch {
    /// The median over `rounds` of the time for `iterations` runs of `body`, per run, in
    /// nanoseconds. One untimed round warms caches first.
    static func nanosecondsPerRun(iterations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
        for _ in 0..<max(1, iterations / 10) { body() }
        let samples = (0..<rounds).map { _ in
            nanoseconds { for _ in 0..<iterations { body() } } / Double(iterations)
        }
        return median(samples)
    }

    /// Times `baseline` and `candidate` in alternating rounds (one warm-up each), so drift on
    /// a busy machine hits both alike; returns each one's median in nanoseconds, the
    /// median of the per-round ratios (candidate / baseline), and the middle half of those
    /// ratios, which shows how far one run's median can be trusted.
    /// `setUp` and `candidateSetUp` run untimed before each timed run of their side.
    /// The rounds alternate which side goes first (see ``alternate(rounds:baseline:candidate:)``).
    static func interleaved(rounds: Int, setUp: () -> Void = {}, baseline: () -> Void,
                            candidateSetUp: () -> Void = {}, candidate: () -> Void)
        -> (baseline: Double, candidate: Double, ratio: Double, ratioSpread: ClosedRange<Double>) {
        func timeBaseline() -> Double {
            setUp()
            return nanoseconds(baseline)
        }
        func timeCandidate() -> Double {
            candidateSetUp()
            return nanoseconds(candidate)
        }
        _ = timeBaseline()
        _ = timeCandidate()
        var baselineTimes: [Double] = [], candidateTimes: [Double] = []
        alternate(rounds: rounds, baseline: { baselineTimes.append(timeBaseline()) },
                  candidate: { candidateTimes.append(timeCandidate()) })
        let ratios = zip(baselineTimes, candidateTimes).map { $1 / $0 }
        return (median(baselineTimes), median(candidateTimes), median(ratios), middleHalf(ratios))
    }

    /// Runs `baseline` and `candidate` once each per round, the candidate first in every
    /// other round: the side that runs second finds the heap as the first left it (its
    /// frees to consolidate, its memory to reuse or fault in again), and which side that is
    /// should not decide a comparison.
    static func alternate(rounds: Int, baseline: () -> Void, candidate: () -> Void) {
        for round in 0..<rounds {
            if round.isMultiple(of: 2) {
                baseline()
                candidate()
            } else {
                candidate()
                baseline()
            }
        }
    }

    /// How long one run of `body` takes, in nanoseconds.
    static func nanoseconds(_ body: () -> Void) -> Double {
        ContinuousClock().measure(body).nanoseconds
    }

    /// From the lower to the upper quartile of `values` (0...0 for none): where the middle
    /// half of them lie.
    static func middleHalf(_ values: [Double]) -> ClosedRange<Double> {
        guard !values.isEmpty else { return 0...0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 4]...sorted[sorted.count * 3 / 4]
    }

    /// The middle value (the upper of the two middle ones for an even count; 0 for none).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
