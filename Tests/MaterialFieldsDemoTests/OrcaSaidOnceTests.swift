import CGtk
import Foundation
import XCTest

/// Every page of the demo walked with Tab while a real Orca listens: each focus says its
/// label, value, helper and error once.
///
/// One repetition is GTK 4.8's, on every widget that has a description, GTK's own buttons
/// too: GTK 4.8 registers a node with assistive technologies only as it first gets focus,
/// and sends the description it had as a change then, which Orca 43 reads again after the
/// focus (see the Accessibility article). On GTK 4.8 that echo, the description said again
/// as the step's last utterance, is allowed; nothing else is.
///
/// One repetition is Orca 48's, on every spin button the focus enters from outside its
/// group, GTK's own `GtkSpinButton` too: its speech for a spin button puts the groups
/// entered before the button's name and again after it (`_generate_spin_button` in Orca's
/// `speech_generator.py`: `result += name + result`). A segmented date's and a time field's
/// segments are spin buttons in the field's group, so Tab into them has the field and its
/// group said twice. The walk first has Orca read GTK's own spin button in a named group
/// (`Scripts/orca/stock-form.py --spin-group`), and allows those phrases, listed by page,
/// only when Orca repeats the stock button's group too; any other repetition fails.
final class OrcaSaidOnceTests: XCTestCase {
    /// The groups entered with a segment, said twice where Orca repeats a spin button's, by page.
    static let segmentGroupsNamedTwice: [String: Set<String>] = [
        "booking": ["Date of birth text", "Date of birth grouping", "Arrival time grouping"],
    ]

    /// Whether Orca says the named group of GTK's own spin button twice as Tab enters it.
    static func orcaRepeatsTheGroupOfAStockSpinButton() throws -> Bool {
        let form = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scripts/orca/stock-form.py").standardized.path
        // Four fields, then the spin button.
        let orca = try OrcaSession.run(["/usr/bin/python3", form, "--spin-group"], window: "Stock GTK",
                                       transcript: "stock-spin-group", Array(repeating: OrcaSession.Input.keys("Tab"), count: 4))
        let entering = try XCTUnwrap(orca.steps.last, "Orca read the spin button")
        XCTAssertTrue(entering.joined(separator: " ").contains("Arrival time hour"), "Tab reached the spin button: \(entering)")
        return repeated(in: entering, allowingEcho: false) == ["Arrival time grouping"]
    }

    /// The phrases of an utterance: its sentences, without their full stops.
    static func phrases(_ utterance: String) -> [String] {
        utterance.components(separatedBy: ". ")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ". ")) }
            .filter { $0.split(separator: " ").count >= 2 }
    }

    /// What a step said more than once, GTK 4.8's echo of a description left out when
    /// `allowingEcho`.
    static func repeated(in said: [String], allowingEcho: Bool) -> [String] {
        let phrases = said.flatMap(Self.phrases)
        let echo = allowingEcho && said.count > 1 ? said.last.map(Self.phrases) ?? [] : []
        return Set(phrases).filter { phrase in
            let count = phrases.filter { $0 == phrase }.count
            return count > (echo == [phrase] ? 2 : 1)
        }.sorted()
    }

    func testEveryPageWalkedWithTabSaysEachThingOncePerFocus() throws {
        let spinGroupsSaidTwice = try Self.orcaRepeatsTheGroupOfAStockSpinButton()
        var repeated: [String] = []
        for page in ["signup", "fields", "form", "booking", "checkout", "contact", "layout", "themes"] {
            let orca = try OrcaSession.run(page: page, transcript: "tab-walk-\(page)",
                                           Array(repeating: OrcaSession.Input.keys("Tab"), count: 8))
            for (step, said) in orca.steps.enumerated() {
                let known = spinGroupsSaidTwice ? Self.segmentGroupsNamedTwice[page] ?? [] : []
                for phrase in Self.repeated(in: said, allowingEcho: gtk_get_minor_version() < 10) where !known.contains(phrase) {
                    repeated.append("\(page), Tab \(step + 1): \"\(phrase)\" in \(said)")
                }
            }
        }
        XCTAssertEqual(repeated, [], "said more than once per focus")
    }

    func testTheEchoAllowedOnGTK48IsTheDescriptionSaidAgainLastAndNothingElse() {
        let echoed = ["Phone (optional) text.", "US format, grouped as you type.", "US format, grouped as you type"]
        XCTAssertEqual(Self.repeated(in: echoed, allowingEcho: true), [])
        XCTAssertEqual(Self.repeated(in: echoed, allowingEcho: false), ["US format, grouped as you type"])
        let twiceBefore = ["Name text. This field is required.", "This field is required.", "Name text."]
        XCTAssertEqual(Self.repeated(in: twiceBefore, allowingEcho: true), ["This field is required"],
                       "only the last utterance may echo, once")
    }
}
