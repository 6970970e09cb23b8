#!/usr/bin/python3
"""The four MaterialFields fields from Python, through GObject introspection.

    export GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0   (see Scripts/build-c-library.sh)
    /usr/bin/python3 fields.py            a window with the fields, until it is closed
    /usr/bin/python3 fields.py --check    sets and reads everything back, exits 0 or 1
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("MaterialFields", "1.0")
from gi.repository import GLib, Gtk, MaterialFields  # noqa: E402

failures = 0


def check(condition, what):
    global failures
    print(("ok: " if condition else "FAILED: ") + what)
    failures += 0 if condition else 1


def build_window():
    window = Gtk.Window(title="MaterialFields from Python", default_width=420, default_height=720)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=8, margin_start=16, margin_end=16, margin_top=16)
    entry = MaterialFields.EntryField.new("Name")
    entry.props.helper_text = "As it appears on your passport"
    area = MaterialFields.AreaField.new("Notes")
    area.props.maximum_lines = 4
    picker = MaterialFields.PickerField.new("Country", ["Canada", "Chile", "France"])
    date = MaterialFields.DateField.new("Birth date")
    # A city and a postcode side by side in a StackBox, the postcode 120 px wide.
    row = MaterialFields.StackBox.new()
    row.props.orientation = MaterialFields.StackOrientation.HORIZONTAL
    row.props.spacing = 8
    zip_code = MaterialFields.EntryField.new("Postcode")
    row.append(MaterialFields.EntryField.new("City"))
    row.append(zip_code)
    row.get_layout_manager().get_layout_child(zip_code).props.width = 120
    # A form of string-tagged rows: a required e-mail and a newsletter switch.
    account = MaterialFields.Form.new()
    account.add_section("account", "Account")
    account.add_row("email", "E-mail", MaterialFields.RowKind.ENTRY, True)
    account.add_row("news", "Send me news", MaterialFields.RowKind.SWITCH, False)
    view = account.get_view()
    view.set_vexpand(True)  # the view scrolls its rows: give it the height left
    for widget in (entry, area, picker, date, row, view, Gtk.Button(label="Send")):
        box.append(widget)
    window.set_child(box)
    window.zip_code = zip_code
    window.account = account
    return window, entry, area, picker, date


def run_checks(entry, area, picker, date):
    seen = {"text": 0, "index": 0, "dates": 0}
    entry.connect("notify::text", lambda *_: seen.__setitem__("text", seen["text"] + 1))
    picker.connect("notify::index-selected", lambda *_: seen.__setitem__("index", seen["index"] + 1))
    date.connect("date-changed", lambda *_: seen.__setitem__("dates", seen["dates"] + 1))

    entry.set_text("Ada Lovelace")
    check(entry.get_text() == "Ada Lovelace", "entry text reads back")
    check(seen["text"] == 1, "notify::text fired once")

    entry.set_error("Enter your full name")
    check(entry.props.has_error and entry.props.error_text == "Enter your full name", "set_error shows the error")
    entry.remove_error_ui()
    check(not entry.props.has_error, "remove_error_ui clears it")

    entry.props.variant = MaterialFields.FieldVariant.OUTLINED
    check(entry.props.variant == MaterialFields.FieldVariant.OUTLINED, "the variant is an introspected enum")

    area.props.text = "first line\nsecond line"
    check(area.props.text == "first line\nsecond line", "area text reads back")

    picker.props.index_selected = 1
    check(picker.get_text() == "Chile", "picker shows its choice")
    check(seen["index"] == 1, "notify::index-selected fired once")
    picker.set_choices(["Japan", "Kenya"])
    picker.props.index_selected = 0
    check(picker.get_text() == "Japan", "set_choices replaces the choices")

    minimum = GLib.DateTime.new_local(2000, 1, 1, 0, 0, 0)
    maximum = GLib.DateTime.new_local(2030, 12, 31, 0, 0, 0)
    check(date.set_limits(minimum, maximum), "date limits set")
    check(date.set_date(GLib.DateTime.new_local(2024, 2, 29, 12, 0, 0)), "a date inside the limits is chosen")
    check(seen["dates"] == 1, "date-changed fired once")
    chosen = date.get_date()
    check(chosen is not None and (chosen.get_year(), chosen.get_day_of_month()) == (2024, 29), "the date reads back")
    try:
        date.set_limits(maximum, minimum)
        check(False, "a minimum after the maximum raises")
    except GLib.Error as error:
        check(error.matches(MaterialFields.error_quark(), MaterialFields.Error.INVALID_DATE_LIMITS),
              "a minimum after the maximum raises GLib.Error")


def main():
    checking = "--check" in sys.argv[1:]
    MaterialFields.init()
    window, entry, area, picker, date = build_window()
    window.present()
    context = GLib.MainContext.default()
    if not checking:
        while Gtk.Window.get_toplevels().get_n_items() > 0:
            context.iteration(True)
        return 0
    while window.zip_code.get_width() == 0:  # until the window is laid out
        context.iteration(True)
    run_checks(entry, area, picker, date)
    check(window.zip_code.get_width() == 120, "the stack box gives the postcode its 120 px")
    account = window.account
    submissions = []
    account.get_view().connect("submitted", lambda *_: submissions.append(True))
    check(not account.submit() and not submissions, "a form missing its required e-mail does not submit")
    account.set_text("email", "ada@example.com")
    check(account.submit() and len(submissions) == 1, "the complete form submits and the view says so")
    check(account.get_text("email") == "ada@example.com", "the form's value reads back")
    window.destroy()
    print(f"{failures} failed")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
