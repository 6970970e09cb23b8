/// A language's plural rule, from its catalogue's header:
/// `Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`.
///
/// English has two forms (one day, two days); Japanese has one, Russian and Polish three,
/// Arabic six. The translator writes `msgstr[0]` … `msgstr[nplurals-1]`, and the rule says
/// which one a count takes.
struct PluralForms: Equatable, Sendable {
    /// `nplurals`: how many forms each counting message has.
    let count: Int
    /// `plural`: the index of the form for a count.
    let expression: PluralExpression

    /// Two forms, `(n != 1)`: English's, and what a catalogue whose header says nothing
    /// usable falls back to, as gettext does.
    static let germanic = PluralForms(count: 2, expression: .germanic)

    init(count: Int, expression: PluralExpression) {
        self.count = count
        self.expression = expression
    }

    /// The rule of a `Plural-Forms` value (`nplurals=2; plural=(n != 1);`), or of a whole
    /// header holding a `Plural-Forms:` line; nil if there is none or it cannot be read.
    init?(header: String) {
        var value = Substring(header)
        if let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) {
            value = line.dropFirst("Plural-Forms:".count)
        }
        guard let count = Self.field("nplurals", in: value).flatMap({ Int($0.filter { !$0.isWhitespace }) }),
              count >= 1,
              let text = Self.field("plural", in: value),
              let expression = PluralExpressionParser.parse(text)
        else { return nil }
        self.init(count: count, expression: expression)
    }

    /// The form `n` takes: `msgstr[index(for: n)]`. A count is taken by its size (gettext's
    /// counts are unsigned). A rule's result beyond `nplurals` gives the first form, as
    /// gettext does; a rule that divides by zero (where C would crash) is taken as
    /// `(n != 1)`, as a rule that cannot be read is.
    func index(for n: Int) -> Int {
        let size = UInt64(n.magnitude)
        let value = expression.value(for: size) ?? PluralExpression.germanic.value(for: size) ?? 0
        return value < UInt64(count) ? Int(value) : 0
    }

    /// The text of `name=…` between the `;`s (`plural=(n != 1)` gives `(n != 1)`).
    private static func field(_ name: String, in value: Substring) -> Substring? {
        for part in value.split(separator: ";") {
            let part = part.drop { $0.isWhitespace }
            guard part.hasPrefix(name) else { continue }
            let rest = part.dropFirst(name.count).drop { $0.isWhitespace }
            if rest.first == "=" { return rest.dropFirst() }
        }
        return nil
    }
}
