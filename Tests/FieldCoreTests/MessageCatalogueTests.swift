@testable import FieldCore
import Foundation
import Testing

/// The PO reader, and the catalogues of po/ as the library shows them.
@Suite("Message catalogues")
struct MessageCatalogueTests {
    private static let po = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("po")

    /// The languages with a file in po/, whatever translators have added.
    private static let languagesOnDisk: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: po.path)) ?? [])
        .filter { $0.hasSuffix(".po") && !$0.hasPrefix(".") }
        .map { String($0.dropLast(3)) }
        .sorted()

    @Test func readsEveryKindOfEntry() {
        let text = #"""
            # A translator's comment.
            msgid ""
            msgstr ""
            "Language: xx\n"
            "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\n"

            #: Sources/A.swift:1
            msgid "Done"
            msgstr "Fertig"

            msgid ""
            "Two "
            "lines"
            msgstr ""
            "Zwei\n"
            "Zeilen"

            msgid "Say \"hi\"\t\\ \303\244"
            msgstr "Sag \"hallo\"\t\\ ä"

            #, c-format
            msgid "%d day"
            msgid_plural "%d days"
            msgstr[0] "%d Tag (eins)"
            msgstr[1] "%d Tage (zwei)"
            msgstr[2] "%d Tage (viele)"

            msgctxt "menu"
            msgid "Open"
            msgstr "Öffnen (Menü)"

            msgid "Open"
            msgstr "Öffnen"

            #, fuzzy, c-format
            msgid "Guessed"
            msgstr "Geraten"

            msgid "Untranslated"
            msgstr ""

            #~ msgid "Gone"
            #~ msgstr "Weg"
            """#.replacingOccurrences(of: "\n", with: "\r\n")
        let entries = POReader.entries(in: text)
        #expect(entries.count == 9)
        #expect(entries.first?.isHeader == true)
        #expect(entries.contains(POEntry(context: nil, message: "Say \"hi\"\t\\ ä", plural: nil,
                                         translations: ["Sag \"hallo\"\t\\ ä"], isFuzzy: false)))
        #expect(entries.first { $0.message == "Guessed" }?.isFuzzy == true)
        #expect(entries.first { $0.message == "Done" }?.isFuzzy == false, "a flag belongs to its own entry only")

        let catalogue = MessageCatalogue(poText: text)
        #expect(catalogue.translation(of: "Done") == "Fertig")
        #expect(catalogue.translation(of: "Two lines") == "Zwei\nZeilen")
        #expect(catalogue.translation(of: "Open") == "Öffnen")
        #expect(catalogue.translation(of: "Open", context: "menu") == "Öffnen (Menü)")
        #expect(catalogue.translation(of: "Guessed") == nil, "fuzzy shows English")
        #expect(catalogue.translation(of: "Untranslated") == nil, "empty shows English")
        #expect(catalogue.translation(of: "Gone") == nil, "obsolete")
        #expect([1, 2, 5].map { catalogue.translation(of: "%d day", count: $0) } == ["%d Tag (eins)", "%d Tage (zwei)", "%d Tage (viele)"])
        #expect(catalogue.count == 6)
        // A byte-order mark before the header does not hide it.
        #expect(MessageCatalogue(poText: "\u{FEFF}msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n").hasPluralForms)
    }

    @Test func positionalArgumentsWorkThroughStringFormat() {
        let catalogue = MessageCatalogue(poText: "msgid \"From %@ to %@\"\nmsgstr \"Bis %2$@, ab %1$@\"\n")
        let pattern = catalogue.translation(of: "From %@ to %@") ?? ""
        #expect(String(format: pattern, "Montag", "Freitag") == "Bis Freitag, ab Montag")
    }

    @Test func everyFileInPoIsCompiledIn() {
        // A translator's file whose language Package.swift's catalogueLanguages does not list.
        #expect(Translations.availableLanguages == Self.languagesOnDisk)
        #expect(Translations.availableLanguages.contains("de"))
    }

    /// Every message of the template is translated in every language: a language that misses
    /// one (or marks it fuzzy) fails here, as `Scripts/update-pot.py --check` does.
    @Test(arguments: languagesOnDisk)
    func everyMessageIsTranslated(in language: String) throws {
        let template = try String(contentsOf: Self.po.appendingPathComponent("material-fields.pot"), encoding: .utf8)
        let messages = POReader.entries(in: template).filter { !$0.isHeader }
        #expect(messages.count > 50)
        let catalogue = try #require(Translations.catalogue(for: language), "po/\(language).po is not compiled in")
        #expect(catalogue.hasPluralForms, "po/\(language).po: its Plural-Forms cannot be read")
        for message in messages {
            let translated = catalogue.translation(of: message.message, context: message.context)
            #expect(translated != nil, "po/\(language).po does not translate \"\(message.message)\"")
            if message.plural != nil {
                // Every form the rule picks for some count is written.
                let missing = (0...200).filter { catalogue.translation(of: message.message, count: $0)?.isEmpty != false }
                #expect(missing.isEmpty, "po/\(language).po: \"\(message.message)\" has no form for \(missing.prefix(3))")
            }
            // The library's own lookup shows the same text.
            let shown = Translations.$languageForTask.withValue(language) { Translations.string(message.message) }
            #expect(shown == translated ?? message.message, "\(language): \(message.message)")
        }
    }

    @Test func aTranslationAskingForAnArgumentTheCodeDoesNotPassShowsEnglish() {
        let catalogue = MessageCatalogue(poText: """
            msgid "Enter a date like %@"
            msgstr "Geben Sie ein Datum wie %s ein"

            msgid "Use at least %d characters"
            msgstr "Mindestens %1$d Zeichen, %2$@"

            msgid "From %@ to %@"
            msgstr "Bis %2$@, ab %1$@"

            msgid "There is a problem with %d field"
            msgid_plural "There is a problem with %d fields"
            msgstr[0] "Ein Feld ist noch nicht richtig"
            msgstr[1] "%d Felder sind noch nicht richtig"
            """)
        #expect(catalogue.translation(of: "Enter a date like %@") == nil, "%s where the code passes an object")
        #expect(catalogue.translation(of: "Use at least %d characters") == nil, "a second argument the code does not pass")
        #expect(catalogue.translation(of: "From %@ to %@") == "Bis %2$@, ab %1$@", "positions reordered are fine")
        #expect(catalogue.translation(of: "There is a problem with %d field", count: 1) == "Ein Feld ist noch nicht richtig",
                "a form may leave the count out")
    }

    @Test func germanMessages() {
        Translations.$languageForTask.withValue("de_DE.UTF-8") {
            #expect(Translations.string("Done") == "Fertig")
            #expect(Translations.string("This field is required") == "Dieses Feld ist erforderlich")
            #expect(Translations.format("Enter a number from %@ to %@", "1", "9") == "Geben Sie eine Zahl von 1 bis 9 ein")
            #expect(Translations.plural("At most %d item", "At most %d items", 1) == "Höchstens 1 Eintrag")
            #expect(Translations.plural("At most %d item", "At most %d items", 0) == "Höchstens 0 Einträge")
            #expect(Translations.plural("At most %d item", "At most %d items", 3) == "Höchstens 3 Einträge")
        }
    }

    @Test(.enabled(if: Translations.availableLanguages.contains("fr")))
    func frenchMessages() {
        Translations.$languageForTask.withValue("fr_FR.UTF-8") {
            #expect(Translations.string("Done") == "Terminé")
            #expect(Translations.string("This field is required") == "Ce champ est obligatoire")
            // French's rule is (n > 1): zero takes the singular, unlike German's.
            #expect(Translations.plural("At most %d item", "At most %d items", 0) == "0 élément au maximum")
            #expect(Translations.plural("At most %d item", "At most %d items", 2) == "2 éléments au maximum")
        }
    }

    @Test(.enabled(if: Translations.availableLanguages.contains("ru")))
    func russianPluralsFollowTheCatalogue() {
        Translations.$languageForTask.withValue("ru") {
            let forms = [1, 2, 5, 21, 22, 11].map { Translations.plural("At most %d item", "At most %d items", $0) }
            #expect(forms == ["Не более 1 элемента", "Не более 2 элементов", "Не более 5 элементов",
                              "Не более 21 элемента", "Не более 22 элементов", "Не более 11 элементов"])
        }
    }

    @Test func aMessageWithNoTranslationShowsEnglish() {
        Translations.$languageForTask.withValue("de") {
            #expect(Translations.string("A message no catalogue has") == "A message no catalogue has")
            #expect(Translations.plural("%d thing nobody translated", "%d things nobody translated", 1) == "1 thing nobody translated")
            #expect(Translations.plural("%d thing nobody translated", "%d things nobody translated", 2) == "2 things nobody translated")
        }
        // A language with no catalogue, and English itself, show English.
        for language in ["xx_YY.UTF-8", "en", "en_US.UTF-8", "C", ""] {
            Translations.$languageForTask.withValue(language) {
                #expect(Translations.string("Done") == "Done", "\(language)")
                #expect(Translations.plural("At most %d item", "At most %d items", 1) == "At most 1 item")
            }
        }
        // The next language of the list, when the first has no catalogue.
        Translations.$languageForTask.withValue("xx:de") {
            #expect(Translations.string("Done") == "Fertig")
        }
    }
}
