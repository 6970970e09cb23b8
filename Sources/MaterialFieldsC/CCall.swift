import CGtk
import FoundationEssentials
import FieldCore
import GtkInterop
import MaterialFields

/// One call of a C entry point (c/material-fields.h): the thread guard that runs first,
/// and the argument contracts that `g_return_val_if_fail()` would check in a C library,
/// each logging GLib's own critical ("mf_form_add_row: assertion 'tag != NULL' failed")
/// and making the call a no-op.
///
/// Every entry point is `nonisolated` and starts with ``run(_:otherwise:_:)``: a Swift
/// `@MainActor` function called from another thread would stop at Swift's isolation
/// check before any guard of its own could log and return.
struct CCall {
    /// The C function's name, which every critical starts with.
    let function: StaticString

    /// Runs `body` with `arguments` on the main actor when called on GTK's main thread;
    /// otherwise logs a critical and returns `fallback`.
    ///
    /// The C arguments go through here rather than being captured by `body`: Swift's
    /// region checking would see a capture as sending the caller's values to the main actor.
    static func run<each Argument, Result>(
        _ function: StaticString, otherwise fallback: Result, _ arguments: repeat each Argument,
        body: @MainActor (CCall, repeat each Argument) -> Result
    ) -> Result {
        guard isMainThread else {
            mf_log_critical("MaterialFields", "\(function) must be called on GTK's main thread (the thread running the main loop)")
            return fallback
        }
        let call = CCall(function: function)
        // They stay on this thread: it is the main actor's.
        let sent = Unchecked(value: (repeat each arguments))
        return MainActor.assumeIsolated { Unchecked(value: body(call, repeat each sent.value)) }.value
    }

    /// Logs GLib's failed-precondition critical for `expression` and returns false, or
    /// returns true when `condition` holds.
    func require(_ condition: Bool, _ expression: StaticString) -> Bool {
        if !condition {
            function.withUTF8Buffer { name in
                expression.withUTF8Buffer { text in
                    g_return_if_fail_warning("MaterialFields", String(decoding: name, as: UTF8.self),
                                             String(decoding: text, as: UTF8.self))
                }
            }
        }
        return condition
    }

    /// A C string argument that must not be NULL, as Swift, or nil after the critical.
    func string(_ pointer: UnsafePointer<CChar>?, _ expression: StaticString) -> String? {
        guard require(pointer != nil, expression), let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The instance `pointer` as a GTK widget of `type`, or nil after the critical.
    @MainActor
    func widget(_ pointer: UnsafeMutableRawPointer?, _ type: GType, _ expression: StaticString) -> Widget? {
        guard require(pointer != nil && type != 0 && mf_instance_is_a(pointer, type) != 0, expression),
              let pointer else { return nil }
        return Widget(GObjectRef(borrowing: pointer.assumingMemoryBound(to: GtkWidget.self)))
    }

    /// Sets `error` (a C caller's `GError **`, which may be NULL) and returns FALSE.
    func fail(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ code: CLibraryError.Code,
              _ message: String) -> gboolean {
        CLibraryError.set(error, code, message: message)
        return 0
    }
}

/// A value carried out of `MainActor.assumeIsolated` on the thread it was made on.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// A C string as Swift, nil for NULL.
func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A Foundation date for a GDateTime (to the microsecond); nil for NULL.
func date(_ dateTime: OpaquePointer?) -> Date? { DateTimes.date(dateTime) }

/// A new GDateTime in local time for `date` (to the second).
func dateTime(_ date: Date) -> OpaquePointer? { DateTimes.dateTime(date) }
