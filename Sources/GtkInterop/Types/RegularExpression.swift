import CGtk

/// A regular expression in GLib's (PCRE2's) syntax, which C and every binding know from
/// `GRegex`: the C library's pattern rules use it, so the library carries no second regex
/// engine (Swift's, with its Unicode name tables, is a megabyte and a half).
///
/// Compiled once and only read after, as GLib allows from any thread.
public final class RegularExpression: @unchecked Sendable {
    private let regex: OpaquePointer

    /// `pattern` compiled to match a whole text (as if written `\A(?:pattern)\z`); nil, with
    /// GLib's reason in `reason`, when it does not compile.
    public init?(wholeText pattern: String, reason: inout String) {
        var error: UnsafeMutablePointer<GError>?
        guard let regex = g_regex_new("\\A(?:\(pattern))\\z", GRegexCompileFlags(0), GRegexMatchFlags(0), &error) else {
            reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "the pattern does not compile"
            g_clear_error(&error)
            return nil
        }
        self.regex = regex
    }

    deinit { g_regex_unref(regex) }

    /// Whether the expression matches `text`.
    public func matches(_ text: String) -> Bool {
        g_regex_match(regex, text, GRegexMatchFlags(0), nil) != 0
    }
}
