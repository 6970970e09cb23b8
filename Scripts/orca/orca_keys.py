"""The keys a session presses, as a user would: through the X server (xdotool), or through
mutter's remote-desktop D-Bus interface in a GNOME Wayland session. Used by
orca-session.py."""
import subprocess
import time


def run(arguments, **options):
    """Runs a helper to its end; it reads nothing (standard input is the sessions' when serving)."""
    return subprocess.run(arguments, stdin=subprocess.DEVNULL, **options)


class XKeys:
    """Keys through the X server, by xdotool."""

    def __init__(self, env):
        self.env = env

    def keys(self, names):
        run(["xdotool", "key", "--delay", "60"] + names, env=self.env, check=True)

    def type(self, text):
        run(["xdotool", "type", "--delay", "60", text], env=self.env, check=True)


class MutterKeys:
    """Keys through mutter's remote-desktop D-Bus interface: real key events of its virtual
    keyboard, given to the focused Wayland surface."""

    SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
    MODIFIERS = {"shift": "Shift_L", "ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L", "super": "Super_L"}

    def __init__(self):
        import gi
        gi.require_version("Gdk", "4.0")
        from gi.repository import Gdk, Gio, GLib
        self.gdk, self.glib = Gdk, GLib
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        reply = self.call("/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", None)
        self.session = reply.unpack()[0]
        self.call(self.session, self.SESSION, "Start", None)
        # Mutter sets up its virtual keyboard on the first key and can drop that key.
        self.press(self.keysym("Shift_L"))

    def call(self, path, interface, method, arguments):
        return self.bus.call_sync("org.gnome.Mutter.RemoteDesktop", path, interface, method, arguments,
                                  None, 0, 5000, None)

    def keysym(self, name):
        value = self.gdk.keyval_from_name(name)
        if value in (0, 0xffffff):
            raise LookupError(f"no keysym is named {name}")
        return value

    def press(self, *keysyms):
        for keysym in keysyms:
            self.call(self.session, self.SESSION, "NotifyKeyboardKeysym", self.glib.Variant("(ub)", (keysym, True)))
        for keysym in reversed(keysyms):
            self.call(self.session, self.SESSION, "NotifyKeyboardKeysym", self.glib.Variant("(ub)", (keysym, False)))
        time.sleep(0.06)

    def keys(self, names):
        for combination in names:
            parts = combination.split("+")
            self.press(*[self.keysym(self.MODIFIERS.get(part.lower(), part)) for part in parts[:-1]],
                       self.keysym(parts[-1]))

    def type(self, text):
        for character in text:
            self.press(self.gdk.unicode_to_keyval(ord(character)))
