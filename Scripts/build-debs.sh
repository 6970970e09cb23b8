#!/usr/bin/env bash
# Builds the Debian source package of libmaterialfields (a native one: the tree without its
# build folders) and its binary packages, from debian/ with dpkg-buildpackage and debhelper,
# into OUTDIR (default .build/debs):
#   libmaterialfields0            the library (/usr/lib/TRIPLET/libmaterialfields.so.0)
#   libmaterialfields-dev         header, pkg-config file, GIR, Vala API and the C reference
#   gir1.2-materialfields-1.0     the typelib, for Python, GJS and other introspection users
#   Scripts/build-debs.sh [OUTDIR]
#   apt-get install ./OUTDIR/*.deb      (Debian 12 or 13; apt brings GTK)
# Needs Swift on PATH and the Build-Depends in debian/control (Scripts/setup.sh tests installs
# them); needs no root. The library carries Swift's runtime inside it: no package needs Swift.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/debs}")
source=$(dpkg-parsechangelog -S Source)
version=$(dpkg-parsechangelog -S Version)
arch=$(dpkg --print-architecture)
packages=(libmaterialfields0 libmaterialfields-dev gir1.2-materialfields-1.0)

# dpkg-buildpackage writes its results beside the source folder, where they are picked up.
dpkg-buildpackage --build=source,binary --no-sign
mkdir -p "$out"
rm -f "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo "$out"/*.dsc "$out"/*.tar.*
for package in "${packages[@]}"; do
    mv "../${package}_${version}_$arch.deb" "$out/"
    echo "built $out/${package}_${version}_$arch.deb"
done
mv "../${source}_${version}_$arch.changes" "../${source}_${version}_$arch.buildinfo" \
    "../${source}_$version.dsc" "../${source}_$version.tar.xz" "$out/"
# The staging folders and debhelper's logs go; Swift's build folders stay (the next build's cache).
debian/rules clean >/dev/null
