#!/usr/bin/env python3
"""Where the bytes of libmaterialfields go, by the symbols of the linked (unstripped) library.

    Scripts/library-size.py [LIBRARY]   default .build-c/release/libMaterialFieldsC.so,
                                        which Scripts/install-c-library.sh links

Each defined symbol's size is counted under the code it comes from: the library's own
modules, Swift's standard library and runtime, Foundation, ICU (its data apart), regular
expressions, Dispatch. What no symbol holds (unwind tables, relocations, Swift's metadata
sections) is the rest of the stripped file. Figures in MB (10^6 bytes).
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

OWN = {"FieldCore", "GtkInterop", "MaterialFields", "MaterialFieldsC", "MaterialFieldsResources", "CGtk"}
FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationCollections",
              "_FoundationCShims", "_FoundationICU", "Synchronization"}
REGEX = {"_RegexParser", "_StringProcessing"}


def origin(name):
    if name.startswith("icudt"):
        return "ICU data (locales, calendars, Unicode)"
    if name.startswith("mf_") or name.startswith("material_fields_"):
        return "this library's own code"
    swift = re.match(r"^\$s(\d+)([A-Za-z_]\w*)", name)
    if swift:
        module = swift.group(2)[:int(swift.group(1))]
        if module in OWN:
            return "this library's own code"
        if module in FOUNDATION:
            return "Foundation"
        if module in REGEX:
            return "Swift regular expressions"
        if module == "Dispatch":
            return "Dispatch"
        return "Swift standard library and runtime"
    if name.startswith("$s") or name.startswith("swift") or name.startswith("_swift") \
            or name.startswith("_ZN5swift") or name.startswith("_ZL") and "swift" in name:
        return "Swift standard library and runtime"
    if "icu" in name.lower() or re.search(r"_7\d$", name) or name.startswith("_ZL") and "props" in name.lower():
        return "ICU code and tables"
    if name.startswith("__CF") or name.startswith("CF") or name.startswith("_CF") or name.startswith("__kCF"):
        return "Foundation"
    if "dispatch" in name:
        return "Dispatch"
    return "other (C and C++ support code)"


def main():
    library = sys.argv[1] if len(sys.argv) > 1 else ".build-c/release/libMaterialFieldsC.so"
    table = subprocess.run(["nm", "-S", "--defined-only", library], capture_output=True, text=True, check=True)
    sizes = collections.Counter()
    for line in table.stdout.splitlines():
        fields = line.split()
        if len(fields) >= 4:
            sizes[origin(fields[3])] += int(fields[1], 16)
    with tempfile.TemporaryDirectory() as folder:
        stripped = os.path.join(folder, "stripped.so")
        subprocess.run(["strip", "--strip-unneeded", "-o", stripped, library], check=True)
        total = os.path.getsize(stripped)
    sizes["not in a symbol (unwind tables, relocations, Swift metadata)"] = total - sum(sizes.values())
    print(f"{total / 1e6:6.1f} MB  {os.path.basename(library)}, stripped as installed")
    for name, size in sizes.most_common():
        print(f"{size / 1e6:6.1f} MB  {100 * size / total:4.1f}%  {name}")


if __name__ == "__main__":
    main()
