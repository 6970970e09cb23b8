import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

final class FieldHeightsTests: XCTestCase {
    func testHeightsChangeOnlyWithStateAndAddUp() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let rows = FieldHeights.measureAll()
            let line = try XCTUnwrap(rows.first).withSupportingText - 56 - 4
            XCTAssertGreaterThan(line, 10, "one line of 12 px supporting text")
            for row in rows {
                XCTAssertEqual(row.withSupportingText, row.normal + 4 + line, "\(row.field): helper = normal + gap + line")
                if let open = row.open, let openWithError = row.openWithError {
                    XCTAssertGreaterThan(open, row.normal + 60, "\(row.field): open = normal + the popup")
                    XCTAssertEqual(openWithError, open + 4 + line, "\(row.field): open + error = open + the error line")
                }
            }
            XCTAssertEqual(rows[0].normal, 56, "the Material container")
            XCTAssertEqual(rows[2].normal, 56, "a one-line area field is as tall as an entry")
            XCTAssertGreaterThan(rows[1].normal, 56, "an outlined field leaves room for its label on the outline")
        }
    }

    func testTheReadmePublishesTheTableTheCodeMeasures() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let table = FieldHeights.markdownTable(FieldHeights.measureAll())
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
            let text = try ReadmeExamples.documentation(under: root)
            XCTAssertTrue(text.contains(table), "regenerate with: Scripts/gtk-session.sh swift run material-fields-demo --measure\n\(table)")
        }
    }
}
