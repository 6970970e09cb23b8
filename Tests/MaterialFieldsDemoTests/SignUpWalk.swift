import Foundation
import XCTest

/// The Sign-up page filled in by keyboard alone under Orca, as ``ScreenReaderTests`` walks it
/// on X and ``WaylandScreenReaderTests`` on GNOME's Wayland session: its keys, and what Orca
/// must say after each, named by step so that a walk without Orca's own commands (KP_Enter,
/// "where am I", which Orca hears on X only) checks the same things.
struct SignUpWalk {
    /// A step of the walk.
    enum Step {
        case toEmail, typeEmail, leaveEmail, backToEmail, toPhone, toPassword, typePassword, leavePassword
        case toBirthDate, openCalendar, nextDay, chooseDay, whereAmIOnTheDate
        case toCountry, openList, nextCountry, chooseCountry, whereAmIOnTheCountry
        case toCreateAccount, submit, followLink, quit, keepEditing, tabAfterTheDialog
    }

    /// The steps in order, each with its keys.
    let steps: [(step: Step, input: OrcaSession.Input)]

    /// The walk, with Orca's own commands or without them.
    init(withOrcaCommands: Bool) {
        // Where Orca speaks a step in two bursts (an error, then the field focus moves to),
        // the step listens until it has heard both: a busy machine can pause between them.
        let all: [(Step, OrcaSession.Input)] = [
            (.toEmail, .keys("Tab")), (.typeEmail, .type("ada@")),
            (.leaveEmail, .keys("Tab").heard("Enter a valid e-mail address", "Phone (optional) text.")),
            (.backToEmail, .keys("shift+Tab")), (.toPhone, .keys("Tab")),
            (.toPassword, .keys("Tab")), (.typePassword, .type("Secret1")),
            (.leavePassword, .keys("Tab").heard("Use a stronger password", "Confirm password")),
            (.toBirthDate, .keys("Tab")), (.openCalendar, .keys("Return").heard("Choose a date")),
            (.nextDay, .keys("Right")), (.chooseDay, .keys("Return").heard("Birth date text.")),
            (.whereAmIOnTheDate, .keys("KP_Enter")),
            (.toCountry, .keys("Tab")), (.openList, .keys("Return").heard("List with")),
            (.nextCountry, .keys("Down")), (.chooseCountry, .keys("Return").heard("Australia")),
            (.whereAmIOnTheCountry, .keys("KP_Enter")),
            (.toCreateAccount, .keys("Tab")),
            (.submit, .keys("Return").heard("There is a problem with 4 fields", "User name: This field is required")),
            (.followLink, .keys("Return").heard("User name text.")),
            (.quit, .keys("ctrl+q").heard("Keep editing")), (.keepEditing, .keys("Escape")), (.tabAfterTheDialog, .keys("Tab")),
        ]
        let orcaCommands: [Step] = [.whereAmIOnTheDate, .whereAmIOnTheCountry]
        steps = all.filter { withOrcaCommands || !orcaCommands.contains($0.0) }.map { (step: $0.0, input: $0.1) }
    }

    /// The keys, in order, for ``OrcaSession/run(page:transcript:dataHome:wayland:desktop:_:)``.
    var inputs: [OrcaSession.Input] { steps.map(\.input) }

    /// What Orca said after `step`.
    func said(_ step: Step, in orca: OrcaSession) -> String {
        orca.said(index(step))
    }

    /// Fails unless Orca said each of `phrases` after `step`.
    func expect(_ orca: OrcaSession, _ step: Step, says phrases: String..., file: StaticString = #filePath, line: UInt = #line) {
        for phrase in phrases where !said(step, in: orca).contains(phrase) {
            XCTFail("after \(step) Orca says \"\(phrase)\"; it said: \(said(step, in: orca))", file: file, line: line)
        }
    }

    /// The country Down reached in the open list, as Orca read it.
    func chosenCountry(in orca: OrcaSession) throws -> String {
        try XCTUnwrap(orca.steps[index(.nextCountry)].last, "Down reads the next country")
    }

    private func index(_ step: Step) -> Int {
        steps.firstIndex { $0.step == step } ?? -1
    }

    /// What both sessions must hear, whichever steps the walk has.
    func checkWhatEverySessionHears(_ orca: OrcaSession) throws {
        // Leaving a field untouched says nothing of errors; the next is read by name and role.
        expect(orca, .toEmail, says: "E-mail text.")
        XCTAssertFalse(said(.toEmail, in: orca).contains("required"))
        // Leaving a field that turned invalid announces its error, then the next field.
        expect(orca, .leaveEmail, says: "Enter a valid e-mail address", "Phone (optional) text.", "US format, grouped as you type")
        // Shift+Tab goes back: the name, the value and the error.
        expect(orca, .backToEmail, says: "E-mail text.", "ada@", "Enter a valid e-mail address")
        expect(orca, .toPhone, says: "Phone (optional) text.")
        // Passwords have the password role, and their characters are never spoken.
        expect(orca, .toPassword, says: "Password password text")
        XCTAssertFalse(orca.steps.joined().joined().contains("Secret1"), "a password's characters are never spoken")
        expect(orca, .leavePassword, says: "Use a stronger password", "Confirm password password text")
        expect(orca, .toBirthDate, says: "Birth date text.")
        // Return opens the calendar, which is named and says the day; the arrows choose.
        expect(orca, .openCalendar, says: "Choose a date")
        let year = String(Calendar.current.component(.year, from: Date()) - 30)
        expect(orca, .nextDay, says: year)
        // Return confirms: focus is back on the field, which says the picked date.
        expect(orca, .chooseDay, says: "Birth date text.", year)
        // The picker: its role, the list with its size, the chosen value.
        expect(orca, .toCountry, says: "Country combo box")
        expect(orca, .openList, says: "List with", "items")
        expect(orca, .chooseCountry, says: "Country combo box", try chosenCountry(in: orca))
        // Submit: the error summary takes the focus, read as its count, then its first link.
        // (Orca 43 says "push button", Orca 48 "button".)
        expect(orca, .toCreateAccount, says: "Create account", "button")
        expect(orca, .submit, says: "There is a problem with 4 fields", "User name: This field is required", "button")
        // Return on the link: the field it names, with its error.
        expect(orca, .followLink, says: "User name text.", "This field is required")
        // Ctrl+Q with unsaved changes asks first; Escape goes back to the form (the session
        // fails if the demo quit).
        expect(orca, .quit, says: "Unsaved changes", "Discard unsaved changes?", "Keep editing", "button")
    }
}
