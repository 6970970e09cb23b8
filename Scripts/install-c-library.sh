#!/usr/bin/env bash
# Builds libmaterialfields, the widgets for C and every GObject-introspection language, and
# installs it into PREFIX (default /usr/local), as a GNOME library installs:
#   Scripts/install-c-library.sh [PREFIX]
#     lib/libmaterialfields.so.0.1.0 (SONAME libmaterialfields.so.0) and its .so.0 and .so links
#     include/material-fields/material-fields.h (and the mf-*.h it includes)
#     lib/pkgconfig/material-fields.pc               (pkg-config material-fields)
#     share/gir-1.0/MaterialFields-1.0.gir
#     lib/girepository-1.0/MaterialFields-1.0.typelib (names the library by its SONAME)
#     share/vala/vapi/material-fields.vapi and .deps  (when vapigen is installed)
#     share/doc/MaterialFields-1.0/                   (the C reference, when gi-docgen is installed)
#     share/locale/LANG/LC_MESSAGES/material-fields.mo (each po/LANG.po, compiled by msgfmt)
# The Swift runtime and Foundation are linked in statically: the installed library needs
# GTK and nothing of Swift's at run time. Its stylesheet and translations are compiled in (the
# library reads its messages from the po/*.po files embedded in it); the .mo files are installed
# as a GNOME library's are, in the gettext domain material-fields, for the tools that look there.
# Into /usr/local or /usr as root, ldconfig runs; into any other prefix, apps built with the
# .pc file find the library by their run path, and introspection needs
# LD_LIBRARY_PATH=PREFIX/lib GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0.
# DESTDIR=STAGE stages the files under STAGE/PREFIX, and LIBDIR=lib/TRIPLET puts the library,
# its pkg-config file and the typelib in a multiarch folder (debian/rules uses both).
# SCRATCH_PATH=FOLDER is Swift's build folder (default .build-c, in the package folder): the
# Debian packages' build keeps one outside its export of the tree (Scripts/build-debs.sh).
# Needs what `Scripts/setup.sh tests` installs (gobject-introspection and gettext among it).
set -euo pipefail
cd "$(dirname "$0")/.."
# Checked before the long build rather than after it.
if ! command -v msgfmt >/dev/null 2>&1; then
    echo "error: msgfmt compiles po/*.po into the installed .mo files: install gettext" >&2
    exit 1
fi
prefix=$(realpath -m "${1:-/usr/local}")
# DESTDIR stages the files elsewhere (the Debian packages do), naming the prefix inside them.
stage="${DESTDIR:-}$prefix"
# LIBDIR names the library folder inside the prefix: lib, or Debian's multiarch lib/TRIPLET.
libdir=${LIBDIR:-lib}
version=0.1.0
soname=libmaterialfields.so.0
toolchain="$(dirname "$(realpath "$(command -v swift)")")"
swift_static="$toolchain/../lib/swift_static/linux"
# The library exports its C API only (c/libmaterialfields.map): `nm -D` lists the mf_* and
# material_fields_* functions and no Swift symbol. The toolchain's lld links it, because GNU ld
# keeps the Swift symbols the map makes local in the dynamic symbol table. Its GOT is
# read-only (relro and bindnow), as Debian's hardening asks.
# (The toolset lives in the build folder: a path of its own each run would rebuild the code.)
# Each function gets a section of its own, and public Swift functions are not kept for their
# own sake (-internalize-at-link): the linker drops what no C function reaches, such as
# Swift's regular expressions behind ValidationRule.matches (the C API's pattern rules are
# GLib's GRegex). It is optimised for size (-Osize): a GNOME library's share of a desktop's
# memory matters more than the last percent of a keystroke (material-fields-bench measures the
# Swift package's -O build). The functions a first form and a sign-up run use are laid out
# together (c/libmaterialfields.order, written by Scripts/update-link-order.py), with the
# compiler's unnamed functions beside them (c/libmaterialfields.ld), so a process maps a
# fraction of the library's code rather than most of it. A generic type's metadata is reached
# through its metadata function, not by its mangled name, which the runtime would demangle
# and check against every conformance record the first time
# (-disable-concrete-type-metadata-mangled-name-accessors): 1.0 M of a first form's 12.8 M
# instructions, for 25 KB of code.
scratch=${SCRATCH_PATH:-.build-c}
mkdir -p "$scratch"
toolset=$scratch/lld-toolset.json
# SwiftPM relinks when code changes, not when the layout files do: a library older than
# either is removed, so the link below lays it out by the files as they are.
linked=$scratch/release/libMaterialFieldsC.so
for layout in c/libmaterialfields.order c/libmaterialfields.ld; do
    if [ -e "$linked" ] && [ "$layout" -nt "$linked" ]; then rm -f "$linked"; fi
done
printf '{"schemaVersion": "1.0", "linker": {"path": "%s"}}\n' "$toolchain/ld.lld" > "$toolset"
swift build -c release --product MaterialFieldsC --scratch-path "$scratch" --toolset "$toolset" \
    -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -internalize-at-link -Xswiftc -Xfrontend -Xswiftc -function-sections \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    -Xswiftc -static-stdlib -Xlinker -soname="$soname" -Xlinker -L"$swift_static" \
    -Xlinker --version-script="$PWD/c/libmaterialfields.map" \
    -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker pack-relative-relocs \
    -Xlinker --symbol-ordering-file="$PWD/c/libmaterialfields.order" -Xlinker --no-warn-symbol-ordering \
    -Xlinker -T -Xlinker "$PWD/c/libmaterialfields.ld"
