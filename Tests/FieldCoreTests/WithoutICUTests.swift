@testable import FieldCore
import Foundation
import Testing

/// What FieldCore writes itself so that it needs FoundationEssentials only (no ICU): each
/// against what Foundation's own API gave.
@Suite("Without ICU")
struct WithoutICUTests {
    @Test func messagesFillTheirPlaceholdersByKindAndPosition() {
        #expect(MessageFormat.fill("Enter a number from %@ to %@", ["1", "10"]) == "Enter a number from 1 to 10")
        #expect(MessageFormat.fill("%2$@ vor %1$@", ["A", "B"]) == "B vor A", "a translation may reorder")
        #expect(MessageFormat.fill("At most %d items, %ld left, 100%%", [3, 2]) == "At most 3 items, 2 left, 100%")
        #expect(MessageFormat.fill("%02d:%02d", [7, 5]) == "07:05")
        #expect(MessageFormat.fill("%04d", [-7]) == "-007")
        #expect(MessageFormat.fill("%@ and %@", ["one"]) == "one and %@", "no argument: written as it stands")
        #expect(MessageFormat.fill("100%% of %d%", [3]) == "100% of 3%", "a lone % at the end stays")
        #expect([7.zeroPadded(2), (-7).zeroPadded(4), 123.zeroPadded(2)] == ["07", "-007", "123"])
    }

    @Test(arguments: [
        ("2.345", 2, "2.35"), ("-2.345", 2, "-2.35"), ("2.344", 2, "2.34"), ("9.995", 2, "10"),
        ("0.5", 0, "1"), ("-0.4", 0, "0"), ("1234.5", 3, "1234.5"), ("99.96", 1, "100"),
    ])
    func decimalsRoundAHalfAwayFromZeroExactly(_ number: String, _ digits: Int, _ expected: String) throws {
        let value = try #require(Decimal(string: number, locale: Locale(identifier: "en_US_POSIX")))
        #expect(value.rounded(toFractionDigits: digits) == Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX")))
        var source = value
        var foundations = Decimal()
        NSDecimalRound(&foundations, &source, digits, .plain)
        #expect(value.rounded(toFractionDigits: digits) == foundations, "as NSDecimalRound's .plain")
    }

    @Test func searchesFoldCaseDiacriticsAndWidthAsFoundationDid() {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        for text in ["Crème Brûlée", "ÅNGSTRÖM", "Ｆｕｌｌ　ｗｉｄｔｈ", "Ärger", "İstanbul", "naïve café", "Straße", "STRASSE",
                     "ΠΕΙΡΑΙΑΣ", "Πειραιάς", "ﬁle", "ſtop", "ｶﾀｶﾅ ｼｮｳｼﾔ", "Москва́"] {
            #expect(text.folded == text.folding(options: options, locale: nil), "\(text)")
        }
        // Where the fold sets aside more than Foundation's: the dot of i, as Turkish writes it
        // (dotless ı, which Foundation keeps); and less: marks that make another sound in their
        // scripts, which a user typing `ガス` or `कुल` does not mean as `カス` or `कल`.
        for (text, search) in [("Iğdır", "igdir"), ("ığdır", "igdir"), ("ガス", "ガス"), ("ﾊﾟﾝ", "パン"), ("कुल", "कुल"), ("กิน", "กิน")] {
            #expect(text.folded == search.decomposedStringWithCanonicalMapping, "\(text)")
        }
        // Case alone, for the chips' repeat check: Unicode's case folding, with the dotted and
        // dotless i one letter in every language (Foundation's Turkish rules would part them).
        for (text, folded) in [("STRAẞE", "strasse"), ("Straße", "strasse"), ("ΟΔΟΣ", "οδοσ"), ("İSTANBUL", "istanbul"),
                               ("I\u{307}stanbul", "istanbul"), ("ISPARTA", "isparta"), ("ısparta", "isparta"), ("Zürich", "zürich")] {
            #expect(TextFolding.caseFolded(text) == folded, "\(text)")
        }
        for text in ["Crème Brûlée", "ÅNGSTRÖM", "Straße", "ΠΕΙΡΑΙΑΣ", "ﬁle", "ſtop", "Москва́"] {
            #expect(TextFolding.caseFolded(text) == text.folding(options: .caseInsensitive, locale: nil), "\(text)")
        }
        let picker = PickerModel(data: ["Zürich", "Genève", "Bern", "Lugano"])
        #expect(picker.searchRows("gene") == [1])
        #expect(picker.searchRows("ZU") == [0])
        #expect(picker.searchRows("u") == [0, 3])
    }

