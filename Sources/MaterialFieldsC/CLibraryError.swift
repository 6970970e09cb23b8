import CGtk

/// The `GError`s the C functions report, in the `mf-error-quark` domain (`MF_ERROR`).
enum CLibraryError {
    /// The domain's quark (a copied name: see GtkInterop's quarks).
    static let quark = g_quark_from_string("mf-error-quark")

    /// `MfError`'s codes (c/material-fields.h).
    enum Code: gint {
        case failed = 0
        case invalidDateLimits = 1
        case invalidForm = 2
        case invalidPattern = 3
        case invalidRange = 4
    }

    /// Sets `error` (a C caller's `GError **`, which may be NULL) to `message`.
    static func set(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ code: Code, message: String) {
        guard let error else { return }
        error.pointee = g_error_new_literal(quark, code.rawValue, message)
    }

    /// Runs `body` for a C function that returns a `gboolean` and reports through
    /// `error`: TRUE when `body` returns, FALSE with `error` set to what it threw.
    static func reporting(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ code: Code,
                          _ body: () throws -> Void) -> gboolean {
        do {
            try body()
            return 1
        } catch let thrown {
            set(error, code, message: "\(thrown)")
            return 0
        }
    }
}
