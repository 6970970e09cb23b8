#!/usr/bin/env bash
# Runs a command as on a machine without Swift: in a private mount namespace where the
# toolchain's folder is hidden behind an empty one, so nothing of Swift's can load.
#   Scripts/without-swift.sh COMMAND [ARGUMENTS...]
# Needs root (unshare). Works on a host and in a chroot (where / is no mount point: the
# mount holding the toolchain is made private in the new namespace instead).
set -euo pipefail
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")
exec unshare -m --propagation unchanged sh -c '
    mount --make-rprivate "$(findmnt -n -o TARGET -T "$0")" && mount -t tmpfs none "$0" && exec "$@"' "$toolchain" "$@"
