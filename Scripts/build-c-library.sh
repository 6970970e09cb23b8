#!/usr/bin/env bash
# Builds libMaterialFields for C and every GObject-introspection language, and installs
# it under PREFIX (default: .build/c, inside the clone):
#   Scripts/build-c-library.sh [PREFIX]
# PREFIX then holds lib/libMaterialFields.so, include/material-fields.h,
# lib/pkgconfig/material-fields.pc, share/gir-1.0/MaterialFields-1.0.gir and
# lib/girepository-1.0/MaterialFields-1.0.typelib. Use it with
#   export PKG_CONFIG_PATH=PREFIX/lib/pkgconfig GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0
# The library finds the Swift runtime by its run path, and apps built with the .pc file
# find the library by theirs: no LD_LIBRARY_PATH. It reads its stylesheet and
# translations from this clone's build folder, so keep the clone.
# Needs what `Scripts/setup.sh tests` installs (gobject-introspection among it).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(realpath -m "${1:-.build/c}")
configuration=${MATERIAL_FIELDS_C_CONFIGURATION:-debug}
swift build -c "$configuration" --product MaterialFieldsC
built=$(swift build -c "$configuration" --show-bin-path)/libMaterialFieldsC.so
mkdir -p "$prefix/lib/pkgconfig" "$prefix/include" "$prefix/share/gir-1.0" "$prefix/lib/girepository-1.0"
cp "$built" "$prefix/lib/libMaterialFields.so"
cp c/material-fields.h "$prefix/include/"
sed "s|@prefix@|$prefix|" c/material-fields.pc.in > "$prefix/lib/pkgconfig/material-fields.pc"
# The scanner builds and runs a program that calls each *_get_type() to read the types'
# properties and signals from GObject itself.
g-ir-scanner --quiet --warn-all \
    --namespace=MaterialFields --nsversion=1.0 \
    --identifier-prefix=Mf --symbol-prefix=mf --symbol-prefix=material_fields \
    --include=Gtk-4.0 --pkg=gtk4 --c-include=material-fields.h \
    --library=MaterialFields --library-path="$prefix/lib" \
    --output="$prefix/share/gir-1.0/MaterialFields-1.0.gir" \
    c/material-fields.h
g-ir-compiler --shared-library="$prefix/lib/libMaterialFields.so" \
    --output="$prefix/lib/girepository-1.0/MaterialFields-1.0.typelib" \
    "$prefix/share/gir-1.0/MaterialFields-1.0.gir"
echo "installed in $prefix"
