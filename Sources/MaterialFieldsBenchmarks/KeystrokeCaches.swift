import Foundation

/// How the caches stand when each timed keystroke starts, set in the environment to tell
/// what a keystroke's time is made of; unset, keystrokes come as typed, each after a frame
/// and the X server's work.
///
/// On GTK 4.18 a keystroke runs about half an instruction a cycle for plain GTK and a third
/// for the field: more of its time is stalls than instructions. `warm` and `flushed` tell
/// how much of the field's extra time comes with starting cold (see the Benchmarks article).
enum KeystrokeCaches: String, CaseIterable {
    /// Two keystrokes come just before, untimed (the one about to be timed, then back), with
    /// no frame between: the timed one finds its code and data where they left them, and
    /// the layout they asked for still queued.
    case warm
    /// After each keystroke's frame the process writes ``flushBytes``, more than this
    /// machine's second-level cache, so that a cache simulation (callgrind's `--cache-sim=yes
    /// --LL=524288,8,64`) counts what each keystroke fetches.
    case flushed

    /// The variable that names one.
    static let variable = "MATERIAL_FIELDS_BENCH_KEYSTROKE_CACHES"

    /// The one this process's environment names; nil when the variable is unset or names
    /// none (see ``unknownName``).
    static var current: KeystrokeCaches? {
        ProcessInfo.processInfo.environment[variable].flatMap(KeystrokeCaches.init(rawValue:))
    }

    /// What the variable says when it names none of them, for the benchmark to refuse.
    static var unknownName: String? {
        ProcessInfo.processInfo.environment[variable].flatMap { KeystrokeCaches(rawValue: $0) == nil ? $0 : nil }
    }

    /// What ``flushed`` writes after each keystroke.
    static let flushBytes = 4 << 20

    /// Writes over `buffer` (``flushBytes``, made once per window), one word a cache line.
    static func flush(_ buffer: inout [UInt64]) {
        if buffer.isEmpty { buffer = Array(repeating: 0, count: flushBytes / MemoryLayout<UInt64>.size) }
        buffer.withUnsafeMutableBufferPointer { words in
            for index in stride(from: 0, to: words.count, by: 8) { words[index] &+= 1 }
        }
    }
}
