/// Which catalogues a message is looked up in, in order, by gettext's rules.
///
/// Pure functions of the names and the environment given, so that each rule is tested
/// without changing the process's environment (which other tests, running in parallel,
/// read too).
enum MessageLanguages {
    /// The catalogue names to try, first first, for an environment (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`); an empty list means English.
    ///
    /// - The messages locale is `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first one set
    ///   and not empty). If there is none, or it is `C` or `POSIX` (`C.UTF-8` too), messages
    ///   are English and `LANGUAGE` is ignored: gettext's own rule, so that a program run
    ///   as `LC_ALL=C` speaks English whatever the desktop's language list says.
    /// - Otherwise the entries of `LANGUAGE` (`fr_CA:fr:de`), in order, then the messages
    ///   locale itself, each expanded by ``candidates(for:)``. gettext stops at the end of
    ///   `LANGUAGE`; trying the locale after it costs nothing and helps when none of the
    ///   listed languages is translated.
    static func searchList(environment: [String: String]) -> [String] {
        searchList { environment[$0] }
    }

    /// The same, reading each variable with `variable` (the process's own:
    /// ``ProcessEnvironment/value(_:)``).
    static func searchList(variable: (String) -> String?) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(variable).first { !$0.isEmpty }
        guard let locale, !isCLocale(locale) else { return [] }
        return searchList(languages: (variable("LANGUAGE") ?? "") + ":" + locale)
    }

    /// The catalogue names to try for a colon-separated list of languages (`LANGUAGE`'s form,
    /// or ``Translations/language``'s: `"de_AT"`, `"pt_BR:es"`); an empty list means English.
    ///
    /// The list ends at the first entry that is English (`en`, `en_US.UTF-8`, `C`, `POSIX`):
    /// English is the messages themselves, so `LANGUAGE=en` shows English even where the
    /// locale is German. (A regional English, `en_GB`, is still tried first, should a
    /// catalogue for it ever be written.)
    static func searchList(languages: String) -> [String] {
        var names: [String] = []
        for entry in languages.split(separator: ":") where !entry.isEmpty {
            for name in candidates(for: entry) {
                if name == "en" || isCLocale(name) { return names }
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The names one locale is tried by: with its modifier if it has one, then without
    /// its codeset or modifier, then its language alone. `pt_BR.UTF-8@x` gives
    /// `pt_BR@x`, `pt@x`, `pt_BR`, `pt`; `sr_RS@latin` finds `sr@latin` before `sr`.
    static func candidates(for locale: some StringProtocol) -> [String] {
        let text = String(locale)
        let modifierStart = text.firstIndex(of: "@")
        let modifier = modifierStart.map { String(text[$0...]) } ?? ""
        let withoutModifier = text[..<(modifierStart ?? text.endIndex)]
        let name = String(withoutModifier.prefix { $0 != "." })
        let language = String(name.prefix { $0 != "_" })
        var result: [String] = []
        for candidate in (modifier.isEmpty ? [] : [name + modifier, language + modifier]) + [name, language]
        where !candidate.isEmpty && !result.contains(candidate) {
            result.append(candidate)
        }
        return result
    }

    /// Whether a locale name is C's or POSIX's, with any codeset (`C.UTF-8`, `C.utf8`).
    static func isCLocale(_ locale: some StringProtocol) -> Bool {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
    }
}
