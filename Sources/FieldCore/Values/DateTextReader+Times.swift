import FoundationEssentials

/// The time of day a user types, and the number that may be an hour or a year.
extension DateTextReader {
    /// Whether the last number of a date may as well be an hour as the date's year: it has at
    /// most two digits, it is an hour of the day, and a space sets it apart. In a numeric
    /// date, of three numbers, where none stands between the first two (`4.3. 14`, `3/4 14`,
    /// `3月4日 14`); with the month written, after the day and with no comma before it
    /// (`Mar 4 14`, `4. März 14`, where `March 4, 14` is 2014). In a date and time, that is a
    /// day and month and then the time as much as a whole date (4 March 2014; to a
    /// year-first reading of `3/4 14`, 14 April 2003).
    func lastNumberMayBeAnHour(in typed: String) -> Bool {
        let runs = Self.numbersAndGaps(in: maskingDigitBearingNames(in: typed))
        guard let parts = parts(of: typed, runs: runs), let first = runs.first, let last = runs.last,
              first.digits.count <= 2, last.digits.count <= 2, let hour = Int(last.digits), hour <= 23,
              last.gap.contains(where: \.isWhitespace)
        else { return false }
        let numbers = parts.compactMap { if case .number(let value, let digits) = $0 { (value, digits) } else { nil } }
        // A date in Chinese numerals has fewer runs of digits than numbers: one run, then,
        // a space apart after it (`三月四日 14`), is the hour as much as the year.
        guard numbers.count == runs.count else { return runs.count == 1 }
        if parts.contains(where: { if case .month = $0 { true } else { false } }) {
            let startsBeforeMonth = Self.numberComesBeforeMonth(in: parts)
            return numbers.count == 2 && !last.gap.contains(",") && yearPlace(inWritten: numbers, startingBeforeMonth: startsBeforeMonth) != 0
        }
        return numbers.count == 3 && !runs[1].gap.contains(where: \.isWhitespace)
    }

