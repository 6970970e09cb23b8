#!/usr/bin/env bash
# Runs a command as on a machine without Swift: nothing of the Swift toolchain may load.
#   Scripts/without-swift.sh COMMAND [ARGUMENTS...]
# Where the machine allows a private mount namespace (as root, or as a user in a user
# namespace of their own, which Debian allows), the toolchain's folder is hidden behind an
# empty one, so a library that needs Swift fails to load as it would for a user. A user
# keeps their own uid in it (unshare --map-current-user --keep-caps): mapped to root, as
# unshare -r does, they would claim uid 0 to the session and accessibility buses, which
# refuse them, and GTK's critical about it is fatal under G_DEBUG=fatal-criticals.
# Works on a host and in a chroot (where / is no mount point: the mount holding the toolchain
# is made private in the new namespace instead).
# Where it does not (some sandboxes refuse the mounts), the command runs as it is with the
# dynamic loader's record on (LD_DEBUG=files), and the run fails if any object was loaded
# from the toolchain's folder. MATERIAL_FIELDS_WITHOUT_SWIFT=audit asks for that way anyway.
# Exits with the command's status, or 1 when something of Swift's was loaded.
set -euo pipefail
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")
as_root=()
if [ "$(id -u)" -ne 0 ]; then
    as_root=(-r)
    unshare --help 2>/dev/null | grep -q -- '--keep-caps' && as_root=(--map-current-user --keep-caps)
fi
# In a new mount namespace whose mounts do not reach the machine's, the toolchain is covered
# with an empty tmpfs. The namespace's mounts are made private from / (on a host), or from the
# mount that holds the toolchain (in a chroot, where / is no mount point; findmnt names that
# mount once for each mount stacked on it, hence the first line only).
hide() { # PROPAGATION MAKE-PRIVATE COMMAND...
    local propagation=$1 private=$2
    shift 2
    unshare "${as_root[@]}" -m --propagation "$propagation" sh -c \
        "$private"' mount -t tmpfs none "$0" && ! [ -e "$0/bin" ] && exec "$@"' "$toolchain" "$@"
}
in_chroot='mount --make-rprivate "$(findmnt -n -o TARGET -T "$0" | head -n 1)" &&'
if [ "${MATERIAL_FIELDS_WITHOUT_SWIFT:-hide}" != audit ]; then
    if hide private '' true 2>/dev/null; then
        hide private '' "$@"; exit
    elif hide unchanged "$in_chroot" true 2>/dev/null; then
        hide unchanged "$in_chroot" "$@"; exit
    fi
fi

record=$(mktemp -d)
trap 'rm -rf "$record"' EXIT
status=0
LD_DEBUG=files LD_DEBUG_OUTPUT="$record/loader" "$@" || status=$?
# Every object loaded is named in the record ("file=…", "needed by …", "calling init: …").
if loaded=$(grep -hF "$toolchain/" "$record"/loader.* 2>/dev/null); then
    echo "error: $1 loaded from the Swift toolchain ($toolchain), which a user may not have:" >&2
    grep -oE '/[^ ]+' <<<"$loaded" | grep -F "$toolchain/" | sort -u >&2
    exit 1
fi
exit "$status"
