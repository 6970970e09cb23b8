import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields

/// The widgets' figures, each against plain GTK doing the same job in the same run:
/// creating, measuring and destroying fields; memory per field; and the time from a
/// keystroke to the validated, re-rendered field in a small and a large window.
@MainActor
enum WidgetBenchmarks {
    static func run(only section: String? = nil) {
        guard section != "rules" else { return }
        do {
            try Gtk.initialize()
            try MaterialStyle.install(.light)
        } catch {
            print("\n(widget benchmarks skipped: \(error))")
            return
        }
        if section == nil || section == "lifecycle" { lifecycle() }
        if section == nil || section == "memory" { memory() }
        if section == nil || section == "keystroke" { keystroke() }
        if section == nil || section == "form" { FormViewBenchmarks.run() }
        if section == "formphases" { FormPhases.run() }
        if section == nil || section == "stack" { StackBoxBenchmarks.run() }
        if section == nil || section == "hostile" { HostileInputBenchmarks.run() }
        if section == nil || section == "suggest" { SuggestionBenchmarks.run() }
        if section == nil || section == "chips" { ChipsBenchmarks.run() }
        if section == nil || section == "drafts" { DraftBenchmarks.run() }
        if section == nil || section == "history" { HistoryBenchmarks.run() }
        if section == nil || section == "ranges" { DateRangeBenchmarks.run() }
        if section == nil || section == "times" { TimeBenchmarks.run() }
    }

    /// A plain-GTK equivalent of an EntryField: a box with a label, an entry and a label.
    static func plainField() -> UnsafeMutablePointer<GtkWidget> {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_box_append(gCast(box), gtk_label_new("Label"))
        gtk_box_append(gCast(box), gtk_entry_new())
        gtk_box_append(gCast(box), gtk_label_new("Helper text"))
        return box
    }

    static func materialField() -> UnsafeMutablePointer<GtkWidget> {
        let field = EntryField(label: "Label")
        field.helperText = "Helper text"
        return field.widget.pointer
    }

