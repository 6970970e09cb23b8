import Foundation
import Testing
import TestSupport

/// An app laid out as the Testing headlessly article shows (its forms in a target that
/// depends on FieldCore alone) builds and runs its forms' tests where GTK cannot be found:
/// the article's `Package.swift` word for word, beside this package as `../material-fields-gtk`,
/// with `pkg-config` pointed at an empty folder and no display.
@Suite("An app's own package, tested with no GTK")
struct AppPackageTests {
    /// This package's root (the folder of its `Package.swift`).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The article's `Package.swift`, found by its first line.
    private static func articlePackage() throws -> String {
        let article = try String(contentsOf: root.appendingPathComponent("Sources/MaterialFields/MaterialFields.docc/TestingHeadlessly.md"),
                                 encoding: .utf8)
        let start = try #require(article.range(of: "```swift\n// swift-tools-version"))
        let end = try #require(article[start.upperBound...].range(of: "```\n"))
        return String(article[article.index(start.lowerBound, offsetBy: "```swift\n".count)..<end.lowerBound])
    }

    private static let form = """
    import FieldCore

    public enum BookingTag: RowTag { case guest, email }

    @MainActor
    public func bookingForm() throws -> Form<BookingTag> {
        let form = Form<BookingTag>()
        try form.add(Row(tag: .guest, label: "Name", rules: [.required]))
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
        return form
    }
    """

    private static let test = """
    import BookingForms
    import FieldCore
    import Testing

    @MainActor @Test func aBookingNeedsANameAndAnEmail() throws {
        let form = try bookingForm()
        #expect(form.validate().failures.map(\\.tag) == [.guest, .email])
        try form.edit(.guest, to: .text("Ada"))
        try form.edit(.email, to: .text("ada@example.com"))
        #expect(form.validate().isValid)
    }
    """

    @Test(.timeLimit(.minutes(10)))
    func theArticlesLayoutTestsAnAppsFormsWhereGtkCannotBeFound() throws {
        let temporary = TemporaryPath("mf-app")
        defer { temporary.remove() }
        let folder = temporary.url
        let noPackages = folder.appendingPathComponent("no-pkg-config")
        for path in ["app/Sources/BookingForms", "app/Tests/BookingFormsTests", "no-pkg-config"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let app = folder.appendingPathComponent("app")
        // The article's app sits beside its clone of this package, `../material-fields-gtk`, as the README names it.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("material-fields-gtk"), withDestinationURL: Self.root)
        try Self.articlePackage().write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.form.write(to: app.appendingPathComponent("Sources/BookingForms/BookingForm.swift"), atomically: true, encoding: .utf8)
        try Self.test.write(to: app.appendingPathComponent("Tests/BookingFormsTests/BookingFormTests.swift"), atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY"] { environment[name] = nil }
        environment["MATERIAL_FIELDS_HEADLESS"] = "1"
        environment["PKG_CONFIG_LIBDIR"] = noPackages.path
        environment["PKG_CONFIG_PATH"] = ""
        let gtk = try Self.run(["pkg-config", "--exists", "gtk4"], in: app, environment: environment)
        #expect(gtk.status != 0, "pkg-config finds no GTK here")
        let tested = try Self.run(["swift", "test"], in: app, environment: environment)
        #expect(tested.status == 0, "the app's tests build and pass: \(tested.output.suffix(2_000))")
        #expect(tested.output.contains("aBookingNeedsANameAndAnEmail"))
    }

    /// Runs `arguments` (found on `PATH`) in `folder`: its exit status, and its output and
    /// errors together.
    private static func run(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
