"""Writes the gettext template and reads and checks the catalogues against it."""

import glob
import os
import re
import subprocess
import sys

from .paths import POT, ROOT

HEADER = r'''# Messages of MaterialFields, the GTK 4 form widgets: the template translations start from.
# Copyright (C) 2026 The MaterialFields developers
# This file is distributed under the same license as the material-fields package (MIT).
# Made by Scripts/update-pot.py from the sources: do not edit it by hand.
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: material-fields\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\n"
"Language-Team: LANGUAGE <LL@li.org>\n"
"Language: \n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"
'''

# A C conversion, as msgfmt's c-format check reads them (%% included).
C_DIRECTIVE = re.compile(r"%(\d+\$)?[-+ #0']*(\d+|\*)?(\.(\d+|\*)?)?(hh|h|ll|l|L|q|j|z|Z|t)?[diouxXeEfFgGaAcspn%]")
# Swift's %@ (an object's description), with an optional position and flags.
OBJECT_DIRECTIVE = re.compile(r"%(\d+\$)?[-+ #0]*\d*@")


def po_string(keyword, value):
    """`keyword "value"`, escaped as a PO file writes it; split after each \\n."""
    def escape(text):
        return (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                .replace("\t", "\\t").replace("\r", "\\r").replace("\a", "\\a")
                .replace("\b", "\\b").replace("\f", "\\f").replace("\v", "\\v"))
    pieces = re.findall(r"[^\n]*\n|[^\n]+", value)
    if len(pieces) <= 1:
        return f'{keyword} "{escape(value)}"\n'
    return f'{keyword} ""\n' + "".join(f'"{escape(piece)}"\n' for piece in pieces)


def format_flag(message):
    texts = [message.msgid] + ([message.plural] if message.plural is not None else [])
    if any(OBJECT_DIRECTIVE.search(t) for t in texts):
        return "no-c-format"
    if any(C_DIRECTIVE.search(t) for t in texts):
        # A pattern shown as it is (Translations.string) is no format: "100%" stays "100%".
        return "c-format" if message.formatted else "no-c-format"
    return None


def render(messages, order):
    out = [HEADER]
    for key in order:
        message = messages[key]
        out.append("\n")
        for comment in message.comments:
            out.append(f"#. {comment}\n")
        line = "#:"
        for path, number in message.references:
            reference = f"{path}:{number}"
            if len(line) > 2 and len(line) + 1 + len(reference) > 79:
                out.append(line + "\n")
                line = "#:"
            line += " " + reference
        out.append(line + "\n")
        flag = format_flag(message)
        if flag:
            out.append(f"#, {flag}\n")
        out.append(po_string("msgid", message.msgid))
        if message.plural is None:
            out.append('msgstr ""\n')
        else:
            out.append(po_string("msgid_plural", message.plural))
            out.append('msgstr[0] ""\n')
            out.append('msgstr[1] ""\n')
    return "".join(out)


def without_line_numbers(text):
    """The template with its references' line numbers dropped (and their lines joined),
    for --check: a message whose code moved is not a stale template."""
    out = []
    references = []
    for line in text.splitlines():
        if line.startswith("#:"):
            references += [re.sub(r":\d+$", "", r) for r in line[2:].split()]
            continue
        if references:
            out.append("#: " + " ".join(references))
            references = []
        out.append(line)
    return out


def po_entries(text):
    """The entries of a PO file: dicts of msgctxt, msgid, msgid_plural, msgstr (a list of
    forms) and fuzzy; obsolete (#~) entries and other comments are left out."""
    entries, entry, field = [], None, None

    def finish():
        if entry is not None and "msgid" in entry:
            forms = entry.get("forms", {})
            entry["msgstr"] = [forms.get(i, "") for i in range(max(forms, default=-1) + 1)]
            entries.append(entry)

    def value(rest):
        match = re.match(r'\s*"(.*)"\s*$', rest)
        raw = match.group(1) if match else ""
        simple = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
        return re.sub(r'\\(.)', lambda m: simple.get(m.group(1), m.group(1)), raw)

    for line in text.splitlines():
        line = line.strip()
        keyword = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(".*)$', line)
        if not line:
            finish()
            entry, field = None, None
        elif line.startswith("#"):
            if entry is not None and "msgid" in entry:
                finish()
                entry = None
            if line.startswith("#,") and "fuzzy" in [f.strip() for f in line[2:].split(",")]:
                entry = entry or {}
                entry["fuzzy"] = True
            field = None
        elif line.startswith('"') and field is not None:
            if field[0] == "forms":
                entry["forms"][field[1]] += value(line)
            else:
                entry[field[0]] += value(line)
        elif keyword:
            name, index = keyword.group(1), keyword.group(2)
            if name in ("msgctxt", "msgid") and entry is not None and "msgid" in entry:
                finish()
                entry = None
            entry = entry if entry is not None else {}
            if name.startswith("msgstr"):
                number = int(index) if index is not None else 0
                entry.setdefault("forms", {})[number] = value(keyword.group(3))
                field = ("forms", number)
            else:
                entry[name] = value(keyword.group(3))
                field = (name,)
    finish()
    return entries


def check_catalogues(pot):
    """Checks every po/*.po against the template `pot`: returns the number of failing files."""
    template = {(e.get("msgctxt"), e["msgid"]): e for e in po_entries(pot) if e["msgid"] or e.get("msgctxt")}
    files = sorted(glob.glob(os.path.join(ROOT, "po", "*.po")))
    failing = 0
    for path in files:
        name = os.path.relpath(path, ROOT)
        problems = []
        try:
            compiled = subprocess.run(["msgfmt", "--check", "--output-file=/dev/null", path],
                                      capture_output=True, text=True)
        except FileNotFoundError:
            print("error: msgfmt is not installed (it checks po/*.po): install gettext", file=sys.stderr)
            return len(files) or 1
        if compiled.returncode != 0:
            problems.append("msgfmt --check refuses it:\n" + compiled.stderr.rstrip())
        entries = po_entries(open(path, encoding="utf-8").read())
        translated = {(e.get("msgctxt"), e["msgid"]): e for e in entries if e["msgid"] or e.get("msgctxt")}
        missing = [key for key in template if key not in translated]
        stale = [key for key in translated if key not in template]
        fuzzy = [key for key in template if key in translated and translated[key].get("fuzzy")]
        empty = [key for key in template if key in translated and not translated[key].get("fuzzy")
                 and (not translated[key]["msgstr"] or not all(translated[key]["msgstr"]))]
        plural = [key for key in template if key in translated
                  and template[key].get("msgid_plural") != translated[key].get("msgid_plural")]
        for label, keys in (("missing (run msgmerge --update --backup=off " + name + " " + POT + ")", missing),
                            ("fuzzy (check the translation, then remove the fuzzy flag)", fuzzy),
                            ("untranslated (an empty msgstr)", empty),
                            ("with another English plural than the template's", plural),
                            ("no longer in the template (msgmerge makes them obsolete)", stale)):
            if keys:
                shown = ", ".join(f'"{msgid}"' for _, msgid in keys[:5]) + (", …" if len(keys) > 5 else "")
                problems.append(f"{len(keys)} message(s) {label}: {shown}")
        if problems:
            failing += 1
            for problem in problems:
                print(f"error: {name}: {problem}", file=sys.stderr)
        else:
            print(f"{name} is complete: {len(template)} messages translated")
    return failing
