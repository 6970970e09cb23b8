import CLibraryFormats
import FieldCore
import Foundation
import Testing

/// Every UTF-8 locale the C library supports: a number or an amount written as the C
/// library writes it there (`printf`, `strfmon`) is that number, and what a number field
/// shows reads back as its number. Before, an amount with a sign other than a leading minus
/// was refused in 211 locales: a US user's `-$1,234.50`, Switzerland's `CHF- 1’234.50`,
/// Israel's `₪ 1,234.50-`, Hong Kong's `(HK$1,234.50)`, and the currency's ISO code
/// (`USD 1,234.50`, `1.234,50 EUR`) in all of them.
@Suite("Every locale reads back its numbers")
struct EveryLocaleNumberTests {
    /// What the C library writes for `number` with the `printf` format `format` in `locale`.
    private static func written(_ number: Double, _ format: String, in locale: String) -> String? {
        var text = [CChar](repeating: 0, count: 128)
        guard c_library_number(locale, format, number, &text, text.count) == 0 else { return nil }
        return String(cLibraryText: text)
    }

    /// What the C library writes for `amount` with the `strfmon` format `format` in
    /// `locale`, the amount that text stands for (`-1234.50`), and the locale's currency.
    private static func money(_ amount: Double, _ format: String, in locale: String)
        -> (text: String, meant: String, code: String)? {
        var text = [CChar](repeating: 0, count: 128), meant = text, code = text
        guard c_library_money(locale, format, amount, &text, text.count, &meant, meant.count, &code, code.count) == 0 else {
            return nil
        }
        return (String(cLibraryText: text), String(cLibraryText: meant), String(cLibraryText: code))
    }

    /// Notes in `misread` a text that `format` refuses, or reads as another number than `meant`.
    private static func read(_ text: String, with format: NumberFormat, meaning meant: Decimal?, in locale: String,
                             misread: inout [String]) {
        guard case .number(let read) = format.reading(of: text) else {
            misread.append("\(locale): \(text) refused")
            return
        }
        if format.number(fromValue: read) != meant { misread.append("\(locale): \(text) read as \(read)") }
    }

    @Test func aNumberWrittenInAnyLocaleIsThatNumber() throws {
        let locales = try EveryLocaleTests.supportedLocales()
        #expect(locales.count > 300, "Debian's list of supported locales")
        var misread: [String] = []
        for locale in locales {
            let format = NumberFormat(.decimal, fractionDigits: 3, formats: try RegionFormats(locale: locale))
            for number in [1_234_567.891, 12.5, -1_234.5, 0.25] {
                // Grouped or not, with as many fraction digits as the field takes or fewer, and
                // in the locale's own digits (glibc's `I` flag: Persian's `۱٬۲۳۴٫۵`).
                for printf in ["%'.3f", "%.3f", "%'.1f", "%'.0f", "%'I.3f"] {
                    let text = try #require(Self.written(number, printf, in: locale))
                    let plain = try #require(Self.written(number, printf.filter { !"'I".contains($0) }, in: "C"))
                    Self.read(text, with: format, meaning: Decimal(string: plain), in: locale, misread: &misread)
                }
                let value = try #require(Decimal(string: "\(number)"))
                Self.read(format.string(from: value), with: format, meaning: value, in: locale, misread: &misread)
            }
        }
        #expect(misread.isEmpty, "\(misread.count): \(misread.prefix(40).joined(separator: "; "))")
    }

    @Test func anAmountWrittenInAnyLocaleIsThatAmount() throws {
        var misread: [String] = []
        var amounts = 0
        for locale in try EveryLocaleTests.supportedLocales() {
            let formats = try RegionFormats(locale: locale)
            for amount in [1_234.5, 12.5, -1_234.5, 1_234_567.25] {
                // The locale's own way, the international one (with the ISO code), without
                // the currency's sign, and ungrouped.
                for strfmon in ["%n", "%i", "%!n", "%^n"] {
                    guard let written = Self.money(amount, strfmon, in: locale) else { continue }
                    let format = NumberFormat(.currency(written.code), formats: formats)
                    let meant = try #require(Decimal(string: written.meant))
                    Self.read(written.text, with: format, meaning: meant, in: locale, misread: &misread)
                    Self.read(format.string(from: meant), with: format, meaning: meant, in: locale, misread: &misread)
                    amounts += 1
                }
            }
        }
        #expect(amounts > 4_000, "amounts in every locale with a currency")
        #expect(misread.isEmpty, "\(misread.count): \(misread.prefix(40).joined(separator: "; "))")
    }
}
