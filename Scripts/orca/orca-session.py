#!/usr/bin/python3
"""Runs an application under a real Orca on a private X display and reports what Orca
says after each step of keyboard input.

    dbus-run-session -- Scripts/orca/orca-session.py SESSION.json

The session (a JSON file, or standard input when none is named):
    {"command": ["path/to/app", "--page", "signup"],   the application to start
     "window": "MaterialFields",                        its window's title (a regular expression)
     "steps": [{"keys": ["Tab"]}, {"type": "ada"}, {"keys": ["KP_Enter"]}, ...]}

A step may also be {"click": "Room"}: the pointer clicks the middle of the first accessible
named so that has a size, found as Orca finds it, over AT-SPI (X displays only).

Prints one JSON object a line: first {"ready": ..., "orca": NAME} when Orca follows the
window (NAME: the speaking Orca's process name, see private-orca.py), then a
{"step": i, "keys"|"type": ..., "speech": [...], "reply": seconds or null} per step, where
speech lists what Orca handed its speech server after the step's input and reply is the
time from the key press to the first of it. Then {"done": true}.

It starts, inside the session bus it is given: Xvfb on a free display, openbox (Orca
follows windows by their activation, which needs a window manager), the AT-SPI bus, Orca
with the silent speech server beside this script and braille off, then the application.
Needs orca, openbox, xvfb, xdotool and at-spi2-core (Scripts/setup.sh tests). Exits 2 when
something it needs does not start.

Run inside a GNOME Wayland session (WAYLAND_DISPLAY set, as Scripts/wayland-session.sh does):

    dbus-run-session -- Scripts/wayland-session.sh --xwayland Scripts/orca/orca-session.py SESSION.json

it starts no X server and no window manager: mutter is both, the application is a Wayland
client (with no DISPLAY), Orca reads the keyboard's modifiers from mutter's Xwayland as in
GNOME's session, and keys go through mutter's remote-desktop D-Bus interface (key names are
GDK's, which are X's)."""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from session_windows import find_window, stop_for_the_record, wait_for_wayland_window

HERE = os.path.dirname(os.path.abspath(__file__))
QUIET = 1.2          # seconds without speech that end a step (Orca pauses longer on a busy machine)
FIRST_WORD = 6.0     # seconds a step waits for Orca to say anything at all
LONGEST_STEP = 20.0  # a step ends after this however much Orca says


def fail(message):
    print(json.dumps({"error": message}), flush=True)
    sys.exit(2)


