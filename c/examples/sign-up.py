#!/usr/bin/env python3
"""The sign-up form, in Python (PyGObject).

    python3 sign-up.py            a window; Create account prints the values
    python3 sign-up.py --check    fills the form from code, submits it and prints what it got
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("MaterialFields", "1.0")
from gi.repository import GLib, Gtk, MaterialFields as Mf  # noqa: E402


def sign_up_form():
    form = Mf.Form.new()
    form.add_section("account", "Account")
    form.add_entry_row("name", "Name", Mf.InputPurpose.NAME, None, False, None, True)
    # The app's own check: a user name that is not taken.
    form.add_check("name", "That name is taken", Mf.Severity.ERROR,
                   lambda form, tag, text: text.lower() != "admin")
    form.add_entry_row("email", "E-mail", Mf.InputPurpose.EMAIL, None, False, None, True)
    form.add_rule("email", Mf.Rule.EMAIL)
    form.add_entry_row("password", "Password", Mf.InputPurpose.PASSWORD, None, False, None, True)
    form.add_length_rule("password", 8, -1)
    form.add_entry_row("confirm", "Confirm password", Mf.InputPurpose.PASSWORD, None, False, None, True)
    form.add_match_rule("confirm", "password", "The passwords do not match")
    form.add_section("profile", "Profile")
    form.add_picker_row("size", "T-shirt size", ["Small", "Medium", "Large"], False)
    form.add_date_row("birthday", "Birthday", Mf.DateMode.DATE, None, GLib.DateTime.new_now_local(), None, False)
    form.add_row("newsletter", "Send me the newsletter", Mf.RowKind.SWITCH, False)
    form.add_row("terms", "I accept the terms", Mf.RowKind.SWITCH, True)
    return form


def on_submitted(view):
    form = view.get_form()
    birthday = form.get_date("birthday")
    print(f"submitted: name={form.get_text('name')} email={form.get_text('email')} "
          f"size={form.get_text('size')} birthday={birthday.format('%Y-%m-%d') if birthday else 'none'} "
          f"newsletter={'yes' if form.get_active('newsletter') else 'no'}", flush=True)
    form.mark_saved()


def check(view):
    """Fills the form from code as a user would, submits it, and says what happened."""
    form = view.get_form()
    changes = []
    form.connect("value-changed", lambda form, tag: changes.append(tag))
    print("empty form submits:", "yes" if view.submit() else "no")
    print("e-mail error:", form.get_error("email") or "none")
    form.set_text("name", "Ada Lovelace")
    form.set_text("email", "ada@example.com")
    form.set_text("password", "analytical")
    form.set_text("confirm", "analytic")
    form.validate()
    print("confirm error:", form.get_error("confirm") or "none")
    form.set_text("confirm", "analytical")
    form.set_choice("size", 1)
    form.set_date("birthday", GLib.DateTime.new_local(1990, 12, 10, 0, 0, 0))
    form.set_active("newsletter", True)
    form.set_active("terms", True)
    print(f"value-changed: {len(changes)} times; dirty: {'yes' if form.props.dirty else 'no'}")
    print("complete form submits:", "yes" if view.submit() else "no")
    print("dirty after saving:", "yes" if form.props.dirty else "no", flush=True)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Sign up", default_width=420, default_height=720)
    # The view keeps the form alive: nothing else needs to hold it.
    view = Mf.FormView.new(sign_up_form())
    view.set_vexpand(True)
    button = Gtk.Button.new_with_mnemonic("_Create account")
    button.add_css_class("suggested-action")
    button.set_margin_start(16)
    button.set_margin_end(16)
    button.set_margin_bottom(16)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    box.append(view)
    box.append(button)
    window.set_child(box)
    view.connect("submitted", on_submitted)
    button.connect("clicked", lambda _button: view.submit())
    window.present()
    if "--check" in sys.argv:
        check(view)
        window.destroy()


app = Gtk.Application(application_id="org.materialfields.SignUpPython", flags=0)
app.connect("activate", activate)
app.run([sys.argv[0]])
