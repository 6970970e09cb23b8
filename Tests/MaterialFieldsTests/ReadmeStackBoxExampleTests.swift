import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import XCTest

// README-EXAMPLE-BEGIN
import MaterialFields

/// The StackViews seed's form header: a square image beside three labelled fields.
@MainActor
func makeProfileHeader(image: Widget) throws -> StackBox {
    let rows = try ["First Name", "Middle Name", "Last Name"].map { (title: String) in
        try stackViews(orientation: .horizontal, align: .center, spacing: 8,
                       views: [.label(title), EntryField(label: title).widget], widths: [110, nil]).widget
    }
    let fields = try stackViews(orientation: .vertical, justify: .start, spacing: 10, views: rows)
    return try stackViews(orientation: .horizontal, justify: .fill, align: .fill,
                          insets: Insets(horizontal: 5, vertical: 5), spacing: 10,
                          views: [image, fields.widget], widths: [110, nil], heights: [110, nil])
}
// README-EXAMPLE-END

final class ReadmeStackBoxExampleTests: XCTestCase {
    func testTheReadmesStackBoxExampleLaysOutTheHeader() throws {
        try withGtk {
            let header = try makeProfileHeader(image: .image(iconName: "avatar-default-symbolic"))
            let window = TestWindow(width: 500, height: 200, child: header.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: header.widget.pointer))
            MainLoopPump.waitForFrames(of: header.widget.pointer)
            let image = try XCTUnwrap(header.children.first)
            XCTAssertEqual(gtk_widget_get_width(image.pointer), 110)
            XCTAssertEqual(gtk_widget_get_height(image.pointer), 110)
            let fields = try XCTUnwrap(header.children.last)
            XCTAssertEqual(gtk_widget_get_width(fields.pointer), 500 - 5 - 110 - 10 - 5, "the fields fill the rest")
        }
    }

    func testTheReadmeShowsThisExampleWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "README.md must show the StackBox example of this file word for word")
    }
}
