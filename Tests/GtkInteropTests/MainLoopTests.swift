import CGtk
import Dispatch
import Foundation
import GtkInterop
import GtkTestSupport
import XCTest

/// What asynchronous work recorded, readable once the loop has run.
@MainActor
private final class Recorder {
    var steps: [String] = []
}

/// Runs a real `GMainLoop`, as an app's `g_application_run` would, until `finished`
/// holds or five seconds pass; returns whether it held.
@MainActor
private func runLoop(until finished: @escaping @MainActor () -> Bool) -> Bool {
    guard let loop = g_main_loop_new(nil, 0) else { return false }
    defer { g_main_loop_unref(loop) }
    let deadline = Date().addingTimeInterval(5)
    // A 1 ms timer re-checks the condition; the loop itself does the waiting.
    let timer = g_timeout_add_full(G_PRIORITY_DEFAULT, 1, { data in
        guard let data else { return 0 }
        let check = Unmanaged<LoopCheck>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { check.shouldContinue() } ? 1 : 0
    }, Unmanaged.passRetained(LoopCheck(loop: loop, deadline: deadline, finished: finished)).toOpaque(), { data in
        guard let data else { return }
        Unmanaged<LoopCheck>.fromOpaque(data).release()
    })
    g_main_loop_run(loop)
    _ = timer
    return finished()
}

private final class LoopCheck: @unchecked Sendable {
    let loop: OpaquePointer
    let deadline: Date
    let finished: @MainActor () -> Bool
    init(loop: OpaquePointer, deadline: Date, finished: @escaping @MainActor () -> Bool) {
        self.loop = loop
        self.deadline = deadline
        self.finished = finished
    }
    @MainActor func shouldContinue() -> Bool {
        guard finished() || Date() >= deadline else { return true }
        g_main_loop_quit(loop)
        return false
    }
}

final class MainLoopTests: XCTestCase {
    func testATaskStartedFromAGLibCallbackCompletesInsideTheRunningLoop() throws {
        try withGtk {
            let recorder = Recorder()
            MainLoop.invoke {
                // A GLib idle callback starts Swift concurrency work on the main actor.
                Task { @MainActor in
                    recorder.steps.append("task")
                    await Task.yield()
                    let value = await Task.detached { await MainActor.run { 42 } }.value
                    recorder.steps.append("awaited \(value)")
                }
                DispatchQueue.main.async { MainActor.assumeIsolated { recorder.steps.append("dispatch") } }
            }
            XCTAssertTrue(runLoop { recorder.steps.count == 3 }, "steps so far: \(recorder.steps)")
            XCTAssertEqual(Set(recorder.steps), ["task", "awaited 42", "dispatch"])
        }
    }

    func testInvokeRunsWorkQueuedFromAnotherThreadOnTheMainThread() throws {
        try withGtk {
            let recorder = Recorder()
            Thread.detachNewThread {
                MainLoop.invoke { recorder.steps.append(Thread.isMainThread ? "main" : "other") }
            }
            XCTAssertTrue(runLoop { !recorder.steps.isEmpty })
            XCTAssertEqual(recorder.steps, ["main"])
        }
    }
}
