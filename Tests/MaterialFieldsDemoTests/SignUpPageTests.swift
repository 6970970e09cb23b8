import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The sign-up form end to end: filled wrongly, then rightly, in a real window.
final class SignUpPageTests: XCTestCase {
    @MainActor private static func type(_ text: String, into field: EntryField, window: TestWindow) {
        field.becomeFirstResponder()
        if let focus = window.focusWidget { gtk_editable_set_text(OpaquePointer(focus), text) }
    }

    /// The page in a real window, shown, with a fast "is this name free?" check.
    @MainActor private static func shownPage() throws -> (SignUpPage, TestWindow) {
        try MaterialStyle.install(.light)
        let page = SignUpPage(checkDelay: .milliseconds(10))
        let window = TestWindow(width: 480, height: 900, child: page.widget)
        XCTAssertTrue(window.present(waitingFor: page.password.widget.pointer))
        return (page, window)
    }

    @MainActor private static func status(_ page: SignUpPage) -> String {
        page.statusText
    }

    func testAWrongFormShowsEveryErrorAndFocusesTheFirstThenARightOneIsAccepted() throws {
        try withGtk {
            let (page, window) = try Self.shownPage()
            defer { window.close() }

            // Wrongly: a taken user name, a half e-mail, a weak password that is not confirmed.
            Self.type("ada", into: page.username, window: window)
            Self.type("ada@", into: page.email, window: window)
            Self.type("short", into: page.password, window: window)
            Self.type("other", into: page.confirmation, window: window)
            XCTAssertTrue(MainLoopPump.run(until: { page.availability.state == .invalid("ada is already taken") }),
                          "the asynchronous check answers inside the GTK main loop")
            XCTAssertFalse(page.submit())
            for field in [page.username, page.email, page.password, page.confirmation] as [Field] {
                XCTAssertTrue(field.hasError, "\(field.label) shows its error")
            }
            XCTAssertTrue(page.birthDate.hasError)
            XCTAssertTrue(page.country.hasError)
            XCTAssertEqual(page.email.fieldModel.snapshot.supportingText, "Enter a valid e-mail address")
            XCTAssertEqual(page.confirmation.fieldModel.snapshot.supportingText, "The passwords do not match")
            MainLoopPump.drain()
            XCTAssertEqual(page.view.errorSummaryItems.map(\.text), [
                "User name: ada is already taken", "E-mail: Enter a valid e-mail address", "Password: Use a stronger password",
                "Confirm password: The passwords do not match", "Birth date: This field is required", "Country: Choose a country",
            ], "the error summary lists every error, in the form's order")
            let focus = try XCTUnwrap(window.focusWidget)
            let firstLink = try XCTUnwrap(WidgetTree.button(in: page.widget, showing: "User name: ada is already taken"))
            XCTAssertEqual(focus, firstLink, "focus moves to the summary's first link")
            XCTAssertEqual(Self.status(page), "", "the summary says it: the status line does not")

            // Rightly; the summary shrinks as the fields are fixed.
            Self.type("grace", into: page.username, window: window)
            Self.type("grace@navy.example", into: page.email, window: window)
            XCTAssertTrue(MainLoopPump.run(until: { page.view.errorSummaryItems.count == 4 }),
                          "the summary follows the fixes: \(page.view.errorSummaryItems)")
            Self.type("Corr3ctHorse", into: page.password, window: window)
            Self.type("Corr3ctHorse", into: page.confirmation, window: window)
            page.birthDate.open()
            page.birthDate.done()
            page.country.setIndexTo(5)
            page.country.open()
            page.country.done()
            XCTAssertTrue(MainLoopPump.run(until: { page.availability.state == .valid }))
            XCTAssertTrue(page.submit(), "form errors: \(page.form.validate().failures)")
            XCTAssertEqual(Self.status(page), "Welcome aboard, grace! Your account is ready.")
            for field in [page.username, page.email, page.password, page.confirmation, page.birthDate, page.country] as [Field] {
                XCTAssertFalse(field.hasError, "\(field.label) is clear")
            }
        }
    }

