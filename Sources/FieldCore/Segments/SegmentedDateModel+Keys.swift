import FoundationEssentials

/// What the keys do: moving between segments, stepping, typing and deleting.
extension SegmentedDateModel {
    /// Puts the keyboard on `kind` (nil: on none), dropping digits typed elsewhere.
    public func focus(_ kind: DateSegmentKind?) {
        guard kind != focusedSegment else { return }
        finishTypedYear()
        dropTyped()
        focusedSegment = kind.flatMap { segments.contains($0) ? $0 : nil }
        focusChanged()
    }

    /// Moves the keyboard to the next segment; false on the last.
    @discardableResult
    public func focusNext() -> Bool { moveFocus(by: 1) }

    /// Moves the keyboard to the segment before; false on the first.
    @discardableResult
    public func focusPrevious() -> Bool { moveFocus(by: -1) }

    private func moveFocus(by offset: Int) -> Bool {
        guard let current = focusedSegment, let index = segments.firstIndex(of: current),
              segments.indices.contains(index + offset) else { return false }
        focus(segments[index + offset])
        return true
    }

    /// Up (`by: 1`) or Down (`by: -1`) on the focused segment: wraps within its values (the
    /// year stops at its ends); an empty segment starts from now's value.
    public func step(by offset: Int) {
        guard let kind = focusedSegment else { return }
        dropTyped()
        let range = range(of: kind)
        if let value = values[kind] {
            set(kind, stepped(value, by: offset, in: range, wrapping: kind != .year))
            // An hour summer time skips (2:30 on the night clocks go forward) is passed the
            // way the hour moved (`LocalTime.passingSkippedHour`). Another segment reaching
            // that night keeps its step (Up from the 27th is the 28th), and the time reads as
            // the one the date is (3:30), as the calendar's day does.
            if kind == .hour, showsSkippedTime, let date, let hour = components?.hour {
                values = segmentValues(of: LocalTime.passingSkippedHour(hour, of: date, forward: offset > 0, in: calendar))
            }
        } else {
            // Now's value, within what the segment takes now (the 31st of a month set to February is its last day).
            set(kind, min(max(segmentValues(of: now())[kind] ?? range.lowerBound, range.lowerBound), range.upperBound))
        }
        valueChanged(byUser: true)
    }

    /// `value` moved by `offset` within `range`: wrapping round it, or stopping at its ends.
    private func stepped(_ value: Int, by offset: Int, in range: ClosedRange<Int>, wrapping: Bool) -> Int {
        guard wrapping else { return min(max(value + offset, range.lowerBound), range.upperBound) }
        return range.lowerBound + ((value - range.lowerBound + offset) % range.count + range.count) % range.count
    }

    /// Whether the segments show a time summer time skips, which the date they make is not
    /// (the C library's clock and Foundation's both read 2:30 as 3:30 that night). A time
    /// field's time of day is no moment, and skips nothing.
    var showsSkippedTime: Bool {
        guard dateModel != nil, let date else { return false }
        return segmentValues(of: LocalTime.existing(date)) != values
    }

    /// Types `character` into the focused segment: a digit fills it (moving on once no
    /// further digit could follow); in AM/PM, the keys that begin either name; a separator
    /// moves on to the next segment. Returns false for anything else, which is refused.
    @discardableResult
    public func type(_ character: Character) -> Bool {
        guard let kind = focusedSegment else { return false }
        if kind == .dayPeriod {
            if typeDayPeriod(character) { return true }
            // A digit where the locale writes AM/PM first (Hong Kong's `下午 02:30`) is the hour's.
            guard DateTextReader.digit(character) != nil, focusNext() else { return false }
            return type(character)
        }
        // Any script's digits, as an Arabic or Persian keyboard types them (`٤`, `۴`).
        if let digit = DateTextReader.digit(character) {
            return typeDigit(digit, into: kind)
        }
        // A separator after a segment's digits moves on (a year's two digits are no year
        // until then: finishTypedYear()).
        if !character.isLetter, !character.isNumber, values[kind] != nil || (kind == .year && !typed.isEmpty) {
            finishTypedYear()
            typed = ""
            if !focusNext() { focusChanged() }
            return true
        }
        return false
    }

