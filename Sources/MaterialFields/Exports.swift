// What an app needs besides the widgets comes with `import MaterialFields`: FieldCore's
// forms, rules and layout types; the application, GTK's set-up, and the `Widget` value that
// carries any GTK widget. The C API stays behind `import GtkInterop`.
@_exported import FieldCore
@_exported import class GtkInterop.Application
@_exported import enum GtkInterop.Gtk
@_exported import struct GtkInterop.Widget
