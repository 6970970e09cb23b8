#!/usr/bin/env bash
# Runs a command as a client of GNOME's own compositor, in a headless Wayland session of its
# own: mutter on a 1280x1024 virtual monitor.
#   dbus-run-session -- Scripts/wayland-session.sh [--xwayland] COMMAND [ARGUMENT...]
# The command gets WAYLAND_DISPLAY and GDK_BACKEND=wayland, no DISPLAY, and reaches mutter's
# remote-desktop D-Bus interface (real key events) on the session bus. Without --xwayland
# there is no X server at all; with it, mutter also runs Xwayland, as GNOME's session does,
# and names its display and authority file in MATERIAL_FIELDS_XWAYLAND_DISPLAY and
# MATERIAL_FIELDS_XWAYLAND_XAUTHORITY for the tools that need X (Orca 43 and later read the
# keyboard's modifiers from it). Mutter's own messages go to
# $MATERIAL_FIELDS_MUTTER_LOG (default: a file removed at the end). Exits with the command's
# status, or 2 when mutter does not start. Needs mutter, and xwayland for --xwayland
# (Scripts/setup.sh tests).
set -uo pipefail
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
    echo "error: run this inside dbus-run-session" >&2
    exit 2
fi
command -v mutter >/dev/null || { echo "error: mutter is not installed (Scripts/setup.sh tests)" >&2; exit 2; }
x11=--no-x11
if [ "${1:-}" = --xwayland ]; then
    x11=""
    shift
fi
# A runtime folder of the session's own holds the Wayland socket.
runtime=$(mktemp -d "${TMPDIR:-/tmp}/material-fields-wayland.XXXXXX")
chmod 700 "$runtime"
log=${MATERIAL_FIELDS_MUTTER_LOG:-$runtime/mutter.log}
# shellcheck disable=SC2086 # no argument when X11 is on
XDG_RUNTIME_DIR=$runtime mutter --headless --wayland $x11 --virtual-monitor 1280x1024 \
    --wayland-display material-fields >"$log" 2>&1 &
mutter=$!
cleanup() { kill "$mutter" 2>/dev/null; wait "$mutter" 2>/dev/null; rm -rf "$runtime"; }
trap cleanup EXIT
# Ready when its socket exists, its remote desktop is on the bus and (asked for) Xwayland's
# display is named in its log.
for _ in $(seq 1 100); do
    xwayland=$(sed -n 's/.*Using public X11 display \(:[0-9]*\).*/\1/p' "$log" | head -n 1)
    if [ -S "$runtime/material-fields" ] && { [ -n "$x11" ] || [ -n "$xwayland" ]; } && gdbus call --session --dest org.freedesktop.DBus \
        --object-path /org/freedesktop/DBus --method org.freedesktop.DBus.NameHasOwner \
        org.gnome.Mutter.RemoteDesktop 2>/dev/null | grep -q true; then
        authority=$(find "$runtime" -maxdepth 1 -name '.mutter-Xwaylandauth.*' | head -n 1)
        env -u DISPLAY XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY=material-fields GDK_BACKEND=wayland \
            MATERIAL_FIELDS_XWAYLAND_DISPLAY="$xwayland" MATERIAL_FIELDS_XWAYLAND_XAUTHORITY="$authority" "$@"
        exit $?
    fi
    kill -0 "$mutter" 2>/dev/null || break
    sleep 0.2
done
echo "error: mutter did not start a Wayland session:" >&2
tail -n 20 "$log" >&2
exit 2
