import Foundation
import XCTest

/// The widgets from Python, as a PyGObject user reaches them through the typelib: each
/// script runs with the Swift toolchain hidden, under `G_DEBUG=fatal-criticals`.
final class PythonClientTests: XCTestCase, InstalledLibraryTesting {
    func testPythonLoadsAWholeFormFromAUiFileAndMakesAViewOnAFormAsAnyGObject() throws {
        try requireInstall()
        let script = """
        import gi, sys
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init(); MaterialFields.init()
        builder = Gtk.Builder.new_from_file(sys.argv[1])
        view, form = builder.get_object("view"), builder.get_object("form")
        print(view.props.form == form, type(view.get_field("plan")).__name__, view.submit(), form.get_error("terms"))
        made = MaterialFields.Form.new()
        made.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
        other = MaterialFields.FormView(form=made)
        print(other.get_form() == made, type(other.get_field("name")).__name__)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script, Self.source("c/examples/subscribe.ui")])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True PickerField False This must be switched on\nTrue EntryField\n",
                       "a .ui file's form, and a view made by PyGObject's constructor with its form property")
    }

    func testPythonSetsANumberFieldsRangeAndReadsItsValue() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        price = MaterialFields.NumberField.new("Price")
        price.props.minimum = 0
        price.props.value = -5
        print(price.props.value, price.get_text(), isinstance(price, MaterialFields.EntryField))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "0.0 0 True\n", "a value below the minimum is brought into range")
    }

    func testPythonGivesAFormAThemeAndARowItsOwnAndHearsEachChangeOnce() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("Gdk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gdk, Gtk, MaterialFields
        Gtk.init()
        form = MaterialFields.Form.new()
        form.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
        form.add_row("promo", "Promo code", MaterialFields.RowKind.ENTRY, False)
        view = MaterialFields.FormView.new(form)
        heard = []
        form.connect("theme-changed", lambda form, tag: heard.append(tag))
        teal = Gdk.RGBA(); teal.parse("#00658e")
        gold = Gdk.RGBA(); gold.parse("#c99700")
        form.set_theme_color(None, "primary", teal)
        form.set_theme_color("promo", "heading", gold)
        form.set_theme_size(None, "card-padding", 24)
        form.set_theme_image(None, "emblem", "image-missing")
        found, primary = form.get_theme_color("promo", "primary")
        _, heading = form.get_theme_color("promo", "heading")
        missing, _ = form.get_theme_color("name", "heading")
        _, padding = form.get_theme_size(None, "card-padding")
        emblem = form.get_theme_paintable(None, "emblem", 32)
        print(heard, primary.to_string(), heading.to_string(), missing, padding, isinstance(emblem, Gdk.Paintable))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "[None, 'promo', None, None] rgb(0,101,142) rgb(201,151,0) False 24.0 True\n",
                       "the row's own theme is the form's with its change; each change is told once, by whose theme")
    }

    func testPythonMakesASuggestionFieldAndReplacesItsSuggestions() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        city = MaterialFields.SuggestionField.new("City", ["London", "Lisbon"])
        city.set_suggestions(["Lyon"])
        city.set_text("Ly")
        print(type(city).__name__, isinstance(city, MaterialFields.EntryField), city.get_text())
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "SuggestionField True Ly\n")
    }

    func testPythonReadsAndSetsAChipsFieldsChipsAndHearsThemChange() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        tags = MaterialFields.ChipsField.new("Tags", 2)
        heard = []
        tags.connect("notify::chips", lambda field, _: heard.append(list(field.props.chips)))
        tags.set_chips(["gtk", "GTK", "swift", "vala"])
        tags.props.chips = ["python"]
        print(tags.get_chips(), tags.props.maximum_count, heard, isinstance(tags, MaterialFields.SuggestionField))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "['python'] 2 [['gtk', 'swift'], ['python']] True\n",
                       "a repeat and one past the maximum are left out; each change is heard once")
    }

    func testPythonSetsADateRangeAndMakesWeekendsUnavailable() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, GLib, MaterialFields
        Gtk.init()
        stay = MaterialFields.DateRangeField.new("Stay", 7)
        asked = []
        stay.set_unavailable_func(lambda day: asked.append(day.get_day_of_week()) or day.get_day_of_week() >= 6)
        stay.set_range(GLib.DateTime.new_local(2027, 3, 2, 8, 0, 0), GLib.DateTime.new_local(2027, 3, 5, 8, 0, 0))
        ok, start, end = stay.get_range()
        try:
            stay.set_range(end, start)
        except GLib.Error as error:
            print(error.matches(MaterialFields.error_quark(), MaterialFields.Error.INVALID_RANGE))
        stay.open()
        print(ok, start.get_day_of_month(), end.get_day_of_month(), stay.props.maximum_days, len(asked) > 0)
        hotel = MaterialFields.DateRangeField.new("Stay", 0)
        told = []
        hotel.connect("notify::maximum-nights", lambda *_: told.append("nights"))
        hotel.connect("notify::maximum-days", lambda *_: told.append("days"))
        hotel.props.maximum_nights = 14
        hotel.props.maximum_nights = 14
        print(hotel.props.maximum_days, hotel.props.maximum_nights, sorted(told))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True\nTrue 2 5 7 True\n15 14 ['days', 'nights']\n",
                       "a reversed range is a GLib.Error; the open calendar asks the Python function of its days; "
                           + "14 nights are 15 days, each property told once, and setting it again tells nothing")
    }

    func testPythonSetsATimeAndReadsItBack() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        alarm = MaterialFields.TimeField.new("Alarm")
        heard = []
        alarm.connect("time-changed", lambda field: heard.append(field.get_time()))
        empty = alarm.get_time()
        alarm.set_time(7, 30)
        print(empty, alarm.get_time(), heard)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "(False, hour=-1, minute=-1) (True, hour=7, minute=30) []\n",
                       "a time set from code is no user edit: time-changed is the user's")
    }

    func testPythonSetsAnErrorOnEveryKindOfField() throws {
        try requireInstall()
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields as M
        Gtk.init()
        fields = [M.EntryField.new("a"), M.NumberField.new("b"), M.SuggestionField.new("c", []), M.ChipsField.new("d", 0),
                  M.AreaField.new("e"), M.PickerField.new("f", []), M.DateField.new("g"), M.DateRangeField.new("h", 0),
                  M.TimeField.new("i")]
        for field in fields: field.set_error("Wrong")
        print(sum(field.props.has_error for field in fields), {field.props.error_text for field in fields})
        for field in fields: field.set_error(None)
        print(sum(field.props.has_error for field in fields), {field.props.error_text for field in fields})
        for field in fields: field.remove_error_ui()
        print(sum(field.props.has_error for field in fields))
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "9 {'Wrong'}\n9 {''}\n0\n",
                       "every field is an MfField to C, a time and a date range too; None is Swift's nil, the error with no text")
    }

    func testPythonsStackBoxIsTheSameObjectEverywhereAndLivesAsLongAsItsParent() throws {
        try requireInstall()
        let script = """
        import gc, gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import GLib, Gtk, MaterialFields
        Gtk.init()
        parent = Gtk.Box()
        box = MaterialFields.StackBox.new()
        box.props.spacing = 6
        box.append(Gtk.Label(label="a"))
        parent.append(box)
        finalized = []
        box.weak_ref(lambda: finalized.append(True))
        del box; gc.collect()
        while GLib.MainContext.default().iteration(False): pass
        child = parent.get_first_child()
        print(type(child).__name__, child.props.spacing, child.get_first_child().get_label())
        parent.remove(child); del child; gc.collect()
        while GLib.MainContext.default().iteration(False): pass
        print("finalized" if finalized else "alive")
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "StackBox 6.0 a\nfinalized\n",
                       "a box kept by its parent keeps its state; let go, it is finalized")
    }

    func testPythonBuildsAStackedFormMadeAsEveryGObjectIsAndCompletesIt() throws {
        try requireInstall()
        // PyGObject's constructor and a .ui file call g_object_new, not mf_stacked_form_view_new.
        let script = """
        import gi
        gi.require_version("Gtk", "4.0"); gi.require_version("MaterialFields", "1.0")
        from gi.repository import Gtk, MaterialFields
        Gtk.init()
        ui = '<interface><object class="MfStackedFormView" id="steps"/></interface>'
        for make in (MaterialFields.StackedFormView, lambda: Gtk.Builder.new_from_string(ui, -1).get_object("steps")):
            view = make()
            completed = []
            view.connect("completed", lambda v: completed.append(True))
            view.append_step("Name", Gtk.Entry(), "Next")
            view.append_step("Done", Gtk.Label(label="Thanks"), "Finish")
            view.set_step_valid(0, True); view.set_step_valid(1, True)
            print(view.advance(), view.get_current_step(), view.advance(), completed)
        """
        let result = try runWithoutSwift(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "True 1 True [True]\nTrue 1 True [True]\n",
                       "a view made by its constructor or a .ui file takes steps and completes")
    }
}
