/// One entry of a gettext PO file: an English message and what the translator wrote for it.
struct POEntry: Equatable, Sendable {
    /// `msgctxt`, which tells apart two messages with the same English text; nil if none.
    var context: String?
    /// `msgid`: the English message ("" for the file's header).
    var message: String
    /// `msgid_plural`: the English plural, for a message that counts something.
    var plural: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … in order: one text per plural form.
    var translations: [String]
    /// Marked `#, fuzzy`: a guess the translator has not checked, which gettext never shows.
    var isFuzzy: Bool

    /// Whether the entry is the file's header (whose text holds `Plural-Forms`).
    var isHeader: Bool { context == nil && message.isEmpty }

    /// Whether gettext would show the translation: not fuzzy, and written (an empty
    /// `msgstr` leaves the message in English).
    var isTranslated: Bool {
        !isFuzzy && !translations.isEmpty && translations.allSatisfy { !$0.isEmpty }
    }
}
