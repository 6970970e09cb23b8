import CGtk
import Foundation
import GtkInterop
import MaterialFields

// The C entry points of libMaterialFields (declared in c/material-fields.h). GTK calls
// them on its main thread, so they are main-actor functions; a call from another thread
// logs a critical and does nothing.

/// Whether the caller is on GTK's main thread; logs a critical naming `function` when
/// not (a C caller's mistake, which GTK's own functions would not survive either).
@MainActor
func onMainThread(_ function: String) -> Bool {
    guard Thread.isMainThread else {
        CLibraryLog.critical("\(function) must be called on GTK's main thread")
        return false
    }
    return true
}

/// Registers every widget type and installs the stylesheet, which then follows the
/// system's light or dark style. Safe to call more than once.
@MainActor @_cdecl("material_fields_init")
public func materialFieldsInit(_ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
    guard onMainThread("material_fields_init") else { return 0 }
    return CLibraryError.reporting(errorOut, .failed) {
        try MaterialFieldTypes.registerTypes()
        try MaterialStyle.install(.system)
    }
}

/// The error domain of the library's `GError`s.
@MainActor @_cdecl("mf_error_quark")
public func mfErrorQuark() -> GQuark {
    CLibraryError.quark
}