    /// An hour and minute: `14:30`, `14.30`, `2:30 PM`, `2 PM`, `14h30`, `14 Uhr`, `2点30分`, the
    /// locale's marker or English's, before or after; never numbers a date's separators
    /// join (`3/4`); a marker may be words apart (`2:30 p.m.`, Tigrinya's
    /// `ድሕር ሰዓት`, Marathi's `म.नं.`), and the words of the locale's own time stand where
    /// it writes them (`14時30分`, `14시 30분`, `kl. 14.30`; `5分` is no time). Seconds of
    /// none are read, as the C library writes a time (`%X`: `14:30:00`, `2:30:00 PM`,
    /// `14時30分00秒`), after the minute's own separator (`3/14/00` is no time); other
    /// seconds are not, since the field keeps minutes and `14:30:15` is not 14:30.
    func time(in text: String) -> (hour: Int, minute: Int)? {
        var numbers: [(value: Int, digits: Int)] = []
        var words: [String] = []
        var previousWasNumber = false
        var previousWord: String?
        for token in Self.tokens(in: text) {
            switch token {
            case .number(let value, let digits):
                numbers.append((value, digits))
                previousWasNumber = true
                previousWord = nil
            case .word(let word):
                let word = word.lowercased()
                defer { previousWord = word }
                // Words people write around a time whatever their locale's `%X` says: French and
                // Portuguese `14h30` and `14:30h`, German `14 Uhr`, Czech `14:30 hod.`, Thai
                // `14.30 น.`, Chinese `2点30分`, Vietnamese `14 giờ 30 phút`, Nordic `kl. 14.30`,
                // Finnish `klo 14.30`, Indonesian `pukul 14.30`, Polish `godz. 14.30`; and the
                // half hour of Chinese, Japanese and Korean (`2点半`, `2時半`, `2시 반`).
                if numbers.count == 1, Self.halfHours.contains(word) || (word == "반" && previousWord == "시") {
                    numbers.append((30, 2))
                    previousWasNumber = false
                    continue
                }
                if (previousWasNumber && numbers.count <= 2 && word == "h") || (previousWasNumber && Self.wordsAfterATime.contains(word))
                    || (previousWasNumber && numbers.count == 1 && Self.hourWords.contains(word))
                    || (previousWasNumber && numbers.count == 2 && word == "phút")
                    || (numbers.isEmpty && Self.wordsBeforeATime.contains(word)) {
                    previousWasNumber = false
                    continue
                }
                // A word of the locale's time after a number is that number's own (`時` the hour's).
                if previousWasNumber, formats.timeWords.contains(word) {
                    guard formats.timeSuffixes.indices.contains(numbers.count - 1),
                          formats.timeSuffixes[numbers.count - 1] == word else { return nil }
                } else {
                    words.append(word)
                }
                previousWasNumber = false
            }
        }
        // Besides the words of the locale's own time (`kl.` before the hour), a day period.
        let periodWords = words.filter { !formats.timeWords.contains($0) }
        let afternoon = words.isEmpty ? nil : dayPeriod(words.joined()) ?? (periodWords.isEmpty ? nil : dayPeriod(periodWords.joined()))
        // A date's separators are no time's: `3/4` is no 03:04.
        let gaps = Self.numbersAndGaps(in: text).map(\.gap)
        guard periodWords.isEmpty || afternoon != nil, (1...3).contains(numbers.count),
              numbers.count < 3 || hasSecondsOfNone(numbers, gaps: gaps),
              !gaps.dropFirst().contains(where: { gap in gap.contains { "/-,".contains($0) } })
        else { return nil }
        var hour = numbers[0].value
        let minute = numbers.count > 1 ? numbers[1].value : 0
        if let afternoon {
            // From 0 too, as Japan's clock counts: `午前0時` is midnight, `午後0時30分` 12:30.
            guard (0...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return (hour, minute)
    }

    /// Whether the third of a time's numbers is seconds of none: zero, in at most two digits,
    /// after the separator the minute came after or after the minute's word, as the C
    /// library writes a time (`14:30:00`, Oriya's unpadded `୯:୩୦:୦`, `14時30分00秒`); with
    /// dots, the minute and seconds in two digits each (`14.30.00`). So `3/14/00` and
    /// `14.3.00` are dates, and `+0000` a time zone. `typedGaps`: the text before each run
    /// of digits, as ``numbersAndGaps(in:)`` gives it.
    private func hasSecondsOfNone(_ numbers: [(value: Int, digits: Int)], gaps typedGaps: [String]) -> Bool {
        let gaps = typedGaps.map { $0.trimmed.lowercased() }
        guard numbers[2].value == 0, numbers[2].digits <= 2, gaps.count == 3 else { return false }
        let suffixes = formats.timeSuffixes
        if suffixes.count > 1, gaps[1] == suffixes[0], gaps[2] == suffixes[1] { return true }
        guard gaps[2] == gaps[1] else { return false }
        return gaps[1] == ":" || gaps[1] == "." && numbers[1].digits == 2 && numbers[2].digits == 2
    }

    /// Words written before a time's hour (`kl.`, `klo`, `pukul`, `godz.`), after its numbers
    /// (`Uhr`, `hod.`, Thai's `น.`), and between its hour and minute (`点`, `giờ`).
    private static let wordsBeforeATime: Set<String> = ["kl", "klo", "pukul", "jam", "godz"]
    private static let wordsAfterATime: Set<String> = ["uhr", "hod", "น"]
    private static let hourWords: Set<String> = ["点", "點", "giờ"]
    /// An hour's word with half after it, or half alone after the hour's word: 30 minutes.
    private static let halfHours: Set<String> = ["点半", "點半", "時半", "时半", "시반"]

    /// Whether `word` is the afternoon marker (true) or the morning one (false): the locale's
    /// own, the ones its language writes where the C library gives it none, or English's.
    private func dayPeriod(_ word: String) -> Bool? {
        let wanted = Self.folded(word)
        if !formats.amSymbol.isEmpty, wanted == Self.folded(formats.amSymbol) { return false }
        if !formats.pmSymbol.isEmpty, wanted == Self.folded(formats.pmSymbol) { return true }
        if let written = Self.writtenDayPeriods[formats.timeLanguage], [written.am, written.pm].contains(wanted) {
            return wanted == written.pm
        }
        switch wanted {
        case "am": return false
        case "pm": return true
        default: return nil
        }
    }

    /// The day periods a language writes where the C library's locale has none, or others
    /// (Hungarian `de.` and `du.`, Persian `ق.ظ.` and `ب.ظ.`, Vietnamese `SA` and `CH`), folded.
    private static let writtenDayPeriods: [String: (am: String, pm: String)] = [
        "hu": ("de", "du"), "fa": ("قظ", "بظ"), "vi": ("sa", "ch"),
    ]
}
