import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A registered application for a test's demo windows, with the light style installed and
/// drawing made steady, as the demo's own windows need.
@MainActor
enum TestApplication {
    /// The application named `id` (unique per test, so tests never share one).
    static func make(id: String) throws -> Application {
        try MaterialStyle.install(.light)
        GoldenImage.steadyRendering()
        let app = Application(id: id, flags: G_APPLICATION_NON_UNIQUE)
        XCTAssertNotEqual(g_application_register(gCast(app.application, to: GApplication.self), nil, nil), 0)
        return app
    }
}
