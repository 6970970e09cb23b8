#!/usr/bin/env bash
# Installs the Debian packages the project needs, then gets out of the way:
#   Scripts/setup.sh          what the demo needs (GTK 4's headers and pkg-config file)
#   Scripts/setup.sh tests    that, plus what the tests need (a virtual X display, a session
#                             bus, real key presses, the fonts the golden images use, an
#                             AT-SPI reader to check the demo as a screen reader sees it, and
#                             a C compiler, GObject introspection and PyGObject for the C and
#                             Python examples)
# Works as root (no sudo needed, none used) and as a user with sudo. Installs nothing and
# asks for no password when everything is already there.
set -euo pipefail

packages=(libgtk-4-dev)
case "${1:-demo}" in
    demo) ;;
    tests) packages+=(xvfb xauth dbus xdotool fonts-dejavu-core fonts-dejavu-extra python3-pyatspi at-spi2-core
                      gcc libc6-dev pkg-config gobject-introspection libgirepository1.0-dev python3-gi gir1.2-gtk-4.0) ;;
    *) echo "usage: Scripts/setup.sh [demo|tests]" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "error: installing ${missing[*]} needs root: run this as root, or install sudo" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y "${missing[@]}"
