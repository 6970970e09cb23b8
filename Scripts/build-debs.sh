#!/usr/bin/env bash
# Builds the Debian packages of libmaterialfields into OUTDIR (default .build/debs):
#   libmaterialfields0            the library (/usr/lib/libmaterialfields.so.0)
#   libmaterialfields-dev         header, pkg-config file, GIR, Vala API and the C reference
#   gir1.2-materialfields-1.0     the typelib, for Python, GJS and other introspection users
#   Scripts/build-debs.sh [OUTDIR]
#   apt-get install ./OUTDIR/*.deb      (Debian 12 or 13; apt brings GTK)
# The library carries Swift's runtime inside it: none of the packages needs Swift.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/debs}")
version=0.1.0
revision=1
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

DESTDIR="$work/stage" Scripts/install-c-library.sh /usr >/dev/null
stage="$work/stage/usr"

# package NAME DEPENDS DESCRIPTION PATH...: a .deb of the staged PATHs (under /usr).
package() {
    local name=$1 depends=$2 description=$3
    shift 3
    local root="$work/$name"
    mkdir -p "$root/DEBIAN" "$root/usr/share/doc/$name"
    for path in "$@"; do
        mkdir -p "$root/usr/$(dirname "$path")"
        cp -a "$stage/$path" "$root/usr/$path"
    done
    printf 'MaterialFields for GTK 4, version %s.\nSee the project README for its licence and sources.\n' "$version" \
        > "$root/usr/share/doc/$name/copyright"
    cat > "$root/DEBIAN/control" <<CONTROL
Package: $name
Version: $version-$revision
Architecture: $arch
Maintainer: The MaterialFields developers <maintainers@materialfields.invalid>
Section: libs
Priority: optional
Depends: $depends
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Description: $description
 Material form fields for GTK 4 (entry, area, picker and date fields with floating
 labels, helper and error text), forms with rules and validation, and a flex-box
 layout, for C and every GObject-introspection language.
CONTROL
    [ "$name" = libmaterialfields0 ] && printf 'activate-noawait ldconfig\n' > "$root/DEBIAN/triggers"
    dpkg-deb --build --root-owner-group "$root" "$out/${name}_$version-${revision}_$arch.deb" >/dev/null
    echo "built $out/${name}_$version-${revision}_$arch.deb"
}

mkdir -p "$out"
rm -f "$out"/*.deb
package libmaterialfields0 "libgtk-4-1 (>= 4.8), libglib2.0-0 (>= 2.74), libc6 (>= 2.36), libstdc++6, libgcc-s1" \
    "Material form fields for GTK 4 - library" \
    "lib/libmaterialfields.so.$version" lib/libmaterialfields.so.0
package libmaterialfields-dev "libmaterialfields0 (= $version-$revision), libgtk-4-dev (>= 4.8)" \
    "Material form fields for GTK 4 - development files" \
    lib/libmaterialfields.so include/material-fields lib/pkgconfig/material-fields.pc share/gir-1.0 \
    $( [ -d "$stage/share/vala" ] && echo share/vala ) $( [ -d "$stage/share/doc/MaterialFields-1.0" ] && echo share/doc/MaterialFields-1.0 )
package gir1.2-materialfields-1.0 "libmaterialfields0 (= $version-$revision), gir1.2-gtk-4.0 (>= 4.8)" \
    "Material form fields for GTK 4 - introspection data" \
    lib/girepository-1.0/MaterialFields-1.0.typelib
