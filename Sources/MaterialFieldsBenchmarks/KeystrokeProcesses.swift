import Foundation
import GtkTestSupport

/// The keystroke ratio measured in several processes, not one.
///
/// One build's keystroke ratio moves far more between processes than between the rounds
/// of one process: on GTK 4.18 in the Debian 13 root, three processes each of one build gave
/// 1.19, 1.04 and 1.31× plain GTK, and of a build from a week before 1.17, 0.92 and 1.22×
/// (5 December), though each process interleaves the two subjects round by round. What
/// differs between processes (where their code and heap lie, what GTK's caches hold) was not
/// pinned down; a single process's ratio is one draw of it. The `keystroke` section
/// therefore also runs the 10-field comparison in processes of its own and reports the
/// median of the processes' ratios beside each one.
enum KeystrokeProcesses {
    /// Set in the environment of a process this section starts: it runs the 10-field
    /// comparison alone and prints its ratio on a line of its own.
    static let childVariable = "MATERIAL_FIELDS_BENCH_KEYSTROKE_PROCESS"

    /// How many processes of their own measure the ratio, besides the one running the section.
    static let count = 6

    /// The prefix of the line that carries a process's ratio.
    private static let ratioPrefix = "keystroke ratio of this process: "

    /// Whether this process is one the section started.
    static var isChild: Bool { ProcessInfo.processInfo.environment[childVariable] != nil }

    /// Set in the environment to a subject's name (`EntryField`, `plain GTK`): the section
    /// times that subject alone and compares nothing, so that a profiler (callgrind, perf)
    /// sees one subject a process. With ``childVariable`` too, only its 10-field keystroke,
    /// and it prints nothing (`plain GTK telling AT` is not timed in such a process).
    static let subjectVariable = "MATERIAL_FIELDS_BENCH_KEYSTROKE_SUBJECT"

    /// The one subject this process times, if ``subjectVariable`` names one.
    static var onlySubject: String? { ProcessInfo.processInfo.environment[subjectVariable] }

    /// Whether this process times the subject named `subject`.
    static func times(_ subject: String) -> Bool {
        onlySubject.map { $0 == subject } ?? true
    }

    /// Prints this process's ratio for the process that started it.
    static func reportToParent(_ ratio: Double) {
        print(ratioPrefix + String(format: "%.4f", ratio))
    }

    /// Runs ``count`` processes of this benchmark's `keystroke` section and returns their
    /// ratios; a process that failed or printed none is left out.
    static func ratiosOfOwnProcesses() -> [Double] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        return (0..<count).compactMap { _ in
            guard let run = try? Subprocess.run(executable, ["keystroke"], environment: [childVariable: "1"]),
                  run.status == 0 else { return nil }
            return run.output.split(separator: "\n")
                .first { $0.hasPrefix(ratioPrefix) }
                .flatMap { Double($0.dropFirst(ratioPrefix.count)) }
        }
    }

    /// The median of `ratios` with each of them, for the report.
    static func summary(of ratios: [Double]) -> String {
        let listed = ratios.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        return Report.ratio(Stopwatch.median(ratios)) + "  (processes: \(listed))"
    }
}
