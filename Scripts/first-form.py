#!/usr/bin/env python3
"""What loading a widget library into Python and making a first form with it costs.

    Scripts/first-form.py material-fields|adwaita|gtk [--steps]

After GTK itself is loaded and has made and measured a window with an entry and a label
(so that GTK's own first-use costs, its theme among them, are nobody's), it times loading
the library through GObject introspection and making a two-row form with it in a window;
and it reads the process's resident memory before and after. Prints: milliseconds, megabytes (10^6 bytes), and the
path of the library's file as loaded. material-fields-bench runs it (`library`). With
--steps, also prints on stderr how long each step of the material-fields form took (the import,
which reads the typelib; Form.new, which loads the library; the rows; the view; set_child).
"""
import os
import sys
import time


def resident():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def loaded(name):
    with open("/proc/self/maps") as maps:
        for line in maps:
            if name in line:
                return os.path.realpath(line.split()[-1])
    return "-"


which = sys.argv[1]
steps = "--steps" in sys.argv[2:]
marks = []


def mark(step):
    marks.append((step, time.perf_counter()))
import gi  # noqa: E402
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402
Gtk.init()
warm = Gtk.Box()
warm.append(Gtk.Label(label="warm"))
warm.append(Gtk.Entry())
Gtk.Window(child=warm).get_child().measure(Gtk.Orientation.VERTICAL, -1)
window = Gtk.Window()

before, start = resident(), time.perf_counter()
if which == "material-fields":
    gi.require_version("MaterialFields", "1.0")
    from gi.repository import MaterialFields
    mark("import")
    form = MaterialFields.Form.new()
    mark("Form.new")
    form.add_row("name", "Name", MaterialFields.RowKind.ENTRY, True)
    form.add_row("email", "E-mail", MaterialFields.RowKind.ENTRY, True)
    mark("add_row x2")
    view = MaterialFields.FormView.new(form)
    mark("FormView.new")
    library = "libmaterialfields"
elif which == "adwaita":
    gi.require_version("Adw", "1")
    from gi.repository import Adw
    Adw.init()
    view = Adw.PreferencesGroup()
    view.add(Adw.EntryRow(title="Name"))
    view.add(Adw.EntryRow(title="E-mail"))
    library = "libadwaita-1"
else:
    view = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    for title in ("Name", "E-mail"):
        view.append(Gtk.Label(label=title))
        view.append(Gtk.Entry())
    library = "libgtk-4"
window.set_child(view)
elapsed = time.perf_counter() - start
mark("set_child")
if steps:
    times = [start] + [moment for _, moment in marks]
    print(" ".join(f"{step}={(after - before) * 1000:.2f}" for (step, _), before, after in zip(marks, times, times[1:])),
          file=sys.stderr)
print(f"{elapsed * 1000:.3f} {(resident() - before) / 1e6:.3f} {loaded(library)}")
