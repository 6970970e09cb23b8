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
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
POT = os.path.join("po", "material-fields.pot")
SOURCES = "Sources"
# Targets whose texts are not the library's messages.
SKIPPED = {
    "MaterialFieldsDemoKit",
    "MaterialFieldsBenchmarks",
    "GtkTestSupport",
    "DocumentationExamples",
    "MaterialFieldsDemo",
    "FirstWindow",
}
FUNCTIONS = ("string", "format", "plural")

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


class ExtractionError(Exception):
    pass


class Token:
    __slots__ = ("kind", "text", "value", "line", "end_line", "plain")

    def __init__(self, kind, text, line, value=None, end_line=None, plain=True):
        self.kind = kind          # "ident", "punct", "string", "comment"
        self.text = text
        self.value = value        # a string literal's value; a comment's text
        self.line = line
        self.end_line = end_line if end_line is not None else line
        self.plain = plain        # a one-line string literal with no interpolation


class Lexer:
    """Swift's tokens, as far as finding calls needs: identifiers, punctuation, string
    literals (with their values) and comments; numbers and operators are punctuation."""

    def __init__(self, text, path):
        self.text = text
        self.path = path
        self.pos = 0
        self.line = 1

    def error(self, message, line=None):
        return ExtractionError(f"{self.path}:{line or self.line}: {message}")

    def advance(self, count=1):
        chunk = self.text[self.pos:self.pos + count]
        self.line += chunk.count("\n")
        self.pos += count
        return chunk

    def tokens(self):
        text = self.text
        while self.pos < len(text):
            c = text[self.pos]
            if c in " \t\r\n":
                self.advance()
            elif text.startswith("//", self.pos):
                line = self.line
                end = text.find("\n", self.pos)
                end = len(text) if end < 0 else end
                body = self.advance(end - self.pos)
                yield Token("comment", body, line, value=body[2:].lstrip("/").strip())
            elif text.startswith("/*", self.pos):
                line = self.line
                start = self.pos
                self.skip_block_comment()
                body = text[start:self.pos]
                yield Token("comment", body, line, value=body[2:-2].strip(), end_line=self.line)
            elif c == '"' or (c == "#" and re.match(r'#+"', text[self.pos:])):
                literal, inside = self.string_literal()
                yield literal
                # An interpolation's code follows its literal: calls in it are found too.
                yield from inside
            elif c.isalpha() or c == "_" or c == "$" or ord(c) > 127:
                start = self.pos
                while self.pos < len(text) and (text[self.pos].isalnum() or text[self.pos] in "_$" or ord(text[self.pos]) > 127):
                    self.pos += 1
                yield Token("ident", text[start:self.pos], self.line)
            elif c == "`":
                end = text.find("`", self.pos + 1)
                if end < 0:
                    raise self.error("unterminated `identifier`")
                name = text[self.pos + 1:end]
                self.advance(end + 1 - self.pos)
                yield Token("ident", name, self.line)
            else:
                self.advance()
                yield Token("punct", c, self.line)

    def skip_block_comment(self):
        depth = 0
        while self.pos < len(self.text):
            if self.text.startswith("/*", self.pos):
                depth += 1
                self.advance(2)
            elif self.text.startswith("*/", self.pos):
                depth -= 1
                self.advance(2)
                if depth == 0:
                    return
            else:
                self.advance()
        raise self.error("unterminated /* comment")

    def string_literal(self):
        """A string literal at pos: "…", \"\"\"…\"\"\", #"…"# (any number of #)."""
        text = self.text
        line = self.line
        start = self.pos
        hashes = 0
        while text[self.pos] == "#":
            hashes += 1
            self.pos += 1
        multiline = text.startswith('"""', self.pos)
        quote = '"""' if multiline else '"'
        self.advance(len(quote))
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        value = []
        inside = []
        plain = not multiline
        while True:
            if self.pos >= len(text):
                raise self.error("unterminated string literal", line)
            if text.startswith(close, self.pos):
                self.advance(len(close))
                break
            c = text[self.pos]
            if c == "\n" and not multiline:
                raise self.error("unterminated string literal", line)
            if text.startswith(escape, self.pos):
                self.advance(len(escape))
                if self.pos < len(text) and text[self.pos] == "(":
                    inside += self.interpolation(line)
                    plain = False
                else:
                    value.append(self.escape_sequence(line))
                continue
            value.append(self.advance())
        return Token("string", text[start:self.pos], line, value="".join(value), end_line=self.line, plain=plain), inside

    def escape_sequence(self, line):
        """The character an escape stands for (after its backslash)."""
        text = self.text
        c = text[self.pos] if self.pos < len(text) else ""
        simple = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}
        if c in simple:
            self.advance()
            return simple[c]
        if c == "u":
            match = re.match(r"u\{([0-9a-fA-F]{1,8})\}", text[self.pos:])
            if not match:
                raise self.error("malformed \\u{…} escape", line)
            self.advance(match.end())
            return chr(int(match.group(1), 16))
        if c in " \t\n":  # a multi-line literal's line continuation
            while self.pos < len(text) and text[self.pos] in " \t":
                self.advance()
            if self.pos < len(text) and text[self.pos] == "\n":
                self.advance()
            return ""
        raise self.error(f"unknown escape \\{c}", line)

    def interpolation(self, line):
        """The tokens of \\( … ) (from its parenthesis), with the strings and comments inside."""
        depth = 0
        inside = []
        for token in self.tokens():
            inside.append(token)
            if token.kind == "punct" and token.text == "(":
                depth += 1
            elif token.kind == "punct" and token.text == ")":
                depth -= 1
                if depth == 0:
                    return inside
        raise self.error("unterminated interpolation", line)


