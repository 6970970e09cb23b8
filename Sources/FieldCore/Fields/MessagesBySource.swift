/// One message per ``MessageSource``: what a ``FieldModel`` keeps for its errors and for its
/// warnings. Each source has its place, in the sources' order, so the message shown (the
/// first) is found with no hashing: a field reads it with every keystroke.
struct MessagesBySource: Equatable, Sendable {
    private var texts = [String?](repeating: nil, count: MessageSource.allCases.count)

    /// The message `source` set, nil when it set none.
    subscript(source: MessageSource) -> String? {
        get { texts[source.rawValue] }
        set { texts[source.rawValue] = newValue }
    }

    /// The first source's message by ``MessageSource``'s order, and its source; nil when
    /// no source set one.
    var first: (source: MessageSource, text: String)? {
        guard let index = texts.firstIndex(where: { $0 != nil }), let text = texts[index],
              let source = MessageSource(rawValue: index) else { return nil }
        return (source, text)
    }

    /// Forgets every source's message.
    mutating func removeAll() {
        texts = [String?](repeating: nil, count: texts.count)
    }
}
