import FieldCore

// Each field's value model was once named after its kind; every field now names it
// `model`, typed by kind. The old names stay, deprecated, for code written against them.

extension AreaField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var textModel: TextFieldModel { model }
}

extension TextInputField {
    /// The line of text the user edits.
    @available(*, deprecated, message: "use model (an entry's or a suggestion field's) or model.text (a number field's or a chips field's)")
    public var textModel: TextFieldModel { inputModel }
}

extension PickerField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var pickerModel: PickerModel { model }
}

extension DateField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var dateModel: DateFieldModel { model }
}

extension DateRangeField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var rangeModel: DateRangeModel { model }
}

extension TimeField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var segmentModel: SegmentedDateModel { model }
}

extension NumberField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var numberModel: NumberFieldModel { model }
}

extension ChipsField {
    /// The value model.
    @available(*, deprecated, renamed: "model")
    public var chipsModel: ChipsModel { model }
}
