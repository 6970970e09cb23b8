#!/usr/bin/env bash
# Runs a command as on a machine without Swift: in a private mount namespace where the
# toolchain's folder is hidden behind an empty one, so nothing of Swift's can load.
#   Scripts/without-swift.sh COMMAND [ARGUMENTS...]
# As root, or as a user in a user namespace of their own (unshare -r, which Debian allows).
# Works on a host and in a chroot (where / is no mount point: the mount holding the toolchain
# is made private in the new namespace instead).
set -euo pipefail
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(-r)
exec unshare "${as_root[@]}" -m --propagation unchanged sh -c '
    mount --make-rprivate "$(findmnt -n -o TARGET -T "$0")" && mount -t tmpfs none "$0" && exec "$@"' "$toolchain" "$@"
