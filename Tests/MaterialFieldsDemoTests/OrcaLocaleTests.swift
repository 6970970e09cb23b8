import FieldCore
import Foundation
import XCTest

/// The demo on a German and on a Hebrew desktop while a real Orca listens: the date typed
/// as the region writes it is read back in that form, and a date the region cannot read is
/// refused out loud in the user's language.
final class OrcaLocaleTests: XCTestCase {
    /// Types a date in the region's form, leaves and comes back (Orca reads the date), then
    /// types what no calendar has, leaves and comes back (Orca reads the error).
    private func walk(language: String, locale: String, typed: String, heard: String) throws {
        let inputs: [OrcaSession.Input] = [
            .keys("alt+b"), .type(typed), .keys("Tab"), .keys("shift+Tab"),
            .keys("ctrl+a"), .type("31/31/1990"), .keys("Tab"), .keys("shift+Tab"),
        ]
        let orca = try OrcaSession.run([DemoExecutable.demo.path, "--page", "fields"], window: "MaterialFields",
                                       transcript: "locale-\(language)",
                                       environment: ["XDG_DATA_HOME": DemoExecutable.freshDataHome(),
                                                     "LANG": locale, "LANGUAGE": language], inputs)
        orca.expect(3, says: heard)
        let refusal = Translations.$languageForTask.withValue(language) { Translations.string("Enter a date like %@") }
        let phrase = try XCTUnwrap(refusal.components(separatedBy: "%@").first?.trimmingCharacters(in: .whitespaces))
        XCTAssertFalse(phrase.hasPrefix("Enter a date"), "the \(language) catalogue translates the refusal")
        XCTAssertTrue((6...7).contains { orca.said($0).contains(phrase) },
                      "Orca says the refusal in \(language): \(orca.steps[6]) \(orca.steps[7])")
    }

    func testOrcaReadsAGermanDateAndRefusalInGerman() throws {
        try DemoExecutable.requireDemo()
        try walk(language: "de", locale: "de_DE.UTF-8", typed: "4.3.1990", heard: "04.03.1990")
    }

    func testOrcaReadsAHebrewDateAndRefusalInHebrew() throws {
        try DemoExecutable.requireDemo()
        try walk(language: "he", locale: "he_IL.UTF-8", typed: "4/3/1990", heard: "04/03/1990")
    }
}
