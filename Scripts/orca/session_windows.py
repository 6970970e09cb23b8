"""Finding an application's window for orca-session.py: on an X display by its title, on
Wayland through the accessibility bus; and, for a window that never showed, what is known of
the application (stopped with SIGABRT, so that a Python one writes where it was stuck)."""
import os
import signal
import subprocess
import sys
import time


def find_window(env, title, seconds):
    """The X window titled `title` (a regular expression) once it is visible; None when none
    has shown within `seconds`."""
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", title],
                               env=env, capture_output=True, text=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        return None
    return found.stdout.split()[0] if found.stdout.split() else None


def stop_for_the_record(app, work, attempt, env):
    """Stops an application whose window never showed and says what is known of it: whether
    it was still running, the windows the display had, and the end of its log."""
    running = app.poll() is None
    if running:
        app.send_signal(signal.SIGABRT)
        try:
            app.wait(timeout=5)
        except subprocess.TimeoutExpired:
            app.kill()
    listed = subprocess.run(["xdotool", "search", "--name", "."], env=env, capture_output=True, text=True, timeout=10)
    names = []
    for window in listed.stdout.split()[:20]:
        named = subprocess.run(["xdotool", "getwindowname", window], env=env, capture_output=True, text=True, timeout=10)
        names.append(named.stdout.strip())
    with open(os.path.join(work, "app.log"), "rb") as log:
        said = log.read().decode(errors="replace")[-1500:]
    return (f"run {attempt + 1}: no window (the application {'was running' if running else 'had ended'}, "
            f"exit {app.returncode}; the display's windows: {names}); it said: {said}")


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
        if subprocess.run(probe, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return True
        time.sleep(0.3)
    return False
