/// Where a row's value lives: in the value model of its kind, which a field on screen
/// shares with the row, or (for a custom row, or a value of another kind than the row's)
/// in the row itself. Either way it is stored once.
public enum RowValueModel {
    /// An entry's or an area's text.
    case text(TextFieldModel)
    /// A picker's choice.
    case picker(PickerModel)
    /// A date field's date.
    case date(DateFieldModel)
    /// A value kept by the row itself.
    case stored(FormValue)

    /// A model of `kind` holding `value`, sharing `field`; `.stored` when the value is not
    /// of the kind (a `.flag` in an entry row, say) or the kind has no model.
    static func make(kind: RowKind, value: FormValue, field: FieldModel) -> RowValueModel {
        switch (kind, value) {
        case (.entry, .text(let text)), (.area, .text(let text)):
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
        case (.date(let mode, let minimum, let maximum, let defaultDate), .date(let date)):
            let model = DateFieldModel(field: field, mode: mode)
            // Limits in the wrong order are refused when the row joins a form.
            try? model.setMinimumDate(minimum)
            try? model.setMaximumDate(maximum)
            model.defaultDate = defaultDate
            model.setDateFromCode(date)
            return .date(model)
        default:
            return .stored(value)
        }
    }

    /// Why the model refused what the user entered last (a date typed wrong), nil when it
    /// took it: the row's error until it does.
    var inputError: String? {
        if case .date(let model) = self { model.inputError } else { nil }
    }

    /// Whether the value is kept by the row itself (no field model).
    var isStored: Bool { if case .stored = self { true } else { false } }

    /// The value as a form reads it.
    var value: FormValue {
        switch self {
        case .text(let model): .text(model.value)
        case .picker(let model):
            model.isCleared || model.indexSelected == nil || model.isManualEntry
                ? .choice(nil, model.text) : .choice(model.indexSelected, model.text)
        case .date(let model): .date(model.date)
        case .stored(let value): value
        }
    }

    /// Puts `value` in the model from code (not a user edit).
    ///
    /// - Returns: false, changing nothing, when `value` is not of the model's kind.
    mutating func assign(_ value: FormValue) -> Bool {
        switch (self, value) {
        case (.text(let model), .text(let text)):
            model.setValue(text)
        case (.picker(let model), .choice(let index, let text)):
            if let index {
                guard model.setChoice(index, text: text) else { return false }
            } else {
                model.resetSelection()
            }
        case (.date(let model), .date(let date)):
            model.setDateFromCode(date)
        case (.stored(let current), _) where current == .none || current.kindName == value.kindName:
            // A switch stays a flag; a custom row with no value may take any.
            self = .stored(value)
        default:
            return false
        }
        return true
    }

    /// Calls `changes` after every change of the value, and then `userEdits` after each
    /// one the user made; returns the tokens that keep them called.
    func observe(changes: @escaping () -> Void, userEdits: @escaping () -> Void) -> [ObservationToken] {
        switch self {
        case .text(let model):
            [model.textChanges.add { _ in changes() }, model.userEdits.add { _ in userEdits() }]
        case .picker(let model):
            [model.textChanges.add { _ in changes() }, model.userEdits.add { _ in userEdits() }]
        case .date(let model):
            [model.events.add { if case .dateChanged = $0 { changes() } }, model.userEdits.add { _ in userEdits() }]
        case .stored:
            []
        }
    }
}
