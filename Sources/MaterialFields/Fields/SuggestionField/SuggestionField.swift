import CGtk
import FieldCore
import GtkInterop

/// A text field that suggests as the user types (autocomplete): from a list, matched on
/// the spot, or from an asynchronous provider asked once the typing pauses.
///
/// ```swift
/// let city = SuggestionField(label: "City", source: .list(cities))
/// city.onChoose = { _, name in print("chose", name) }
///
/// let user = SuggestionField(label: "User", source: .provider { text in
///     await directory.search(text)
/// })
/// ```
///
/// The suggestions open inline below the field, as a picker's choices do. Down moves the
/// keyboard focus to the first suggestion (Up to the last), and a screen reader reads each
/// one it lands on; Return or a click chooses it, Escape closes the list, and a character
/// typed on a suggestion goes on into the text. A provider's answer for text the user has
/// since changed is dropped, whatever order the answers come back in. The field's
/// accessible role is a combo box that has a popup.
@MainActor
public final class SuggestionField: SuggestingField {
    /// The value model the field is made on and shows (its text), which owns its
    /// ``Field/fieldModel``: a form row's own when a form shows the field. The suggestions
    /// listed are ``SuggestingField/suggestionModel``'s.
    public var model: TextFieldModel { inputModel }

    /// Creates a field with a label that suggests from `source`, at most `limit` at once.
    public convenience init(label: String = "", source: SuggestionSource = .list([]), limit: Int = 8) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.suggestionField))
        adoptInstance()
        self.label = label
        setSource(source, limit: limit)
    }

    /// A field showing `model` (a form row's), built on it from the start, suggesting
    /// from `source`.
    override package init(widget: UnsafeMutablePointer<GtkWidget>, inputModel: TextFieldModel) {
        super.init(widget: widget, inputModel: inputModel)
        valueObservations.append(observeUserChanges(inputModel.valueChanges))
    }

    convenience init(sharing model: TextFieldModel, source: SuggestionSource, limit: Int) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.suggestionField), inputModel: model)
        adoptInstance()
        setSource(source, limit: limit)
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfSuggestionField`.
    public static func wrapping(_ widget: Widget) -> SuggestionField? {
        swiftObject(of: widget.pointer, as: SuggestionField.self)
    }

    /// The text shown. Setting it from code suggests nothing: suggestions follow the
    /// user's typing.
    public var text: String {
        get { inputModel.text }
        set { inputModel.setValue(newValue) }
    }

    /// Called with the field after each change the user makes: typing, and choosing a
    /// suggestion. Changes made from code do not call it.
    public var onChange: (@MainActor (SuggestionField) -> Void)?

    /// Called with the field and the suggestion the user chose, once the text is it.
    public var onChoose: (@MainActor (SuggestionField, String) -> Void)?

    override func didChangeValue() { onChange?(self) }
    override func userChose(_ suggestion: String) { onChoose?(self, suggestion) }
}
