#!/usr/bin/env bash
# Runs a command with IBus, the input-method framework GNOME uses, on the current X display:
# a daemon of its own (no panel, no cache) whose engine is ENGINE, then the command with
# GTK_IM_MODULE=ibus. The daemon is stopped at the end.
#   Scripts/ibus-session.sh ENGINE COMMAND [ARGUMENT...]     (e.g. anthy, hangul)
# Exits with the command's status, or 2 when IBus or the engine does not start. Needs ibus,
# ibus-gtk4 and the engine's package (Scripts/setup.sh tests installs ibus-anthy).
set -uo pipefail
engine=$1
shift
for program in ibus-daemon ibus; do
    command -v "$program" >/dev/null || { echo "error: $program is not installed (Scripts/setup.sh tests)" >&2; exit 2; }
done
# Engines written in Python (Anthy is) run on Debian's Python, which has its GObject bindings.
export PATH=/usr/bin:/bin:$PATH
# IBus itself runs without the tests' G_DEBUG=fatal-criticals: the `ibus` command asked before
# the daemon is up, or the daemon under load, may log a critical of its own, which is not the
# widgets' and must not stop the session (the command under test keeps G_DEBUG).
client_debug=${G_DEBUG-}
unset G_DEBUG
# What the session writes stays in a folder of its own. The daemon writes its address where
# its clients look for it, in the settings folder (ibus/bus/MACHINE-unix-DISPLAY): a settings
# folder of the session's, for the daemon and the command alike; and the engine keeps what
# it learns from the typing in its home folder (Anthy's ~/.anthy): a home of the daemon's.
# No address of the developer's (IBUS_ADDRESS) can lead --replace to their own daemon.
private=$(mktemp -d "${TMPDIR:-/tmp}/mf-ibus.XXXXXX") || exit 2
mkdir "$private/home" "$private/settings"
export XDG_CONFIG_HOME=$private/settings
unset IBUS_ADDRESS IBUS_ADDRESS_FILE
HOME=$private/home ibus-daemon --cache=none --replace --single --panel=disable >/dev/null 2>&1 </dev/null &
daemon=$!
# The daemon's helpers (its GTK extension, the engine) go with it, and the session's folder
# once none of them can still write into it.
stop() {
    local helpers helper
    helpers=$(pgrep -P "$daemon" || true)
    kill $helpers "$daemon" 2>/dev/null
    wait "$daemon" 2>/dev/null
    for helper in $helpers; do
        for _ in $(seq 1 50); do kill -0 "$helper" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$helper" 2>/dev/null
    done
    rm -rf "$private"
}
trap stop EXIT
for _ in $(seq 1 50); do
    ibus engine "$engine" >/dev/null 2>&1
    if [ "$(ibus engine 2>/dev/null)" = "$engine" ]; then
        G_DEBUG=$client_debug GTK_IM_MODULE=ibus "$@"
        exit $?
    fi
    sleep 0.2
done
echo "error: IBus did not start the $engine engine" >&2
exit 2