class Message:
    def __init__(self, msgid, plural):
        self.msgid = msgid
        self.plural = plural
        self.references = []   # (path, line)
        self.comments = []
        self.formatted = False  # passed through format() or plural()


def argument_end(tokens, index):
    """The index of the ',' or ')' ending the argument that starts at tokens[index]."""
    depth = 0
    while index < len(tokens):
        token = tokens[index]
        if token.kind == "punct":
            if token.text in "([{":
                depth += 1
            elif token.text in ")]}":
                if depth == 0:
                    return index
                depth -= 1
            elif token.text == "," and depth == 0:
                return index
        index += 1
    return index


def literal_argument(tokens, start, end, path, warnings):
    """The literal values an argument tokens[start:end] stands for, and their lines: one
    for a literal, two for a ternary of literals (with a warning); None otherwise."""
    argument = tokens[start:end]
    if len(argument) == 1 and argument[0].kind == "string" and argument[0].plain:
        return [(argument[0].value, argument[0].line)]
    # `condition ? "A" : "B"`
    if (len(argument) >= 5 and argument[-1].kind == "string" and argument[-2].text == ":"
            and argument[-3].kind == "string" and argument[-4].text == "?"
            and argument[-1].plain and argument[-3].plain
            and not any(t.kind == "string" or t.text in "?:" for t in argument[:-4])):
        first, second = argument[-3], argument[-1]
        warnings.append(f"{path}:{first.line}: warning: a ternary inside the call; write "
                        f"`condition ? Translations.string(\"{first.value}\") : Translations.string(\"{second.value}\")` "
                        f"(both are extracted meanwhile)")
        return [(first.value, first.line), (second.value, second.line)]
    return None


def translator_comment(comments, call_line):
    """The "Translators:" comment block ending on the line above the call (or on its line)."""
    block = []
    expected = None
    for comment in reversed(comments):
        if expected is None:
            if comment.end_line not in (call_line, call_line - 1):
                return ""
        elif comment.end_line != expected:
            break
        block.insert(0, comment)
        expected = comment.line - 1
    text = " ".join(c.value for c in block)
    match = re.match(r"(?i)translators?:\s*(.*)", text)
    return match.group(1).strip() if match else ""


def extract(path, text, messages, order, errors, warnings):
    try:
        all_tokens = list(Lexer(text, path).tokens())
    except ExtractionError as error:
        errors.append(str(error))
        return
    tokens = []
    comments_before = []  # for each code token, the comments seen so far
    comments = []
    for token in all_tokens:
        if token.kind == "comment":
            comments.append(token)
        else:
            tokens.append(token)
            comments_before.append(len(comments))

    for i, token in enumerate(tokens):
        if not (token.kind == "ident" and token.text == "Translations"
                and i + 2 < len(tokens) and tokens[i + 1].text == "."
                and tokens[i + 2].kind == "ident" and tokens[i + 2].text in FUNCTIONS):
            continue
        function = tokens[i + 2].text
        line = token.line
        if i + 3 >= len(tokens) or tokens[i + 3].text != "(":
            errors.append(f"{path}:{line}: Translations.{function} is used other than as a call "
                          "with a string literal: its messages cannot be extracted")
            continue
        start = i + 4
        end = argument_end(tokens, start)
        first = literal_argument(tokens, start, end, path, warnings)
        if first is None:
            errors.append(f"{path}:{line}: Translations.{function}(…) takes a string literal as its message, "
                          "written in the call (for a choice, `c ? Translations.string(\"A\") : "
                          "Translations.string(\"B\")`): this one cannot be extracted")
            continue
        plural = None
        if function == "plural":
            if end >= len(tokens) or tokens[end].text != ",":
                errors.append(f"{path}:{line}: Translations.plural(…) takes the singular, the plural and the count")
                continue
            plural_end = argument_end(tokens, end + 1)
            second = literal_argument(tokens, end + 1, plural_end, path, warnings)
            if second is None or len(second) != 1 or len(first) != 1:
                errors.append(f"{path}:{line}: Translations.plural(…) takes two string literals, the English "
                              "singular and plural, written in the call: this one cannot be extracted")
                continue
            if plural_end >= len(tokens) or tokens[plural_end].text != ",":
                errors.append(f"{path}:{line}: Translations.plural(…) takes the count after its two messages")
                continue
            plural = second[0][0]
        comment = translator_comment(comments[:comments_before[i]], line)
        for msgid, msgid_line in first:
            if msgid == "":
                errors.append(f"{path}:{msgid_line}: an empty message is gettext's header, not a message")
                continue
            key = msgid
            message = messages.get(key)
            if message is None:
                message = messages[key] = Message(msgid, plural)
                order.append(key)
            elif message.plural != plural:
                errors.append(f"{path}:{msgid_line}: \"{msgid}\" is used both as a plural (with "
                              f"\"{message.plural or plural}\") and otherwise, or with two plurals: "
                              "gettext keeps one entry per message")
                continue
            reference = (path, msgid_line)
            if reference not in message.references:
                message.references.append(reference)
            if comment and comment not in message.comments:
                message.comments.append(comment)
            message.formatted |= function in ("format", "plural")


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
