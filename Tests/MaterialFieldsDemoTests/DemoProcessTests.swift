import Foundation
import GtkInterop
import GtkTestSupport
import TestSupport
import XCTest

/// Runs the real `material-fields-demo` executable, as a user would.
final class DemoProcessTests: XCTestCase {
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try DemoExecutable.requireDemo()
        return try Subprocess.run(DemoExecutable.demo, arguments, environment: ["XDG_DATA_HOME": DemoExecutable.freshDataHome()])
    }

    func testScreenshotModeRendersEveryPageCleanly() throws {
        let directory = TemporaryPath("mf-demo")
        defer { directory.remove() }
        let result = try Self.run(["--screenshot", directory.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.errors.contains("WARNING"), "the demo starts with no GLib warning:\n\(result.errors)")
        XCTAssertFalse(result.errors.contains("CRITICAL"), result.errors)
        try withGtk {
            var sizes: Set<String> = []
            for page in ["fields", "signup", "contact", "form", "layout", "checkout", "booking", "themes"] {
                let image = try RenderedImage(pngAt: directory.url.appendingPathComponent("\(page).png"))
                XCTAssertGreaterThan(image.distinctColorCount, 50, "\(page) is not blank")
                XCTAssertTrue((800...900).contains(image.width) && (700...800).contains(image.height),
                              "\(page) has the fixed window size: \(image.width)x\(image.height)")
                sizes.insert("\(image.width)x\(image.height)")
            }
            XCTAssertEqual(sizes.count, 1, "every page is rendered at the same size")
        }
    }

    func testMeasurePrintsTheHeightsTable() throws {
        let result = try Self.run(["--measure"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("| Field (at 320 px wide) | Normal |"), result.output)
        XCTAssertTrue(result.output.contains("| EntryField | 56 |"), result.output)
    }

    func testUnknownOptionsAndPagesAreClearErrors() throws {
        let option = try Self.run(["--frobnicate"])
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.errors.contains("unknown option --frobnicate"), option.errors)
        XCTAssertTrue(option.errors.contains("usage: material-fields-demo"), option.errors)

        let page = try Self.run(["--page", "nowhere"])
        XCTAssertEqual(page.status, 2, "an unknown page fails at once instead of opening a window")
        XCTAssertTrue(page.errors.contains("no page 'nowhere'; pages: fields, signup, contact, form, layout, checkout, booking, themes"), page.errors)
    }
}
