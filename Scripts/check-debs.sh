#!/usr/bin/env bash
# Builds the Debian packages (Scripts/build-debs.sh: debian/, dpkg-buildpackage, debhelper, in
# an export of the clone's Git tree) and checks them as Debian would:
#   - an untracked file in the clone, written to all through the build (as a log of
#     `Scripts/test.sh | tee test.log` is), does not stop it and is not in the source package,
#     whose every file Git tracks;
#   - lintian reports no error and no warning (--pedantic; its info lines are printed);
#   - the library is in Debian's multiarch folder (what it exports is pinned by the symbols
#     file, which dpkg-gensymbols checks at level 4 in the build, and by OtherLanguagesTests);
#   - as root, installs them, builds and runs the C sign-up example with the installed
#     pkg-config file and the Python one through the installed typelib (no environment set),
#     each with the Swift toolchain's folder hidden, then purges them. As another user, asks
#     apt to simulate the installation (apt resolves every dependency).
# INSTALL_PREFIX=PREFIX goes on to Scripts/build-debs.sh, which then also installs the library
# into PREFIX from the same build (Scripts/test.sh's .build/c).
set -euo pipefail
cd "$(dirname "$0")/.."
# The writer is stopped and its file removed however the build ends.
untracked=untracked-user-file.log
if [ -e "$untracked" ]; then
    echo "error: $untracked, which this check writes and removes, is already in the clone: remove it" >&2
    exit 1
fi
(while :; do date +%s.%N >>"$untracked"; sleep 0.1; done) &
writer=$!
trap 'kill "$writer" 2>/dev/null || true; rm -f "$untracked"' EXIT
start=$SECONDS
Scripts/build-debs.sh .build/debs
echo "debs: built in $(( SECONDS - start )) s"
kill "$writer"
wait "$writer" 2>/dev/null || true
written=$(wc -l <"$untracked")
rm -f "$untracked"
trap - EXIT
# The tarball's paths without its top folder, and its folders left out.
listing=$(tar -tf .build/debs/*.tar.xz | sed -e 's|^[^/]*/||' -e '/\/$/d' -e '/^$/d' | sort)
if grep -qxF "$untracked" <<<"$listing"; then
    echo "error: the source package holds $untracked, an untracked file of the clone" >&2
    exit 1
fi
not_tracked=$(comm -23 <(echo "$listing") <(git -c safe.directory="$PWD" -c core.quotePath=false ls-files | sort))
if [ -n "$not_tracked" ]; then
    echo "error: the source package holds files Git does not track:" >&2
    echo "$not_tracked" >&2
    exit 1
fi
echo "debs: an untracked file being written is not in the source package ($written lines written during the build; its $(wc -l <<<"$listing") files are all tracked by Git)"
debs=(.build/debs/libmaterialfields0_*.deb .build/debs/libmaterialfields-dev_*.deb .build/debs/gir1.2-materialfields-1.0_*.deb)

# lintian exits non-zero on an error or a warning (or when it cannot run).
lintian_log=$(mktemp)
lintian_status=0
lintian --pedantic --display-info --fail-on error,warning .build/debs/*.changes >"$lintian_log" 2>&1 || lintian_status=$?
grep -v '^running with root privileges' "$lintian_log" || true
if [ "$lintian_status" -ne 0 ]; then
    echo "error: lintian reports errors or warnings on the packages (exit $lintian_status)" >&2
    exit 1
fi
echo "debs: lintian reports no error and no warning ($(grep -cE '^[IP]: ' "$lintian_log" || true) info and pedantic notes)"
rm -f "$lintian_log"

unpacked=$(mktemp -d)
dpkg-deb --extract .build/debs/libmaterialfields0_*.deb "$unpacked"
library=$(find "$unpacked/usr/lib" -name 'libmaterialfields.so.0.*' -type f)
case "$library" in
    "$unpacked/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/"*) ;;
    *) echo "error: the library is not in the multiarch folder: $library" >&2; exit 1 ;;
esac
echo "debs: the library is ${library#"$unpacked"}, $(du -k "$library" | cut -f1) KiB"
rm -rf "$unpacked"
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
    # A program that fails is reported with what it printed, below.
    output=$(Scripts/without-swift.sh Scripts/gtk-session.sh $program) || true
    if ! grep -qxF "$expected" <<<"$output"; then
        echo "error: $program from the installed packages printed:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "debs: $program works from /usr without Swift (Scripts/without-swift.sh)"
done
rm -rf "$work"