built=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/libMaterialFieldsC.so

mkdir -p "$stage/$libdir/pkgconfig" "$stage/include/material-fields" "$stage/share/gir-1.0" "$stage/$libdir/girepository-1.0"
rm -f "$stage/$libdir/libmaterialfields.so"*
install -m 644 "$built" "$stage/$libdir/libmaterialfields.so.$version"
strip --strip-unneeded "$stage/$libdir/libmaterialfields.so.$version"
ln -s "libmaterialfields.so.$version" "$stage/$libdir/$soname"
ln -s "$soname" "$stage/$libdir/libmaterialfields.so"
install -m 644 c/material-fields.h c/mf-*.h "$stage/include/material-fields/"
# A system prefix needs no run path (ld.so finds it); any other gives apps one.
rpath=""
case "$prefix" in /usr|/usr/local) ;; *) rpath=" -Wl,-rpath,\${libdir}" ;; esac
sed -e "s|@prefix@|$prefix|" -e "s|@libdir@|$libdir|" -e "s|@version@|$version|" -e "s|@rpath@|$rpath|" c/material-fields.pc.in \
    > "$stage/$libdir/pkgconfig/material-fields.pc"

# The scanner builds and runs a program that calls each *_get_type() to read the types'
# properties and signals from GObject itself. A first pass gives a typelib from which the
# properties' documentation is written (their blurbs, declared once in Swift); the second
# pass reads it with the header's.
docs=$(mktemp -d)
trap 'rm -rf "$docs"' EXIT
scan() {
    LD_LIBRARY_PATH="$stage/$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" g-ir-scanner --quiet --warn-all --warn-error \
        --namespace=MaterialFields --nsversion=1.0 \
        --identifier-prefix=Mf --symbol-prefix=mf --symbol-prefix=material_fields \
        --include=Gtk-4.0 --pkg=gtk4 --c-include=material-fields.h --pkg-export=material-fields \
        --library=materialfields --library-path="$stage/$libdir" \
        --cflags-begin -DMATERIAL_FIELDS_COMPILATION -I c --cflags-end \
        --output="$1" c/material-fields.h c/mf-*.h "${@:2}"
    # The typelib names the library by its SONAME, which ld.so finds in any prefix it searches.
    sed -i "s|shared-library=\"[^\"]*\"|shared-library=\"$soname\"|" "$1"
}
scan "$docs/MaterialFields-1.0.gir"
g-ir-compiler --output="$docs/MaterialFields-1.0.typelib" "$docs/MaterialFields-1.0.gir"
LD_LIBRARY_PATH="$stage/$libdir" GI_TYPELIB_PATH="$docs" /usr/bin/python3 Scripts/gir-property-docs.py > "$docs/material-fields-properties.h"
scan "$stage/share/gir-1.0/MaterialFields-1.0.gir" "$docs/material-fields-properties.h"
g-ir-compiler --output="$stage/$libdir/girepository-1.0/MaterialFields-1.0.typelib" \
    "$stage/share/gir-1.0/MaterialFields-1.0.gir"

# The messages' catalogues, as GNOME libraries install theirs: every po/*.po, checked
# (formats, header, plural forms) as it is compiled.
for po in po/*.po; do
    language=$(basename "$po" .po)
    mkdir -p "$stage/share/locale/$language/LC_MESSAGES"
    msgfmt --check --output-file="$stage/share/locale/$language/LC_MESSAGES/material-fields.mo" "$po"
done

if command -v vapigen >/dev/null 2>&1; then
    mkdir -p "$stage/share/vala/vapi"
    # The namespace is the GIR's, MaterialFields, as in every other language (c/vala).
    vapigen --quiet --library material-fields --pkg gtk4 --metadatadir c/vala --directory "$stage/share/vala/vapi" \
        --girdir "$stage/share/gir-1.0" "$stage/share/gir-1.0/MaterialFields-1.0.gir"
    # Vala passes string arrays as gchar**, which GCC 14 refuses for the header's
    # const char * const *: the vapi names the C type, so valac casts (as GTK's own vapis do).
    sed -i 's/\[CCode (array_length = false, array_null_terminated = true)\] string\[\]/[CCode (array_length = false, array_null_terminated = true, type = "const gchar* const*")] string[]/g' \
        "$stage/share/vala/vapi/material-fields.vapi"
    echo gtk4 > "$stage/share/vala/vapi/material-fields.deps"
fi

if command -v gi-docgen >/dev/null 2>&1; then
    # The C reference, from the GIR: every function, type, property and signal documented
        # (gi-docgen check reports nothing missing; Scripts/test.sh fails otherwise).
    rm -rf "$stage/share/doc/MaterialFields-1.0"
    gi-docgen generate --quiet --fatal-warnings --config c/material-fields.toml \
        --output-dir "$stage/share/doc" "$stage/share/gir-1.0/MaterialFields-1.0.gir"
fi

if [ -z "${DESTDIR:-}" ] && [ "$(id -u)" -eq 0 ] && { [ "$prefix" = /usr ] || [ "$prefix" = /usr/local ]; }; then
    ldconfig
fi
echo "installed libmaterialfields $version in $stage"
