#!/usr/bin/python3
"""A window of stock GTK 4 entries, the screen-reader test's baseline: what Orca says for
GTK's own GtkEntry and GtkPasswordEntry, and how fast, on this machine and GTK version.
Each entry is named by a label and described by a helper, as the demo's fields are."""
import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Stock GTK")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6, margin_top=12, margin_start=12, margin_end=12)
    for name, helper, kind in [("User name", "3 characters or more", Gtk.Entry), ("E-mail", "We never share it", Gtk.Entry),
                               ("Phone", "US format", Gtk.Entry), ("Password", "8 characters or more", Gtk.PasswordEntry)]:
        label = Gtk.Label(label=name, xalign=0)
        entry = kind()
        entry.update_property([Gtk.AccessibleProperty.LABEL, Gtk.AccessibleProperty.DESCRIPTION], [name, helper])
        box.append(label)
        box.append(entry)
    window.set_child(box)
    window.present()


app = Gtk.Application(application_id="org.materialfields.StockForm")
app.connect("activate", activate)
app.run(None)
