import FoundationEssentials
internal import MessageCatalogues

/// The library's messages in the user's language (rule messages, *Done*, *Clear*,
/// *Manual Entry*, tooltips). English is written in the code and is the key (gettext's
/// `msgid`); other languages come from the gettext catalogues in the package's po/ folder
/// (po/de.po, po/fr.po, …), compiled into the library and read when a message in their
/// language is first looked up.
///
/// A message is looked up when it is made: a rule made before the language changes keeps
/// its message. A message a catalogue does not translate (or marks fuzzy) shows in the
/// next language of the list, and at the end in English: never a key.
///
/// Every message is a string literal written directly in the call (``string(_:)``,
/// ``format(_:_:)``, ``plural(_:_:_:_:)``; a choice between two messages is
/// `isTime ? Translations.string("Choose a time") : Translations.string("Choose a date")`):
/// Scripts/update-pot.py reads them from the sources into po/material-fields.pot, the
/// gettext template translators start from.
public enum Translations {
    /// The language messages are shown in, such as `"de"` or `"pt_BR"`, or a list in
    /// `LANGUAGE`'s form (`"de_AT:fr"`); each name is tried as given (without its codeset),
    /// then as its language alone (`de_AT`, then `de`), and `"en"` or `"C"` is English.
    /// nil follows the environment by gettext's rules (`LANGUAGE`, then `LC_ALL`,
    /// `LC_MESSAGES` or `LANG`, read when the first message is looked up; a `C` or `POSIX`
    /// locale is English whatever `LANGUAGE` says). A language with no catalogue shows English.
    public static var language: String? {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// A language for the current task and the tasks it starts, winning over ``language``
    /// (`Translations.$languageForTask.withValue("de") { … }`), so tests in parallel can
    /// each use their own.
    @TaskLocal public static var languageForTask: String?

    /// The languages the library has a catalogue for, as gettext names them (`"de"`,
    /// `"pt_BR"`, `"zh_CN"`): one for each po/*.po file of the package.
    public static var availableLanguages: [String] { EmbeddedCatalogues.availableLanguages }

    /// `english` in the current language.
    public static func string(_ english: String) -> String {
        translation { $0.translation(of: english) } ?? english
    }

    /// `english`, a `printf`-style pattern (`%@` for text, `%d` for a whole number, `%2$@` by
    /// position), in the current language, filled with `arguments`.
    public static func format(_ english: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(string(english), arguments)
    }

    /// A message that counts something, in the current language, filled with `count`, or
    /// with `arguments` when the pattern shows more than the count
    /// (`plural("From %@ to %@, %d day", "From %@ to %@, %d days", count, start, end, count)`).
    ///
    /// The catalogue's `Plural-Forms` picks the form for `count` (Russian has three, Arabic
    /// six); in English, `singular` is for a `count` of 1 and `plural` for any other.
    /// Both English patterns are written here, literally, so that Scripts/update-pot.py
    /// finds the pair for po/material-fields.pot.
    public static func plural(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...) -> String {
        let pattern = translation { $0.translation(of: singular, count: count) } ?? (count == 1 ? singular : plural)
        return MessageFormat.fill(pattern, arguments.isEmpty ? [count] : arguments)
    }

    /// The catalogue compiled in for `language` (a name as its file has it: `"pt_BR"`),
    /// read on first use; nil if there is none.
    static func catalogue(for language: String) -> MessageCatalogue? {
        state.withLock { $0.catalogue(named: language) }
    }

    /// What `lookUp` finds in the first catalogue of the current languages that translates
    /// the message; nil for English.
    private static func translation(_ lookUp: (MessageCatalogue) -> String?) -> String? {
        let forTask = languageForTask
        return state.withLock { current in
            for name in current.searchList(for: forTask ?? current.language) {
                if let catalogue = current.catalogue(named: name), let text = lookUp(catalogue), !text.isEmpty {
                    return text
                }
            }
            return nil
        }
    }

    private struct State {
        var language: String?
        /// The catalogues read so far by name; nil for a name with none (looked for once).
        var catalogues: [String: MessageCatalogue?] = [:]
        /// The names to try for each language set in code (``language``, ``languageForTask``).
        var searchLists: [String: [String]] = [:]

        mutating func searchList(for language: String?) -> [String] {
            guard let language else { return environmentSearchList }
            if let known = searchLists[language] { return known }
            let list = MessageLanguages.searchList(languages: language)
            searchLists[language] = list
            return list
        }

        /// Each catalogue is read once, when its language is first needed: a program in
        /// German never reads the other languages' files.
        mutating func catalogue(named name: String) -> MessageCatalogue? {
            if let known = catalogues[name] { return known }
            let catalogue = EmbeddedCatalogues.catalogue(for: name).map(MessageCatalogue.init(poText:))
            catalogues[name] = .some(catalogue)
            return catalogue
        }
    }

    private static let state = Locked(State())

    /// The environment's languages, read once: every field and rule made looks a message
    /// up, and copying the whole environment each time was most of that cost.
    private static let environmentSearchList = MessageLanguages.searchList(variable: ProcessEnvironment.value)
}