    @Test(arguments: ["highcontrast", "-hc-", "-hc:", "", "hc", "x", "ontrastinverse", "highcontrastinverse-"])
    func aByteSearchFindsWhatFoundationFinds(_ needle: String) {
        for name in ["highcontrastinverse", "adwaita-hc-dark", "default-hc:dark", "adwaita", "hc", ""] {
            #expect(name.containsUTF8(needle) == (needle.isEmpty || name.range(of: needle) != nil), "\(name) holds \(needle)")
        }
    }

    @Test func anAppsOwnPatternWritesAndReadsWithTheRegionsNames() throws {
        let german = try RegionFormats(locale: "de_DE.UTF-8")
        let pattern = UnicodeDatePattern("EEEE, d. MMMM yyyy 'um' HH:mm")
        let components = DateComponents(year: 2027, month: 3, day: 4, hour: 9, minute: 5, weekday: 5)
        #expect(pattern.string(from: components, formats: german) == "Donnerstag, 4. März 2027 um 09:05")
        let read = try #require(pattern.components(from: "Donnerstag, 4. märz 2027 um 9:05", formats: german, referenceYear: 2027))
        #expect([read.year, read.month, read.day, read.hour, read.minute] == [2027, 3, 4, 9, 5])
        #expect(pattern.components(from: "4. März 2027", formats: german, referenceYear: 2027) == nil, "strict: what the pattern asks is there")
        #expect(pattern.components(from: "Montag, 4. März 2027 um 9:05", formats: german, referenceYear: 2027) == nil,
                "a weekday that is not the date's")
        // Two digits of a year are read in the window typed dates use, not all in the 2000s.
        let short = UnicodeDatePattern("dd.MM.yy")
        #expect(short.components(from: "14.03.70", formats: german, referenceYear: 2027)?.year == 1970)
        #expect(short.components(from: "14.03.27", formats: german, referenceYear: 2027)?.year == 2027)
        #expect(UnicodeDatePattern("MM/dd/yy").components(from: "03/14/85", formats: german, referenceYear: 2027)?.year == 1985)
        let twelve = UnicodeDatePattern("MMM d, yyyy h:mm a")
        let us = try RegionFormats(locale: "en_US.UTF-8")
        #expect(twelve.string(from: DateComponents(year: 2027, month: 12, day: 1, hour: 0, minute: 30), formats: us) == "Dec 1, 2027 12:30 AM")
        #expect(twelve.components(from: "Dec 1, 2027 12:30 PM", formats: us, referenceYear: 2027)?.hour == 12)
        #expect(twelve.components(from: "Dec 1, 2027 13:30 PM", formats: us, referenceYear: 2027) == nil)
        let clock = UnicodeDatePattern("h:mm a")
        #expect(clock.string(from: DateComponents(hour: 21, minute: 5), formats: german) == "9:05 PM",
                "a 24-hour region has no markers of its own: English's")
        #expect(clock.components(from: "9:05 PM", formats: german, referenceYear: 2027)?.hour == 21)
    }

    @Test func anAppsOwnPatternReadsBackEveryMonthItWrites() throws {
        // Thai's short months differ by vowel signs, which folding drops: มี.ค. is March,
        // ม.ค. January, มิ.ย. June.
        for (locale, patterns) in [("th_TH.UTF-8", ["d MMM yyyy", "d MMMM yyyy"]), ("de_DE.UTF-8", ["d. MMM yyyy", "d. MMMM yyyy"])] {
            let formats = try RegionFormats(locale: locale)
            for text in patterns {
                let pattern = UnicodeDatePattern(text)
                for month in 1...12 {
                    let written = pattern.string(from: DateComponents(year: 2027, month: month, day: 4), formats: formats)
                    #expect(pattern.components(from: written, formats: formats, referenceYear: 2027)?.month == month, "\(locale) \(written)")
                }
            }
        }
        let german = try RegionFormats(locale: "de_DE.UTF-8")
        #expect(UnicodeDatePattern("d. MMMM yyyy").components(from: "4. Marz 2027", formats: german, referenceYear: 2027)?.month == 3,
                "without its diacritic, where no other month is written so")
    }

    @Test func aPatternRuleMatchesTheWholeTextInSwiftsRegexSyntax() throws {
        let postcode = try ValidationRule.matches("[0-9]{5}")
        #expect(postcode("75001") && !postcode("750012") && !postcode("x75001"))
        #expect(throws: ValidationRuleError.self) { try ValidationRule.matches("(unclosed") }
    }

    @Test func inAProcessWithFoundationDatesAreInstants() {
        #expect(LocalTime.followsFoundation, "this test imports Foundation")
        let instant = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(LocalTime.date(fromInstant: instant) == instant && LocalTime.instant(from: instant) == instant)
    }
}
