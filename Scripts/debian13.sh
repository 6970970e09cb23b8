#!/usr/bin/env bash
# The Debian 13 lane: runs the README's test command in a Debian 13 (trixie, GTK 4.18)
# root, as root and with no sudo there, so that Scripts/setup.sh installs GTK 4.18 itself.
#   Scripts/debian13.sh            make the root if needed, then run the tests in it
#   Scripts/debian13.sh setup      make the root if needed and install the tests' packages in it
#   Scripts/debian13.sh shell      an interactive shell in the root, in the copy of the clone
#   Scripts/debian13.sh run CMD…   a command in the root, in the copy of the clone
# The root is made once with debootstrap (about 5 minutes) in $MATERIAL_FIELDS_DEBIAN13_ROOT
# (default /var/tmp/material-fields-debian13) and reused; delete the folder to start anew.
# This machine's Swift toolchain and Swift package mirror are bound into the root at the
# same paths; the clone is copied (without its build folders) to /src/material-fields in
# the root, whose own build folders are kept between runs.
# Needs root, or sudo: debootstrap, mount and chroot do.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: the Debian 13 lane needs root or sudo" >&2; exit 1; }
    exec sudo --preserve-env=CI,MATERIAL_FIELDS_DEBIAN13_ROOT bash "$0" "$@"
fi

root=${MATERIAL_FIELDS_DEBIAN13_ROOT:-/var/tmp/material-fields-debian13}
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
toolchain=$(dirname "$(dirname "$swift_bin")")
# The folder git reads github.com's packages from (url.<folder>.insteadOf), if any.
mirror=$(git config --system --get-regexp '^url\..*\.insteadof$' 2>/dev/null | head -n 1 |
         sed -E 's/^url\.(.*)\.insteadof .*/\1/' || true)
mirror=${mirror%/}

# The Debian archive this machine's apt uses, so the root comes from the same place.
archive=$(grep -hE '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
          grep -v security | head -n 1 | sed -E 's/^URIs: *//; s/^deb +(\[[^]]*\] +)?//; s/ .*//' || true)

make_root() {
    echo "== Debian 13: making the root in $root =="
    if ! command -v debootstrap >/dev/null 2>&1; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap
    fi
    rm -rf "$root"
    debootstrap --variant=minbase trixie "$root" ${archive:+"$archive"}
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    chroot "$root" apt-get update
    # What Swift itself needs to build and link (the toolchain is bound in, not installed).
    chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        git ca-certificates gcc g++ libc6-dev binutils libcurl4t64 libxml2 libedit2 libsqlite3-0 \
        libncurses6 libstdc++-14-dev zlib1g-dev python3
    touch "$root/.material-fields-ready"
}
# One run at a time: a second waits here rather than share the root's mounts and copy.
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock 9
[ -e "$root/.material-fields-ready" ] || make_root

mounted=()
unmount_all() {
    local i
    for (( i=${#mounted[@]}-1; i>=0; i-- )); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
}
trap unmount_all EXIT
bind() {
    mkdir -p "$root$2"
    mount "${@:3}" --bind "$1" "$root$2"
    mounted+=("$root$2")
}
# What a run killed before its clean-up left mounted would lie under this run's mounts.
for target in /dev/pts /dev /proc ${mirror:+"$mirror"} "$toolchain"; do
    while mountpoint -q "$root$target"; do umount -l "$root$target"; done
done
mkdir -p "$root/proc"
mount -t proc proc "$root/proc"; mounted+=("$root/proc")
bind /dev /dev
bind /dev/pts /dev/pts
bind "$toolchain" "$toolchain" -o ro
[ -n "$mirror" ] && [ -d "$mirror" ] && bind "$mirror" "$mirror"
[ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
cp /etc/resolv.conf "$root/etc/resolv.conf"

# A copy of the clone as it is now, its build folders left out (the root keeps its own);
# what the clone no longer has goes from the copy too.
mkdir -p "$root/src/material-fields"
find "$root/src/material-fields" -mindepth 1 -maxdepth 1 ! -name '.build*' -exec rm -rf {} +
tar -C "$repo" --exclude='./.build' --exclude='./.build-*' --exclude='./.build_*' -cf - . |
    tar -C "$root/src/material-fields" -xf -

in_root=(chroot "$root" env -i HOME=/root TERM="${TERM:-dumb}" LANG=C.UTF-8 ${CI:+CI="$CI"}
         PATH="$swift_bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
case "${1:-test}" in
    test)
        echo "== Debian 13 (GTK 4.18): the README's test command, as root with no sudo =="
        "${in_root[@]}" bash -c 'cd /src/material-fields && Scripts/setup.sh tests && Scripts/test.sh' ;;
    setup)
        "${in_root[@]}" bash -c 'cd /src/material-fields && Scripts/setup.sh tests' ;;
    shell)
        "${in_root[@]}" bash -c 'cd /src/material-fields && exec bash -i' ;;
    run)
        shift
        "${in_root[@]}" bash -c 'cd /src/material-fields && exec "$@"' run "$@" ;;
    *) echo "usage: Scripts/debian13.sh [test|setup|shell|run COMMAND...]" >&2; exit 2 ;;
esac
