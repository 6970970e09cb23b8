/// The suggestions for what the user is typing, kept for the latest text only.
///
/// A view calls ``update(for:)`` on each edit the user makes and shows ``suggestions``;
/// ``changes`` fires when they or ``isLoading`` change. Choosing a suggestion puts its text
/// in the field, which is then not asked about again (``accept(_:)``).
///
/// ```swift
/// let cities = SuggestionModel(.list(["London", "Lisbon", "New York"]))
/// cities.update(for: "l")      // suggestions: London, Lisbon
/// ```
@MainActor
public final class SuggestionModel {
    /// Where suggestions come from. Setting it asks again for the current text.
    public var source: SuggestionSource {
        didSet { makeRequest(); update(for: query, force: true) }
    }
    /// The most suggestions shown at once.
    public let limit: Int
    /// The suggestions for ``query``, best first; empty while there are none or a provider
    /// has not answered yet.
    public private(set) var suggestions: [String] = []
    /// The text the suggestions are for.
    public private(set) var query = ""
    /// Whether a provider is being asked about ``query``.
    public private(set) var isLoading = false
    /// Called after ``suggestions`` or ``isLoading`` change.
    public let changes = Observers<Void>()
    /// What is never suggested, compared case aside: a chips field's chips, so a tag is not
    /// offered twice. Read at each update.
    public var excluded: @MainActor () -> [String] = { [] }
    /// How many times a provider was asked (after its debounce), for tests and figures.
    public var requestsStarted: Int { request?.started ?? 0 }

    private var request: LatestRequest<String, [String]>?

    /// A model that takes suggestions from `source`, at most `limit` at once (at least one).
    public init(_ source: SuggestionSource, limit: Int = 8) {
        self.source = source
        self.limit = max(1, limit)
        makeRequest()
    }

    /// Finds the suggestions for `text`, the field's text after a user edit. Blank text has
    /// none, and a provider's request for the text before is cancelled.
    public func update(for text: String) {
        update(for: text, force: false)
    }

    /// Takes `text` as chosen: the suggestions close and are not asked for again until
    /// the next edit.
    public func accept(_ text: String) {
        query = text
        request?.cancel()
        set([], loading: false)
    }

    /// Closes the suggestions (Escape, focus leaving), cancelling a request.
    public func dismiss() {
        accept(query)
    }

    /// Waits for a provider's latest request to finish.
    public func settle() async {
        await request?.settle()
    }

    private func update(for text: String, force: Bool) {
        guard force || text != query else { return }
        query = text
        guard !text.allSatisfy(\.isWhitespace) else {
            request?.cancel()
            set([], loading: false)
            return
        }
        switch source.kind {
        case .list(let index):
            let excluded = excluded()
            set(Self.keep(index.matches(for: text, limit: limit + excluded.count), besides: excluded, limit: limit), loading: false)
        case .provider:
            // What was shown for the text before is no answer for this one.
            set([], loading: true)
            request?.start(text) { [weak self] answer in
                guard let self else { return }
                set(Self.keep(answer, besides: excluded(), limit: limit), loading: false)
            }
        }
    }

    /// The first `limit` of `candidates` that are none of `excluded`, case aside as a chips
    /// field's repeat check sets it aside (``TextFolding/caseFolded(_:)``).
    private static func keep(_ candidates: [String], besides excluded: [String], limit: Int) -> [String] {
        guard !excluded.isEmpty else { return Array(candidates.prefix(limit)) }
        let folded = Set(excluded.map(TextFolding.caseFolded))
        return Array(candidates.lazy.filter { !folded.contains(TextFolding.caseFolded($0)) }.prefix(limit))
    }

    private func makeRequest() {
        request?.cancel()
        if case .provider(let debounce, let provider) = source.kind {
            request = LatestRequest(debounce: debounce, provider)
        } else {
            request = nil
        }
    }

    private func set(_ newSuggestions: [String], loading: Bool) {
        guard newSuggestions != suggestions || loading != isLoading else { return }
        suggestions = newSuggestions
        isLoading = loading
        changes.send(())
    }
}
