import FoundationEssentials

/// Where a row's value lives: in the value model of its kind, which a field on screen
/// shares with the row, or (for a custom row, or a value of another kind than the row's)
/// in the row itself. Either way it is stored once.
package enum RowValueModel {
    /// An entry's or an area's text.
    case text(TextFieldModel)
    /// A picker's choice.
    case picker(PickerModel)
    /// A date field's date.
    case date(DateFieldModel)
    /// A number field's number.
    case number(NumberFieldModel)
    /// A time field's time.
    case time(SegmentedDateModel)
    /// A date range field's range.
    case dateRange(DateRangeModel)
    /// A chips field's chips (and, in the model, the text being typed towards the next).
    case chips(ChipsModel)
    /// A value kept by the row itself.
    case stored(FormValue)

    /// A model of `kind` holding `value`, sharing `field`; `.stored` when the value is not
    /// of the kind (a `.flag` in an entry row, say) or the kind has no model.
    static func make(kind: RowKind, value: FormValue, field: FieldModel) -> RowValueModel {
        switch (kind, value) {
        case (.entry, .text(let text)), (.area, .text(let text)), (.suggestions, .text(let text)):
            let isArea = if case .area = kind { true } else { false }
            let model = TextFieldModel(field: field, multiline: isArea)
            if case .entry(_, let unit, let isMonetary, let mask) = kind {
                (model.unit, model.isMonetary, model.formatter) = (unit, isMonetary, mask)
            }
            model.setValue(text)
            return .text(model)
        case (.picker(let data, let manualEntry, let clearable), .choice(let index, let text)):
            let model = PickerModel(field: field, data: data)
            model.isManualEntryCapable = manualEntry
            model.isClearable = clearable
            if let index, !model.setChoice(index, text: text) { return .stored(value) }
            return .picker(model)
        case (.date(let mode, _, _, _), .date(let date)), (.segmentedDate(let mode, _, _), .date(let date)):
            // One model for both: a segmented date row's field only types it differently.
            let model = DateFieldModel(field: field, mode: mode)
            // Limits in the wrong order are refused when the row joins a form.
            try? model.setMinimumDate(kind.dateLimits.minimum)
            try? model.setMaximumDate(kind.dateLimits.maximum)
            if case .date(_, _, _, let defaultDate) = kind { model.defaultDate = defaultDate }
            model.setDateFromCode(date)
            return .date(model)
        case (.number(let format, let minimum, let maximum, let step), .number), (.number(let format, let minimum, let maximum, let step), .none):
            let model = NumberFieldModel(text: TextFieldModel(field: field), format: format)
            (model.minimum, model.maximum, model.step) = (minimum, maximum, step)
            model.set(value.decimal, by: .code)
            return .number(model)
        case (.time, .time(let time)):
            let model = SegmentedDateModel(field: field, mode: .time)
            model.setTime(time, by: .code)
            return .time(model)
        case (.dateRange(let minimum, let maximum, let maximumLength), .dateRange(let range)):
            let model = DateRangeModel(field: field)
            // Limits in the wrong order are refused when the row joins a form.
            try? model.setLimits(minimum: minimum, maximum: maximum)
            model.maximumLength = maximumLength
            model.setRange(range)
            return .dateRange(model)
        case (.chips(let maximumCount, let rule, _), .list(let items)):
            return .chips(ChipsModel(items, maximumCount: maximumCount, rule: rule, text: TextFieldModel(field: field)))
        default:
            return .stored(value)
        }
    }

    /// The model the value lives in, nil for a value the row keeps itself.
    package var holder: (any RowValueHolder)? {
        switch self {
        case .text(let model): model
        case .picker(let model): model
        case .date(let model): model
        case .number(let model): model
        case .time(let model): model
        case .dateRange(let model): model
        case .chips(let model): model
        case .stored: nil
        }
    }

    /// Reads the row's input as when the user is done, though they may still be in the row:
    /// a date typed but not yet read (the view reads it, ``FieldModel/pendingInputReads``),
    /// and a number row's input that is no value yet shown as its error (`1,5` on its way to
    /// `1,500`, or `40` outside 1 to 12). What a form's and a field's `validate()` count.
    func checkInputAsDone() {
        readPendingInput()
        if case .number(let model) = self { model.checkAsCommitted() }
    }

    /// Has the row's view give the model the text typed that it reads only when focus
    /// leaves (a date's): ``FieldModel/pendingInputReads``.
    func readPendingInput() {
        holder?.field.pendingInputReads.send(())
    }

    /// Whether the value is kept by the row itself (no field model).
    var isStored: Bool { holder == nil }

    /// The value as a form reads it.
    package var value: FormValue {
        if case .stored(let value) = self { return value }
        return holder?.formValue ?? .none
    }

    /// Puts `value` in the model as `origin`'s change.
    ///
    /// - Returns: false, changing nothing, when `value` is not of the model's kind.
    mutating func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        if let holder { return holder.assign(value, by: origin) }
        guard case .stored(let current) = self, current == .none || current.kindName == value.kindName else { return false }
        // A switch stays a flag; a custom row with no value may take any.
        self = .stored(value)
        return true
    }

    /// Calls `changed` once after every change of the value, with whose it was; returns the
    /// token that keeps it called (nil for a stored value, which its form tells itself).
    func observe(_ changed: @escaping (ChangeOrigin) -> Void) -> ObservationToken? {
        holder?.valueChanges.add(changed)
    }
}
