import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import TestSupport
import MaterialFields
import MaterialFieldsC
import XCTest

/// A whole form described in a file, as a GNOME app describes its windows: the
/// subscription form of `c/examples/subscribe.ui`, and the same form in Blueprint
/// (`subscribe.blp`, compiled by Debian's `blueprint-compiler` against the installed
/// typelib). Each is loaded by GtkBuilder, filled by the keyboard alone, refused while a
/// rule fails and submitted once every rule holds; the only code is the submit handler.
final class FormBuilderFileTests: XCTestCase, InstalledLibraryTesting {
    func testTheUiFilesFormIsFilledByKeyboardAndSubmitted() throws {
        try fillAndSubmit(try String(contentsOfFile: Self.source("c/examples/subscribe.ui"), encoding: .utf8),
                          screenshot: "subscribe-ui-refused.png")
    }

    func testTheSameFormInBlueprintIsFilledByKeyboardAndSubmitted() throws {
        try requireInstall()
        let output = TemporaryPath("subscribe", suffix: ".ui")
        defer { output.remove() }
        let compiled = try run("blueprint-compiler", ["compile", "--output", output.path, Self.source("c/examples/subscribe.blp")],
                               Self.environment)
        XCTAssertEqual(compiled.status, 0, compiled.output + compiled.errors)
        try fillAndSubmit(try String(contentsOfFile: output.path, encoding: .utf8))
    }

    /// The article's two examples (From C and other languages) are a form that loads and
    /// Blueprint that compiles, as printed.
    func testTheArticlesExamplesLoadAndCompile() throws {
        try requireInstall()
        let article = try String(contentsOfFile: Self.source("Sources/MaterialFields/MaterialFields.docc/FromCAndPython.md"),
                                 encoding: .utf8)
        let section = try XCTUnwrap(article.components(separatedBy: "### A whole form in a .ui file or Blueprint").last)
        let blocks = section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertGreaterThanOrEqual(blocks.count, 2)
        let xml = try XCTUnwrap(blocks.first?.replacingOccurrences(of: "xml\n", with: ""))
        let blueprint = String(try XCTUnwrap(blocks.dropFirst().first).drop { $0 != "\n" })
        let source = TemporaryPath("article", suffix: ".blp")
        try blueprint.write(to: source.url, atomically: true, encoding: .utf8)
        defer { source.remove() }
        let compiled = try run("blueprint-compiler", ["compile", source.path], Self.environment)
        XCTAssertEqual(compiled.status, 0, compiled.output + compiled.errors)
        try withGtk {
            XCTAssertEqual(materialFieldsInit(nil), 1)
            for description in ["<interface>\(xml)</interface>", compiled.output] {
                let file = try UIFile(description)
                let view = try XCTUnwrap(AnyFormView.wrapping(try file.widget("view")) as? FormView<String>)
                XCTAssertEqual(view.form.sections.count, 1)
                XCTAssertNotNil(view.field(for: view.form.sections[0].tags[0]))
            }
        }
    }

