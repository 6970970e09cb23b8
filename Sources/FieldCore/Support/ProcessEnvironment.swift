#if canImport(Glibc)
import Glibc
#endif

/// One environment variable at a time, as the C library reads it.
///
/// `ProcessInfo.environment` copies the whole environment into a dictionary on every read,
/// which cost a library's first form more than the variables it was read for.
package enum ProcessEnvironment {
    /// The variable's value; nil when it is unset or empty (as POSIX's locale rules treat both).
    package static func value(_ name: String) -> String? {
        guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return value
    }
}
