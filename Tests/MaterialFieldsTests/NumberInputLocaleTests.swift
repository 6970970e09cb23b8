import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Numbers typed with real keys and pasted from the clipboard, written another way than the
/// user's locale writes them, on a real glibc desktop locale beside a `GtkSpinButton`: the
/// text stays as the user typed it, with an error in the user's language giving an example
/// in their own format; never a number they did not mean. Each locale runs in a child
/// process started with that environment, since a process reads its locale once.
final class NumberInputLocaleTests: XCTestCase {
    private static let childVariable = "MATERIAL_FIELDS_NUMBER_INPUT_CHILD"

    /// One thing the user puts in a number field: typed key by key, or pasted whole.
    struct Entry {
        let text: String
        let pasted: Bool
        var style: NumberFormat.Style = .decimal
        var fractionDigits: Int?
        /// What it was read as before the field kept unreadable text (the number the user
        /// never meant), for the failure message.
        let wronglyReadAs: String
    }

    /// A desktop's locale, what its user may put in that it cannot read, and what it reads.
    struct Case {
        let environment: [String]
        /// The error under a plain number field, in the locale's language and format.
        let message: String
        let unreadable: [Entry]
        /// Typed as the locale writes twelve and a half (also into the GtkSpinButton).
        let twelveAndAHalf: String
        /// Pasted as the locale writes 1234.5.
        let grouped: String
        /// A negative amount as the C library writes the locale's money (`strfmon`), pasted
        /// into an amount in the locale's currency, and the text the field then shows.
        var negativeAmount: (pasted: String, currency: String, shown: String)?
    }

    static let cases: [String: Case] = [
        "de_DE": Case(environment: ["LANG=de_DE.UTF-8", "LANGUAGE=de"], message: "Geben Sie eine Zahl wie 1.234,5 ein",
                      unreadable: [Entry(text: "1.5", pasted: false, wronglyReadAs: "15"),
                                   Entry(text: "1.234,50-", pasted: true, wronglyReadAs: "+1234.5"),
                                   Entry(text: "1,234.567", pasted: true, wronglyReadAs: "1.234"),
                                   Entry(text: "1,234.567", pasted: true, fractionDigits: 6, wronglyReadAs: "1.234567")],
                      twelveAndAHalf: "12,5", grouped: "1.234,5"),
        "fr_FR": Case(environment: ["LANG=fr_FR.UTF-8", "LANGUAGE=fr"], message: "Saisissez un nombre sous la forme 1\u{202F}234,5",
                      unreadable: [Entry(text: "1.5", pasted: false, wronglyReadAs: "15"),
                                   Entry(text: "1.5", pasted: true, wronglyReadAs: "15")],
                      twelveAndAHalf: "12,5", grouped: "1 234,5"),
        "en_US": Case(environment: ["LANG=en_US.UTF-8", "LANGUAGE=en"], message: "Enter a number like 1,234.5",
                      unreadable: [Entry(text: "(1,234.00)", pasted: true, wronglyReadAs: "+1234"),
                                   Entry(text: "2.5", pasted: false, fractionDigits: 0, wronglyReadAs: "25"),
                                   Entry(text: "12.5", pasted: false, style: .percent, wronglyReadAs: "125"),
                                   Entry(text: "1,234.56", pasted: true, style: .currency("JPY"), wronglyReadAs: "123456")],
                      twelveAndAHalf: "12.5", grouped: "1,234.5", negativeAmount: ("-$1,234.50", "USD", "-1,234.50")),
        "de_CH": Case(environment: ["LANG=de_CH.UTF-8", "LANGUAGE=de"], message: "Geben Sie eine Zahl wie 1’234.5 ein",
                      unreadable: [Entry(text: "1,5", pasted: false, wronglyReadAs: "15"),
                                   Entry(text: "1’234,5", pasted: true, wronglyReadAs: "12345")],
                      twelveAndAHalf: "12.5", grouped: "1'234.5", negativeAmount: ("CHF- 1’234.50", "CHF", "-1’234.50")),
    ]

    func testNumbersTheLocaleCannotReadStayAsTypedWithAnErrorInItsOwnFormat() throws {
        try LocaleChildRuns.run("MaterialFieldsTests.NumberInputLocaleTests/testNumbersTheLocaleCannotReadStayAsTypedWithAnErrorInItsOwnFormat",
                                marking: Self.childVariable, environments: Self.cases.mapValues(\.environment)) { name in
            let testCase = try XCTUnwrap(Self.cases[name])
            try withGtk { try Self.check(testCase, name) }
        }
    }

