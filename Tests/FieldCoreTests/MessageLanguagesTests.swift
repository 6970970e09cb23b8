@testable import FieldCore
import Testing

/// Which catalogues a message is looked up in, for a given environment (gettext's rules);
/// the environment is a dictionary, so no test changes the process's own.
@Suite("Message languages")
struct MessageLanguagesTests {
    @Test func languageListComesFirstInItsOrder() {
        let environment = ["LANGUAGE": "fr:de", "LANG": "it_IT.UTF-8"]
        #expect(MessageLanguages.searchList(environment: environment) == ["fr", "de", "it_IT", "it"])
    }

    @Test func theCLocaleIgnoresTheLanguageList() {
        for locale in ["C", "POSIX", "C.UTF-8", "C.utf8"] {
            #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "de", "LANG": locale]).isEmpty, "\(locale)")
            #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "de", "LC_ALL": locale, "LANG": "de_DE.UTF-8"]).isEmpty,
                    "LC_ALL=\(locale) wins over LANG")
        }
        // No locale at all is C's.
        #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "de"]).isEmpty)
        #expect(MessageLanguages.searchList(environment: [:]).isEmpty)
    }

    @Test func lcAllWinsOverLcMessagesOverLang() {
        #expect(MessageLanguages.searchList(environment: ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"])
            == ["fr_FR", "fr"])
        #expect(MessageLanguages.searchList(environment: ["LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"]) == ["es_ES", "es"])
        // An empty variable counts as unset, as in POSIX.
        #expect(MessageLanguages.searchList(environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
        #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "", "LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
    }

    @Test func aRegionalNameIsTriedThenItsLanguage() {
        #expect(MessageLanguages.searchList(environment: ["LANG": "pt_BR.UTF-8"]) == ["pt_BR", "pt"])
        #expect(MessageLanguages.candidates(for: "pt_BR") == ["pt_BR", "pt"])
        // The codeset goes; a modifier is tried first (sr@latin is another script than sr).
        #expect(MessageLanguages.candidates(for: "pt_BR.UTF-8@x") == ["pt_BR@x", "pt@x", "pt_BR", "pt"])
        #expect(MessageLanguages.candidates(for: "sr_RS.UTF-8@latin") == ["sr_RS@latin", "sr@latin", "sr_RS", "sr"])
        #expect(MessageLanguages.candidates(for: "de") == ["de"])
    }

    @Test func englishEndsTheList() {
        // LANGUAGE=en is English even where the locale is German (Scripts/test.sh relies on it).
        #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "en", "LANG": "de_DE.UTF-8"]).isEmpty)
        #expect(MessageLanguages.searchList(environment: ["LANGUAGE": "fr:en:de", "LANG": "de_DE.UTF-8"]) == ["fr"])
        #expect(MessageLanguages.searchList(languages: "en_GB.UTF-8:de") == ["en_GB"])
        #expect(MessageLanguages.searchList(languages: "C:de").isEmpty)
        #expect(MessageLanguages.searchList(languages: "").isEmpty)
    }

    @Test func anOverrideIsTriedTheSameWay() {
        #expect(MessageLanguages.searchList(languages: "de_AT") == ["de_AT", "de"])
        #expect(MessageLanguages.searchList(languages: "pt_BR.UTF-8:es::de") == ["pt_BR", "pt", "es", "de"])
    }
}
