#!/usr/bin/env python3
"""Writes po/material-fields.pot, the gettext template of the library's messages.

    Scripts/update-pot.py           writes po/material-fields.pot from the sources
    Scripts/update-pot.py --check   exits 1 when po/material-fields.pot is out of date, or
                                    when a po/<language>.po is not complete against it

Every user-visible message goes through FieldCore's Translations, as a Swift string
literal written directly in the call:

    Translations.string("Done")
    Translations.format("Enter a date like %@", example)
    Translations.plural("At most %d day", "At most %d days", maximum)

This reads those calls in Sources/**/*.swift (not the demo's, the benchmarks', the test
support's or the documentation examples' own texts) and writes one entry per message, in
the order the messages first occur (files by path, then by line):

    #. the "// Translators: ..." comment on the lines just above the call, if any
    #: Sources/FieldCore/Forms/ErrorSummary.swift:72
    #, c-format                   %d, %s...: checked as C formats by msgfmt --check
    #, no-c-format                %@ (Swift's object directive), which is no C format
    msgid "There is a problem with %d field"
    msgid_plural "There is a problem with %d fields"

A call whose message is not a literal (a variable, a concatenation, an interpolation)
cannot be extracted and is an error. A ternary of two literals inside the call
(`Translations.string(isTime ? "A" : "B")`) is extracted with a warning: write
`isTime ? Translations.string("A") : Translations.string("B")` instead.

The output changes only when the messages or their places change: no POT-Creation-Date,
lines not wrapped. --check ignores references whose line numbers alone moved (it says so),
so editing code above a message does not fail CI; run the script to refresh them.

Translations: po/<language>.po, updated with
    msgmerge --update --backup=off po/de.po po/material-fields.pot

--check also checks every po/<language>.po, since the library shows what they say (they are
compiled into it, and installed as .mo files): msgfmt --check accepts it (formats, header,
plural forms), and it translates every message of the template, none fuzzy, none left empty,
and none that the template no longer has (msgmerge makes those obsolete, #~).
"""

import difflib
import os
import sys

from potlib.paths import POT, ROOT, SKIPPED, SOURCES
from potlib.po_files import check_catalogues, render, without_line_numbers
from potlib.swift_calls import extract


def source_files():
    base = os.path.join(ROOT, SOURCES)
    found = []
    for directory, subdirectories, files in os.walk(base):
        relative = os.path.relpath(directory, base)
        if relative == "." :
            subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED)
        else:
            subdirectories.sort()
        for name in files:
            if name.endswith(".swift"):
                found.append(os.path.relpath(os.path.join(directory, name), ROOT).replace(os.sep, "/"))
    return sorted(found)


def check_template(current, pot, summary):
    """0 if the committed template `current` has the sources' messages `pot`, else 1."""
    if current == pot:
        print(f"{POT} is up to date: {summary}")
        return 0
    if current is not None and without_line_numbers(current) == without_line_numbers(pot):
        print(f"{POT} is up to date: {summary} (some references' line numbers moved: "
              "Scripts/update-pot.py refreshes them)")
        return 0
    print(f"error: {POT} is out of date with the messages in {SOURCES}/: "
          "run Scripts/update-pot.py and commit the result", file=sys.stderr)
    if current is not None:
        diff = difflib.unified_diff(without_line_numbers(current), without_line_numbers(pot),
                                    f"{POT} (committed)", f"{POT} (from the sources)", lineterm="", n=1)
        for line in list(diff)[:60]:
            print(line, file=sys.stderr)
    return 1


def main(arguments):
    check = "--check" in arguments
    unknown = [a for a in arguments if a != "--check"]
    if unknown:
        print(f"usage: Scripts/update-pot.py [--check]  (unknown: {' '.join(unknown)})", file=sys.stderr)
        return 2
    messages, order, errors, warnings = {}, [], [], []
    for path in source_files():
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            extract(path, file.read(), messages, order, errors, warnings)
    for warning in warnings:
        print(warning, file=sys.stderr)
    if errors:
        for error in errors:
            print(error, file=sys.stderr)
        print(f"error: {len(errors)} message(s) cannot be extracted; {POT} is left as it is", file=sys.stderr)
        return 1
    pot = render(messages, order)
    path = os.path.join(ROOT, POT)
    plurals = sum(1 for key in order if messages[key].plural is not None)
    summary = f"{len(order)} messages ({len(order) - plurals} singular, {plurals} plural)"
    try:
        with open(path, encoding="utf-8") as file:
            current = file.read()
    except FileNotFoundError:
        current = None
    if check:
        # The catalogues are checked against the messages the sources have now.
        status = check_template(current, pot, summary)
        failing = check_catalogues(pot)
        if failing:
            print(f"error: {failing} catalogue(s) in po/ are not complete against the sources' messages",
                  file=sys.stderr)
        return 1 if status or failing else 0
    if current == pot:
        print(f"{POT} unchanged: {summary}")
        return 0
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(pot)
    print(f"wrote {POT}: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
