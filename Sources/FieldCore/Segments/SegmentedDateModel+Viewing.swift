import FoundationEssentials

/// A segmented date as a view of a ``DateFieldModel``: the date lives in the date model,
/// which a form's row and the calendar share; the segments hold only what is being typed.
extension SegmentedDateModel {
    /// Segments that show and type `dateModel`'s date, in its mode, formats, time zone and
    /// clock, on its field: a complete typed date is chosen in `dateModel` as a click in
    /// its calendar would choose it; one outside its limits becomes the field's error with
    /// the segments keeping what was typed. Every change of `dateModel`'s date (the
    /// calendar, code, *Clear*) fills the segments again.
    ///
    /// The segments are made for the date model's mode and formats as they are now: a view
    /// that changes them makes new segments.
    public convenience init(viewing dateModel: DateFieldModel) {
        self.init(field: dateModel.field, mode: dateModel.mode, formats: dateModel.formats,
                  timeZone: dateModel.timeZone, now: dateModel.now)
        self.dateModel = dateModel
        fill(dateModel.date, by: .code)
        // The calendar opens on the parts typed (14 March), the rest from its start date.
        dateModel.openingDate = { [weak self, weak dateModel] in
            guard let self, let dateModel, isIncomplete else { return nil }
            return date(nearTyped: dateModel.startDate)
        }
        // Added after the date field's own observer: the field has queued its render when
        // the segments fill, which the transaction draws once, both changed.
        dateModelObservation = dateModel.events.add { [weak self] event in
            guard let self, !isEmptyingDateModel else { return }
            switch event {
            // Shown as the date model keeps it: a time summer time skips that the segments
            // made (2:30) is the one it is read as (3:30).
            case .dateChanged(let date) where date.map(segmentValues(of:)) ?? [:] != values: show(date, of: dateModel)
            case .cleared: fill(nil, by: .code)
            default: break
            }
            if !dateModel.isOpen || event == .cleared { typedBeforeOpening = nil }
        }
    }

    /// Shows `date`, the viewed date model's: opening its calendar on an incomplete date
    /// fills it with the parts typed and the rest of the start date (where the limits allow
    /// it; the start date otherwise), and Escape empties it again, which puts back the
    /// segments typed before (`03` of a day, `19` of a year still being typed), never losing
    /// them.
    private func show(_ date: Date?, of dateModel: DateFieldModel) {
        guard dateModel.isOpen else { return fill(date, by: .code) }
        // Only the calendar opening fills incomplete segments.
        if date != nil, typedBeforeOpening == nil, isIncomplete { typedBeforeOpening = (values, typed) }
        guard date == nil, let kept = typedBeforeOpening else { return fill(date, by: .code) }
        typedBeforeOpening = nil
        field.transaction {
            typed = kept.typed
            values = kept.values
            valueChanged(byUser: false)
        }
    }

    /// `start` with the year, month and day typed so far in place of its own, on the
    /// month's last day at most; nil when that is no date.
    private func date(nearTyped start: Date) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start)
        parts.year = values[.year] ?? parts.year
        parts.month = values[.month] ?? parts.month
        guard let year = parts.year, let month = parts.month, let days = dayCount(ofMonth: month, in: year) else { return nil }
        parts.day = min(values[.day] ?? parts.day ?? 1, days)
        return calendar.date(from: parts)
    }

    /// Whether the whole date typed is one the viewed date model's limits refused.
    var isRefused: Bool { dateModel != nil && inputError != nil && !isIncomplete }

    /// The user's complete date, given to the date model this model views (if any) as a
    /// choice; one its limits refuse becomes the field's error; an incomplete one empties it.
    /// Waits while a segment may take another digit (a year of two digits may be the start
    /// of four), unless `whileTyping` (a form reading what is shown, ``readTyped()``). Runs
    /// after the app's `userEdits` handlers: they hear the segments' value, the date model's
    /// change comes after.
    func chooseInDateModel(whileTyping: Bool = false) {
        guard let dateModel else { return }
        guard let date else { return emptyDateModel() }
        guard typed.isEmpty || whileTyping, date != dateModel.date else { return }
        if !dateModel.choose(date) {
            dateModel.refuse(date < (dateModel.minimumDate ?? .distantPast) ? .beforeMinimum(date) : .afterMaximum(date))
        }
    }

    /// A part of a whole date taken out (Backspace, Delete): the date model no longer holds
    /// a date the segments do not show, as the user's change, and the segments keep the
    /// parts left. Not while its calendar is open, which shows its own start date.
    private func emptyDateModel() {
        guard let dateModel, dateModel.date != nil, !dateModel.isOpen else { return }
        isEmptyingDateModel = true
        defer { isEmptyingDateModel = false }
        dateModel.set(nil, by: .user)
    }
}
