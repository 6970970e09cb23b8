import CGtk
import FieldCore
import Foundation
import GtkTestSupport
import XCTest

/// The Sign-up page filled in by keyboard alone while a real Orca listens: what it says is
/// what a blind user hears. (Each lane writes its transcript to the test output folder,
/// `orca-signup-gtk-4.N.md`; the README shows both.)
final class ScreenReaderTests: XCTestCase {
    func testOrcaReadsEverySignUpStepFromTheKeyboardAlone() throws {
        let walk = SignUpWalk(withOrcaCommands: true)
        let orca = try OrcaSession.run(page: "signup", walk.inputs)
        try walk.checkWhatEverySessionHears(orca)
        // Where am I, after the calendar closed: the field, not the closed calendar.
        let year = String(Calendar.current.component(.year, from: Date()) - 30)
        walk.expect(orca, .whereAmIOnTheDate, says: "Birth date text.", year)
        XCTAssertFalse(walk.said(.whereAmIOnTheDate, in: orca).contains("Choose a date"))
        // Where am I on the picker: its role and the chosen value.
        walk.expect(orca, .whereAmIOnTheCountry, says: "Country combo box", try walk.chosenCountry(in: orca))
        // What Orca says after the dialog closes depends on the window manager's activation
        // reaching it, which is not reliable under Xvfb: not asserted.
    }