    private func fillAndSubmit(_ description: String, screenshot: String? = nil) throws {
        try withGtk {
            // What a C or Python app calls first (MaterialFields.init ()), so that GtkBuilder
            // knows the types.
            XCTAssertEqual(materialFieldsInit(nil), 1)
            let file = try UIFile(description)
            let page = try file.widget("page"), button = try file.widget("subscribe")
            let view = try XCTUnwrap(AnyFormView.wrapping(try file.widget("view")) as? FormView<String>,
                                     "the view shows the file's MfForm, given as its form property")
            let form = view.form
            XCTAssertEqual(form.sections.map(\.key), ["you", "plan", "more"])
            XCTAssertEqual(form.sections.map(\.header), ["You", "Your plan", "If you like"])
            XCTAssertEqual(form.sections.flatMap(\.tags).count, 15, "a row of every kind")
            XCTAssertEqual(form.findRow(tag: "name")?.field.helperText, "As on your card")
            // The app's code: the button submits; the view says when a submit went through.
            var submitted: [String: FormValue] = [:]
            let submit = try GObjectSignals.connect(button.pointer, "clicked") { _ in _ = view.submit() }
            let done = try GObjectSignals.connect(view.widget.pointer, "submitted") { _ in
                submitted = Dictionary(uniqueKeysWithValues: form.sections.flatMap(\.tags).compactMap { tag in
                    form.findRow(tag: tag).map { (tag, $0.value) }
                })
            }
            defer { submit.disconnect(); done.disconnect() }

            let window = TestWindow(width: 480, height: 900, child: page.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: view.widget.pointer))
            let input = try XInput(window: window.window)
            let field = { (tag: String) in try XCTUnwrap(view.field(for: tag)) }
            @MainActor func wait(_ what: String, _ done: () -> Bool) {
                XCTAssertTrue(MainLoopPump.run(until: done, timeout: 4), what)
            }

            // Submitted empty by its mnemonic: every required row says so, nothing is sent.
            try input.key("alt+s")
            wait("the empty form is refused") { form.findRow(tag: "name")?.errorMessage != nil }
            let errors = { (tags: [String]) in tags.map { form.findRow(tag: $0)?.errorMessage ?? "-" } }
            XCTAssertEqual(errors(["name", "email", "password", "plan", "seats", "terms", "confirm"]),
                           ["This field is required", "This field is required", "This field is required",
                            "This field is required", "This field is required", "This must be switched on", "-"])
            XCTAssertTrue(submitted.isEmpty)

            try input.click(try field("name").widget.pointer)
            try input.type("Ada Lovelace")
            try input.key("Tab")
            try input.type("ada@example")
            try input.key("Tab")
            wait("a rule's own message") { form.findRow(tag: "email")?.errorMessage == "Enter an address such as ada@example.com" }
            try input.key("shift+Tab", "End")
            try input.type(".com")
            try input.key("Tab")
            try input.type("correct horse")
            try input.key("Tab")
            try input.type("correct hose")
            try input.key("Tab")
            let plan = try XCTUnwrap(try field("plan") as? PickerField)
            wait("Tab reaches the picker") { plan.containsFocus }
            try input.key("Down")
            wait("Down opens the plans") { plan.isOpen }
            try input.key("Down", "Return")
            wait("the second plan is chosen") { plan.text == "Yearly" }
            try input.key("Tab")
            try input.type("3")
            try input.key("Tab")
            try input.type("Li")
            let city = try XCTUnwrap(try field("city") as? SuggestionField)
            wait("Lisbon is suggested") { city.suggestionModel.suggestions == ["Lisbon"] }
            try input.key("Down", "Return")
            wait("and chosen") { city.text == "Lisbon" }
            try input.key("Tab", "space")
            wait("the terms switch is on") { form.findRow(tag: "terms")?.value == .flag(true) }

            try input.key("alt+s")
            wait("the passwords' mismatch is found") { form.findRow(tag: "confirm")?.errorMessage == "The passwords do not match" }
            XCTAssertEqual(errors(["name", "email", "password", "plan", "seats", "terms"]), Array(repeating: "-", count: 6))
            XCTAssertTrue(submitted.isEmpty, "a refused submit sends nothing")
            if let screenshot {
                MainLoopPump.run(for: 0.3)
                try RenderedImage(widget: page.pointer).savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent(screenshot))
            }

            try input.click(try field("confirm").widget.pointer)
            try input.key("ctrl+a")
            try input.type("correct horse")
            try input.key("alt+s")
            wait("the complete form is submitted") { !submitted.isEmpty }
            XCTAssertEqual(submitted["name"]?.text, "Ada Lovelace")
            XCTAssertEqual(submitted["email"]?.text, "ada@example.com")
            XCTAssertEqual(submitted["password"]?.text, "correct horse")
            XCTAssertEqual(submitted["plan"]?.text, "Yearly")
            XCTAssertEqual(submitted["seats"]?.text, "3")
            XCTAssertEqual(submitted["city"]?.text, "Lisbon")
            XCTAssertEqual(submitted["terms"], .flag(true))
            XCTAssertEqual(submitted["notes"]?.text, "")
        }
    }
}
