#!/usr/bin/python3
"""A small form of four text fields, the screen-reader benchmark's baseline: what Orca
says for GTK's own GtkEntry and GtkPasswordEntry, and how fast, on this machine and GTK
version. Each field is named by a label and described by a helper, as the demo's are.

    stock-form.py [--material] [--spin-group] [WIDTH HEIGHT]

With --material, the same window holds MaterialFields' EntryFields instead (through GObject
introspection: GI_TYPELIB_PATH must find MaterialFields-1.0), so the two are compared in the
same tree, at the same depth. With --spin-group, a GtkSpinButton follows the fields in a
group named as the time field's segments are ("Arrival time", the button "Arrival time
hour"): what Orca says entering GTK's own spin button in a group. With a size, the window
opens that large."""
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

arguments = sys.argv[1:]
material = "--material" in arguments
spin_group = "--spin-group" in arguments
size = [int(value) for value in arguments if value.isdigit()]
if material:
    gi.require_version("MaterialFields", "1.0")
    from gi.repository import MaterialFields  # noqa: E402

FIELDS = [("User name", "3 characters or more", False), ("E-mail", "We never share it", False),
          ("Phone", "US format", False), ("Password", "8 characters or more", True)]


def stock_field(box, name, helper, secret):
    label = Gtk.Label(label=name, xalign=0)
    entry = Gtk.PasswordEntry() if secret else Gtk.Entry()
    entry.update_property([Gtk.AccessibleProperty.LABEL, Gtk.AccessibleProperty.DESCRIPTION], [name, helper])
    box.append(label)
    box.append(entry)


def material_field(box, name, helper, secret):
    field = MaterialFields.EntryField.new(name)
    field.props.helper_text = helper
    if secret:
        field.props.purpose = MaterialFields.InputPurpose.PASSWORD
    box.append(field)


def spin_in_group(box):
    group = Gtk.Box(accessible_role=Gtk.AccessibleRole.GROUP)
    group.update_property([Gtk.AccessibleProperty.LABEL], ["Arrival time"])
    spin = Gtk.SpinButton.new_with_range(0, 23, 1)
    spin.update_property([Gtk.AccessibleProperty.LABEL], ["Arrival time hour"])
    group.append(spin)
    box.append(group)


def activate(app):
    if material:
        MaterialFields.init()
    window = Gtk.ApplicationWindow(application=app, title="Stock GTK")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6, margin_top=12, margin_start=12, margin_end=12)
    for name, helper, secret in FIELDS:
        (material_field if material else stock_field)(box, name, helper, secret)
    if spin_group:
        spin_in_group(box)
    if len(size) == 2:
        window.set_default_size(size[0], size[1])
    window.set_child(box)
    window.present()


app = Gtk.Application(application_id="org.materialfields.StockForm")
app.connect("activate", activate)
app.run([sys.argv[0]])
