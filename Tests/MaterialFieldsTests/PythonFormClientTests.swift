import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// A form from Python, as a PyGObject user reaches it through the typelib: drafts, checks
/// answered out of order, each change heard once, the user's locale and time zone, and
/// pattern rules. Each script runs with the Swift toolchain hidden, under
/// `G_DEBUG=fatal-criticals`.
final class PythonFormClientTests: XCTestCase, InstalledLibraryTesting {
    /// A Python function that finds the `GtkText` inside a field: the text a user types into.
    private static let textOf = """
    def text_of(widget):
        child = widget.get_first_child()
        while child is not None:
            if isinstance(child, Gtk.Text): return child
            found = text_of(child)
            if found is not None: return found
            child = child.get_next_sibling()
    """

    func testPythonKeepsAFormsDraftAndANewViewIsOfferedIt() throws {
        try requireInstall()
        let home = TemporaryPath("mf-py-drafts")
        defer { home.remove() }
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import GLib, Gtk, MaterialFields
        Gtk.init()
        def view():
            form = MaterialFields.Form.new()
            form.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
            form.add_row("passport", "Passport number", MaterialFields.RowKind.ENTRY, False)
            form.set_kept_in_drafts("passport", False)
            return MaterialFields.FormView.new(form)
        first = view()
        offered = first.keep_drafts("org.example.Python", "sign-up", None)
        first.get_form().set_text("name", "Ada")
        first.get_form().set_text("passport", "X1234567")
        loop = GLib.MainLoop()
        GLib.timeout_add(700, loop.quit)
        loop.run()
        print(offered, view().keep_drafts("org.example.Python", "sign-up", "Restore your sign-up?"))
        print(open(GLib.get_user_data_dir() + "/org.example.Python/drafts/sign-up.json").read().count("X1234567"))
        print(MaterialFields.drafts_list("org.example.Python"), MaterialFields.drafts_forget_all("org.example.Python"),
              MaterialFields.drafts_list("org.example.Python"))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["XDG_DATA_HOME": home.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "False True\n0\n['sign-up'] 1 []\n",
                       "nothing offered at first; the draft typed is offered to the next view, without the row kept out; "
                           + "listed, then forgotten")
    }