    func testThePasswordChecklistOnScreenTicksAsRulesPass() throws {
        try withGtk {
            let (page, window) = try Self.shownPage()
            defer { window.close() }
            @MainActor func checklist() -> [String] {
                var lines: [String] = []
                var item = gtk_widget_get_first_child(page.checklist)
                while let label = item {
                    lines.append(String(cString: gtk_label_get_text(gCast(label))))
                    item = gtk_widget_get_next_sibling(label)
                }
                return lines
            }
            XCTAssertEqual(checklist().count, SignUpPage.passwordRules.count)
            XCTAssertTrue(checklist().allSatisfy { $0.hasPrefix("○") }, "nothing ticked before typing: \(checklist())")
            Self.type("abc", into: page.password, window: window)
            XCTAssertEqual(checklist().map { $0.hasPrefix("✓") }, [false, false, false, true], "\(checklist())")
            Self.type("Abcdefg1", into: page.password, window: window)
            XCTAssertTrue(checklist().allSatisfy { $0.hasPrefix("✓") }, "every rule ticked: \(checklist())")
            var item = gtk_widget_get_first_child(page.checklist)
            while let label = item {
                XCTAssertTrue(gtk_widget_has_css_class(label, "mf-success") != 0, "a ticked rule is styled as a success")
                item = gtk_widget_get_next_sibling(label)
            }
        }
    }

    func testAnAccountIsCreatedWithTheKeyboardAlone() throws {
        try withGtk {
            let page = SignUpPage(checkDelay: .milliseconds(10))
            let shown = try ShownPage(page)
            defer { shown.close() }
            let input = shown.input
            @MainActor func tab(to field: Field, typing text: String? = nil) throws {
                try input.key("Tab")
                XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(field.widget.pointer) }, timeout: 2),
                              "Tab reaches \(field.label)")
                if let text { try input.type(text) }
            }

            // The window starts in the user name.
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(page.username.widget.pointer) }, timeout: 2))
            try input.type("grace")
            try tab(to: page.email, typing: "grace@navy.example")
            try input.key("Tab") // the optional phone, left empty
            try tab(to: page.password, typing: "Corr3ctHorse")
            try tab(to: page.confirmation, typing: "Corr3ctHorse")
            try tab(to: page.birthDate)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.birthDate.isOpen }, timeout: 2), "Return opens the calendar")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { !page.birthDate.isOpen && !page.birthDate.text.isEmpty }, timeout: 2),
                          "Return takes the day shown")
            try tab(to: page.country)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.country.isOpen }, timeout: 2), "Return opens the countries")
            try input.key("Down", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { !page.country.isOpen && !page.country.text.isEmpty }, timeout: 2),
                          "Down and Return choose one")
            XCTAssertTrue(MainLoopPump.run(until: { page.availability.state == .valid }, timeout: 3), "grace is free")

            // On to Create account by Tab; Return presses it.
            let create = try XCTUnwrap(WidgetTree.button(in: page.widget, label: "_Create account"))
            XCTAssertTrue(try shown.tab(to: create), "Tab reaches Create account")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { Self.status(page).hasPrefix("Welcome aboard, grace!") }, timeout: 2),
                          "the account is created: \(Self.status(page)) \(page.form.validate().failures)")
        }
    }

    func testCreatingAnAccountWhileTheNameIsStillBeingCheckedWaitsForTheAnswer() throws {
        try withGtk {
            let page = SignUpPage(checkDelay: .milliseconds(400))
            let shown = try ShownPage(page)
            defer { shown.close() }
            let input = shown.input
            for (key, text) in [(\SignUpAccount.email, "ada@example.org"), (\SignUpAccount.password, "Corr3ctHorse"),
                                (\SignUpAccount.confirmation, "Corr3ctHorse")] {
                try page.form.setValue(.text(text), for: FieldKey(key))
            }
            page.birthDate.open()
            page.birthDate.done()
            page.country.setIndexTo(5)
            page.country.open()
            page.country.done()
            try input.key("alt+u")
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(page.username.widget.pointer) }, timeout: 2))

            // A taken name, and Create account pressed before the server has answered.
            try input.type("ada")
            try input.key("alt+c")
            XCTAssertTrue(MainLoopPump.run(until: { Self.status(page) == "Checking that the name is free…" }, timeout: 2),
                          "the account waits for the check: \(Self.status(page))")
            XCTAssertTrue(MainLoopPump.run(until: { Self.status(page) != "Checking that the name is free…" }, timeout: 3))
            XCTAssertEqual(page.view.errorSummaryItems.map(\.text), ["User name: ada is already taken"],
                           "never “Welcome aboard, ada!”: \(Self.status(page))")
            XCTAssertEqual(page.username.fieldModel.errorText, "ada is already taken")
            // Return on the summary's link leads back to the name.
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(page.username.widget.pointer) }, timeout: 2),
                          "the summary's link leads to the name, with its error")

            // A free name, pressed at once again: created when the answer comes.
            try input.key("End")
            try input.type("ce")
            try input.key("alt+c")
            XCTAssertTrue(MainLoopPump.run(until: { Self.status(page).hasPrefix("Welcome aboard, adace!") }, timeout: 3),
                          "created once adace was found free: \(Self.status(page))")
        }
    }
}
