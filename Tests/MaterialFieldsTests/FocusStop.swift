import GtkTestSupport
import XCTest

/// One place keyboard focus should reach: a name for the failure message and the check.
struct FocusStop {
    let name: String
    let holds: @MainActor () -> Bool
}

/// Presses `key` once per stop and checks that focus reaches each of `stops` in order.
@MainActor
func pressing(_ key: String, reaches stops: [FocusStop], with input: XInput, settle: () -> Void,
              file: StaticString = #filePath, line: UInt = #line) throws {
    for stop in stops {
        try input.key(key)
        settle()
        XCTAssertTrue(MainLoopPump.run(until: stop.holds, timeout: 2), "\(key) reaches \(stop.name)", file: file, line: line)
    }
}
