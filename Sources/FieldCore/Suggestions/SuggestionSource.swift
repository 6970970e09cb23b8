/// Where a ``SuggestionModel`` finds its suggestions: a list matched on the spot, or an
/// asynchronous provider (a server, a database) asked after the typing pauses.
public struct SuggestionSource: Sendable {
    enum Kind: Sendable {
        case list(SuggestionIndex)
        case provider(debounce: Duration, @Sendable (String) async -> [String])
    }

    let kind: Kind

    /// Suggestions from `candidates`, matched as ``SuggestionIndex`` does (prepared once,
    /// here).
    public static func list(_ candidates: [String]) -> SuggestionSource {
        SuggestionSource(kind: .list(SuggestionIndex(candidates)))
    }

    /// Suggestions from an index already prepared (to share one between fields).
    public static func index(_ index: SuggestionIndex) -> SuggestionSource {
        SuggestionSource(kind: .list(index))
    }

    /// Suggestions from `provider`, asked with the text once it has stayed the same for
    /// `debounce`. A request still running when the text changes is cancelled, and an
    /// answer for an older text is dropped, whatever order the answers come back in.
    public static func provider(debounce: Duration = .milliseconds(250),
                                _ provider: @escaping @Sendable (String) async -> [String]) -> SuggestionSource {
        SuggestionSource(kind: .provider(debounce: debounce, provider))
    }
}
