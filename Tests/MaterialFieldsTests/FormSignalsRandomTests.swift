import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
@testable import MaterialFields
import MaterialFieldsC
import XCTest

/// Random real keys (through X) and a C app's calls on a form view holding a row of every
/// kind a C form makes (an entry, an area, a picker, a date, a number, a time, a date
/// range, a suggestion entry, chips, a segmented date and a switch): after each step, every GObject channel a
/// C, Python or Vala app listens to, and the form's own `changes` and `onRowUpdate` a Swift
/// app follows, has told each real change once and nothing else, each finding the field's
/// error line already showing the error it tells, each field's label drawn and its accessible
/// description telling what the field shows; each field's own `onChange` has heard the
/// user's changes of its value and no other; focus is told once per move.
final class FormSignalsRandomTests: XCTestCase {
    private static let tags = ["name", "notes", "room", "arrival", "guests", "time", "stay", "city", "tags", "departure", "terms"]
    /// The rows a field shows (all but the switch), in the form's order.
    private static let fieldTags = tags.filter { $0 != "terms" }
    private static let keys = ["Tab", "shift+Tab", "Down", "Up", "Return", "Escape", "space", "BackSpace",
                               "a", "S", "d", "1", "2", "slash", "comma"]

    /// What the form and its fields hold, as a C app reads them.
    private struct Held: Equatable {
        var errors: [String: String?] = [:]
        var warnings: [String: String?] = [:]
        var texts: [String: String?] = [:]
        var fieldErrors: [String?] = []
        /// The error line each field shows (nil for none): what the user sees.
        var shownErrors: [String?] = []
        /// Each field's label as drawn.
        var drawnLabels: [String] = []
        /// The fields whose accessible description is not what they show (the value they
        /// tell, then the error, or else the warning or helper), each with GTK's word on it.
        /// Not asked: a field holding back a verdict from a typing user (`VerdictHold`).
        var misdescribed: [String] = []
        /// The fields whose focus or error, as their models hold it now, is not drawn (their
        /// container's `focused` and `error` classes): one event that changes two rows (a
        /// click that blurs one and focuses another) is told once both are drawn.
        var undrawn: [String] = []

        @MainActor init(_ form: UnsafeMutableRawPointer, fields: [Field]) {
            for tag in FormSignalsRandomTests.tags {
                errors[tag] = Self.take(mfFormGetError(form, tag))
                warnings[tag] = Self.take(mfFormGetWarning(form, tag))
                texts[tag] = Self.take(mfFormGetText(form, tag))
            }
            let widgets = fields.map(\.widget.pointer)
            fieldErrors = widgets.map { GObjectProperties.value(of: $0, "error-text")?.stringValue }
            shownErrors = widgets.map(WidgetTree.shownError(of:))
            drawnLabels = widgets.map { widget in
                WidgetTree.child(of: widget, withClass: "label").map { String(cString: gtk_label_get_text(gCast($0))) } ?? ""
            }
            for (field, widget) in zip(fields, widgets) where !field.accessibility.isHoldingVerdict {
                undrawn += WidgetTree.undrawn([("focused", field.fieldModel.isFocused), ("error", field.fieldModel.hasError)], of: field)
                let shown = Self.shownDescription(of: field, widget)
                guard let node = field.accessibleInput,
                      let told = Self.take(mf_test_accessible_check_property_string(OpaquePointer(node), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, shown))
                else { continue }
                misdescribed.append("\(field.label) shows \(shown ?? "nothing"), is described as \(told)")
            }
        }

        /// What a screen reader should be told of `field` from what it shows: the value it
        /// tells (a choice, chips, a range), then the error line, or else the helper line (a
        /// warning without its sign).
        @MainActor private static func shownDescription(of field: Field, _ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
            let helper = WidgetChildren.of(widget).first {
                gtk_widget_has_css_class($0, "supporting") != 0 && gtk_widget_has_css_class($0, "error-text") == 0
                    && gtk_widget_get_mapped($0) != 0 && gtk_widget_get_opacity($0) > 0
            }.map { String(cString: gtk_label_get_text(gCast($0))) }
            let text = WidgetTree.shownError(of: widget) ?? helper.map { $0.hasPrefix("⚠ ") ? String($0.dropFirst(2)) : $0 }
            let parts = [field.accessibleValue, text].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : parts.joined(separator: ". ")
        }

        /// Whether each field's error line shows its error ("" is the error state with no line).
        var errorsAreOnScreen: Bool {
            shownErrors == fieldErrors.map { $0.flatMap { $0.isEmpty ? nil : $0 } }
        }

