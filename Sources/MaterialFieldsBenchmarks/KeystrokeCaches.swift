import Foundation
import Synchronization

/// How the caches stand when each timed keystroke starts, set in the environment to tell
/// what a keystroke's time is made of; unset, keystrokes come as typed, each after a frame
/// and the X server's work.
///
/// On GTK 4.18 a keystroke runs about half an instruction a cycle for plain GTK and a third
/// for the field: more of its time is stalls than instructions. `warm`, `flushed` and `code`
/// tell how much of the field's extra time comes with starting cold, and from where (see
/// the Performance investigations article).
enum KeystrokeCaches: String, CaseIterable {
    /// Two keystrokes come just before, untimed (the one about to be timed, then back), with
    /// no frame between: the timed one finds its code and data where they left them, and
    /// the layout they asked for still queued.
    case warm
    /// After each keystroke's frame the process writes ``flushBytes``, more than this
    /// machine's second-level cache, so that a cache simulation (callgrind's `--cache-sim=yes
    /// --LL=524288,8,64`) counts what each keystroke fetches.
    case flushed
    /// After each keystroke's frame the process reads its own program's code, a byte a
    /// cache line (see ``readCode()``): the timed keystroke finds the package's code nearer
    /// than as typed, and, the read having emptied the second-level cache as ``flushed``
    /// does, its data and GTK's code farther.
    case code

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

    /// What ``readCode()`` last read, stored where the compiler cannot drop the reads.
    private static let codeSum = Atomic<UInt8>(0)

    /// The program's own code, found once in /proc/self/maps: its mappings that may be both
    /// read and run (one that may only run would fault on a read). Finding none, it says so,
    /// and ``code`` times the keystrokes as typed.
    private static let codeRanges: [Range<UInt>] = {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
              let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return [] }
        let ranges = maps.split(separator: "\n").compactMap { line -> Range<UInt>? in
            // Address range, permissions, offset, device, inode, path.
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1] == "r-xp", fields[5].drop(while: { $0 == " " }) == program else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
            return bounds.count == 2 && bounds[0] < bounds[1] ? bounds[0]..<bounds[1] : nil
        }
        if ranges.isEmpty { print("\(variable)=code: no code of the program's found in /proc/self/maps; keystrokes come as typed") }
        return ranges
    }()

    /// Reads a byte of each cache line of the program's own code, so that the next keystroke
    /// finds the package's code (linked into the program, unlike the Swift runtime and GTK)
    /// nearer than as typed: about 2 MB through a 512 KiB second-level cache leaves most of
    /// it in the third-level one.
    static func readCode() {
        var sum: UInt8 = 0
        for range in codeRanges {
            guard let start = UnsafeRawPointer(bitPattern: range.lowerBound) else { continue }
            for offset in stride(from: 0, to: Int(range.count), by: 64) {
                sum &+= start.load(fromByteOffset: offset, as: UInt8.self)
            }
        }
        codeSum.store(sum, ordering: .relaxed)
    }

    /// Writes over `buffer` (``flushBytes``, made once per window), one word a cache line.
    static func flush(_ buffer: inout [UInt64]) {
        if buffer.isEmpty { buffer = Array(repeating: 0, count: flushBytes / MemoryLayout<UInt64>.size) }
        buffer.withUnsafeMutableBufferPointer { words in
            for index in stride(from: 0, to: words.count, by: 8) { words[index] &+= 1 }
        }
    }
}
