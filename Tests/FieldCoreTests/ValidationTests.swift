import FieldCore
import Foundation
import PropertyBased
import Synchronization
import Testing

@Suite("Validation rules")
struct ValidationTests {
    @Test func validateStopsAtTheFirstFailingRule() {
        // A rule is Sendable: what it records goes through a lock, as in an app.
        let evaluated = Mutex<[String]>([])
        let first = ValidationRule<String>("first") { text in evaluated.withLock { $0.append("first") }; return text == "astro" }
        let second = ValidationRule<String>("second") { text in evaluated.withLock { $0.append("second") }; return text.count == 5 }
        #expect(Validation.validate("astra", [first, second]) == false)
        #expect(evaluated.withLock { $0 } == ["first"])
    }

    @Test func theSeedsMessageExample() {
        // From the seed: for "astro", the count rule fails with its message.
        let result = Validation.validateWithMessage("astro", [
            ValidationRule("The string should equal astro") { $0 == "astro" },
            ValidationRule("The character count must be correct") { $0.count == 10 },
        ])
        #expect(result.0 == false)
        #expect(result.1 == "The character count must be correct")
    }

    @Test func theSeedsPasswordListExample() {
        let list = Validation.validateList("astroforms", [
            ValidationRule("The password should contain a *.") { $0 == "*" },
            ValidationRule("The password should have more than 6 characters.") { $0.count > 6 },
            ValidationRule("The password should have less than 30 characters.") { $0.count < 30 },
        ])
        #expect(list.map(\.0) == [false, true, true])
        #expect(list.map(\.1) == ["The password should contain a *.",
                                  "The password should have more than 6 characters.",
                                  "The password should have less than 30 characters."])
    }

    @Test(arguments: [
        ("ada@example.com", true), ("a.b+c_d%e-f@sub.example.co", true), ("x@y.museum", true),
        ("!#$%&'*+/=?^_`{|}~-@example.com", true), ("ada@example.c", true), ("ada@example.c0m", true),
        ("ada@xn--p1ai.xn--p1ai", true), ("ada@" + String(repeating: "a", count: 63) + ".com", true),
        ("ada@example", false), ("@example.com", false), ("ada@@example.com", false), ("a@b..com", false),
        ("ada@.com", false), ("ada@example.com.", false), ("a@-b.com", false), ("a@b-.com", false),
        ("ada@" + String(repeating: "a", count: 64) + ".com", false), ("ada example@x.com", false),
        ("ada@exam_ple.com", false), ("", false), ("ada@ex.com ", false), ("ädä@example.com", false),
    ])
    func isEmailFollowsTheHTMLStandard(address: String, valid: Bool) {
        #expect(ValidationRule<String>.isEmail(address) == valid)
    }

    @Test func aDomainOfOneLabelIsAChoiceOffByDefault() {
        #expect(!ValidationRule<String>.isEmail("ada@localhost"))
        #expect(ValidationRule<String>.isEmail(allowingSingleLabelDomain: true)("ada@localhost"))
        #expect(!ValidationRule<String>.isEmail(allowingSingleLabelDomain: true)("ada@-localhost"))
    }

    @Test func isEmailAgreesWithTheHTMLStandardsExpressionOnRandomStrings() async throws {
        // The standard's own expression, with one dot or more in the domain.
        let label = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
        let regex = try NSRegularExpression(pattern: "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@\(label)(?:\\.\(label))+$")
        let alphabet = Array("ab.@-_%+9Z\u{E9} !~")
        await propertyCheck(count: 2_000, input: Gen.element(of: alphabet).compactMap { $0 }.array(of: 0...14)) { characters in
            let text = String(characters)
            let expected = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(ValidationRule<String>.isEmail(text) == expected, "\(text)")
        }
    }

    @Test func namedRules() throws {
        #expect(!ValidationRule<String>.required("  \n"))
        #expect(ValidationRule<String>.required(" a "))
        #expect(ValidationRule<String>.minLength(3)("abc"))
        #expect(!ValidationRule<String>.maxLength(2)("abc"))
        #expect(try ValidationRule<String>.matches("[0-9]{4}")("2027"))
        #expect(try !ValidationRule<String>.matches("[0-9]{4}")("20271"), "the whole string must match")
        #expect(ValidationRule<String>.number(in: 1...10)("7.5"))
        #expect(!ValidationRule<String>.number(in: 1...10)("11"))
        #expect(!ValidationRule<String>.number(in: 1...10)("nan"))
        #expect(ValidationRule<String>.url("https://swift.org/x"))
        #expect(!ValidationRule<String>.url("swift.org"))
        #expect(!ValidationRule<String>.url("ftp://swift.org"))
        #expect(ValidationRule<Double>.range(0...1)(0.5))
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 100)
        #expect(ValidationRule<Date?>.dateRange(from: start, to: end)(Date(timeIntervalSince1970: 50)))
        #expect(!ValidationRule<Date?>.dateRange(from: start, to: end)(nil))
    }

    @Test func aNumberRuleReadsTypedTextAsTheUsersRegionWritesNumbers() throws {
        let german = ValidationRule<FormValue>.number(in: 0...100, formats: try RegionFormats(locale: "de_DE.UTF-8"))
        #expect(german(.text("12,5")) && german(.text(" 1,5 ")) && german(.number(12.5)))
        for refused in ["1.000", "1.5", "12.5", "1e1", "+5", "zwölf"] {
            #expect(!german(.text(refused)), "\(refused) is no number from 0 to 100 to a German user")
        }
        #expect(german(.text(" ")) && german(.none), "an empty row passes: the required rule refuses it")
        #expect(german.message == "Enter a number from 0 to 100")
        let english = ValidationRule<FormValue>.number(in: 0...2_000, formats: try RegionFormats(locale: "en_US.UTF-8"))
        #expect(english(.text("1,234.5")) && english(.text("12.5")) && !english(.text("12,5")) && !english(.number(2_000.5)))
        #expect(english.message == "Enter a number from 0 to 2,000")
        #expect(english.message(for: .text("12,5")) == "Enter a number like 1,000.5", "text that is no number is not out of range: an example within it")
        #expect(english.message(for: .text("2,500")) == "Enter a number from 0 to 2,000")
        #expect(Validation.validateWithMessage(FormValue.text("zwölf"), [german]).1 == "Enter a number like 50,5")
        #expect(Validation.validateWithMessage(FormValue.text("zwölf"), [german.asWarning()]).1 == nil, "a warning never fails")
        #expect(Validation.warning(FormValue.text("zwölf"), [german.asWarning()]) == "Enter a number like 50,5")
        #expect(german.pullback { FormValue.text($0) }.message(for: "zwölf") == "Enter a number like 50,5", "a rule pulled back says the same")
        #expect(german.withMessage("Zu viel").message(for: .text("zwölf")) == "Zu viel", "an app's own message is the message")
        // Text a program wrote, and a number row's value as text, keep one spelling.
        #expect(ValidationRule<FormValue>.text(.number(in: 0...100))(.number(12.5)))
    }

    @Test func aCountOfGuestsIsAWholeNumberAndItsMessageSaysSo() {
        let guests = ValidationRule<String>.wholeNumber(in: 1...12)
        #expect(guests("2") && guests(" 12 ") && guests("+3"))
        for refused in ["2.5", "1e1", "13", "0", "two", "", "2 guests"] {
            #expect(!guests(refused), "\(refused) is not a whole number of guests")
        }
        #expect(guests.message == "Enter a whole number from 1 to 12")
        #expect(ValidationRule<String>.wholeNumber("-40") && !ValidationRule<String>.wholeNumber("2.5"))
        #expect(ValidationRule<String>.wholeNumber.message == "Enter a whole number")
        #expect(ValidationRule<Int>.range(1...12)(12) && !ValidationRule<Int>.range(1...12)(0))
        #expect(ValidationRule<Int>.range(1...12).message == "Enter a whole number from 1 to 12")
    }

    @Test func rulesKeptInAStaticLetAreSharedAcrossTasks() async {
        // A Swift 6 app keeps its rules as constants; a rule is Sendable, so this compiles.
        let results = await withTaskGroup(of: Bool.self) { group in
            for text in ["4", "40"] { group.addTask { SharedRules.guests.allSatisfy { $0(text) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 2 && results.filter { $0 }.count == 1, "4 guests pass, 40 do not")
    }

    @Test func aBadPatternIsAClearError() {
        #expect(throws: ValidationRuleError.invalidPattern("([")) { try ValidationRule<String>.matches("([") }
    }

    @Test func usersExtendTheNamedRules() {
        #expect(ValidationRule<String>.postcode("SW1A 1AA"))
        #expect(!ValidationRule<String>.postcode("hello"))
    }
}

extension ValidationRule where Value == String {
    /// A user-defined named rule, as the seed allows.
    static var postcode: ValidationRule {
        ValidationRule("Enter a postcode") { $0.count >= 5 && $0.contains(" ") && $0.uppercased() == $0 }
    }
}

/// Rules an app keeps as constants, shared by every form that counts guests.
private enum SharedRules {
    static let guests: [ValidationRule<String>] = [.required, .wholeNumber(in: 1...12)]
}
