/// What a row must be for a form to take it, and a value.
extension Row {
    /// Why a form cannot take this row, nil when it can: a picker's starting choice outside
    /// its choices, a number row's starting number no field shows, a field's row whose value
    /// is kept outside its field's model, or a date row whose minimum is after its maximum.
    var admissionError: FormError? {
        if case .picker(let data, _, _) = kind, case .choice(let index?, _) = initialValue,
           let error = choiceError(index, among: data.count) {
            return error
        }
        if case .stored(let value) = valueModel, kind.isField {
            return .wrongKindOfValue(tag: String(describing: tag), takes: kind.valueKindName, given: value.kindName)
        }
        if let error = givenNumberError { return error }
        if let minimum = kind.dateLimits.minimum, let maximum = kind.dateLimits.maximum, minimum > maximum {
            return .invalidDateLimits(tag: String(describing: tag))
        }
        return nil
    }

    /// Puts `value` in the row as `origin`'s change, once it is one the row can hold.
    ///
    /// - Throws: ``FormError/choiceOutOfRange(tag:index:count:)``,
    ///   ``FormError/numberOutOfReach(tag:number:)`` or
    ///   ``FormError/wrongKindOfValue(tag:takes:given:)``, changing nothing.
    func assignChecked(_ value: FormValue, by origin: ChangeOrigin) throws {
        if case .picker(let model) = valueModel, case .choice(let index?, _) = value,
           let error = choiceError(index, among: model.data.count) { throw error }
        if let error = numberError(value) { throw error }
        guard assign(value, by: origin) else {
            // What the kind takes, not what the row holds: an empty number row holds no value.
            let takes = kind.isField ? kind.valueKindName : self.value.kindName
            throw FormError.wrongKindOfValue(tag: String(describing: tag), takes: takes, given: value.kindName)
        }
    }

    /// Why a picker row cannot choose `index` among its `count` choices, nil when it can;
    /// with none, the app keeps them and any index it gives is kept.
    func choiceError(_ index: Int, among count: Int) -> FormError? {
        guard index < 0 || (count > 0 && index >= count) else { return nil }
        return .choiceOutOfRange(tag: String(describing: tag), index: index, count: count)
    }

    /// Why a number row cannot hold `value`, nil when it can: a number no field shows
    /// (``NumberFieldModel/shownDecimal(of:)``), which would otherwise empty the row or show
    /// as no number.
    func numberError(_ value: FormValue) -> FormError? {
        guard case .number(let number) = value, case .number(let model) = valueModel,
              model.shownDecimal(of: number) == nil else { return nil }
        return .numberOutOfReach(tag: String(describing: tag), number: number)
    }
}