    func testOrcaReadsANumberFieldAsASpinButtonWithItsValue() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+g"), .keys("Up"), .keys("Up"), .type("x"), .keys("alt+p"), .type("1234"), .keys("Tab"),
        ]
        let orca = try OrcaSession.run(page: "fields", inputs)
        // Its mnemonic reaches it from anywhere on the page: the name, the role, the helper.
        orca.expect(0, says: "Guests spin button", "1 to 12")
        // Up in the empty field steps to the minimum, and the new value is spoken (GTK 4.14
        // and later announce each step; Orca 43 on GTK 4.8 reads the first only).
        orca.expect(1, says: "1")
        // A letter is kept as typed, and the error it makes is spoken with an example.
        orca.expect(3, says: "Enter a number like")
        orca.expect(4, says: "Price spin button")
    }

    func testOrcaReadsEachSuggestionTheArrowKeysReach() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+i"), .type("lo"), .keys("Down"), .keys("Down"), .keys("Return"), .keys("Tab"),
        ]
        let orca = try OrcaSession.run(page: "fields", transcript: "suggestions", inputs)
        orca.expect(0, says: "City combo box", "Down to go through the suggestions")
        // Typing opens the list: the field is read as expanded (and, where GTK can
        // announce, with how many suggestions the typing leaves).
        orca.expect(1, says: "expanded")
        if orca.announces { orca.expect(1, says: "2 suggestions") }
        // Down puts the focus on the first suggestion, read with the list's size; each
        // further Down reads the next one.
        orca.expect(2, says: "List with 2 items", "London")
        orca.expect(3, says: "Los Angeles")
        // Return chooses: back in the field, collapsed, with the chosen text (read by Orca
        // 43, announced for Orca 48).
        orca.expect(4, says: "collapsed", "Los Angeles")
    }

    func testOrcaReadsEachChipAsAButtonThatRemovesIt() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+a"), .type("rust"), .keys("Return"), .keys("Tab"), .keys("Tab"), .keys("Delete"), .keys("shift+Tab"),
        ]
        let orca = try OrcaSession.run(page: "fields", transcript: "chips", inputs)
        // The field, with the chips it holds as its value, then the helper.
        orca.expect(0, says: "Languages combo box", "Swift", "Return or a comma adds")
        // Return makes a chip of the text (announced where GTK can).
        if orca.announces { orca.expect(2, says: "Added rust") }
        // Tab reaches each chip, read by what pressing it does (Orca 43 adds "push button";
        // Orca 48 reads a button inside a combo box by its name alone).
        orca.expect(3, says: "Remove Swift")
        orca.expect(4, says: "Remove rust")
        if !orca.announces { orca.expect(4, says: "push button") }
        // Delete removes it; the focus, and Orca, go to the chip before.
        orca.expect(5, says: "Remove Swift")
        if orca.announces { orca.expect(5, says: "Removed rust") }
        // Back in the field, the value is the one chip left.
        orca.expect(6, says: "Languages combo box", "Swift")
        XCTAssertFalse(orca.said(6).contains("rust"), "the removed chip is gone from the value")
    }

    func testOrcaReadsTheDaysOfARangeAndTheRangeChosen() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+s"), .keys("Down"), .keys("Return"), .keys("Right"), .keys("Right"), .keys("Return"),
        ]
        let orca = try OrcaSession.run(page: "fields", transcript: "date-range", inputs)
        orca.expect(0, says: "Stay", "Up to 14 days")
        // Down opens the calendar on the next Friday (the demo's default day): the day in
        // full and what to do.
        orca.expect(1, says: "Choose dates", "Friday", "Choose the start")
        // Return makes it the start; each arrow reads the next day and what is still to choose.
        orca.expect(2, says: "Friday", "start", "Choose the end")
        orca.expect(3, says: "Saturday", "Choose the end")
        orca.expect(4, says: "Sunday", "Choose the end")
        // Return on the end closes the calendar: back in the field, the range as a sentence.
        orca.expect(5, says: "Stay", "From Friday", "to Sunday", "3 days")
    }

    func testOrcaReadsEachSegmentOfATimeAsASpinButton() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+r"), .keys("Up"), .keys("Right"), .type("3"), .type("0"), .keys("Tab"),
        ]
        let orca = try OrcaSession.run(page: "fields", transcript: "time", inputs)
        // The field is a group named by its label; the keyboard lands on the hour.
        orca.expect(0, says: "Arrival time", "hour", "spin button")
        // Up starts the empty hour from now: the new value is read (announced, or on GTK 4.8
        // the segment's passing description).
        XCTAssertNotNil(orca.said(1).firstMatch(of: /\d/), "the hour's value: \(orca.said(1))")
        // Right moves to the minute, read by its name; a digit is read as the value it makes.
        orca.expect(2, says: "Arrival time minute spin button")
        orca.expect(3, says: "3")
        // "30" can only be thirty: on a 12-hour clock the keyboard moves on to AM/PM, read
        // by its name; then leaving with AM/PM empty is refused out loud.
        let clock12 = orca.said(4).contains("AM/PM")
        XCTAssertTrue(clock12 || orca.said(4).contains("30"), "\(orca.said(4))")
        if clock12 { orca.expect(5, says: "Enter every part of the time") }
    }

    /// On a 12-hour clock `1 3` is 1 PM: the key sets two segments, and both are read.
    func testOrcaReadsTheAfternoonAKeySetsOnATwelveHourClock() throws {
        try DemoExecutable.requireDemo()
        let inputs: [OrcaSession.Input] = [.keys("alt+r"), .type("1"), .type("3")]
        let orca = try OrcaSession.run([DemoExecutable.demo.path, "--page", "fields"], window: "MaterialFields", transcript: "time-afternoon",
                                       environment: ["XDG_DATA_HOME": DemoExecutable.freshDataHome(), "LANG": "en_US.UTF-8",
                                                                     "LC_ALL": "", "LC_TIME": ""], inputs)
        orca.expect(0, says: "Arrival time", "hour", "spin button")
        orca.expect(2, says: "1 PM")
    }

    func testOrcaReadsASegmentedDateByItsParts() throws {
        let inputs: [OrcaSession.Input] = [.keys("alt+k"), .keys("Up"), .keys("Right"), .keys("alt+Down")]
        let orca = try OrcaSession.run(page: "fields", transcript: "segmented-date", inputs)
        // The first part in the locale's order (month, day or year), named with the field.
        orca.expect(0, says: "Check-out date", "spin button", "Typed part by part")
        XCTAssertNotNil(orca.said(1).firstMatch(of: /\d|January|February|March|April|May|June|July|August|September|October|November|December/),
                        "the part's new value: \(orca.said(1))")
        orca.expect(2, says: "Check-out date", "spin button")
        // The calendar is still there.
        orca.expect(3, says: "Choose a date")
    }

    func testOrcaHearsTheNameCheckBeforeTheAccountIsCreated() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("Tab"), .type("ada@example.org"), .keys("Tab"), .keys("Tab"), .type("Corr3ctHorse"), .keys("Tab"),
            .type("Corr3ctHorse"), .keys("Tab"), .keys("Return"), .keys("Return"), .keys("Tab"), .keys("Return"),
            .keys("Down"), .keys("Return"), .keys("alt+u"), .keys("a", "d", "a", "alt+c"), .keys("Right"),
        ]
        let orca = try OrcaSession.run(page: "signup", transcript: "signup-check", inputs)
        orca.expect(14, says: "User name text.")
        // Create account pressed while the name is being checked: nothing is created and,
        // once the server answers, the error summary is read with the name's error.
        let heard = orca.said(15) + " " + orca.said(16)
        for phrase in ["There is a problem with 1 field", "User name: ada is already taken"] where !heard.contains(phrase) {
            XCTFail("Orca says \"\(phrase)\" after the check answers; it said: \(orca.steps[15]) then \(orca.steps[16])")
        }
        XCTAssertFalse(heard.contains("Welcome aboard"), "a taken name is never accepted")
    }

    func testOrcaReadsTheDraftOfferFirstAndTheRestoredFieldAfterIt() throws {
        let home = DemoExecutable.freshDataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let store = DraftStore(appID: "io.github.materialfields.Demo", formID: "sign-up",
                               environment: ["XDG_DATA_HOME": home])
        try store.save(FormDraft(formID: "sign-up", values: ["User name": .text("grace"), "E-mail": .text("grace@example.org")]))
        let inputs: [OrcaSession.Input] = [.keys("Tab"), .keys("shift+Tab"), .keys("Return"), .keys("Tab")]
        let orca = try OrcaSession.run(page: "signup", transcript: "draft", dataHome: home, inputs)
        // The window opens on Restore, read with the question it answers. (Orca 48 is now
        // and then silent as a window is first activated, whatever has focus: then the
        // steps below are where the offer is heard.)
        let opening = orca.ready.joined(separator: " ")
        for phrase in ["Restore", "Restore your unsaved sign-up?"] where !orca.ready.isEmpty && !opening.contains(phrase) {
            XCTFail("Orca says \"\(phrase)\" as the window opens; it said: \(orca.ready)")
        }
        orca.expect(0, says: "Discard", "Restore your unsaved sign-up?")
        orca.expect(1, says: "Restore")
        // Restore: the banner goes and the focus is in the first field, read with its value.
        orca.expect(2, says: "User name text.", "grace")
        // The form's section has no header, so it is no group for Orca to name by reading
        // out everything in it (Orca 48 read the whole password checklist here).
        XCTAssertFalse(orca.said(2).contains("At least 8 characters"), "\(orca.steps[2])")
        orca.expect(3, says: "E-mail text.", "grace@example.org")
    }

    func testOrcaFollowsCtrlZAcrossTheFormToTheUndoneField() throws {
        let inputs: [OrcaSession.Input] = [.keys("alt+f"), .type("Ada"), .keys("Tab"), .keys("ctrl+z"), .keys("ctrl+shift+z")]
        let orca = try OrcaSession.run(page: "contact", transcript: "undo", inputs)
        orca.expect(2, says: "Last name text.")
        // The last name has nothing of its own to undo: the form takes back the first name,
        // and the focus, and Orca, go there.
        orca.expect(3, says: "First name text.")
        XCTAssertFalse(orca.said(3).contains("Ada"), "the name is gone: \(orca.steps[3])")
        orca.expect(4, says: "Ada")
    }

    func testOrcaReadsTheCheckoutErrorSummaryAndFollowsItsLink() throws {
        let inputs: [OrcaSession.Input] = [.type("Ada"), .keys("Tab"), .keys("Tab"), .keys("Return"), .keys("Tab"), .keys("Return")]
        let orca = try OrcaSession.run(page: "checkout", transcript: "checkout", inputs)
        orca.expect(1, says: "Street and number text.")
        orca.expect(2, says: "City text.")
        // Return in the last field of a step not done: the summary takes the focus, named by
        // its heading, and the first link names the field and its error.
        orca.expect(3, says: "There is a problem with 2 fields", "Street and number: This field is required")
        orca.expect(4, says: "City: This field is required")
        // Return on a link: the field it names, with its error.
        orca.expect(5, says: "City text.", "This field is required")
        for step in 3...5 {
            let said = orca.said(step)
            for phrase in ["There is a problem", "This field is required"] {
                XCTAssertLessThanOrEqual(said.components(separatedBy: phrase).count - 1, 1, "said once: \(orca.steps[step])")
            }
        }
    }

    /// The Themes page by its mnemonics: the theme list, each field and a refused submit,
    /// each label, value and error said once per focus.
    func testOrcaReadsTheThemesPageSayingEachThingOnce() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("Tab"), .keys("alt+t"), .keys("Escape"), .keys("alt+n"), .type("Ada"), .keys("alt+e"), .keys("alt+o"),
            .keys("alt+w"), .keys("alt+s"),
        ]
        let orca = try OrcaSession.run(page: "themes", transcript: "themes", inputs)
        // The theme list's mnemonic opens it on either GTK (it has the focus only then):
        // the list and its chosen theme; Escape closes it.
        orca.expect(1, says: "Theme combo box", "Material")
        orca.expect(3, says: "Name text")
        orca.expect(5, says: "E-mail text")
        orca.expect(6, says: "Topic")
        orca.expect(7, says: "Weekly digest")
        orca.expect(8, says: "This field is required")
        // (GTK 4.8's echo of a description as a node first gets focus is GTK's: see
        // OrcaSaidOnceTests. The open theme list is GTK's own GtkDropDown, whose list Orca 48
        // names twice: "List with 3 items".)
        for (step, said) in orca.steps.enumerated() where step != 1 {
            XCTAssertEqual(OrcaSaidOnceTests.repeated(in: said, allowingEcho: gtk_get_minor_version() < 10), [],
                           "said once per focus, after \(inputs[step].description): \(said)")
        }
    }

    func testOrcaReadsTheBookingSummaryAndEachRowKindItReaches() throws {
        // Tab first: Orca follows the focus from there (what it hears as the window is shown
        // depends on the window manager's activation, not reliable under Xvfb).
        let inputs: [OrcaSession.Input] = [
            .keys("Tab"), .keys("alt+b"), .keys("alt+g"), .type("2"), .keys("alt+r"), .keys("Return"), .keys("Down"), .keys("Return"),
            .keys("alt+k"),
        ]
        let orca = try OrcaSession.run(page: "booking", transcript: "booking", inputs)
        orca.expect(0, says: "E-mail text.")
        // Book with nothing: the summary, named by its count, and its first link; the
        // e-mail's own new error is not read before it (the summary took the focus first).
        orca.expect(1, says: "There is a problem with 6 fields", "Name: This field is required")
        XCTAssertTrue(orca.said(1).hasPrefix("There is a problem"), "\(orca.steps[1])")
        // A number row is a spin button named by its label, with its error.
        orca.expect(2, says: "Guests spin button", "This field is required")
        orca.expect(4, says: "Room")
        orca.expect(6, says: "Double")
        // Alt+K toggles the switch and focuses it: its name and new state, said once.
        orca.expect(8, says: "Breakfast", "checked")
        XCTAssertEqual(orca.said(8).components(separatedBy: "checked").count - 1, 1, "said once: \(orca.steps[8])")
    }

    /// Booking with text left typed in the chips row makes a chip of it, as Return does, and
    /// says so (where GTK can announce) as the summary of what is left to fix is read.
    func testOrcaHearsTheChipABookingMadeOfTheTextLeftTyped() throws {
        let inputs: [OrcaSession.Input] = [.keys("Tab"), .keys("alt+q"), .type("quiet"), .keys("alt+b")]
        let orca = try OrcaSession.run(page: "booking", transcript: "booking-chips", inputs)
        orca.expect(1, says: "Requests")
        orca.expect(3, says: "There is a problem with")
        if orca.announces { orca.expect(3, says: "Added quiet") }
    }

    /// A click on another row's field moves the focus inside that field's own event (GTK
    /// 4.18 moves it as the click opens the picker): the row left incomplete is refused,
    /// and the refusal is announced with it, once the form's one transaction has drawn it.
    func testOrcaHearsTheErrorOfARowLeftByAClickOnAnotherRow() throws {
        let click = OrcaSession.Input.click("Room")
        let inputs: [OrcaSession.Input] = [
            .keys("Tab"), .keys("alt+a"), .type("9"), OrcaSession.announces ? click.heard("Enter every part of the time") : click,
        ]
        let orca = try OrcaSession.run(page: "booking", transcript: "booking-click", inputs)
        orca.expect(1, says: "Arrival time")
        orca.expect(3, says: "Room")
        // GTK 4.8 has no announcements; the left row's error is its description, read when
        // the focus comes back to it.
        if orca.announces { orca.expect(3, says: "Enter every part of the time") }
    }

    /// A developer who uses Orca runs the tests with their own Orca on. Orca's launcher will
    /// not start beside any process of the same user named `orca` (it asks `pgrep -u UID -x
    /// orca`), so here a program of that name stands in for the user's Orca: the session's
    /// Orca still speaks, under a name of its own that the user's Orca will not take for
    /// another, and the user's is left running. And the session's settings stay its own:
    /// Orca turns accessibility on, which dconf keeps, in the session's folder and not in
    /// the home folder it runs from.
    func testOrcaSpeaksBesideTheUsersOwnOrcaAndLeavesTheirSettingsAlone() throws {
        let home = try TestHome(), standInFolder = try TestHome()
        defer {
            home.remove()
            standInFolder.remove()
        }
        // `cat` under the name `orca` (a process takes the name it is started by), reading a
        // pipe this test holds: it ends with the test's process, whatever stops that. (For
        // these seconds a real Orca of the user's would refuse to start; one started with
        // `--replace` would stop it, and this test would fail.)
        let program = standInFolder.folder.appendingPathComponent("orca")
        try FileManager.default.createSymbolicLink(at: program, withDestinationURL: URL(fileURLWithPath: "/bin/cat"))
        let usersOrca = Process(), input = Pipe()
        usersOrca.executableURL = program
        usersOrca.standardInput = input
        try usersOrca.run()
        defer {
            usersOrca.terminate()
            usersOrca.waitUntilExit()
        }
        let orca = try OrcaSession.run(page: "fields", transcript: "fields-beside-users-orca", desktop: home.environment,
                                       [.keys("alt+g")])
        orca.expect(0, says: "Guests spin button")
        XCTAssertEqual(orca.orcaName, "mf-test-orca")
        XCTAssertTrue(usersOrca.isRunning, "the user's Orca is left running")
        XCTAssertTrue(orca.settingsWritten.contains("dconf/user"), "Orca's settings are the session's: \(orca.settingsWritten)")
        XCTAssertEqual(home.written, [], "nothing is written into the user's home")
    }
}
