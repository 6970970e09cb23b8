#!/usr/bin/env bash
# Builds the Debian packages (Scripts/build-debs.sh) and checks that they install with apt and
# work where Swift is absent: as root, installs them, builds and runs the C sign-up example
# with the installed pkg-config file and the Python one through the installed typelib (no
# environment set), each with the Swift toolchain's folder hidden, then removes them. As
# another user, asks apt to simulate the installation (apt resolves every dependency).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/build-debs.sh .build/debs
debs=(.build/debs/libmaterialfields0_*.deb .build/debs/libmaterialfields-dev_*.deb .build/debs/gir1.2-materialfields-1.0_*.deb)
if [ "$(id -u)" -ne 0 ]; then
    apt-get install --simulate "${debs[@]/#/./}" | grep -E '^(Inst|Conf) ' 
    echo "debs: resolved by apt (installed only when run as root)"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y "${debs[@]/#/./}" >/dev/null
trap 'apt-get purge -y libmaterialfields0 libmaterialfields-dev gir1.2-materialfields-1.0 >/dev/null' EXIT
work=$(mktemp -d)
gcc -Wall -Wextra -Wno-unused-parameter -Werror c/examples/sign-up.c -o "$work/sign-up" $(pkg-config --cflags --libs material-fields)
expected="submitted: name=Ada Lovelace email=ada@example.com size=Medium birthday=1990-12-10 newsletter=yes"
for program in "$work/sign-up --check" "/usr/bin/python3 c/examples/sign-up.py --check"; do
    # shellcheck disable=SC2086 # the program and its arguments
    output=$(G_DEBUG=fatal-criticals Scripts/without-swift.sh xvfb-run -a $program)
    if ! grep -qxF "$expected" <<<"$output"; then
        echo "error: $program from the installed packages printed:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "debs: $program works from /usr without Swift (Scripts/without-swift.sh)"
done
rm -rf "$work"
