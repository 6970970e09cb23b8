import CGtk

/// Messages to GLib's log, in the `MaterialFields` domain, as a C library reports misuse.
enum CLibraryLog {
    /// Logs a critical: the caller broke a precondition (fatal under `G_DEBUG=fatal-criticals`).
    static func critical(_ message: String) {
        mf_log_critical("MaterialFields", message)
    }

    /// Logs a warning: something went wrong that the caller could not help (an image file
    /// that cannot be read), so the call did less than asked.
    static func warning(_ message: String) {
        mf_log_warning("MaterialFields", message)
    }
}
