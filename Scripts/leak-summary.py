#!/usr/bin/env python3
"""Sums up LeakSanitizer's report by where each directly leaked block was allocated.

Reads the test run's output (stdin or a file) and prints one line per origin: the
package's own code (a Swift object, closure or model the package allocated), or the
system library that allocated it (GTK, GLib, fontconfig, Mesa: their caches and
one-time set-up, which they never free). Exits 1 when the package's own code leaked.

    Scripts/leak-summary.py asan-run.log
"""
import re
import sys
from collections import defaultdict

# Frames that only allocate: the origin is the first frame below them.
ALLOCATORS = re.compile(
    r"^(malloc|calloc|realloc|posix_memalign|aligned_alloc|operator new|strdup|strndup|"
    r"g_malloc\w*|g_realloc\w*|g_slice_\w+|g_strdup\w*|g_strndup|g_memdup\w*|g_new\w*|"
    r"g_type_create_instance|g_object_new\w*|g_hash_table_new\w*|"
    r"swift_slowAlloc|swift_allocObject|swift_allocBox|swift_\w*[Aa]lloc\w*|"
    r"\$s\w*(ContiguousArray|_ContiguousArrayBuffer|_StringGuts|_StringObject|Dictionary|_NativeDictionary|Set|_NativeSet)\w*)$")
OWN_CODE = re.compile(r"/Sources/(FieldCore|GtkInterop|MaterialFields\w*|GtkTestSupport|TestSupport)/")
LEAK = re.compile(r"^(Direct|Indirect) leak of (\d+) byte\(s\) in (\d+) object\(s\)")
FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in (\S+)(.*)$|^\s*#\d+ 0x[0-9a-f]+ +\(([^)+]+)")


def origin(frames):
    functions = " ".join(function + rest for function, rest in frames)
    if "formWeakReference" in functions:
        # Swift stores a side table's address shifted inside the object's reference
        # count, where LeakSanitizer cannot see it: a false report.
        return "Swift weak-reference side tables (false reports)"
    if "XCTest" in functions or "Foundation7Process" in functions:
        return "XCTest and Foundation (the test runner)"
    if frames and all(function and ALLOCATORS.match(function) for function, _ in frames):
        return "GLib allocation, caller unknown (system libraries keep no frame pointers)"
    for function, rest in frames:
        if function and ALLOCATORS.match(function):
            continue
        if OWN_CODE.search(rest):
            return "package code"
        module = re.search(r"\(([^)+]*/)?([^/)+]+)\+0x", rest)
        if module:
            name = module.group(2)
            return "package code" if "MaterialFields" in name and ".so" not in name else name
        return function or "unknown"
    return "unknown"


def main():
    text = open(sys.argv[1], encoding="utf-8", errors="replace").read() if len(sys.argv) > 1 else sys.stdin.read()
    totals = defaultdict(lambda: [0, 0, 0])  # bytes, objects, reports
    current = None
    frames = []
    for line in text.splitlines() + [""]:
        leak = LEAK.match(line.strip())
        frame = FRAME.match(line)
        if leak or (current and not frame and not line.strip()):
            if current:
                entry = totals[(current[0], origin(frames))]
                entry[0] += current[1]
                entry[1] += current[2]
                entry[2] += 1
            current = (leak.group(1), int(leak.group(2)), int(leak.group(3))) if leak else None
            frames = []
        elif current and frame:
            function = frame.group(1) or ""
            rest = (frame.group(2) or "") if frame.group(1) else "(" + (frame.group(3) or "") + "+0x0)"
            frames.append((function, rest))
    if not totals:
        print("no leaks reported")
        return 0
    # Indirect leaks are reachable only from direct ones: the direct ones are the roots.
    for (kind, where), (size, objects, reports) in sorted(totals.items(), key=lambda item: -item[1][0]):
        if kind == "Direct":
            print(f"{size:>10,} bytes in {objects:>6,} objects ({reports:>4} reports): {where}")
    indirect = sum(value[0] for (kind, _), value in totals.items() if kind == "Indirect")
    print(f"{indirect:>10,} bytes more, reachable only from those (indirect)")
    own = sum(value[0] for (kind, where), value in totals.items() if kind == "Direct" and where == "package code")
    print(f"package code: {own:,} bytes")
    return 1 if own else 0


if __name__ == "__main__":
    sys.exit(main())
