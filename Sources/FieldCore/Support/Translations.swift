import Foundation

/// The library's messages in the user's language (rule messages, *Done*, *Clear*,
/// *Manual Entry*, tooltips). English is written in the code and is the key; other
/// languages come from `.strings` files compiled into FieldCore (`Localizations/de.strings`,
/// in the format of an app's `Localizable.strings`). German ships with the library.
///
/// A message is looked up when it is made: a rule made before the language changes keeps
/// its message.
public enum Translations {
    /// The language messages are shown in, such as `"de"` or `"de_AT"` (its base language
    /// is tried next); nil follows the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`, read when the first message is looked up). A language with no translation
    /// shows English.
    public static var language: String? {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// A language for the current task and the tasks it starts, winning over ``language``
    /// (`Translations.$languageForTask.withValue("de") { … }`), so tests in parallel can
    /// each use their own.
    @TaskLocal public static var languageForTask: String?

    /// `english` in the current language.
    public static func string(_ english: String) -> String {
        let forTask = languageForTask
        return state.withLock { current in
            let wanted = forTask ?? current.language ?? environmentLanguage
            if current.tables[wanted] == nil { current.tables[wanted] = loadTable(for: wanted) }
            return current.tables[wanted]?[english] ?? english
        }
    }

    /// `english`, a `String(format:)` pattern, in the current language, filled with `arguments`.
    public static func format(_ english: String, _ arguments: any CVarArg...) -> String {
        String(format: string(english), arguments: arguments)
    }

    private struct State {
        var language: String?
        /// The loaded tables by language; empty for English or a language with no translation.
        var tables: [String: [String: String]] = [:]
    }

    private static let state = Locked(State())

    /// The environment's language, read once: every field and rule made looks a message up,
    /// and copying the whole environment each time was most of that cost.
    private static let environmentLanguage: String = {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name]?.split(separator: ":").first, !value.isEmpty else { continue }
            return String(value)
        }
        return "en"
    }()

    /// The `Localizable.strings`-format tables compiled in (Localizations/*.strings), by
    /// language: no bundle to find at run time, wherever the library is installed.
    private static let shipped: [String: Data] = ["de": Data(PackageResources.de_strings)]

    /// The table of `language` (`de_DE.UTF-8`, then `de_DE`, then `de`).
    private static func loadTable(for language: String) -> [String: String] {
        let name = language.split(separator: ".").first.map(String.init) ?? language
        for candidate in [name, name.split(separator: "_").first.map(String.init) ?? name] {
            guard let data = shipped[candidate],
                  let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            else { continue }
            return table
        }
        return [:]
    }
}

/// A value behind a lock, for state any thread may read.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
