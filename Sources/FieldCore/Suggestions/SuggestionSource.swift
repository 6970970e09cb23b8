import FoundationEssentials

/// Where a ``SuggestionModel`` finds its suggestions: a list matched on the spot, or an
/// asynchronous provider (a server, a database) asked after the typing pauses.
///
/// Two sources are equal when they are the same source (made by one call), so a row kind
/// that holds one is compared as a row kind is.
public struct SuggestionSource: Sendable, Equatable {
    enum Kind: Sendable {
        case list(SuggestionIndex)
        case provider(debounce: Duration, @Sendable (String) async -> [String])
    }

    let kind: Kind
    /// The source's identity: copies of one source are equal, two sources never.
    private let identity = Identity()

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether `lhs` and `rhs` are the same source.
    public static func == (lhs: SuggestionSource, rhs: SuggestionSource) -> Bool { lhs.identity == rhs.identity }

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
