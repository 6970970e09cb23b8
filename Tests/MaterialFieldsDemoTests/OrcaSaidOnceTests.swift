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
/// One repetition is ours, and left open: on GTK 4.10 and later, Tab into a segmented date
/// or a time field makes Orca 48 name the field and its segments' group again as the focus
/// goes on to the first segment (the group carries the field's label). It is listed below
/// by page and phrase, so that any other repetition fails.
final class OrcaSaidOnceTests: XCTestCase {
    /// What is said twice on entering a segmented date or a time field (see above), by page.
    static let segmentGroupsNamedTwice: [String: Set<String>] = [
        "booking": ["Date of birth text", "Date of birth grouping", "Arrival time grouping"],
    ]

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
        var repeated: [String] = []
        for page in ["signup", "fields", "form", "booking", "checkout", "contact", "layout", "themes"] {
            let orca = try OrcaSession.run(page: page, transcript: "tab-walk-\(page)",
                                           Array(repeating: OrcaSession.Input.keys("Tab"), count: 8))
            for (step, said) in orca.steps.enumerated() {
                let known = gtk_get_minor_version() >= 10 ? Self.segmentGroupsNamedTwice[page] ?? [] : []
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