class Speech:
    """What Orca has said so far, read from the silent speech server's log."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.heard = []

    def poll(self):
        with open(self.path, encoding="utf-8") as log:
            log.seek(self.offset)
            chunk = log.read()
        complete = chunk[: chunk.rfind("\n") + 1]
        self.offset += len(complete.encode("utf-8"))
        for line in complete.splitlines():
            if line.strip():
                self.heard.append(json.loads(line))
        return len(self.heard)

    def wait_quiet(self, since, started, first_word=FIRST_WORD, until=()):
        """Waits until Orca has said something after `since` and then nothing for QUIET
        seconds (or FIRST_WORD seconds with nothing), and returns what it said. A pause does
        not end the wait before Orca has said each phrase of `until`."""
        last_count, last_change = self.poll(), time.monotonic()
        while True:
            time.sleep(0.05)
            count, now = self.poll(), time.monotonic()
            if count != last_count:
                last_count, last_change = count, now
            said = count > since
            text = " ".join(entry["text"] for entry in self.heard[since:])
            heard_all = all(phrase in text for phrase in until)
            if said and heard_all and now - last_change >= QUIET:
                break
            if not said and now - started >= first_word:
                break
            if now - started >= LONGEST_STEP:
                break
        return self.heard[since:]


def start(arguments, **options):
    return subprocess.Popen(arguments, stdin=subprocess.DEVNULL, **options)


def start_display(children):
    """Starts Xvfb on a display no other server holds and returns its number and the
    environment for it. (A server just stopped may hold its display a while longer.)"""
    quiet = subprocess.DEVNULL
    for attempt in range(8):
        number = random.randrange(100, 900)
        if os.path.exists(f"/tmp/.X{number}-lock"):
            continue
        server = start(["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], stdout=quiet, stderr=quiet)
        children.append(server)
        env = dict(os.environ, DISPLAY=f":{number}", GTK_A11Y="atspi", NO_AT_BRIDGE="0")
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("XAUTHORITY", None)
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if subprocess.run(["xdotool", "getdisplaygeometry"], env=env, stdout=quiet, stderr=quiet).returncode == 0:
                return number, env
            time.sleep(0.2)
        server.kill()
        server.wait()
        children.remove(server)
    fail("Xvfb did not start")


class XKeys:
    """Keys through the X server, by xdotool."""

    def __init__(self, env):
        self.env = env

    def keys(self, names):
        subprocess.run(["xdotool", "key", "--delay", "60"] + names, env=self.env, check=True)

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "60", text], env=self.env, check=True)


def click_accessible(name, window, env):
    """Clicks the middle of the first accessible called `name` that has a size, searching
    the desktop's applications breadth first (Orca's own tree has no such names), where
    GTK says it is in its window (GTK 4 gives window coordinates; GTK 4.8 does not say which
    nodes are showing)."""
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
    desktop = Atspi.get_desktop(0)
    queue = [desktop.get_child_at_index(i) for i in range(desktop.get_child_count())]
    while queue:
        node = queue.pop(0)
        if node is None:
            continue
        try:
            if node.get_name() == name:
                box = node.get_extents(Atspi.CoordType.WINDOW)
                if box.width > 0 and box.height > 0:
                    x, y = box.x + box.width // 2, box.y + box.height // 2
                    subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y), "click", "1"],
                                   env=env, check=True)
                    return
            queue.extend(node.get_child_at_index(i) for i in range(node.get_child_count()))
        except GLib.Error:
            continue
    fail("no accessible on screen is called " + name)


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
            fail(f"no keysym is named {name}")
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


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1], encoding="utf-8") as file:
            session = json.load(file)
    else:
        session = json.load(sys.stdin)
    wayland = bool(os.environ.get("WAYLAND_DISPLAY"))
    for program in ("orca",) if wayland else ("Xvfb", "openbox", "orca", "xdotool"):
        if shutil.which(program) is None:
            fail(f"{program} is not installed (Scripts/setup.sh tests)")
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
        fail("run this inside dbus-run-session")
    # The session's accessibility bus is found through its session bus, never one the
    # developer's environment names (a Flatpak terminal's), which their own Orca reads.
    os.environ.pop("AT_SPI_BUS_ADDRESS", None)
    # Terminated (a timeout, a cancelled run), the session still stops what it started and
    # removes its folder, as it does when it ends by itself.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    quiet = subprocess.DEVNULL
    children = []
    work = None
    try:
        work = tempfile.mkdtemp(prefix="mf-orca-")
        if wayland:
            env = dict(os.environ, GTK_A11Y="atspi", NO_AT_BRIDGE="0", GDK_BACKEND="wayland")
            env.pop("DISPLAY", None)
            if not os.environ.get("MATERIAL_FIELDS_XWAYLAND_DISPLAY"):
                fail("Orca needs mutter's Xwayland: run under Scripts/wayland-session.sh --xwayland")
        else:
            display, env = start_display(children)
            children.append(start(["openbox", "--sm-disable"], env=env, stdout=quiet, stderr=quiet))
        launcher = "/usr/libexec/at-spi-bus-launcher"
        if os.path.exists(launcher):
            launcher_log = open(os.path.join(work, "at-spi.log"), "wb")
            children.append(start([launcher, "--launch-immediately"], env=env, stdout=launcher_log, stderr=launcher_log))
        # Orca gives up at once when it cannot reach the AT-SPI registry: wait until it can.
        desktop = [sys.executable, "-c", "import pyatspi; pyatspi.Registry.getDesktop(0).childCount"]
        deadline = time.monotonic() + 30
        while subprocess.run(desktop, env=env, stdout=quiet, stderr=quiet).returncode != 0:
            if time.monotonic() > deadline:
                fail("the AT-SPI registry did not start")
            time.sleep(0.3)

        prefs = os.path.join(work, "orca")
        os.makedirs(prefs)
        general = {"speechServerFactory": "mf_silent_speech", "enableSpeech": True, "enableBraille": False,
                   "enableBrailleMonitor": False, "enableSpeechMonitor": False, "enableSound": False,
                   "enableKeyEcho": False, "enableEchoByCharacter": False, "enableEchoByWord": False,
                   "firstStart": False}
        with open(os.path.join(prefs, "user-settings.conf"), "w") as settings:
            json.dump({"general": general, "profiles": {"default": {"profile": ["Default", "default"]}},
                       "pronunciations": {}, "keybindings": {}}, settings)
        speech_log = os.path.join(work, "speech.jsonl")
        open(speech_log, "w").close()
        orca_env = dict(env, MF_ORCA_SPEECH_LOG=speech_log,
                        **({"DISPLAY": os.environ["MATERIAL_FIELDS_XWAYLAND_DISPLAY"],
                            "XAUTHORITY": os.environ.get("MATERIAL_FIELDS_XWAYLAND_XAUTHORITY", "")} if wayland else {}),
                        PYTHONPATH=HERE + os.pathsep + env.get("PYTHONPATH", ""))
        # Orca itself, private to this session: a developer's own Orca may be running.
        orca_args = [sys.executable, os.path.join(HERE, "private-orca.py"), "-u", prefs]
        if os.environ.get("MF_ORCA_DEBUG_FILE"):
            orca_args += ["--debug-file", os.environ["MF_ORCA_DEBUG_FILE"]]
        # Orca gives up when the AT-SPI registry is not up yet: start it again until it speaks.
        speech = Speech(speech_log)
        started = time.monotonic()
        orca = None
        while speech.poll() == 0 and time.monotonic() - started < 60:
            if orca is None or orca.poll() is not None:
                orca_log = open(os.path.join(work, "orca.log"), "wb")
                orca = start(orca_args, env=orca_env, stdout=orca_log, stderr=orca_log)
                children.append(orca)
            time.sleep(0.2)
        if not speech.heard:
            with open(os.path.join(work, "orca.log"), "rb") as log:
                said = log.read().decode(errors="replace")[-2000:]
            with open(os.path.join(work, "at-spi.log"), "rb") as log:
                fail("Orca said nothing on starting: " + said + " AT-SPI: " + log.read().decode(errors="replace")[-2000:])
        speech.wait_quiet(0, started)

        launched = speech.poll()
        app_env = dict(env, PYTHONFAULTHANDLER="1", **session.get("env", {}))
        app_log = open(os.path.join(work, "app.log"), "wb")
        app = start(session["command"], env=app_env, stdout=app_log, stderr=app_log)
        children.append(app)
        if wayland:
            # Mutter activates a new window as it maps it, after the application joined the
            # accessibility bus: Orca follows it from that activation.
            begun = time.monotonic()
            if not wait_for_wayland_window(env, session.get("window", ".")):
                fail("the application's window did not show")
            ready = speech.wait_quiet(launched, begun, first_word=8)
            keyboard = MutterKeys()
        else:
            # A loaded machine can take long to show it (a busy accessibility bus). A window
            # that has not shown in 90 s is given up on once: the application is stopped with
            # SIGABRT, so that a Python one writes where it was stuck (PYTHONFAULTHANDLER), and
            # started again; a second miss fails with what both runs said.
            missed = []
            for attempt in range(2):
                window = find_window(env, session.get("window", "."), 90)
                if window is not None:
                    break
                missed.append(stop_for_the_record(app, work, attempt, env))
                if attempt == 0:
                    app_log = open(os.path.join(work, "app.log"), "wb")
                    app = start(session["command"], env=app_env, stdout=app_log, stderr=app_log)
                    children.append(app)
            if window is None:
                fail("the application's window did not show: " + " / ".join(missed))
            for record in missed:
                print(f"warning: {record}; started again", file=sys.stderr, flush=True)
            # Orca follows an application from its window's activation, which must come after
            # the application joined the accessibility bus: minimise and activate it again.
            ready = []
            for attempt in range(3):
                time.sleep(1.5)
                subprocess.run(["xdotool", "windowminimize", "--sync", window], env=env, stdout=quiet, stderr=quiet, timeout=10)
                mark, begun = speech.poll(), time.monotonic()
                subprocess.run(["xdotool", "windowactivate", "--sync", window], env=env, stdout=quiet, stderr=quiet)
                ready = speech.wait_quiet(mark, begun, first_word=8)
                if ready:
                    break
            keyboard = XKeys(env)
        with open(f"/proc/{orca.pid}/comm") as name:
            orca_name = name.read().strip()
        print(json.dumps({"ready": [entry["text"] for entry in ready], "orca": orca_name}, ensure_ascii=False), flush=True)

        for index, step in enumerate(session["steps"]):
            if "sleep" in step:
                time.sleep(step["sleep"])
            mark = speech.poll()
            pressed = time.monotonic()
            if "keys" in step:
                keyboard.keys(step["keys"])
            elif "type" in step:
                keyboard.type(step["type"])
            elif "click" in step:
                if wayland:
                    fail("a click step needs an X display")
                click_accessible(step["click"], window, env)
            said = speech.wait_quiet(mark, pressed, until=step.get("until", ()))
            reply = round(said[0]["time"] - pressed, 3) if said else None
            record = {"step": index, "speech": [entry["text"] for entry in said if entry["kind"] != "key"],
                      "reply": reply}
            record.update({key: step[key] for key in ("keys", "type", "click", "name") if key in step})
            print(json.dumps(record, ensure_ascii=False), flush=True)
        if app.poll() is not None:
            with open(os.path.join(work, "app.log"), "rb") as log:
                fail("the application exited: " + log.read().decode(errors="replace")[-2000:])
        print(json.dumps({"done": True}), flush=True)
    finally:
        # A second SIGTERM does not cut the clean-up short (nothing is started from here).
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        for child in reversed(children):
            child.terminate()
        for child in reversed(children):
            try:
                child.wait(timeout=5)
            except subprocess.TimeoutExpired:
                child.kill()
        if work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
