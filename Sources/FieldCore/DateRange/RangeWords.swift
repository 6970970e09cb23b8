/// The words a language writes a range of days with, before, between and after its two
/// days (`du 2 au 9 mars`, `del 2 al 9 de marzo`, `vom 2. bis zum 9. März`, `od 2 do 9
/// marca`, `3月2日から9日まで`), or the endings and prefixes it writes onto them (Turkish
/// `2 Mart'tan 9 Mart'a`, Hebrew `מ-2 עד 9`): what a ``DateRangeModel`` reads in the
/// language of the region's `LC_TIME`, as it reads the region's month names.
struct RangeWords {
    /// What opens a range (`from`, `du`, `vom`), each a word or words, compared case aside
    /// (``TextFolding/caseFolded(_:)``: `İLE` is `ile`, `ARASI` is `arası`).
    let opening: [String]
    /// What stands between its days (`to`, `au`, `bis zum`, `から`).
    let joining: [String]
    /// What closes it, written onto the last date (`まで`, `까지`).
    let closing: [String]
    /// Whether the words are written onto the dates, with no space (Japanese, Chinese and
    /// Korean), rather than as words of their own.
    let attached: Bool
    /// Endings after an apostrophe that end the first date (Turkish `2 Mart'tan`, `2'den`),
    /// and those that end the last (`9 Mart'a`).
    let endingFirst: [String], endingLast: [String]
    /// A prefix written onto the first day with a hyphen or none (Hebrew `מ-2`, `מ־2`).
    let openingPrefix: String?

    /// The words of `language` (`fr`, ``RegionFormats/timeLanguage``); English's where it
    /// has none here, which every locale reads (`to` is a separator in every one).
    init(language: String) {
        let words: (opening: [String], joining: [String], closing: [String], attached: Bool) =
            switch language {
            case "de": (["vom", "von", "ab"], ["bis zum", "bis"], [], false)
            case "fr": (["du", "depuis le"], ["jusqu'au", "jusqu’au", "au", "à"], [], false)
            case "es", "ast", "gl": (["del", "desde el", "de"], ["hasta el", "al", "a"], [], false)
            case "it": (["dal", "da"], ["fino al", "al", "a"], [], false)
            case "pt": (["de", "do", "desde"], ["até", "ao", "a"], [], false)
            case "nl": (["van"], ["tot en met", "t/m", "tot"], [], false)
            case "sv": (["från"], ["till"], [], false)
            case "da", "nb", "nn", "no": (["fra"], ["til"], [], false)
            case "pl": (["od"], ["do"], [], false)
            case "cs", "sk": (["od"], ["do", "až"], [], false)
            case "ru", "be": (["с", "со"], ["по", "до"], [], false)
            case "uk": (["з", "із", "від"], ["по", "до"], [], false)
            case "ar": (["من"], ["إلى", "الى", "حتى"], [], false)
            case "he": ([], ["עד"], [], false)
            case "tr": ([], ["ile"], ["kadar", "arası"], false)
            case "ja": ([], ["から"], ["まで"], true)
            case "zh": (["从", "從", "自"], ["至", "到"], [], true)
            case "ko": ([], ["부터"], ["까지"], true)
            default: (["from"], ["through", "until", "till", "to"], [], false)
            }
        (opening, joining, closing, attached) = words
        (endingFirst, endingLast) = language == "tr" ? (["dan", "den", "tan", "ten"], ["ya", "ye", "a", "e"]) : ([], [])
        openingPrefix = language == "he" ? "מ" : nil
    }

    /// `text` with its words as a range's dash (`du 2 au 9 mars` is `2 – 9 mars`), for
    /// the range's reader; `text` itself when it has none.
    func dashed(_ text: String) -> String {
        attached ? dashedAttached(text) : dashedWords(text)
    }

    /// Words of their own: the first may open the range (or a prefix on the first day), the
    /// last may close it, and the first ending of a first date (or else the first joining
    /// words with something before and after them) joins it.
    private func dashedWords(_ text: String) -> String {
        var tokens = text.split(separator: " ").map(String.init)
        /// How many tokens from `index` on the first of `phrases` takes, case aside.
        func length(of phrases: [String], at index: Int) -> Int? {
            phrases.lazy.map { $0.split(separator: " ") }.first { words in
                index + words.count <= tokens.count && zip(tokens[index...], words).allSatisfy { Self.same($0, $1) }
            }?.count
        }
        if let count = length(of: opening, at: 0), count < tokens.count { tokens.removeFirst(count) }
        if let prefix = openingPrefix, let first = tokens.first, let day = Self.dropping(prefix, from: first) { tokens[0] = day }
        if let last = tokens.last, tokens.count > 1, closing.contains(where: { Self.same($0, last) }) { tokens.removeLast() }
        if !endingFirst.isEmpty, let index = tokens.indices.dropLast().first(where: { Self.ending(tokens[$0], endingFirst) != nil }),
           let first = Self.ending(tokens[index], endingFirst) {
            tokens.replaceSubrange(index...index, with: [first, "–"])
            if let last = tokens.last.flatMap({ Self.ending($0, endingLast) }) { tokens[tokens.count - 1] = last }
            return tokens.joined(separator: " ")
        }
        for index in tokens.indices.dropFirst() {
            guard let count = length(of: joining, at: index), index + count < tokens.count else { continue }
            tokens.replaceSubrange(index..<(index + count), with: ["–"])
            break
        }
        return tokens.joined(separator: " ")
    }

    /// Whether `word` is `other`, case aside.
    private static func same(_ word: some StringProtocol, _ other: some StringProtocol) -> Bool {
        TextFolding.caseFolded(word) == TextFolding.caseFolded(other)
    }

    /// `token` without one of `endings` written after an apostrophe (`Mart'tan` is `Mart`),
    /// nil when it has none of them.
    private static func ending(_ token: String, _ endings: [String]) -> String? {
        guard let mark = token.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }), mark > token.startIndex,
              endings.contains(where: { same($0, token[token.index(after: mark)...]) }) else { return nil }
        return String(token[..<mark])
    }

    /// `token` without `prefix` and a hyphen after it (`מ-2`, `מ־2`, `מ2` are `2`), nil
    /// unless a digit follows.
    private static func dropping(_ prefix: String, from token: String) -> String? {
        guard token.hasPrefix(prefix) else { return nil }
        let rest = token.dropFirst(prefix.count).drop { "-\u{05BE}\u{2010}\u{2011}".contains($0) }
        return rest.first?.isNumber == true ? String(rest) : nil
    }

    /// Words written onto the dates (`3月2日から9日まで`, `3월 2일부터 9일까지`).
    private func dashedAttached(_ text: String) -> String {
        var body = text.trimmed
        if let word = opening.first(where: body.hasPrefix) { body = String(body.dropFirst(word.count)) }
        if let word = closing.first(where: body.hasSuffix) { body = String(body.dropLast(word.count)) }
        if let word = joining.first(where: body.contains), let at = body.firstRange(of: word),
           at.lowerBound > body.startIndex, at.upperBound < body.endIndex {
            body.replaceSubrange(at, with: "～")
        }
        return body.trimmed
    }
}
