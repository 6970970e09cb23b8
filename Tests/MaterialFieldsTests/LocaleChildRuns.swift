import Foundation
import GtkTestSupport
import XCTest

/// One test run once per desktop environment (a locale, a language), each in a child process
/// started with it, since a process reads its locale once.
enum LocaleChildRuns {
    /// In the child marked by `variable`, runs `child` with its environment's name; in the
    /// parent, runs `test` (`Module.Class/testName`) in a child for each of `environments`
    /// (its name, and the variables a desktop session would have, with `LC_ALL` unset, since
    /// it would override the desktop's categories), and checks that each passed.
    static func run(_ test: String, marking variable: String, environments: [String: [String]],
                    child: (String) throws -> Void) throws {
        if let name = ProcessInfo.processInfo.environment[variable] {
            try child(name)
            return
        }
        for (name, environment) in environments.sorted(by: { $0.key < $1.key }) {
            let run = try ChildTestRun.run(test, under: ["/usr/bin/env", "-u", "LC_ALL", "\(variable)=\(name)"] + environment,
                                           marking: "MATERIAL_FIELDS_CHILD_RUN", seconds: 120)
            XCTAssertEqual(run.status, 0, "\(name):\n\(run.output)\n\(run.errors)")
            XCTAssertTrue(run.output.contains("Executed 1 test, with 0 failures"), "\(name): \(run.output)")
        }
    }
}
