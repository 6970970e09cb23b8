/// The translators' gettext catalogues, po/<language>.po, compiled into the library.
///
/// Each file is embedded as it is written, and FieldCore's `Translations` reads it when its
/// language is first asked for: nothing is looked up on disk at run time, so apps and the
/// C library find their messages wherever they are installed. The .mo files installed
/// under share/locale (Scripts/install-c-library.sh) are made from the same files.
///
/// The list of languages is written at build time by the MessageCatalogueIndex plugin, so
/// a new language is one new .po file in this folder.
public enum EmbeddedCatalogues {
    /// The languages with a catalogue, as gettext names them (`"de"`, `"pt_BR"`,
    /// `"zh_CN"`), in alphabetical order.
    public static var availableLanguages: [String] { languages }

    /// The text of `language`'s .po file (UTF-8), or nil if there is no such catalogue.
    public static func catalogue(for language: String) -> String? {
        bytes(of: language).map { String(decoding: $0, as: UTF8.self) }
    }
}
