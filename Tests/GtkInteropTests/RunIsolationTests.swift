import Foundation
import GtkTestSupport
import XCTest

/// A test run keeps its sessions to itself: the accessibility bus its widgets and the C,
/// Python, GJS and Vala clients talk to has its socket in the run's own runtime folder, so
/// a second run at once (the other lane, or a developer's run beside CI's) cannot take it.
final class RunIsolationTests: XCTestCase {
    /// The run's runtime folder; skips the test when it runs outside the tests' session
    /// (Scripts/test.sh, Scripts/gtk-session.sh).
    private func runtimeFolder() throws -> String {
        guard let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] else {
            throw XCTSkip("XDG_RUNTIME_DIR is not set: run the tests with Scripts/test.sh or in Scripts/gtk-session.sh")
        }
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw XCTSkip("no session bus: run the tests with Scripts/test.sh or in Scripts/gtk-session.sh")
        }
        return runtime
    }

    func testTheAccessibilityBusListensInThisRunsOwnRuntimeFolder() throws {
        let runtime = try runtimeFolder()
        let reply = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/dbus-send"),
                                       ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"])
        XCTAssertEqual(reply.status, 0, reply.errors)
        let address = try XCTUnwrap(reply.output.range(of: #"unix:path=[^,"]+"#, options: .regularExpression).map { reply.output[$0] })
        let socket = String(address.dropFirst("unix:path=".count))
        XCTAssertTrue(socket.hasPrefix(runtime + "/"), "the bus's socket \(socket) is in this run's folder \(runtime)")
        let attributes = try FileManager.default.attributesOfItem(atPath: runtime)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, "which no other user can enter")
    }

    /// And its settings: the widgets are tested with GTK's and GNOME's defaults (dconf's
    /// service on the run's bus takes this folder too), and nothing the run writes there
    /// reaches the developer's own settings, nor does an accessibility bus of theirs.
    func testTheSettingsFolderIsThisRunsOwn() throws {
        let runtime = try runtimeFolder()
        let environment = ProcessInfo.processInfo.environment
        let settings = try XCTUnwrap(environment["XDG_CONFIG_HOME"], "the run gives its sessions a settings folder")
        XCTAssertTrue(settings.hasPrefix(runtime + "/"), "the settings folder \(settings) is in this run's folder \(runtime)")
        XCTAssertNil(environment["AT_SPI_BUS_ADDRESS"], "no accessibility bus of the developer's is named")
    }
}