    /// Types `digit` into `kind`; false when it is refused: a segment holding two digits
    /// that are none of its values (``isOverflowing``) takes no more until Backspace.
    private func typeDigit(_ digit: Int, into kind: DateSegmentKind) -> Bool {
        let range = range(of: kind)
        let width = kind == .year ? 4 : 2
        guard !isOverflowing else { return false }
        var candidate = typed + String(digit)
        // On a 12-hour clock, 13 to 19 are the 24-hour clock's: `1 3 3 0` is 1:30 PM.
        let afternoonHour = kind == .hour && uses12HourClock && typed == "1" && digit >= 3
        if afternoonHour {
            set(.dayPeriod, 1)
        } else if candidate.count > width {
            candidate = String(digit)
        } else if let number = Int(candidate), kind != .year,
                  number > range.upperBound || (candidate.count == width && number < range.lowerBound) {
            // Two digits that are none of the segment's values (`24` for an hour, `31` in
            // April, `00` for a month) stay as typed, with the segment's range as the error:
            // never another number (`4`, `1`) taken for them, nor the segment left empty.
            typed = candidate
            set(kind, nil)
            field.setError(Translations.format("Enter a whole number from %@ to %@", NumberFormat.shown(range.lowerBound),
                                               NumberFormat.shown(range.upperBound)), from: .input)
            valueChanged(byUser: true)
            return true
        }
        field.setError(nil, from: .input)
        typed = candidate
        var number = afternoonHour ? digit - 2 : Int(candidate) ?? 0
        let done = candidate.count >= width || number * 10 > range.upperBound
        // A year of the region's era is its Gregorian year (2570 in Thailand is 2027); part of
        // one (`257`) is no year yet there, where elsewhere it is the year typed so far.
        if kind == .year, let thisYear = segmentValues(of: now())[.year] {
            number = formats.gregorianYear(typed: number, near: thisYear) ?? 0
        }
        set(kind, range.contains(number) ? number : nil)
        // A segment no further digit could follow is done: the value is told once it is.
        if done {
            typed = ""
            valueChanged(byUser: true)
            focusNext()
        } else {
            valueChanged(byUser: true)
        }
        return true
    }

    /// Drops the digits typed into the focused segment (the keyboard moves on, or an arrow
    /// steps it); two that were none of its values take their error with them.
    private func dropTyped() {
        if isOverflowing { field.setError(nil, from: .input) }
        typed = ""
    }

    /// Whether the focused segment holds two digits typed that are none of its values
    /// (`24` for an hour): they stay on screen, with the field's error, until Backspace.
    var isOverflowing: Bool {
        guard let kind = focusedSegment, kind != .year, typed.count == 2, let number = Int(typed) else { return false }
        return !range(of: kind).contains(number)
    }

    /// A year left with fewer digits than a year has: two are the year in the window typed
    /// dates use (`27` is 2027, `70` 1970), one is none (no one writes a year so). The
    /// segment never keeps the year 27, which it would show as `27` and a reader take for
    /// 2027. A region's era's short years are none already (``typeDigit(_:into:)``).
    func finishTypedYear() {
        guard focusedSegment == .year, (1...2).contains(typed.count), formats.eraYearOffset == nil else { return }
        set(.year, typedShortYear)
        typed = ""
        valueChanged(byUser: true)
    }

    /// The year two digits typed into the year stand for (`27` is 2027); nil for any other
    /// digits typed, or none.
    var typedShortYear: Int? {
        guard focusedSegment == .year, typed.count == 2, formats.eraYearOffset == nil, let value = Int(typed),
              let thisYear = segmentValues(of: now())[.year] else { return nil }
        return DateTextReader.fullYear((value, 2), referenceYear: thisYear)
    }

    /// Types `character` into AM/PM. The keys that begin one of the locale's own names
    /// choose it (Albanian's `p` is PD, the morning; Fiji Hindi's `a` is Aparaahna, the
    /// afternoon), each key one letter or mark as a keyboard types them (Hindi's `प` begins
    /// पूर्वाह्न); where both names begin alike the segment shows what was typed and the next
    /// key chooses (Gujarati's સ, then `વ` for સવારે or `ા` for સાંજે). A and P choose where
    /// the locale leaves them free, and where both names start alike (Japanese's 午前/午後,
    /// Swahili's asubuhi and alasiri).
    private func typeDayPeriod(_ character: Character) -> Bool {
        let names = [dayPeriodSymbols.am, dayPeriodSymbols.pm].map { Array(TextFolding.caseFolded($0).unicodeScalars) }
        let beginning = { (text: String) in
            let keys = Array(TextFolding.caseFolded(text).unicodeScalars)
            return names.indices.filter { names[$0].starts(with: keys) }
        }
        var keys = typed + String(character)
        var begun = beginning(keys)
        if begun.isEmpty, !typed.isEmpty {
            keys = String(character)
            begun = beginning(keys)
        }
        // A or P, where both names begin with it (Swahili's asubuhi and alasiri), choose as A and P do.
        let isLatinAOrP = typed.isEmpty && ["a", "p"].contains(character.lowercased())
        if begun.count == 2, names[0] != names[1], !isLatinAOrP {
            typed = keys
            changes.send(())
            return true
        }
        let value: Int
        if begun.count == 1 {
            value = begun[0]
        } else if let index = ["a", "p"].firstIndex(of: character.lowercased().first) {
            value = index
        } else {
            return false
        }
        typed = ""
        set(.dayPeriod, value)
        valueChanged(byUser: true)
        if !focusNext() { focusChanged() }
        return true
    }

    /// Backspace: takes back the last digit typed (or key of an AM/PM name, which keeps the
    /// value chosen before), else empties the segment, else moves to the segment before.
    public func deleteBackward() {
        guard let kind = focusedSegment else { return }
        if kind == .dayPeriod, !typed.isEmpty {
            typed.removeLast()
            changes.send(())
        } else if !typed.isEmpty {
            typed.removeLast()
            field.setError(nil, from: .input)
            set(kind, Int(typed).flatMap { range(of: kind).contains($0) ? $0 : nil })
            valueChanged(byUser: true)
        } else if values[kind] != nil {
            set(kind, nil)
            valueChanged(byUser: true)
        } else {
            focusPrevious()
        }
    }
}
