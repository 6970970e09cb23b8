import FoundationEssentials

/// A value model a form row keeps its value in: the model's value as a ``FormValue``, and
/// a form value put back into it. Each kind's mapping is written here once; a row asks its
/// model through this protocol, whatever the kind.
package protocol RowValueHolder: ValueModel {
    /// The value as a form reads it.
    var formValue: FormValue { get }

    /// Puts `value` in the model as `origin`'s change.
    ///
    /// - Returns: false, changing nothing, when `value` is not of the model's kind (or is a
    ///   choice the picker does not list).
    func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool

    /// The text on screen that the value does not hold (see `RowValueHolder+Typed.swift`).
    var typedText: String? { get }

    /// Puts back text the user typed, as they typed it.
    func retype(_ text: String)
}

extension TextFieldModel: RowValueHolder {
    package var formValue: FormValue { .text(value) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .text(let text) = value else { return false }
        set(text, by: origin)
        return true
    }
}

extension PickerModel: RowValueHolder {
    package var formValue: FormValue { .choice(chosenIndex, text) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .choice(let index, let text) = value else { return false }
        return apply(PickerChoice(index: index, text: text), by: origin)
    }
}

extension DateFieldModel: RowValueHolder {
    package var formValue: FormValue { .date(date) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .date(let date) = value else { return false }
        set(date, by: origin)
        return true
    }
}

extension NumberFieldModel: RowValueHolder {
    package var formValue: FormValue { value.map { .number($0.doubleValue) } ?? .none }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        switch value {
        case .number, .none: set(value.decimal, by: origin)
        default: return false
        }
        return true
    }
}

/// A time row's model: the segmented model in ``DateMode/time``.
extension SegmentedDateModel: RowValueHolder {
    package var formValue: FormValue { .time(time) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .time(let time) = value else { return false }
        setTime(time, by: origin)
        return true
    }
}

extension DateRangeModel: RowValueHolder {
    package var formValue: FormValue { .dateRange(range) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .dateRange(let range) = value else { return false }
        set(range, by: origin)
        return true
    }
}

extension ChipsModel: RowValueHolder {
    package var formValue: FormValue { .list(chips) }

    package func assign(_ value: FormValue, by origin: ChangeOrigin) -> Bool {
        guard case .list(let items) = value else { return false }
        setChips(items, by: origin)
        return true
    }
}
