#!/usr/bin/env bash
# Installs the Debian packages the project needs, then gets out of the way:
#   Scripts/setup.sh          what the demo needs (GTK 4's headers and pkg-config file)
#   Scripts/setup.sh tests    that, plus what the tests need (a virtual X display, a session
#                             bus, real key presses, the fonts the golden images use, an
#                             AT-SPI reader to check the demo as a screen reader sees it, and
#                             a C compiler, GObject introspection, PyGObject, GJS, Vala and
#                             gi-docgen for the C library's examples and reference, and
#                             Orca with a window manager for the screen-reader test,
#                             debhelper and lintian to build and check the Debian packages,
#                             mutter with Xwayland for a headless GNOME Wayland session,
#                             IBus with its Anthy engine for the input-method tests, and
#                             valgrind, whose callgrind checks the C library's link order)
# Works as root (no sudo needed, none used) and as a user with sudo. Installs nothing and
# asks for no password when everything is already there.
set -euo pipefail

packages=(libgtk-4-dev)
# Installed without their recommendations: Orca's would bring a speech server and sound
# stack the test does not use (it speaks into a log), openbox's a desktop menu.
lean=()
case "${1:-demo}" in
    demo) ;;
    tests) packages+=(xvfb xauth dbus xdotool fonts-dejavu-core fonts-dejavu-extra python3-pyatspi at-spi2-core
                      gcc libc6-dev pkg-config gobject-introspection libgirepository1.0-dev python3-gi gir1.2-gtk-4.0
                      gjs valac gi-docgen locales-all locales gettext)
           lean+=(orca openbox dbus-x11 debhelper lintian mutter xwayland ibus ibus-gtk4 ibus-anthy blueprint-compiler valgrind) ;;
    *) echo "usage: Scripts/setup.sh [demo|tests]" >&2; exit 2 ;;
esac

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=() missing_lean=()
for package in "${packages[@]}"; do installed "$package" || missing+=("$package"); done
for package in "${lean[@]}"; do installed "$package" || missing_lean+=("$package"); done
[ ${#missing[@]} -eq 0 ] && [ ${#missing_lean[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "error: installing ${missing[*]} ${missing_lean[*]} needs root: run this as root, or install sudo" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
[ ${#missing[@]} -eq 0 ] || "${as_root[@]}" apt-get install -y "${missing[@]}"
[ ${#missing_lean[@]} -eq 0 ] || "${as_root[@]}" apt-get install -y --no-install-recommends "${missing_lean[@]}"
