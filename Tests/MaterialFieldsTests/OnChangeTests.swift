import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// `onChange` is heard the same way in every kind of field: once for each change the user
/// makes to the value, with the change already on screen, and never for a value set from
/// code. (Each kind's value model says whose each change was; the field tells it from one
/// place.)
final class OnChangeTests: XCTestCase {
    /// What one field's `onChange` heard: the field's text then, and what its text box showed.
    @MainActor private final class Heard {
        var texts: [String] = []
        var shown: [String?] = []

        func record(_ field: Field, text: String) {
            texts.append(text)
            shown.append(Self.shownText(of: field))
        }

        /// The text of the field's text box (a `GtkText`, or an area's `GtkTextView`).
        static func shownText(of field: Field) -> String? {
            if let view = WidgetTree.first(under: field.widget.pointer, ofType: gtk_text_view_get_type()),
               let buffer = gtk_text_view_get_buffer(gCast(view)) {
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return nil }
                defer { g_free(text) }
                return String(cString: text)
            }
            return WidgetTree.first(under: field.widget.pointer, ofType: gtk_text_get_type()).flatMap { text in
                gtk_editable_get_text(OpaquePointer(text)).map { String(cString: $0) }
            }
        }
    }

    func testEveryKindHearsEachOfTheUsersChangesOnceOnScreenAndNoneOfCodes() throws {
        try withGtk {
            let entry = EntryField(label: "Name"), area = AreaField(label: "Notes")
            let number = NumberField(label: "Guests"), suggestion = SuggestionField(label: "City", source: .list(["Dublin"]))
            let chips = ChipsField(label: "Tags"), time = TimeField(label: "Arrival")
            time.use(locale: Locale(identifier: "en_GB"), now: { Date() })
            let harness = try FieldHarness([entry, area, number, suggestion, chips, time])
            defer { harness.close() }
            let input = try harness.input()
            var heard: [ObjectIdentifier: Heard] = [:]
            func hear(_ field: Field) -> Heard {
                let record = Heard()
                heard[ObjectIdentifier(field)] = record
                return record
            }
            let entryHeard = hear(entry), areaHeard = hear(area), numberHeard = hear(number)
            let suggestionHeard = hear(suggestion), chipsHeard = hear(chips), timeHeard = hear(time)
            entry.onChange = { entryHeard.record($0, text: $0.text) }
            area.onChange = { areaHeard.record($0, text: $0.text) }
            number.onChange = { numberHeard.record($0, text: $0.text) }
            suggestion.onChange = { suggestionHeard.record($0, text: $0.text) }
            chips.onChange = { chipsHeard.record($0, text: $0.chips.joined(separator: ",")) }
            time.onChange = { timeHeard.record($0, text: $0.text) }

            for field in [entry, area, number, suggestion] as [Field] {
                try input.click(field.widget.pointer)
                try input.type("12")
                harness.settle()
            }
            for (field, record) in [(entry, entryHeard), (area, areaHeard), (number, numberHeard), (suggestion, suggestionHeard)] as [(Field, Heard)] {
                XCTAssertEqual(record.texts, ["1", "12"], "\(type(of: field)): each key typed is one change, heard once")
                XCTAssertEqual(record.shown, ["1", "12"], "\(type(of: field)): each heard with the text already shown")
            }

            // A chip: the typing towards it changes no chips; the comma that makes it does,
            // and Backspace in the empty text takes it back.
            try input.click(chips.widget.pointer)
            try input.type("ab,")
            harness.settle()
            try input.key("BackSpace")
            harness.settle()
            XCTAssertEqual(chipsHeard.texts, ["ab", ""], "the chip made and the chip taken back, each heard once")

            // A time's digits: heard as the whole time changes, not for each digit.
            try input.click(time.widget.pointer)
            try input.type("1230")
            harness.settle()
            XCTAssertEqual(time.time, DateComponents(hour: 12, minute: 30))
            XCTAssertEqual(timeHeard.texts.last, time.text)
            XCTAssertEqual(timeHeard.texts.count, Set(timeHeard.texts).count, "each heard is a new time: \(timeHeard.texts)")

            let before = heard.mapValues(\.texts.count)
            entry.text = "Ada"
            area.text = "Notes"
            number.value = 3
            suggestion.text = "Sligo"
            chips.chips = ["swift"]
            time.time = DateComponents(hour: 9, minute: 0)
            harness.settle()
            XCTAssertEqual(heard.mapValues(\.texts.count), before, "a value set from code is no user change")
        }
    }
}