        private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
            guard let pointer else { return nil }
            defer { g_free(pointer) }
            return String(cString: pointer)
        }
    }

    /// Every emission heard, as (signal, tag or field index), with what was held then.
    @MainActor private final class Log {
        var heard: [(signal: String, subject: String, then: Held)] = []
        var connections: [SignalConnection] = []
        /// What the same form told Swift (`Form.changes`), as (change, tag).
        var told: [(change: String, tag: String)] = []
        /// Where the form told focus went (`.focus`), in order ("" for nowhere).
        var focus: [String] = []
        /// The rows whose field's own `onChange` was called, once per call.
        var changed: [String] = []
        var token: ObservationToken?

        func count(_ signal: String, _ subject: String) -> Int {
            heard.count { $0.signal == signal && $0.subject == subject }
        }
    }

    private static let warnWhenLong: CRowCheck = { _, _, text, _ in
        (text.map { strlen($0) } ?? 0) < 4 ? 1 : 0
    }

    @MainActor private static func makeForm() throws -> UnsafeMutableRawPointer {
        let form = try XCTUnwrap(mfFormNew())
        let strings = { (names: [String]) -> [UnsafePointer<CChar>?] in names.map { UnsafePointer(strdup($0)) } + [nil] }
        let choices = strings(["Single", "Double", "Suite"]), cities = strings(["Dublin", "Dundee", "Sligo"])
        defer { for case let string? in choices + cities { free(UnsafeMutableRawPointer(mutating: string)) } }
        XCTAssertEqual(mfFormAddRow(form, "name", "Name", 0, 1, nil), 1)
        XCTAssertEqual(mfFormAddRow(form, "notes", "Notes", 1, 0, nil), 1)
        XCTAssertEqual(mfFormAddCheck(form, "notes", "Keep it short", 1, warnWhenLong, nil, nil), 1)
        XCTAssertEqual(choices.withUnsafeBufferPointer { mfFormAddPickerRow(form, "room", "Room", $0.baseAddress, 1, nil) }, 1)
        XCTAssertEqual(mfFormAddDateRow(form, "arrival", "Arrival", 0, nil, nil, nil, 1, nil), 1)
        XCTAssertEqual(mfFormAddNumberRow(form, "guests", "Guests", 1, 8, 1, 0, 1, nil), 1)
        XCTAssertEqual(mfFormAddTimeRow(form, "time", "Arrival time", 0, nil), 1)
        XCTAssertEqual(mfFormAddDateRangeRow(form, "stay", "Stay", nil, nil, 14, 1, nil), 1)
        XCTAssertEqual(cities.withUnsafeBufferPointer { mfFormAddSuggestionRow(form, "city", "City", $0.baseAddress, 0, nil) }, 1)
        XCTAssertEqual(mfFormAddChipsRow(form, "tags", "Tags", 2, 0, nil), 1)
        XCTAssertEqual(mfFormAddRow(form, "departure", "Departure", 11, 1, nil), 1) // MF_ROW_KIND_SEGMENTED_DATE
        XCTAssertEqual(mfFormAddRow(form, "terms", "Terms", 3, 1, nil), 1)
        return form
    }

    func testRandomKeysAndCallsAreEachToldOnceOnEveryChannel() throws {
        for seed in 1...3 {
            try walk(seed: UInt64(seed), steps: 60)
        }
    }

    private func walk(seed: UInt64, steps: Int) throws {
        try withGtk {
            var random = SeededRandom(seed: seed)
            let form = try Self.makeForm()
            defer { g_object_unref(form) }
            let view = try XCTUnwrap(mfFormViewNew(form)).assumingMemoryBound(to: GtkWidget.self)
            let window = TestWindow.steady(showing: view, height: 1000)
            defer { window.close() }
            let fields = WidgetTree.all(under: view).filter { gIsA($0, mfFieldGetType()) }
            XCTAssertEqual(fields.count, Self.fieldTags.count, "every row but the switch is a field")
            let log = Log()
            let swiftView = try XCTUnwrap(AnyFormView.wrapping(Widget(view)) as? FormView<String>)
            let swiftFields = try Self.fieldTags.map { try XCTUnwrap(swiftView.field(for: $0)) }
            XCTAssertEqual(swiftFields.map(\.widget.pointer), fields, "the fields in the form's order")
            let held = { Held(form, fields: swiftFields) }
            for signal in ["value-changed", "error-changed", "warning-changed"] {
                log.connections.append(try GObjectSignals.connect(form.assumingMemoryBound(to: GObject.self), signal) { arguments in
                    log.heard.append((signal, arguments.string(at: 1) ?? "?", held()))
                })
            }
            // The Swift channel of the same form: each change told there once too.
            let swiftForm = swiftView.form
            // The form's row updates, in the same log: "row-update live" and the rest.
            swiftForm.onRowUpdate = { update, row in log.heard.append(("row-update \(update)", row.tag, held())) }
            log.token = swiftForm.changes.add { change in
                switch change {
                case .value(let tag): log.told.append(("value-changed", tag))
                case .error(let tag, _): log.told.append(("error-changed", tag))
                case .warning(let tag, _): log.told.append(("warning-changed", tag))
                case .focus(let tag): log.focus.append(tag ?? "")
                default: break
                }
            }
            // Each field's own onChange, as a Swift app hears a field.
            for tag in Self.fieldTags {
                try Self.hearChanges(of: XCTUnwrap(swiftView.field(for: tag)), { log.changed.append(tag) })
            }
            for (index, field) in fields.enumerated() {
                for property in ["error-text", "label"] {
                    log.connections.append(try GObjectSignals.connect(field, "notify::\(property)") { _ in
                        log.heard.append(("notify::\(property)", "\(index)", held()))
                    })
                }
            }
            let input = try XInput(window: window.window)
            _ = mfFormViewFocusNext(view)
            MainLoopPump.waitForFrames(of: view)
            for step in 0..<steps {
                let before = held()
                let focusBefore = swiftForm.focusedTag ?? ""
                log.heard.removeAll()
                log.told.removeAll()
                log.focus.removeAll()
                log.changed.removeAll()
                let what: String
                let choice = random.int(0..<12)
                let byUser = (2...10).contains(choice)  // a click or a key
                switch choice {
                case 0:
                    what = "submit"
                    _ = mfFormViewSubmit(view)
                case 1 where random.int(0..<3) == 0:
                    what = "reset"
                    mfFormReset(form)
                case 1:
                    let tag = Self.tags[random.int(0..<Self.tags.count)]
                    what = "server error on \(tag)"
                    _ = mfFormSetServerError(form, tag, "Refused", nil)
                case 11:
                    let index = random.int(0..<fields.count)
                    what = "label of \(Self.fieldTags[index]) set by C"
                    let label = Self.fieldTags[index].capitalized + (before.drawnLabels[index].hasSuffix("!") ? "" : "!")
                    XCTAssertTrue(GObjectProperties.set(fields[index], "label", to: .string(label)))
                case 2, 3:
                    let index = random.int(0..<fields.count)
                    what = "click \(Self.fieldTags[index])"
                    try input.click(fields[index])
                default:
                    let key = Self.keys[random.int(0..<Self.keys.count)]
                    what = "key \(key)"
                    try input.key(key)
                }
                MainLoopPump.run(for: 0.12)
                MainLoopPump.waitForFrames(of: view)
                let after = held()
                let context = "seed \(seed), step \(step): \(what)"
                for tag in Self.tags {
                    for (signal, changed) in [("error-changed", before.errors[tag] != after.errors[tag]),
                                              ("warning-changed", before.warnings[tag] != after.warnings[tag]),
                                              ("value-changed", before.texts[tag] != after.texts[tag])] {
                        XCTAssertEqual(log.count(signal, tag), changed ? 1 : 0, "\(context): \(signal) for \(tag), heard \(log.heard.filter { $0.subject == tag }.map(\.signal))")
                        XCTAssertEqual(log.told.count { $0 == (signal, tag) }, changed ? 1 : 0, "\(context): Form.changes for \(signal) of \(tag)")
                    }
                    // Each signal arrives with what it tells already held; a value's with the
                    // row's error settled too (a reset clears each row's error, then its value).
                    for event in log.heard where event.subject == tag {
                        switch event.signal {
                        case "error-changed": XCTAssertEqual(event.then.errors[tag], after.errors[tag], "\(context): error-changed")
                        case "warning-changed": XCTAssertEqual(event.then.warnings[tag], after.warnings[tag], "\(context): warning-changed")
                        case "value-changed":
                            XCTAssertEqual(event.then.texts[tag], after.texts[tag], "\(context): value-changed arrives with the new value")
                            XCTAssertEqual(event.then.errors[tag], after.errors[tag], "\(context): value-changed arrives with the error settled")
                        default: break
                        }
                    }
                }
                for index in fields.indices {
                    let changed = before.fieldErrors[index] != after.fieldErrors[index]
                    XCTAssertEqual(log.count("notify::error-text", "\(index)"), changed ? 1 : 0,
                                   "\(context): notify::error-text on field \(index)")
                    let relabelled = before.drawnLabels[index] != after.drawnLabels[index]
                    XCTAssertEqual(log.count("notify::label", "\(index)"), relabelled ? 1 : 0,
                                   "\(context): notify::label on field \(index)")
                }
                // Every channel hears with each field's label drawn as its model has it, and
                // its description telling what it shows.
                XCTAssertEqual(after.drawnLabels, swiftFields.map { Mnemonic.plain($0.fieldModel.snapshot.label) }, "\(context): labels drawn")
                XCTAssertEqual(after.misdescribed, [], "\(context): accessible descriptions after the step")
                XCTAssertEqual(after.undrawn, [], "\(context): states drawn after the step")
                for event in log.heard {
                    XCTAssertEqual(event.then.drawnLabels, after.drawnLabels, "\(context): \(event.signal) for \(event.subject) heard before the labels were drawn")
                    XCTAssertEqual(event.then.misdescribed, [], "\(context): \(event.signal) for \(event.subject) heard before assistive technologies were told")
                    XCTAssertEqual(event.then.undrawn, [], "\(context): \(event.signal) for \(event.subject) heard before every field's state was drawn")
                }
                // A field's onChange is each of the user's changes to its value once: as many as
                // its row's value-changed after a key or a click, none after a reset or a
                // server's error (a submit may commit what the user typed, and no more).
                for tag in Self.fieldTags {
                    let heard = log.changed.count { $0 == tag }, changes = log.count("value-changed", tag)
                    if byUser {
                        XCTAssertEqual(heard, changes, "\(context): onChange of \(tag)")
                    } else if what == "submit" {
                        XCTAssertLessThanOrEqual(heard, changes, "\(context): onChange of \(tag)")
                    } else {
                        XCTAssertEqual(heard, 0, "\(context): onChange of \(tag) for a change made by code")
                    }
                }
                // Focus is told once per move, never to where it already was, and ends where it is.
                let focusAfter = swiftForm.focusedTag ?? ""
                XCTAssertEqual(log.focus.last ?? focusBefore, focusAfter, "\(context): focus told \(log.focus)")
                for (from, to) in zip([focusBefore] + log.focus, log.focus) {
                    XCTAssertNotEqual(from, to, "\(context): focus told where it already was: \(log.focus)")
                }
                XCTAssertEqual(after.fieldErrors, Self.fieldTags.map { after.errors[$0] ?? nil },
                               "\(context): each field shows its row's error")
                XCTAssertTrue(after.errorsAreOnScreen, "\(context): each field's error line shows its error")
                for event in log.heard {
                    XCTAssertTrue(event.then.errorsAreOnScreen, "\(context): \(event.signal) for \(event.subject) heard before the errors were on screen")
                }
                // A row's update is heard with its error already told: no change of it waits.
                var lastTold = before.errors
                for event in log.heard {
                    if event.signal == "error-changed" { lastTold.updateValue(event.then.errors[event.subject] ?? nil, forKey: event.subject) }
                    guard event.signal.hasPrefix("row-update") else { continue }
                    XCTAssertEqual(event.then.errors[event.subject] ?? nil, lastTold[event.subject] ?? nil,
                                   "\(context): \(event.signal) for \(event.subject) heard before its error was told")
                }
            }
        }
    }

    /// Calls `handler` from `field`'s own `onChange`, whatever its kind.
    @MainActor private static func hearChanges(of field: Field, _ handler: @escaping @MainActor () -> Void) throws {
        switch field {
        case let field as EntryField: field.onChange = { _ in handler() }
        case let field as AreaField: field.onChange = { _ in handler() }
        case let field as PickerField: field.onChange = { _ in handler() }
        case let field as DateField: field.onChange = { _ in handler() }
        case let field as NumberField: field.onChange = { _ in handler() }
        case let field as TimeField: field.onChange = { _ in handler() }
        case let field as DateRangeField: field.onChange = { _ in handler() }
        case let field as SuggestionField: field.onChange = { _ in handler() }
        case let field as ChipsField: field.onChange = { _ in handler() }
        default: throw XCTSkip("no onChange on \(type(of: field))")
        }
    }
}
