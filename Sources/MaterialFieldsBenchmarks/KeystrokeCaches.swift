import Foundation

/// How the caches stand when each timed keystroke starts, set in the environment to tell
/// what a keystroke's time is made of; unset, keystrokes come as typed, each after a frame
/// and the X server's work.
///
/// On GTK 4.18 a keystroke runs about half an instruction a cycle for plain GTK and a third
/// for the field: its time is mostly waiting for what it reads. `warm` and `flushed` tell
/// how much of the field's extra time that waiting is (see the Benchmarks article).
enum KeystrokeCaches: String {
    /// The other value is typed just before, untimed: the keystroke finds its code and data
    /// where the keystroke before left them.
    case warm
    /// After each keystroke's frame the process writes ``flushBytes``, more than this
    /// machine's second-level cache, so that a cache simulation (callgrind's `--cache-sim=yes
    /// --LL=524288,8,64`) counts what each keystroke fetches.
    case flushed

    /// The variable that names one.
    static let variable = "MATERIAL_FIELDS_BENCH_KEYSTROKE_CACHES"

    /// The one this process's environment names, nil for none (or a name of none).
    static var current: KeystrokeCaches? {
        ProcessInfo.processInfo.environment[variable].flatMap(KeystrokeCaches.init(rawValue:))
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