    func testPythonAnswersOutOfOrderNeverOverwriteTheNewestVerdict() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        form = MaterialFields.Form.new()
        form.add_row("name", "User name", MaterialFields.RowKind.ENTRY, True)
        form.set_text("name", "ada")
        form.set_text("name", "grace")  # typed while the server thought about ada
        print(form.set_check_result("name", "grace", None), form.set_check_result("name", "ada", "ada is taken"),
              form.validate(), form.get_error("name"))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True False True None\n", "the late answer about ada is dropped")
    }

    func testPythonHearsEachChangeOfAFormsErrorsWarningsAndValuesOnce() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import GLib, Gtk, MaterialFields as M
        Gtk.init()
        form = M.Form.new()
        form.add_picker_row("room", "Room", ["Single", "Double"], True)
        form.add_date_row("arrival", "Arrival", M.DateMode.DATE, None, None, None, True)
        form.add_row("notes", "Notes", M.RowKind.AREA, False)
        form.add_check("notes", "Keep it short", M.Severity.WARNING, lambda f, tag, text: len(text) < 4)
        heard = []
        for signal in ("value-changed", "error-changed", "warning-changed"):
            form.connect(signal, lambda f, tag, s=signal: heard.append((s, tag, f.get_error(tag), f.get_warning(tag))))
        def step(name, act):
            heard.clear(); act(); print(name, heard)
        step("validate", form.validate)
        step("validate again", form.validate)
        step("choose", lambda: form.set_choice("room", 1))
        step("date", lambda: form.set_date("arrival", GLib.DateTime.new_local(2027, 3, 2, 0, 0, 0)))
        step("long notes", lambda: form.set_text("notes", "A long note"))
        step("validate", form.validate)
        step("server", lambda: form.set_server_error("room", "Booked"))
        step("reset", form.reset)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
        validate [('error-changed', 'room', 'This field is required', None), \
        ('error-changed', 'arrival', 'This field is required', None)]
        validate again []
        choose [('error-changed', 'room', None, None), ('value-changed', 'room', None, None)]
        date [('error-changed', 'arrival', None, None), ('value-changed', 'arrival', None, None)]
        long notes [('value-changed', 'notes', None, None)]
        validate [('warning-changed', 'notes', None, 'Keep it short')]
        server [('error-changed', 'room', 'Booked', None)]
        reset [('error-changed', 'room', None, None), ('value-changed', 'room', None, None), \
        ('value-changed', 'arrival', None, None), ('warning-changed', 'notes', None, None), ('value-changed', 'notes', None, None)]

        """, "each change once, with the new state readable in the handler, and nothing when nothing changed")
    }

    func testPythonOnAGermanDesktopReadsTwelveAndAHalfAndHearsGerman() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields as M
        Gtk.init()
        \(Self.textOf)
        price = M.NumberField.new("Preis")
        price.props.value = 1234.5
        shown = price.get_text()
        typed = text_of(price)
        typed.delete_text(0, -1)
        typed.insert_text("12,5", 0)
        date = M.DateField.new("Anreise")
        date.props.date = GLib.DateTime.new_local(2027, 3, 14, 0, 0, 0)
        form = M.Form.new()
        form.add_row("name", "Name", M.RowKind.ENTRY, True)
        form.validate()
        print(shown, price.props.value, date.get_text(), form.get_error("name"))
        # A number rule on typed text reads it as the desktop writes numbers: 1.000 is a thousand.
        form.add_entry_row("count", "Menge", M.InputPurpose.NUMBER, None, False, None, False)
        form.add_number_rule("count", 0, 100)
        form.set_text("name", "Ada")
        for typed_count in ("12,5", "1.000"):
            form.set_text("count", typed_count)
            print(typed_count, form.validate(), form.get_error("count"))
        # A time row's text is its time as shown, not a day.
        form.add_date_row("zeit", "Zeit", M.DateMode.TIME, None, None, None, False)
        form.set_date("zeit", GLib.DateTime.new_local(2027, 3, 14, 14, 30, 0))
        print(form.get_text("zeit"))
        # A price's whole-amount dash (12,- €) is twelve euros, not minus twelve.
        euros = M.NumberField.new("Preis")
        euros.props.currency_code = "EUR"
        text_of(euros).insert_text("12,- €", 0)
        print(euros.props.value, euros.props.has_error)
        # A monetary entry shows the region's sign where the region writes it: after.
        amount = M.EntryField.new("Betrag")
        amount.props.monetary = True
        amount.props.text = "12,50"
        def shown_labels(widget):
            found, child = [], widget.get_first_child()
            while child:
                if isinstance(child, Gtk.Label) and child.get_visible() and child.get_label():
                    found.append((child.get_label(), child.get_css_classes()[0]))
                found += shown_labels(child)
                child = child.get_next_sibling()
            return found
        print(shown_labels(amount))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
        1.234,5 12.5 14.03.2027 Dieses Feld ist erforderlich
        12,5 True None
        1.000 False Geben Sie eine Zahl von 0 bis 100 ein
        14:30
        12.0 False
        [('€', 'suffix'), ('Betrag', 'label')]

        """, "the desktop's LC_NUMERIC, LC_MONETARY and LC_TIME, and its language, through the typelib")
    }

    /// The C library keeps a day as the desktop's wall-clock time (it has no ICU and so no
    /// Foundation time zones; see `LocalTime`): the day a caller gives is the day shown and
    /// given back, in summer and winter, across summer time's changes, east and west of GMT.
    func testPythonsDaysStayTheDaysItGaveInEveryTimeZoneAndSeason() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields as M
        Gtk.init()
        for (y, m, d) in [(2027, 7, 14), (2027, 1, 5), (2027, 3, 14), (2027, 11, 7), (2027, 12, 31)]:
            field = M.DateField.new("Day")
            field.props.date = GLib.DateTime.new_local(y, m, d, 0, 0, 0)
            print(field.get_text(), field.props.date.format("%F %T"))
        moment = M.DateField.new("Moment")
        moment.props.mode = M.DateMode.DATE_AND_TIME
        moment.props.date = GLib.DateTime.new_local(2027, 3, 14, 3, 30, 0)
        print(moment.get_text(), moment.props.date.format("%F %T"))
        # A time in the hour summer time's end repeats reads as its first pass, whichever pass
        # was read before it (New York's 1:30 EDT, Berlin's 2:30 CEST, each after the second).
        for later, first in ((1825569000, 1825565400), (1824946200, 1824942600)):
            moment.props.date = GLib.DateTime.new_from_unix_local(later)
            moment.props.date = GLib.DateTime.new_from_unix_local(first)
            if moment.props.date.to_unix() != first: print("another instant for", first, moment.props.date.format("%F %T %z"))
        stay = M.DateRangeField.new("Stay", 30)
        stay.set_range(GLib.DateTime.new_local(2027, 3, 13, 0, 0, 0), GLib.DateTime.new_local(2027, 3, 15, 0, 0, 0))
        ok, start, end = stay.get_range()
        print(start.format("%F"), end.format("%F"))
        """
        for zone in ["America/New_York", "Pacific/Kiritimati", "Europe/Berlin", "UTC"] {
            let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["TZ": zone, "LANG": "en_US.UTF-8", "LANGUAGE": "en", "LC_ALL": ""])
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(result.output, """
            07/14/2027 2027-07-14 00:00:00
            01/05/2027 2027-01-05 00:00:00
            03/14/2027 2027-03-14 00:00:00
            11/07/2027 2027-11-07 00:00:00
            12/31/2027 2027-12-31 00:00:00
            03/14/2027 3:30 AM 2027-03-14 03:30:00
            2027-03-13 2027-03-15

            """, "in \(zone)")
        }
    }

    /// A time typed that summer time skips (2:30 AM on the night clocks go forward) is the
    /// time GLib gives for it, 3:30 AM: the text shows the time stored, never the one typed
    /// beside another stored. Other days and zones keep the time typed.
    func testATimeSummerTimeSkipsShowsAsTheTimeStored() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields as M
        Gtk.init()
        \(Self.textOf)
        for typed in ["03/14/2027 2:30 AM", "03/28/2027 2:30 AM", "11/07/2027 1:30 AM"]:
            moment = M.DateField.new("Moment")
            moment.props.mode = M.DateMode.DATE_AND_TIME
            text_of(moment).set_text(typed)
            text_of(moment).emit("activate")
            print(moment.get_text(), moment.props.date.format("%F %T"))
        # Checked against a limit as the time it is: 2:30 that night in Berlin is after 3:00.
        limited = M.DateField.new("Limited")
        limited.props.mode = M.DateMode.DATE_AND_TIME
        limited.set_limits(None, GLib.DateTime.new_local(2027, 3, 28, 3, 0, 0))
        text_of(limited).set_text("03/28/2027 2:30 AM")
        text_of(limited).emit("activate")
        print(limited.props.has_error)
        """
        let expected = [
            "America/New_York": ["03/14/2027 3:30 AM 2027-03-14 03:30:00", "03/28/2027 2:30 AM 2027-03-28 02:30:00"],
            "Europe/Berlin": ["03/14/2027 2:30 AM 2027-03-14 02:30:00", "03/28/2027 3:30 AM 2027-03-28 03:30:00"],
            "UTC": ["03/14/2027 2:30 AM 2027-03-14 02:30:00", "03/28/2027 2:30 AM 2027-03-28 02:30:00"],
        ]
        for (zone, lines) in expected {
            let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["TZ": zone, "LANG": "en_US.UTF-8", "LANGUAGE": "en", "LC_ALL": ""])
            XCTAssertEqual(result.status, 0, result.errors)
            let refused = zone == "Europe/Berlin" ? "True" : "False"
            XCTAssertEqual(result.output, (lines + ["11/07/2027 1:30 AM 2027-11-07 01:30:00", refused, ""]).joined(separator: "\n"), "in \(zone)")
        }
    }

    /// A pattern rule from C is GLib's `GRegex`, in PCRE's syntax, matching the whole text;
    /// a pattern that does not compile is refused with its reason, adding nothing.
    func testPythonsPatternRulesAreGRegexesMatchingTheWholeText() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields as M
        Gtk.init()
        form = M.Form.new()
        form.add_row("zip", "Postcode", M.RowKind.ENTRY, False)
        form.add_pattern_rule("zip", r"\\d{5}", "Five digits")
        for text in ["75001", "750012", "x75001", "7500"]:
            form.set_text("zip", text)
            form.validate()
            print(text, form.get_error("zip"))
        try:
            form.add_pattern_rule("zip", "([", None)
        except GLib.Error as error:
            print(error.code == M.Error.INVALID_PATTERN, "is not a regular expression" in error.message)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
        75001 None
        750012 Five digits
        x75001 Five digits
        7500 Five digits
        True True

        """)
    }

    /// A chip repeats another in any case, the dotted and dotless i one letter, on a Turkish
    /// desktop and an English one; a search finds a word typed in capitals, with `ss` for
    /// `ß`, or after a typographic apostrophe, on both.
    func testPythonsChipsAndSuggestionsSetCaseAsideOnEveryDesktop() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields as M
        Gtk.init()
        \(Self.textOf)
        def shown(widget):
            child, found = widget.get_first_child(), []
            while child is not None:
                if isinstance(child, Gtk.Label) and child.get_mapped() and child.get_label() != "City":
                    found.append(child.get_label())
                found += shown(child)
                child = child.get_next_sibling()
            return found
        def settle():
            for _ in range(30):
                while GLib.MainContext.default().pending(): GLib.MainContext.default().iteration(False)
                GLib.usleep(5000)
        tags = M.ChipsField.new("Cities", 0)
        tags.set_chips(["İstanbul", "istanbul", "Isparta", "ısparta", "Istanbul", "Straße", "STRASSE", "STRAẞE"])
        print(tags.get_chips())
        city = M.SuggestionField.new("City", ["Iğdır", "Straße", "Côte d’Ivoire"])
        window = Gtk.Window(child=city)
        window.present()
        settle()
        text_of(city).grab_focus()
        for typed in ["IĞDIR", "strasse", "ivoire"]:
            text_of(city).set_text("")
            for character in typed:
                text_of(city).insert_text(character, -1)
            settle()
            print(typed, shown(city))
        """
        let found = "IĞDIR ['Iğdır']\nstrasse ['Straße']\nivoire ['Côte d’Ivoire']\n"
        for language in ["tr_TR.UTF-8", "en_US.UTF-8"] {
            let result = try runWithoutSwift(["/usr/bin/python3", "-c", script], ["LANG": language, "LANGUAGE": "", "LC_ALL": "", "LC_CTYPE": ""])
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(result.output, "['İstanbul', 'Isparta', 'Straße']\n" + found, language)
        }
    }
}
