import Foundation
import CGtk
import GtkTestSupport
import XCTest

/// The demo as a screen reader reads it: over AT-SPI, from another process
/// (`Scripts/atspi-tree.py`, python3-pyatspi), with the Sign-up form submitted empty so
/// its errors show.
final class AccessibilityTreeTests: XCTestCase {
    /// One node of the tree, as the script prints it.
    struct Node: Decodable {
        let depth: Int
        let role: String
        let name: String
        let description: String
        let states: [String]
        let text: String?
    }

    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    }

    /// Whether the node shows an error: GTK 4.8 sends AT-SPI's `invalid`, newer GTK
    /// `invalid-entry`, which is what a screen reader reads for a text field.
    static func isInvalid(_ node: Node) -> Bool {
        node.states.contains("invalid") || node.states.contains("invalid entry")
    }

    /// The tree of the demo opened on `page` and submitted, read over AT-SPI. (Newer GTK
    /// lists only the stack page on screen, so each page is opened to be read.)
    private static func tree(page: String) throws -> [Node] {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        try DemoExecutable.requireDemo()
        guard try Subprocess.run(python, ["-c", "import pyatspi"]).status == 0 else {
            throw DemoExecutable.unavailable("needs python3-pyatspi (Scripts/setup.sh tests)")
        }
        let app = Process()
        app.executableURL = DemoExecutable.demo
        app.arguments = ["--page", page, "--submit"]
        app.environment = DemoExecutable.environment()
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { app.terminate(); app.waitUntilExit() }
        Thread.sleep(forTimeInterval: 1.5) // the window shows, then the form is submitted
        let reader = try Subprocess.run(python, [root.appendingPathComponent("Scripts/atspi-tree.py").path, "material-fields-demo", "20"])
        XCTAssertEqual(reader.status, 0, "the demo is on the accessibility bus")
        return try reader.output.split(separator: "\n").map {
            try JSONDecoder().decode(Node.self, from: Data($0.utf8))
        }
    }

    func testAScreenReaderFindsEachFieldOnceNamedDescribedAndMarkedInvalid() throws {
        let nodes = try Self.tree(page: "signup")
        XCTAssertGreaterThan(nodes.count, 50)
        func field(_ name: String) -> Node? { nodes.first { ["text", "combo box"].contains($0.role) && $0.name == name } }

        let username = try XCTUnwrap(field("User name"), "the user name is a text box named by its label")
        XCTAssertEqual(username.role, "text")
        // GTK 4.8 can only say "invalid" as AT-SPI's defunct state, which silences the
        // field in Orca: there the error is the description alone.
        XCTAssertEqual(Self.isInvalid(username), gtk_get_minor_version() >= 14, "submitted empty: invalid where GTK can say so")
        XCTAssertEqual(username.description, "This field is required", "the error is its description")
        XCTAssertTrue(nodes.contains { $0.role == "alert" && $0.name == "This field is required" }, "and is announced")

        let phone = try XCTUnwrap(field("Phone (optional)"), "an optional field says so in its name")
        XCTAssertFalse(Self.isInvalid(phone))
        XCTAssertEqual(phone.description, "US format, grouped as you type", "the helper is its description")
        XCTAssertEqual(try XCTUnwrap(field("Country")).role, "combo box", "a picker is a combo box")
        XCTAssertNotNil(field("Birth date"))

        // The Sign-up page's own nodes: those under its page, until the next page.
        let start = try XCTUnwrap(nodes.firstIndex { $0.role == "panel" && $0.name == "Sign-up" })
        let page = nodes[(start + 1)...].prefix { $0.depth > nodes[start].depth }
        for name in ["User name", "E-mail", "Phone (optional)", "Password", "Confirm password", "Birth date", "Country"] {
            XCTAssertEqual(page.filter { $0.name == name }.count, 1, "\(name) is read once, not again as a label")
        }
        for node in nodes where ["text", "combo box", "push button", "check box", "toggle button"].contains(node.role) {
            XCTAssertFalse(node.name.isEmpty, "every control has a name: \(node)")
        }
        XCTAssertFalse(nodes.contains { $0.name == "GtkImage" }, "no image is read by its class name")
    }

    func testAFieldsTextIsReadable() throws {
        let nodes = try Self.tree(page: "fields")
        let filled = nodes.first { $0.role == "text" && $0.name == "Filled" }
        XCTAssertEqual(filled?.text, "Ada Lovelace", "a field's text is readable")
        XCTAssertEqual(nodes.filter { $0.name == "Filled" }.count, 1, "its label is not read again")
    }

    /// (A stacked form's steps not reached yet are hidden: newer GTK rightly leaves them
    /// out of the tree, so the checkout's first step is the card read here.)
    func testFormSectionsAndStackedCardsAreGroupsNamedByTheirHeaders() throws {
        for (page, groups) in [("form", ["Company", "Contact", "Order"]), ("checkout", ["Shipping address"])] {
            let nodes = try Self.tree(page: page)
            for group in groups {
                // GTK 4.8 sends a group as AT-SPI's panel, newer GTK as a grouping.
                XCTAssertTrue(nodes.contains { ["panel", "grouping"].contains($0.role) && $0.name == group },
                              "\(group) names its group on \(page): \(nodes.filter { $0.name == group })")
            }
        }
    }
}
