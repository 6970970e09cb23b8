@testable import FieldCore
import Testing

/// The `Plural-Forms` evaluator against gettext's known rules, written out in Swift.
@Suite("Plural forms")
struct PluralFormsTests {
    private static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 101]

    private func rule(_ header: String) throws -> PluralForms {
        try #require(PluralForms(header: header), "\(header)")
    }

    @Test func russian() throws {
        let russian = try rule("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect(russian.count == 3)
        let formula = { (n: Int) in n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2 }
        #expect(Self.counts.map(russian.index(for:)) == Self.counts.map(formula))
        #expect(Self.counts.map(russian.index(for:)) == [2, 0, 1, 1, 2, 2, 0, 1, 0])
    }

    @Test func polish() throws {
        let polish = try rule("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        let formula = { (n: Int) in n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2 }
        #expect(Self.counts.map(polish.index(for:)) == Self.counts.map(formula))
        #expect(Self.counts.map(polish.index(for:)) == [2, 0, 1, 1, 2, 2, 2, 1, 2])
    }

    @Test func arabic() throws {
        let arabic = try rule("nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")
        #expect(arabic.count == 6)
        let formula = { (n: Int) in n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5 }
        #expect(Self.counts.map(arabic.index(for:)) == Self.counts.map(formula))
        #expect(Self.counts.map(arabic.index(for:)) == [0, 1, 2, 3, 3, 4, 4, 4, 5])
    }

    @Test func oneFormAndTwoForms() throws {
        let japanese = try rule("nplurals=1; plural=0;")
        #expect(Self.counts.map(japanese.index(for:)).allSatisfy { $0 == 0 })
        let french = try rule("nplurals=2; plural=(n > 1);")
        #expect(Self.counts.map(french.index(for:)) == [0, 0, 1, 1, 1, 1, 1, 1, 1])
        let german = try rule("Project-Id-Version: x\nPlural-Forms: nplurals=2; plural=(n != 1);\n")
        #expect(Self.counts.map(german.index(for:)) == [1, 0, 1, 1, 1, 1, 1, 1, 1])
    }

    @Test func cPrecedenceAndOperators() {
        func value(_ text: String, _ n: UInt64) -> UInt64? { PluralExpressionParser.parse(text)?.value(for: n) }
        #expect(value("1 + 2 * 3", 0) == 7)
        #expect(value("(1 + 2) * 3", 0) == 9)
        #expect(value("10 - 4 - 3", 0) == 3, "left-associative")
        #expect(value("n / 2 % 3", 9) == 1)
        #expect(value("1 || 0 && 0", 0) == 1, "&& binds tighter than ||")
        #expect(value("n < 2 == 1", 1) == 1, "< binds tighter than ==")
        #expect(value("n >= 2 != n <= 5", 7) == 1)
        #expect(value("!n", 0) == 1)
        #expect(value("!!n", 5) == 1)
        #expect(value("n == 1 ? 10 : n == 2 ? 20 : 30", 2) == 20, "?: is right-associative")
        #expect(value("0 ? 1 : 2 ? 3 : 4", 0) == 3)
        #expect(value("n % 0", 5) == nil, "division by zero has no value")
        #expect(value("0 && n / 0", 5) == 0, "&& does not evaluate its right side after 0")
    }

    @Test func aMalformedRuleFallsBackToTwoForms() {
        for header in ["nplurals=3; plural=n %% 10;", "nplurals=3; plural=(n == 1;", "nplurals=2; plural=n == 1 ? 0;",
                       "nplurals=2; plural=x;", "nplurals=; plural=n != 1;", "nplurals=INTEGER; plural=EXPRESSION;", ""] {
            #expect(PluralForms(header: header) == nil, "\(header)")
            let catalogue = MessageCatalogue(poText: "msgid \"\"\nmsgstr \"Plural-Forms: \(header)\\n\"\n")
            #expect(catalogue.pluralForms == .germanic)
            #expect(!catalogue.hasPluralForms)
        }
        #expect(PluralForms.germanic.index(for: 1) == 0)
        #expect(PluralForms.germanic.index(for: 2) == 1)
    }

    @Test func anIndexBeyondTheFormsIsTheFirst() throws {
        // gettext shows msgstr[0] when the rule says more than nplurals.
        let broken = try rule("nplurals=2; plural=n;")
        #expect(broken.index(for: 1) == 1)
        #expect(broken.index(for: 7) == 0)
        // A rule that divides by zero is taken as (n != 1).
        let dividing = try rule("nplurals=3; plural=n % (n - n);")
        #expect([1, 2].map(dividing.index(for:)) == [0, 1])
        // A count is taken by its size.
        #expect(try rule("nplurals=2; plural=(n != 1);").index(for: -1) == 0)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "(", count: 10_000) + "n" + String(repeating: ")", count: 10_000)
        #expect(PluralExpressionParser.parse(deep) == nil)
        #expect(PluralExpressionParser.parse("((n))") == .n)
    }
}
