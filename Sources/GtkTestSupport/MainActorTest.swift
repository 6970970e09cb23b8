import GtkInterop

/// Runs a widget test's body on the main actor with GTK initialised.
///
/// XCTest on Linux runs test methods on the main thread but cannot call `@MainActor`
/// test methods (its discovery casts them to plain functions and aborts), so each test
/// enters the main actor through this instead.
public func withGtk(_ body: @MainActor () throws -> Void) throws {
    try MainActor.assumeIsolated {
        try GtkTestEnvironment.setUp()
        try body()
    }
}
