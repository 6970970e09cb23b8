import FoundationEssentials

/// A region's formats for a Foundation `Locale`, for the conveniences that take one.
extension RegionFormats {
    /// Every category from the C library's locale for `locale`: its identifier as given
    /// (`de_DE`), then its language and region (`de-DE` is `de_DE`; a language alone takes
    /// its likeliest region, `fr` is `fr_FR`); C's formats where none is installed. For the
    /// conveniences that take a Foundation `Locale` and cannot throw.
    public init(_ locale: Locale) {
        let subtags = locale.identifier.split(separator: "@").first.map { $0.split(whereSeparator: { "-_.".contains($0) }) } ?? []
        var candidates = [locale.identifier]
        if let language = subtags.first.map({ $0.lowercased() }) {
            let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            candidates += [region.map { $0.uppercased() }, Self.likeliestRegion[language] ?? language.uppercased()]
                .compactMap { $0 }.map { "\(language)_\($0)" }
        }
        self = candidates.lazy.compactMap { try? RegionFormats(locale: $0) }.first ?? .posix
    }

    /// The region a language alone most likely means, where it is not the language's own
    /// code in capitals (`fr` is `fr_FR` without it), after CLDR's likely subtags.
    private static let likeliestRegion = [
        "en": "US", "ja": "JP", "ar": "EG", "he": "IL", "zh": "CN", "sv": "SE", "cs": "CZ", "uk": "UA",
        "el": "GR", "da": "DK", "ko": "KR", "hi": "IN", "pt": "BR", "nb": "NO", "nn": "NO", "fa": "IR",
        "ur": "PK", "vi": "VN", "ca": "ES", "eu": "ES", "gl": "ES", "sl": "SI", "et": "EE", "ka": "GE",
        "kk": "KZ", "hy": "AM", "be": "BY", "bn": "BD", "ms": "MY", "sr": "RS", "sq": "AL", "ga": "IE",
        "cy": "GB", "ta": "IN", "te": "IN", "ml": "IN", "mr": "IN", "gu": "IN", "kn": "IN", "pa": "IN",
    ]
}
