#!/usr/bin/env python3
"""Writes c/libmaterialfields.order, the order in which the C library's linker lays out its code.

    Scripts/gtk-session.sh Scripts/update-link-order.py

A process that loads libmaterialfields touches a few hundred of its thousands of functions,
and the kernel maps the file around each page it touches (64 KB, or the whole cached folio on
newer kernels): laid out as the compiler emitted them, those functions are spread over the
whole text and a first form maps most of it. Laid out together (lld's --symbol-ordering-file,
which Scripts/install-c-library.sh passes), the same form maps a fraction. The functions come
from callgrind, run over what a process first does with the library: Scripts/first-form.py's
first form, then the Python sign-up example's --check (typing, validation, submit), each
function once, in that order, then every C entry point; the package's own functions come
before those of Swift's standard library and Foundation, which cannot move one by one (they
are linked in with one section per file). The compiler's unnamed functions have no name to
list: c/libmaterialfields.ld places them. A name the code no longer has is skipped by the
linker: a stale file costs memory, never correctness. Run it again after a large change; the
Performance investigations article says what it measured.

    Scripts/gtk-session.sh Scripts/update-link-order.py --check

With --check it writes nothing, and fails when a function of the package's own that those
runs execute is not in the file: a stale file costs no correctness, but each such function
lies outside the block, and the kernel maps up to 64 KB around it in every process (on 6
December the file missed 64 such functions, which cost a first form 1.0 MB). Scripts/test.sh
runs it on both lanes: GTK 4.18's runs execute a subset of what GTK 4.8's do, which write the
file. The runs have no accessibility bus and read English (GTK_A11Y=none, LANGUAGE=en), so
writing and checking see the same functions on any desktop.

Needs valgrind, a display, and the library built by Scripts/install-c-library.sh .build/c,
whose Swift build folder (SCRATCH_PATH, .build-c by default) it reads.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Swift's build folder for the library, as Scripts/install-c-library.sh takes it (SCRATCH_PATH).
unstripped = os.path.join(root, os.environ.get("SCRATCH_PATH", ".build-c"), "release", "libMaterialFieldsC.so")
installed = os.path.join(root, ".build", "c")
order_file = os.path.join(root, "c", "libmaterialfields.order")
runs = [["/usr/bin/python3", os.path.join(root, "Scripts", "first-form.py"), "material-fields"],
        ["/usr/bin/python3", os.path.join(root, "c", "examples", "sign-up.py"), "--check"]]


def defined_functions(*arguments):
    """The names of the functions `nm --defined-only` lists in the files `arguments` name."""
    listing = subprocess.run(["nm", "--defined-only", *arguments], check=True, capture_output=True, text=True).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            yield fields[2].split("@")[0]


def own_functions():
    """The functions this package's object files define, which the linker can place one by one."""
    objects = glob.glob(os.path.join(os.path.dirname(unstripped), "*.build", "*.o"))
    return {name for chunk in range(0, len(objects), 100) for name in defined_functions(*objects[chunk:chunk + 100])}


def executed(command, library_folder, output):
    """The library's functions a run executed, by their linkage names."""
    environment = dict(os.environ, LD_LIBRARY_PATH=library_folder, GTK_A11Y="none", LANGUAGE="en",
                       GI_TYPELIB_PATH=os.path.join(installed, "lib", "girepository-1.0"))
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}", *command],
                   env=environment, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    objects, functions, found, current = {}, {}, [], None
    # Callgrind names each object and function once, as (id) name, and by (id) after.
    for line in open(output, encoding="utf-8", errors="replace"):
        match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name:
            table[number] = name
        if kind == "ob":
            current = objects.get(number, "")
        elif kind == "fn" and current == os.path.realpath(unstripped):
            found.append(re.sub(r"'\d+$", "", functions[number]))
    return [name for name in found if not name.startswith("0x")]


def hot_functions():
    """The library's functions the runs execute, each once, in the order callgrind lists them."""
    with tempfile.TemporaryDirectory() as folder:
        # The unstripped library under the installed name, so callgrind knows its functions.
        os.symlink(unstripped, os.path.join(folder, "libmaterialfields.so.0"))
        order, seen = [], set()
        for index, command in enumerate(runs):
            for name in executed(command, folder, os.path.join(folder, f"callgrind.{index}")):
                if name not in seen:
                    seen.add(name)
                    order.append(name)
    if not order:
        sys.exit("error: callgrind saw none of the library's functions run")
    return order


def check():
    """Fails when a function of the package's own that the runs execute is not in the file."""
    listed = set(line.strip() for line in open(order_file, encoding="utf-8") if not line.startswith("#"))
    own = own_functions()
    missing = [name for name in hot_functions() if name in own and name not in listed]
    if missing:
        print(f"error: {len(missing)} of the package's functions that a first form or the sign-up run execute "
              f"are not in {os.path.relpath(order_file, root)}, so they lie outside its block, e.g.:", file=sys.stderr)
        for name in missing[:10]:
            print(f"  {name}", file=sys.stderr)
        sys.exit("  write it again, with the library built in the same SCRATCH_PATH: Scripts/gtk-session.sh Scripts/update-link-order.py")
    print(f"{os.path.relpath(order_file, root)}: every function the runs execute is in it")


def main():
    if not os.path.exists(unstripped):
        sys.exit("error: build the library first: Scripts/install-c-library.sh .build/c")
    if "--check" in sys.argv[1:]:
        return check()
    order = hot_functions()
    seen = set(order)
    # Then every C entry point (a few bytes each): the runs above never list them (each is a
    # jump to its Swift implementation, which callgrind counts instead), and whatever else a
    # caller runs, it comes in through one of them.
    for name in defined_functions("--dynamic", unstripped):
        if name not in seen:
            seen.add(name)
            order.append(name)
    # lld places a section by its first symbol in the file, and Swift's standard library and
    # Foundation come as archives with one section for a whole file (the standard library's is
    # 1.6 MB): named among this package's functions, such a section would be placed between
    # them and split them apart. The package's own functions (each in a section of its own)
    # come first, then the rest.
    own = own_functions()
    order = [name for name in order if name in own] + [name for name in order if name not in own]
    with open(order_file, "w", encoding="utf-8") as out:
        out.write("# The C library's hot functions, laid out together by lld: written by\n"
                  "# Scripts/update-link-order.py (see there why); do not edit by hand.\n")
        out.write("\n".join(order) + "\n")
    print(f"{len(order)} functions in {os.path.relpath(order_file, root)}")


main()