    static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 320, &minimum, &natural, nil, nil)
    }

    /// Adds 1,000 new fields to `box`, measuring each as a layout would.
    private static func fill(_ box: GObjectRef, _ make: () -> UnsafeMutablePointer<GtkWidget>) {
        for _ in 0..<1_000 {
            let widget = make()
            gtk_box_append(gCast(box.widget), widget)
            measure(widget)
        }
    }

    /// Creates, measures and destroys 1,000 fields inside a box, as a window would.
    private static func createMeasureDestroy(_ make: () -> UnsafeMutablePointer<GtkWidget>) {
        let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        fill(box, make)
        empty(box)
        MainLoopPump.drain()
    }

    /// Removes every child of `box` (they are freed with their last reference).
    static func empty(_ box: GObjectRef) {
        while let child = gtk_widget_get_first_child(box.widget) { gtk_box_remove(gCast(box.widget), child) }
    }

    /// Prints one figure for plain GTK and for EntryField, and their ratio.
    /// `ratio` defaults to the two figures' quotient.
    /// `spread`, when given, is the middle half of the rounds' ratios.
    private static func compare(_ heading: String, plain: Double, material: Double, ratio: Double? = nil,
                                spread: ClosedRange<Double>? = nil, _ show: (Double) -> String) {
        var report = Report()
        report.add("plain GTK (box + label + entry + label)", show(plain))
        report.add("EntryField", show(material))
        let median = ratio ?? material / plain
        report.add("ratio (EntryField / plain)", spread.map { Report.ratio(median, spread: $0) } ?? Report.ratio(median))
        report.print(heading: heading)
    }

    /// How many rounds `lifecycle` alternates, as its heading says.
    private static let lifecycleRounds = 21

    /// Rounds alternate plain GTK and the fields, and the ratio is the median of each
    /// round's, so a busy machine's drift (seen here: one side's time doubling for a round)
    /// falls on both sides alike.
    private static func lifecycle() {
        let times = Stopwatch.interleaved(rounds: lifecycleRounds, baseline: { createMeasureDestroy(plainField) },
                                          candidate: { createMeasureDestroy(materialField) })
        compare("Create, measure and destroy 1,000 fields (medians of \(lifecycleRounds) alternating rounds)",
                plain: times.baseline, material: times.candidate, ratio: times.ratio, spread: times.ratioSpread) {
            String(format: "%.1f ms per 1,000", $0 / 1e6)
        }
        LifecyclePhases.run()
    }

    /// Heap bytes per field, from glibc's allocator statistics around 1,000 live fields.
    private static func bytesPerField(_ make: () -> UnsafeMutablePointer<GtkWidget>) -> Double {
        let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        // Warm up type registration, CSS and caches so they do not count as per-field cost.
        for _ in 0..<50 { gtk_box_append(gCast(box.widget), make()) }
        empty(box)
        MainLoopPump.drain()
        let before = mf_heap_bytes_in_use()
        fill(box, make)
        MainLoopPump.drain() // handles hand their widgets to the box, then go at the next turn
        let after = mf_heap_bytes_in_use()
        return Double(Int(after) - Int(before)) / 1_000
    }

    private static func memory() {
        compare("Heap memory per live field (glibc mallinfo2, G_SLICE=always-malloc)",
                plain: bytesPerField(plainField), material: bytesPerField(materialField)) {
            String(format: "%.1f KiB per field", $0 / 1024)
        }
    }

    /// One window of `count` fields; the fourth receives the keystrokes. Returns the
    /// widget that takes them and the keystroke reaction (validate and restyle).
    private typealias Window = (window: GObjectRef, target: UnsafeMutablePointer<GtkWidget>, keep: AnyObject?)

    /// What takes the keystrokes: plain GTK doing the job by hand, the same also telling
    /// assistive technologies (as the field does), or an `EntryField`.
    private enum Subject: String, CaseIterable {
        case plain = "plain GTK"
        case plainAccessible = "plain GTK telling AT"
        case material = "EntryField"
    }

    /// What is under each field: a line that is always there (helper text, which the
    /// error replaces, as in the other sections), or the error alone, so that a keystroke
    /// that flips the verdict grows or shrinks the field and moves what is below it
    /// (Material's field without helper text; plain GTK shows and hides its label).
    private enum Supporting { case helper, errorOnly }

    private static func window(fields count: Int, subject: Subject, supporting: Supporting) -> Window {
        let material = subject == .material
        let window = GObjectRef(gtk_window_new())
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(gCast(scroller), box)
        gtk_window_set_child(gCast(window.widget), scroller)
        gtk_window_set_default_size(gCast(window.widget), 400, 600)
        var target: UnsafeMutablePointer<GtkWidget>?
        var keep: AnyObject?
        for index in 0..<count {
            if material {
                let field = EntryField(label: "Field \(index)")
                if supporting == .helper { field.helperText = "Helper text" }
                gtk_box_append(gCast(box), field.widget.pointer)
                if index == min(3, count - 1) {
                    let validator = EmailValidator()
                    field.delegate = validator
                    keep = [field, validator] as AnyObject
                    target = field.widget.pointer
                }
            } else {
                let field = plainField()
                if supporting == .errorOnly, let line = gtk_widget_get_last_child(field) { gtk_widget_set_visible(line, 0) }
                gtk_box_append(gCast(box), field)
                if index == min(3, count - 1) {
                    keep = PlainEmailValidator(field: field, tellsAssistiveTechnologies: subject == .plainAccessible,
                                               linesOnlyErrors: supporting == .errorOnly)
                    target = field
                }
            }
        }
        gtk_window_present(gCast(window.widget))
        let shown = target ?? box
        MainLoopPump.run(until: { gtk_widget_get_mapped(shown) != 0 })
        gtk_widget_grab_focus(shown)
        if !material, let entry = gtk_widget_get_next_sibling(gtk_widget_get_first_child(shown)) { gtk_widget_grab_focus(entry) }
        MainLoopPump.run(for: 0.2)
        return (window, shown, keep)
    }

    /// How the keys follow each other: as typed, each once the X server has the last frame
    /// (a round trip after it is drawn), or a frame apart, each while GTK's GL renderer
    /// may still be drawing the last frame. Under Xvfb that renderer is Mesa's llvmpipe,
    /// whose rasterizer threads share the machine's cores with the next keystroke; on a
    /// desktop that work is on the GPU.
    private enum Pace { case settled, frameApart }

    /// What one window's keystrokes measured: from each keystroke to the validated,
    /// restyled field, in wall-clock time and in the main thread's CPU time, and the work of
    /// the frame after it.
    private struct Keystrokes {
        var handle: [Double] = []
        var cpu: [Double] = []
        var frame: [Double] = []

        mutating func append(_ other: Keystrokes) {
            handle += other.handle
            cpu += other.cpu
            frame += other.frame
        }
    }

    /// Times the keystrokes into one window, and names the renderer that drew them.
    private static func keystrokes(_ window: Window, pace: Pace) -> (measured: Keystrokes, renderer: String) {
        defer { gtk_window_destroy(gCast(window.window.widget)) }
        let renderer = rendererName(of: window.window)
        guard let text = gtk_root_get_focus(OpaquePointer(window.window.rawPointer)),
              let clock = gtk_widget_get_frame_clock(window.window.widget) else { return (Keystrokes(), renderer) }
        let timer = FrameTimer(clock: clock)
        let display = gtk_widget_get_display(window.window.widget)
        var measured = Keystrokes()
        let caches = KeystrokeCaches.current
        var flushed: [UInt64] = []
        let values = ["ada@example.com", "ada@exa"]
        for iteration in 0..<100 {
            let value = values[iteration % 2]
            if caches == .warm {
                // Two whole keystrokes, untimed: the one about to be timed, then back.
                gtk_editable_set_text(OpaquePointer(text), value)
                gtk_editable_set_text(OpaquePointer(text), values[(iteration + 1) % 2])
            }
            timer.reset()
            let cpuStart = ThreadClock.nanoseconds()
            measured.handle.append(Stopwatch.nanoseconds { gtk_editable_set_text(OpaquePointer(text), value) })
            measured.cpu.append(ThreadClock.nanoseconds() - cpuStart)
            MainLoopPump.run(until: { timer.frameWork != nil }, timeout: 1)
            if let work = timer.frameWork { measured.frame.append(work) }
            if pace == .settled, let display { gdk_display_sync(display) }
            if caches == .flushed { KeystrokeCaches.flush(&flushed) }
            if caches == .code { KeystrokeCaches.readCode() }
        }
        return (measured, renderer)
    }

    /// The renderer GTK chose for a shown window (GSK_RENDERER or its default), for the
    /// heading. (A window realized only to ask, never shown, would not do: GTK 4.8 lays out
    /// its surface after `gtk_window_destroy` and calls the freed window.)
    private static func rendererName(of window: GObjectRef) -> String {
        RenderedImage.rendererName(of: window.widget) ?? "unknown"
    }

    /// Says that `name`, given in the environment variable `variable`, is none of `names`
    /// (each a `kind`), and lists them.
    private static func refuse(_ name: String, of variable: String, naming kind: String, _ names: [String]) {
        print("\(variable): no \(kind) is named \"\(name)\"; the \(kind)s are " + names.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    private static func keystroke() {
        var report = Report()
        var samples: [String: Keystrokes] = [:]
        var renderer = "unknown"
        // Rounds interleave plain GTK and the fields, so drift on a busy machine (Xvfb
        // shares its two cores) falls on both sides alike. A process of the section's own
        // (KeystrokeProcesses) measures the first comparison alone.
        let ownProcess = KeystrokeProcesses.isChild
        if let subject = KeystrokeProcesses.onlySubject, Subject(rawValue: subject) == nil {
            return refuse(subject, of: KeystrokeProcesses.subjectVariable, naming: "subject", Subject.allCases.map(\.rawValue))
        }
        if let name = KeystrokeCaches.unknownName {
            return refuse(name, of: KeystrokeCaches.variable, naming: "setting", KeystrokeCaches.allCases.map(\.rawValue))
        }
        let runs: [(count: Int, pace: Pace, supporting: Supporting)] = ownProcess ? [(10, .settled, .helper)]
            : [(10, .settled, .helper), (1_000, .settled, .helper), (10, .frameApart, .helper), (10, .settled, .errorOnly)]
        for _ in 0..<4 {
            for subject in Subject.allCases where (!ownProcess || subject != .plainAccessible)
                && KeystrokeProcesses.times(subject.rawValue) {
                for run in runs {
                    let (measured, name) = keystrokes(window(fields: run.count, subject: subject, supporting: run.supporting),
                                                      pace: run.pace)
                    let key = "\(subject.rawValue) \(run.count)\(run.pace == .frameApart ? " apart" : "")"
                        + (run.supporting == .errorOnly ? " grows" : "")
                    renderer = name
                    samples[key, default: Keystrokes()].append(measured)
                }
            }
        }
        let results = samples.mapValues {
            (handle: Stopwatch.median($0.handle), cpu: Stopwatch.median($0.cpu), frame: Stopwatch.median($0.frame))
        }
        if ownProcess, let plain = results["plain GTK 10"], let material = results["EntryField 10"] {
            return KeystrokeProcesses.reportToParent(material.handle / plain.handle)
        }
        // A process timing one subject for a profiler has nothing to compare.
        if ownProcess { return }
        for name in Subject.allCases.map(\.rawValue) {
            guard let small = results["\(name) 10"], let large = results["\(name) 1000"] else { continue }
            report.add("\(name), 10 fields: keystroke to validated, restyled", String(format: "%.1f µs", small.handle / 1e3))
            report.add("\(name), 10 fields: the same, main thread's CPU time", String(format: "%.1f µs", small.cpu / 1e3))
            report.add("\(name), 1,000 fields: keystroke to validated, restyled", String(format: "%.1f µs  (%@ of 10)", large.handle / 1e3, Report.ratio(large.handle / small.handle)))
            report.add("\(name), 10 fields: next frame (update, layout, paint)", String(format: "%.2f ms", small.frame / 1e6))
            report.add("\(name), 1,000 fields: next frame", String(format: "%.2f ms  (%@ of 10)", large.frame / 1e6, Report.ratio(large.frame / small.frame)))
        }
        let comparisons = [(suffix: "", keys: "keystroke"), (" apart", "keys a frame apart"), (" grows", "keystroke, no helper text")]
        for (suffix, keys) in comparisons {
            guard let plain = results["plain GTK 10\(suffix)"], let accessible = results["plain GTK telling AT 10\(suffix)"],
                  let material = results["EntryField 10\(suffix)"] else { continue }
            report.add("EntryField / plain GTK, \(keys) (10 fields)", Report.ratio(material.handle / plain.handle))
            report.add("EntryField / plain GTK telling AT, \(keys) (10 fields)", Report.ratio(material.handle / accessible.handle))
            if suffix.isEmpty {
                report.add("EntryField / plain GTK, keystroke's CPU time (10 fields)", Report.ratio(material.cpu / plain.cpu))
                let ratios = [material.handle / plain.handle] + KeystrokeProcesses.ratiosOfOwnProcesses()
                report.add("EntryField / plain GTK, keystroke (10 fields), median of \(ratios.count) processes",
                           KeystrokeProcesses.summary(of: ratios))
            }
        }
        report.print(heading: "One keystroke, validated (isEmail) and re-rendered, by window size (medians of 400; \(renderer)"
                     + (KeystrokeCaches.current.map { "; caches \($0.rawValue)" } ?? "") + ")")
        print("(plain GTK telling AT: the same, and the entry's accessible description and invalid state follow each keystroke;")
        print(" a field tells a verdict reached while typing once the typing pauses: not within a round, whose keys come a frame apart;")
        print(" each key comes once the X server has the last frame; \"keys a frame apart\": at once, while a GL renderer")
        print(" on Mesa's llvmpipe may still be drawing it on the cores the keystroke runs on;")
        print(" each field has helper text, which the error replaces; \"no helper text\": the error line comes and goes,")
        print(" and the field grows and shrinks with it, for both; the main thread's CPU time is the kernel's clock for")
        print(" the thread, which time spent waiting does not advance; \"median of 7 processes\": this one's and six more")
        print(" started for it, each timing the 10-field keystroke alone: the ratio moves more between processes than between rounds)")
    }
}

/// Validates an e-mail field on every change, as an app would.
@MainActor
private final class EmailValidator: EntryFieldDelegate {
    let rule = ValidationRule<String>.isEmail
    func entryFieldDidChange(_ field: EntryField) {
        if rule(field.text) { field.removeErrorUI() } else { field.setError(withText: "Enter a valid e-mail address") }
    }
}

/// The same job done by hand on a plain GtkEntry: validate on "changed", then mark the
/// entry with the "error" class and show the message in the helper label (with
/// `linesOnlyErrors`, a label shown only while there is an error); and, when
/// `tellsAssistiveTechnologies`, what the field tells a screen reader too, but with each
/// keystroke (the field waits for the typing to pause): the entry's description is the
/// message under it, and its invalid state follows the verdict. On
/// GTK 4.8 each change is a D-Bus signal to the accessibility bus; GTK 4.18 sends an
/// accessible's changes only once its AT context is realized, which, with no screen reader
/// walking the tree, the plain entry's is not (the field's is: it reports focus for its text).
@MainActor
private final class PlainEmailValidator {
    let rule = ValidationRule<String>.isEmail
    init(field: UnsafeMutablePointer<GtkWidget>, tellsAssistiveTechnologies: Bool, linesOnlyErrors: Bool) {
        guard let entry = gtk_widget_get_next_sibling(gtk_widget_get_first_child(field)),
              let helper = gtk_widget_get_last_child(field) else { return }
        let rule = self.rule
        _ = try? GObjectSignals.connect(entry, "changed") { _ in
            let text = gtk_editable_get_text(OpaquePointer(entry)).map { String(cString: $0) } ?? ""
            let valid = rule(text)
            let message: String? = valid ? (linesOnlyErrors ? nil : "Helper text") : "Enter a valid e-mail address"
            if valid { gtk_widget_remove_css_class(entry, "error") } else { gtk_widget_add_css_class(entry, "error") }
            if let message { gtk_label_set_text(gCast(helper), message) }
            if linesOnlyErrors { gtk_widget_set_visible(helper, valid ? 0 : 1) }
            guard tellsAssistiveTechnologies else { return }
            Accessibility.setDescription(message, of: entry)
            Accessibility.setInvalid(!valid, of: entry)
        }
    }
}

/// Times the work of one frame: from the frame clock's "before-paint" to "after-paint"
/// (update, layout and paint), excluding the wait for the next frame.
@MainActor
private final class FrameTimer {
    private var start: ContinuousClock.Instant?
    private(set) var frameWork: Double?
    private var connections: [SignalConnection] = []

    init(clock: OpaquePointer) {
        connections = [
            try? GObjectSignals.connect(clock, "before-paint") { [weak self] _ in self?.start = ContinuousClock.now },
            try? GObjectSignals.connect(clock, "after-paint") { [weak self] _ in
                guard let self, let start = self.start, self.frameWork == nil else { return }
                self.frameWork = (ContinuousClock.now - start).nanoseconds
            },
        ].compactMap { $0 }
    }

    func reset() {
        start = nil
        frameWork = nil
    }
}
