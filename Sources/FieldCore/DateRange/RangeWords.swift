/// The words a language writes a range of days with, before, between and after its two
/// days (`du 2 au 9 mars`, `del 2 al 9 de marzo`, `vom 2. bis zum 9. März`, `od 2 do 9
/// marca`, `3月2日から9日まで`): what a ``DateRangeModel`` reads in the language of the
/// region's `LC_TIME`, as it reads the region's month names.
struct RangeWords {
    /// What opens a range (`from`, `du`, `vom`), each a word or words, lowercased.
    let opening: [String]
    /// What stands between its days (`to`, `au`, `bis zum`, `から`).
    let joining: [String]
    /// What closes it, written onto the last date (`まで`, `까지`).
    let closing: [String]
    /// Whether the words are written onto the dates, with no space (Japanese, Chinese and
    /// Korean), rather than as words of their own.
    let attached: Bool

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
            case "ja": ([], ["から"], ["まで"], true)
            case "zh": (["从", "從", "自"], ["至", "到"], [], true)
            case "ko": ([], ["부터"], ["까지"], true)
            default: (["from"], ["through", "until", "till", "to"], [], false)
            }
        (opening, joining, closing, attached) = words
    }

    /// `text` with its words as a range's dash (`du 2 au 9 mars` is `2 – 9 mars`), for
    /// the range's reader; `text` itself when it has none.
    func dashed(_ text: String) -> String {
        attached ? dashedAttached(text) : dashedWords(text)
    }

    /// Words of their own: the first may open the range, and the first joining words with
    /// something before and after them join it.
    private func dashedWords(_ text: String) -> String {
        var tokens = text.split(separator: " ").map(String.init)
        /// How many tokens from `index` on the first of `phrases` takes, case aside.
        func length(of phrases: [String], at index: Int) -> Int? {
            phrases.lazy.map { $0.split(separator: " ") }.first { words in
                index + words.count <= tokens.count && zip(tokens[index...], words).allSatisfy { $0.lowercased() == $1 }
            }?.count
        }
        if let count = length(of: opening, at: 0), count < tokens.count { tokens.removeFirst(count) }
        for index in tokens.indices.dropFirst() {
            guard let count = length(of: joining, at: index), index + count < tokens.count else { continue }
            tokens.replaceSubrange(index..<(index + count), with: ["–"])
            break
        }
        return tokens.joined(separator: " ")
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
