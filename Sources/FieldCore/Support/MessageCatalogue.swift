/// One language's translations, read from its PO file: what gettext's .mo file holds.
struct MessageCatalogue: Sendable {
    /// The catalogue's plural rule (``PluralForms/germanic`` if its header has none usable).
    let pluralForms: PluralForms
    /// Whether the header's `Plural-Forms` could be read (rather than fallen back on).
    let hasPluralForms: Bool
    /// The translated entries' forms, by ``key(_:context:)``.
    private let translations: [String: [String]]

    /// The catalogue of a PO file's text. Fuzzy entries, obsolete ones, those with no
    /// translation and those whose placeholders the English does not fill are left out:
    /// their messages show in English, as with gettext.
    init(poText: String) {
        self.init(entries: POReader.entries(in: poText))
    }

    init(entries: [POEntry]) {
        let header = entries.first(where: \.isHeader)?.translations.first ?? ""
        let rule = PluralForms(header: header)
        pluralForms = rule ?? .germanic
        hasPluralForms = rule != nil
        var translations: [String: [String]] = [:]
        for entry in entries where !entry.isHeader && entry.isTranslated && Self.placeholdersMatch(entry) {
            translations[Self.key(entry.message, context: entry.context)] = entry.translations
        }
        self.translations = translations
    }

    /// Whether each translation asks only for arguments the English message is given
    /// (``FormatPlaceholders``): a translator's `%d` for a `%@` would show the wrong argument.
    private static func placeholdersMatch(_ entry: POEntry) -> Bool {
        var english = FormatPlaceholders(entry.message)
        if let plural = entry.plural { english.add(FormatPlaceholders(plural)) }
        return entry.translations.allSatisfy { english.admits(FormatPlaceholders($0)) }
    }

    /// How many messages are translated.
    var count: Int { translations.count }

    /// The translation of `message`, or nil if the catalogue has none.
    func translation(of message: String, context: String? = nil) -> String? {
        translations[Self.key(message, context: context)]?.first
    }

    /// The translation of a counting message (its English singular is `message`) in the
    /// form `count` takes, by the catalogue's `Plural-Forms`; nil if it has none.
    func translation(of message: String, count: Int, context: String? = nil) -> String? {
        guard let forms = translations[Self.key(message, context: context)] else { return nil }
        // An entry with one msgstr serves every count, as gettext's ngettext does.
        let index = forms.count == 1 ? 0 : pluralForms.index(for: count)
        return index < forms.count ? forms[index] : nil
    }

    /// gettext's key: the context and the message joined by EOT (`\u{4}`), which neither holds.
    static func key(_ message: String, context: String?) -> String {
        context.map { "\($0)\u{4}\(message)" } ?? message
    }
}
