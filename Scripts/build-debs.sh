#!/usr/bin/env bash
# Builds the Debian source package of libmaterialfields (a native one) and its binary
# packages, from debian/ with dpkg-buildpackage and debhelper, into OUTDIR (default .build/debs):
#   libmaterialfields0            the library (/usr/lib/TRIPLET/libmaterialfields.so.0)
#   libmaterialfields-dev         header, pkg-config file, GIR, Vala API and the C reference
#   gir1.2-materialfields-1.0     the typelib, for Python, GJS and other introspection users
#   Scripts/build-debs.sh [OUTDIR]
#   apt-get install ./OUTDIR/*.deb      (Debian 12 or 13; apt brings GTK)
# The packages are built from the clone's Git tree, never from its folder: the tracked files
# as they are now (HEAD, with any uncommitted changes to tracked files: `git stash create`
# makes a commit of them and touches nothing) are exported with `git archive` into
# .build-debs/SOURCE-VERSION, and dpkg-buildpackage runs there. Untracked files (a log being
# written, an editor's backup) are never in the packages; a new file is once `git add`ed.
# CI builds a clean clone, where that is HEAD.
# Swift's build folder for the packages is .build-debs/swift, kept between builds: a file the
# same as in the last export keeps its time there, so only what changed is compiled again.
# INSTALL_PREFIX=PREFIX also installs the library from the same export and Swift build folder
# into PREFIX (Scripts/install-c-library.sh PREFIX), compiling nothing again: Scripts/test.sh
# gets the tests' copy (.build/c) so, with the library compiled once.
# Needs git, Swift on PATH and the Build-Depends in debian/control (Scripts/setup.sh tests
# installs them); needs no root. The library carries Swift's runtime inside it: no package
# needs Swift.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/debs}")
install_prefix=${INSTALL_PREFIX:+$(realpath -m "$INSTALL_PREFIX")}
work=$PWD/.build-debs
arch=$(dpkg --print-architecture)
packages=(libmaterialfields0 libmaterialfields-dev gir1.2-materialfields-1.0)

if ! command -v git >/dev/null 2>&1; then
    echo "error: the Debian packages are built from the clone's Git tree, and git is not installed" >&2
    exit 1
fi
# The clone is the one this script comes from, also for root in a copy of another user's
# clone (the Debian 13 lane), which git would otherwise refuse as of dubious ownership.
git() { command git -c safe.directory="$PWD" "$@"; }
if ! git rev-parse --verify --quiet 'HEAD^{commit}' >/dev/null 2>&1; then
    echo "error: the Debian packages are built from the clone's Git tree, and $PWD is not a Git clone with a commit (HEAD)" >&2
    exit 1
fi

# One build at a time in this clone: a second waits here rather than share the export.
mkdir -p "$work"
exec 9>"$work/lock"
flock 9

# The tracked files as they are: a commit of the uncommitted changes to them, or HEAD.
snapshot=$(git stash create 'Scripts/build-debs.sh')
commit=${snapshot:-$(git rev-parse HEAD)}
incoming=$work/incoming
rm -rf "$incoming"
mkdir -p "$incoming"
# Every file is given the time of the export (tar -m); a file the same as in the last export
# gets its time back below, so Swift's incremental build sees it unchanged.
git -c tar.umask=0022 archive --format=tar "$commit" | tar -x -m -C "$incoming"
source=$(dpkg-parsechangelog -l "$incoming/debian/changelog" -S Source)
version=$(dpkg-parsechangelog -l "$incoming/debian/changelog" -S Version)
# The folder's name is the source tarball's top folder; dpkg-buildpackage writes its results
# beside it, in .build-debs/src, which holds nothing else.
stage=$work/src/$source-$version
if [ -d "$stage" ]; then
    while IFS= read -r -d '' file; do
        if [ -f "$stage/$file" ] && [ ! -L "$stage/$file" ] && cmp -s "$incoming/$file" "$stage/$file"; then
            touch -r "$stage/$file" "$incoming/$file"
        fi
    done < <(cd "$incoming" && find . -type f -print0)
fi
rm -rf "$work/src"
mkdir -p "$work/src"
mv "$incoming" "$stage"
# A new file the build needs is left out until it is added: say which ones are.
untracked=$(git ls-files --others --exclude-standard)
if [ -n "$untracked" ]; then
    echo "note: $(wc -l <<<"$untracked") untracked file(s) of the clone are not in the packages (git add what they need):"
    head -n 10 <<<"$untracked" | sed 's/^/  /'
fi
if [ -n "$snapshot" ]; then
    echo "building the Debian packages from $(git rev-parse --short HEAD) with the uncommitted changes to tracked files ($(git rev-parse --short "$snapshot")), in $stage"
else
    echo "building the Debian packages from $(git rev-parse --short HEAD), in $stage"
fi

# debian/rules passes SCRATCH_PATH on to Scripts/install-c-library.sh (Swift's build folder).
(cd "$stage" && SCRATCH_PATH=$work/swift dpkg-buildpackage --build=source,binary --no-sign)
if [ -n "$install_prefix" ]; then
    (cd "$stage" && SCRATCH_PATH=$work/swift Scripts/install-c-library.sh "$install_prefix")
fi
mkdir -p "$out"
rm -f "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo "$out"/*.dsc "$out"/*.tar.*
for package in "${packages[@]}"; do
    mv "$work/src/${package}_${version}_$arch.deb" "$out/"
    echo "built $out/${package}_${version}_$arch.deb"
done
mv "$work/src/${source}_${version}_$arch.changes" "$work/src/${source}_${version}_$arch.buildinfo" \
    "$work/src/${source}_$version.dsc" "$work/src/${source}_$version.tar.xz" "$out/"
# The staging folders and debhelper's logs go; the export stays (its files' times are what
# the next build compares with), and so does Swift's build folder (the next build's cache).
(cd "$stage" && debian/rules clean >/dev/null)
