"""Reads the Translations calls of Swift sources: their string literals, as the compiler
would, and the translators' comments above them."""

import re

FUNCTIONS = ("string", "format", "plural")


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
