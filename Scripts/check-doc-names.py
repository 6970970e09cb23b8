#!/usr/bin/env python3
"""Fails when an article names a type, case, member or argument label the code no longer has.

DocC checks the ``double-backtick`` links; an article's `single-backtick` names are checked
here: `TypeName`, `TypeName.member`, `.caseName`, `.caseName(...)` and `label:`, each
against the names the package's Swift sources and tests declare. Names from elsewhere (GTK
and GLib, the Swift library, the iOS seeds, file types, environment variables) are listed
below with why; each is needed today. Usage: check-doc-names.py [FILE...] (the README and
every article by default).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Named in the articles, declared outside this package.
FOREIGN = {
    # The Swift standard library and Foundation.
    "Int", "Double", "Decimal", "Optional", "Dictionary", "Locale", "TimeZone", "Regex", "DateFormatter",
    "Sendable", "MainActor", "Package", "autoupdatingCurrent", "assumeIsolated", "map", "init",
    # The iOS seeds' own types (AstroForms' rows), named where the port differs, and
    # Material Components for Android's field, in a comparison.
    "ButtonRow", "SwitchRow", "CompanyLogoRow", "TextInputLayout",
    # GNOME's setting, a button's label and a name typed in an example.
    "HighContrast", "Save", "Ada",
    # File types: .deb, .swift.
    "deb", "swift",
}
# GTK, GDK, GSK, GLib (G*), libadwaita, Pango, AT-SPI and the C library's own (Mf*) names.
FOREIGN_PREFIX = re.compile(r"(Gtk|Gdk|Gsk|G[A-Z]|Mf|Adw|Pango|Atspi)")

DECLARATION = re.compile(
    r"\b(?:func|var|let|case|class|struct|enum|protocol|typealias|actor|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)`?")
CASE_LIST = re.compile(r"\bcase\s+([^:=\n{]+)")
PARAMETERS = re.compile(r"\b(?:func\s+`?\w+`?|init[?!]?|subscript)\s*(?:<[^>]*>)?\s*\(([^)]*)\)")
LABEL = re.compile(r"(?:^|,)\s*(?:@\w+\s+)*(\w+)(?:\s+\w+)?\s*:")


def declared_names():
    # The package's targets: its modules and the catalogue target.
    names = set(re.findall(r'name: "([A-Za-z]+)"', (ROOT / "Package.swift").read_text(encoding="utf-8")))
    labels = set()
    for path in list(ROOT.glob("Sources/**/*.swift")) + list(ROOT.glob("Tests/**/*.swift")):
        text = path.read_text(encoding="utf-8")
        names.update(DECLARATION.findall(text))
        for cases in CASE_LIST.findall(text):
            for case in cases.split(","):
                name = re.match(r"\s*`?([A-Za-z_][A-Za-z0-9_]*)", case)
                if name:
                    names.add(name.group(1))
        for parameters in PARAMETERS.findall(text):
            labels.update(LABEL.findall(parameters))
    return names, labels


SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def named_in(text):
    """The (kind, name) pairs a text's single-backtick spans name, outside fenced code."""
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    for match in SPAN.finditer(text):
        span = match.group(1).strip()
        if re.fullmatch(r"\.[A-Za-z][A-Za-z0-9]*(\(.*\))?", span):
            yield "member", re.match(r"\.(\w+)", span).group(1)
        elif re.fullmatch(r"[A-Z][A-Za-z0-9]+(\.[a-z][A-Za-z0-9]*)?(\(.*\))?", span):
            parts = re.match(r"([A-Z][A-Za-z0-9]+)(?:\.(\w+))?", span)
            yield "type", parts.group(1)
            if parts.group(2):
                yield "member", parts.group(2)
        elif re.fullmatch(r"[a-z][A-Za-z0-9]*:", span):
            yield "label", span[:-1]


def main(paths):
    names, labels = declared_names()
    if not paths:
        paths = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    unknown = []
    for path in map(pathlib.Path, paths):
        for kind, name in named_in(path.read_text(encoding="utf-8")):
            if name in FOREIGN or FOREIGN_PREFIX.match(name) or re.fullmatch(r"[A-Z0-9_]+", name):
                continue
            if name in names or (kind == "label" and name in labels):
                continue
            unknown.append(f"{path.name}: `{name}` ({kind}) is declared nowhere in Sources/ or Tests/")
    if unknown:
        sys.exit("error: articles name what the code does not have:\n  " + "\n  ".join(sorted(set(unknown))))
    print(f"docs: every name the articles give is the code's ({len(names)} names, {len(labels)} labels)")


if __name__ == "__main__":
    main(sys.argv[1:])