    @MainActor private static func check(_ testCase: Case, _ name: String) throws {
        let number = NumberField(label: "Amount")
        let harness = try FieldHarness([number], width: 420)
        defer { harness.close() }
        let spin: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(-100_000, 100_000, 0.1)
        gtk_spin_button_set_digits(gCast(spin), 1)
        gtk_box_append(gCast(harness.box), spin)
        let input = try XInput(window: harness.window.window)

        // What the locale writes is read, as GtkSpinButton beside it reads it.
        try put(Entry(text: testCase.twelveAndAHalf, pasted: false, wronglyReadAs: ""), into: number, with: input)
        XCTAssertEqual(number.value, Decimal(string: "12.5"), "\(name): \(testCase.twelveAndAHalf)")
        XCTAssertFalse(number.hasError, name)
        gtk_widget_grab_focus(spin)
        try input.key("ctrl+a", "BackSpace")
        try input.type(testCase.twelveAndAHalf)
        try input.key("Tab")
        XCTAssertTrue(MainLoopPump.run(until: { gtk_spin_button_get_value(gCast(spin)) == 12.5 }, timeout: 3),
                      "\(name): GtkSpinButton read \(gtk_spin_button_get_value(gCast(spin)))")
        try put(Entry(text: testCase.grouped, pasted: true, wronglyReadAs: ""), into: number, with: input)
        XCTAssertEqual(number.value, Decimal(string: "1234.5"), "\(name): \(testCase.grouped) pasted")
        XCTAssertFalse(number.hasError, name)

        if let amount = testCase.negativeAmount {
            number.format = NumberFormat(.currency(amount.currency))
            try put(Entry(text: amount.pasted, pasted: true, wronglyReadAs: ""), into: number, with: input, shown: amount.shown)
            XCTAssertEqual(number.value, Decimal(string: "-1234.5"), "\(name): \(amount.pasted) pasted")
            XCTAssertEqual(number.text, amount.shown, name)
            XCTAssertFalse(number.hasError, name)
        }

        // What it cannot read stays, with the error in the user's language and format.
        for (index, entry) in testCase.unreadable.enumerated() {
            number.format = NumberFormat(entry.style, fractionDigits: entry.fractionDigits)
            let how = "\(name): \(entry.text) \(entry.pasted ? "pasted" : "typed")"
            try put(entry, into: number, with: input)
            XCTAssertEqual(number.text, entry.text, "\(how): the text as the user put it in")
            XCTAssertNil(number.value, "\(how): no number, never \(entry.wronglyReadAs)")
            XCTAssertTrue(number.hasError, how)
            let shown = number.fieldModel.snapshot.supportingText ?? ""
            XCTAssertTrue(shown.contains(number.format.example), "\(how): \(shown)")
            if index == 0 { XCTAssertEqual(shown, testCase.message, how) }
        }
        MainLoopPump.waitForFrames(of: harness.box)
        try RenderedImage(widget: harness.box)
            .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("number-unreadable-\(name).png"))
    }

    /// Empties the field, then types or pastes the entry's text with real keys and leaves
    /// the field with Tab, as a user does; returns once focus has left.
    /// `shown`: the text the field lays the entry out as, when that is not the entry's.
    @MainActor private static func put(_ entry: Entry, into field: NumberField, with input: XInput, shown: String? = nil) throws {
        field.becomeFirstResponder()
        try input.key("ctrl+a", "BackSpace")
        XCTAssertTrue(MainLoopPump.run(until: { field.text.isEmpty }, timeout: 3), "emptied: \(field.text)")
        if entry.pasted {
            let clipboard = gtk_widget_get_clipboard(field.widget.pointer)
            gdk_clipboard_set_text(clipboard, entry.text)
            try input.key("ctrl+v")
        } else {
            try input.type(entry.text)
        }
        _ = MainLoopPump.run(until: { shown.map { field.text == $0 } ?? (field.text.count >= entry.text.count) }, timeout: 3)
        try input.key("Tab")
        XCTAssertTrue(MainLoopPump.run(until: { !field.fieldModel.isFocused }, timeout: 3), "focus left \(field.text)")
        MainLoopPump.waitForFrames(of: field.widget.pointer)
    }
}
