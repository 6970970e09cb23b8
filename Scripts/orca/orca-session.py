#!/usr/bin/python3
"""Runs an application under a real Orca on a private X display and reports what Orca
says after each step of keyboard input.

    dbus-run-session -- Scripts/orca/orca-session.py SESSION.json

The session (a JSON file, or standard input when none is named):
    {"command": ["path/to/app", "--page", "signup"],   the application to start
     "window": "MaterialFields",                        its window's title (a regular expression)
     "steps": [{"keys": ["Tab"]}, {"type": "ada"}, {"keys": ["KP_Enter"]}, ...]}

Prints one JSON object a line: first {"ready": ...} when Orca follows the window, then a
{"step": i, "keys"|"type": ..., "speech": [...], "reply": seconds or null} per step, where
speech lists what Orca handed its speech server after the step's input and reply is the
time from the key press to the first of it. Then {"done": true}.

    dbus-run-session -- Scripts/orca/orca-session.py --serve

starts the display, its window manager and the AT-SPI bus once and runs the sessions it
reads from standard input, one JSON object a line, in turn, until standard input ends:
after {"serving": true}, each session prints its records as above, ending with
{"done": true} or {"error": ...}. The sessions share one Orca (started again should it
have ended); each starts and stops its own application.

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

from orca_keys import MutterKeys, XKeys, run

HERE = os.path.dirname(os.path.abspath(__file__))
QUIET = 1.2          # seconds without speech that end a step (Orca pauses longer on a busy machine)
FIRST_WORD = 6.0     # seconds a step waits for Orca to say anything at all
LONGEST_STEP = 20.0  # a step ends after this however much Orca says


def fail(message):
    """Reports `message` as the session's error and ends the session; when serving, the
    desktop stays for the next session (``main`` exits 2 otherwise)."""
    print(json.dumps({"error": message}), flush=True)
    raise SessionFailed(message)


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
        env = dict(os.environ, DISPLAY=f":{number}", GTK_A11Y="atspi", NO_AT_BRIDGE="0")
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("XAUTHORITY", None)
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if run(["xdotool", "getdisplaygeometry"], env=env, stdout=quiet, stderr=quiet).returncode == 0:
                children.append(server)
                return number, env
            time.sleep(0.2)
        server.kill()
        server.wait()
    fail("Xvfb did not start")


def wait_for_wayland_window(env, title):
    """Waits until an application on the accessibility bus shows a frame titled `title` (a
    regular expression): a Wayland client's windows are not listed anywhere else."""
    probe = [sys.executable, "-c", (
        "import pyatspi, re, sys\n"
        "for app in pyatspi.Registry.getDesktop(0):\n"
        "    for child in (app or []):\n"
        "        if child and re.search(sys.argv[1], child.name or ''):\n"
        "            sys.exit(0)\n"
        "sys.exit(1)\n"), title]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if run(probe, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return True
        time.sleep(0.3)
    return False


class Desktop:
    """The desktop the sessions share: a display (Xvfb with openbox, or the Wayland session
    this runs in), the AT-SPI bus and Orca, started once and stopped by ``close``."""

    def __init__(self):
        self.wayland = bool(os.environ.get("WAYLAND_DISPLAY"))
        for program in ("orca",) if self.wayland else ("Xvfb", "openbox", "orca", "xdotool"):
            if shutil.which(program) is None:
                fail(f"{program} is not installed (Scripts/setup.sh tests)")
        if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
            fail("run this inside dbus-run-session")
        self.work = tempfile.mkdtemp(prefix="mf-orca-")
        self.children = []
        self.keyboard = None
        try:
            self.start()
        except BaseException:
            self.close()
            raise

    def log(self, name):
        return open(os.path.join(self.work, name), "wb")

    def read_log(self, name):
        with open(os.path.join(self.work, name), "rb") as log:
            return log.read().decode(errors="replace")[-2000:]

    def start(self):
        quiet = subprocess.DEVNULL
        if self.wayland:
            env = dict(os.environ, GTK_A11Y="atspi", NO_AT_BRIDGE="0", GDK_BACKEND="wayland")
            env.pop("DISPLAY", None)
            if not os.environ.get("MATERIAL_FIELDS_XWAYLAND_DISPLAY"):
                fail("Orca needs mutter's Xwayland: run under Scripts/wayland-session.sh --xwayland")
        else:
            _, env = start_display(self.children)
            self.children.append(start(["openbox", "--sm-disable"], env=env, stdout=quiet, stderr=quiet))
        self.env = env
        launcher = "/usr/libexec/at-spi-bus-launcher"
        if os.path.exists(launcher):
            launcher_log = self.log("at-spi.log")
            self.children.append(start([launcher, "--launch-immediately"], env=env, stdout=launcher_log, stderr=launcher_log))
        run(["gsettings", "set", "org.gnome.desktop.interface", "toolkit-accessibility", "true"],
                       env=env, stdout=quiet, stderr=quiet, check=False)
        # Orca gives up at once when it cannot reach the AT-SPI registry: wait until it can.
        desktop = [sys.executable, "-c", "import pyatspi; pyatspi.Registry.getDesktop(0).childCount"]
        deadline = time.monotonic() + 30
        while run(desktop, env=env, stdout=quiet, stderr=quiet).returncode != 0:
            if time.monotonic() > deadline:
                fail("the AT-SPI registry did not start")
            time.sleep(0.3)

        prefs = os.path.join(self.work, "orca")
        os.makedirs(prefs)
        general = {"speechServerFactory": "mf_silent_speech", "enableSpeech": True, "enableBraille": False,
                   "enableBrailleMonitor": False, "enableSpeechMonitor": False, "enableSound": False,
                   "enableKeyEcho": False, "enableEchoByCharacter": False, "enableEchoByWord": False,
                   "firstStart": False}
        with open(os.path.join(prefs, "user-settings.conf"), "w") as settings:
            json.dump({"general": general, "profiles": {"default": {"profile": ["Default", "default"]}},
                       "pronunciations": {}, "keybindings": {}}, settings)
        speech_log = os.path.join(self.work, "speech.jsonl")
        open(speech_log, "w").close()
        # GLib's criticals are fatal for the application under test, not for Orca: with
        # G_DEBUG=fatal-criticals, libatspi's critical on an application that went away
        # (atspi_accessible_set_cache_mask) ends Orca before the next session.
        orca_env = dict({key: value for key, value in env.items() if key != "G_DEBUG"}, MF_ORCA_SPEECH_LOG=speech_log,
                        **({"DISPLAY": os.environ["MATERIAL_FIELDS_XWAYLAND_DISPLAY"],
                            "XAUTHORITY": os.environ.get("MATERIAL_FIELDS_XWAYLAND_XAUTHORITY", "")} if self.wayland else {}),
                        PYTHONPATH=HERE + os.pathsep + env.get("PYTHONPATH", ""))
        self.orca_args = ["orca", "-u", prefs]
        if os.environ.get("MF_ORCA_DEBUG_FILE"):
            self.orca_args += ["--debug-file", os.environ["MF_ORCA_DEBUG_FILE"]]
        self.orca_env = orca_env
        self.speech = Speech(speech_log)
        self.orca = None

    def start_orca(self):
        """Starts Orca and waits until it has said its greeting. Orca gives up when the
        AT-SPI registry is not up yet: it is started again until it speaks."""
        mark, started = self.speech.poll(), time.monotonic()
        while self.speech.poll() == mark and time.monotonic() - started < 60:
            if self.orca is None or self.orca.poll() is not None:
                self.orca = start(self.orca_args, env=self.orca_env, stdout=self.log("orca.log"), stderr=subprocess.STDOUT)
                self.children.append(self.orca)
            time.sleep(0.2)
        if self.speech.poll() == mark:
            fail("Orca said nothing on starting: " + self.read_log("orca.log") + " AT-SPI: " + self.read_log("at-spi.log"))
        self.speech.wait_quiet(mark, started)

    def run(self, session):
        """Starts the session's application (and Orca, on the first session or after one
        that ended it), presses its steps and prints what Orca said after each; the
        application is stopped after it, Orca and the display kept for the next session."""
        env, speech, quiet = self.env, self.speech, subprocess.DEVNULL
        app = None
        try:
            if self.orca is None or self.orca.poll() is not None:
                self.start_orca()
            launched = speech.poll()
            app = start(session["command"], env=dict(env, **session.get("env", {})), stdout=self.log("app.log"),
                        stderr=subprocess.STDOUT)
            if self.wayland:
                # Mutter activates a new window as it maps it, after the application joined the
                # accessibility bus: Orca follows it from that activation.
                begun = time.monotonic()
                if not wait_for_wayland_window(env, session.get("window", ".")):
                    fail("the application's window did not show")
                ready = speech.wait_quiet(launched, begun, first_word=8)
                self.keyboard = self.keyboard or MutterKeys()
            else:
                # A loaded machine can take long to show it (a busy accessibility bus); a window
                # that never shows is reported with what the application said.
                try:
                    found = run(["xdotool", "search", "--sync", "--onlyvisible", "--name", session.get("window", ".")],
                                           env=env, capture_output=True, text=True, timeout=120)
                    window = found.stdout.split()[0] if found.stdout.split() else None
                except subprocess.TimeoutExpired:
                    window = None
                if window is None:
                    fail("the application's window did not show; it said: " + self.read_log("app.log"))
                # Orca follows an application from its window's activation, which must come after
                # the application joined the accessibility bus: minimise the window and activate
                # it again. Where Orca heard the application's first events before it could read
                # them, it misses the activation (and any later one): the first key is then what
                # it follows, so one try is all that is worth its time.
                time.sleep(1.5)
                run(["xdotool", "windowminimize", "--sync", window], env=env, stdout=quiet, stderr=quiet, timeout=10)
                mark, begun = speech.poll(), time.monotonic()
                run(["xdotool", "windowactivate", "--sync", window], env=env, stdout=quiet, stderr=quiet)
                ready = speech.wait_quiet(mark, begun, first_word=4)
                self.keyboard = XKeys(env)
            print(json.dumps({"ready": [entry["text"] for entry in ready]}, ensure_ascii=False), flush=True)

            for index, step in enumerate(session["steps"]):
                if "sleep" in step:
                    time.sleep(step["sleep"])
                mark = speech.poll()
                pressed = time.monotonic()
                try:
                    if "keys" in step:
                        self.keyboard.keys(step["keys"])
                    elif "type" in step:
                        self.keyboard.type(step["type"])
                except LookupError as error:
                    fail(str(error))
                said = speech.wait_quiet(mark, pressed, until=step.get("until", ()))
                reply = round(said[0]["time"] - pressed, 3) if said else None
                record = {"step": index, "speech": [entry["text"] for entry in said if entry["kind"] != "key"],
                          "reply": reply}
                record.update({key: step[key] for key in ("keys", "type", "name") if key in step})
                print(json.dumps(record, ensure_ascii=False), flush=True)
            if app.poll() is not None:
                fail("the application exited: " + self.read_log("app.log"))
            print(json.dumps({"done": True}), flush=True)
        finally:
            stop([app] if app else [])
            # What Orca says as the window goes belongs to no session: let it finish.
            speech.wait_quiet(speech.poll(), time.monotonic(), first_word=1.0)

    def close(self):
        stop(reversed(self.children))
        shutil.rmtree(self.work, ignore_errors=True)


def stop(processes):
    processes = list(processes)
    for process in processes:
        process.terminate()
    for process in processes:
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


class SessionFailed(Exception):
    pass


def main():
    # Stopped from outside (a test run killed): Orca, the display and the bus go too.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(1))
    serving = sys.argv[1:2] == ["--serve"]
    desktop = Desktop()
    try:
        if not serving:
            path = sys.argv[1] if len(sys.argv) > 1 else None
            with open(path, encoding="utf-8") if path else sys.stdin as file:
                desktop.run(json.load(file))
            return
        # One session a line; each ends with {"done": true} or {"error": ...}, and a session
        # that failed leaves Orca and the display to the next.
        print(json.dumps({"serving": True}), flush=True)
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                desktop.run(json.loads(line))
            except SessionFailed:
                pass
    finally:
        desktop.close()


if __name__ == "__main__":
    try:
        main()
    except SessionFailed:
        sys.exit(2)
