import FieldCore
import GtkInterop

/// A text field that suggests as the user types (autocomplete): from a list, matched on
/// the spot, or from an asynchronous provider asked once the typing pauses.
///
/// ```swift
/// let city = SuggestionField(placeholder: "City", source: .list(cities))
/// city.onChoose = { _, name in print("chose", name) }
///
/// let user = SuggestionField(placeholder: "User", source: .provider { text in
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
public final class SuggestionField: Field {
    let implementation: SuggestionFieldWidget

    /// Creates an empty field with a label, suggesting from `source`, at most `limit` at
    /// once.
    public init(placeholder: String = "", source: SuggestionSource = .list([]), limit: Int = 8) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.suggestionField, as: SuggestionFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        implementation.setSource(source, limit: limit)
    }

    private init(existing implementation: SuggestionFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfSuggestionField` widget (from a GtkBuilder file, say):
    /// the one already alive if there is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> SuggestionField? {
        Field.handle(of: widget, as: SuggestionFieldWidget.self, make: SuggestionField.init(existing:))
    }

    /// The suggestions for the text, for reading state in tests.
    public var suggestionModel: SuggestionModel { implementation.suggestions }

    /// Where suggestions come from. Setting it finds the suggestions for the text the user
    /// last typed, shown at once while the field has focus.
    public var source: SuggestionSource {
        get { implementation.suggestions.source }
        set { implementation.suggestions.source = newValue }
    }

    /// The text shown. Setting it from code suggests nothing: suggestions follow the
    /// user's typing.
    public var text: String {
        get { implementation.model.text }
        set { implementation.model.setValue(newValue) }
    }

    /// Called with the field after each change the user makes: typing, and choosing a
    /// suggestion. Changes made from code do not call it.
    public var onChange: (@MainActor (SuggestionField) -> Void)? {
        get { implementation.onChange }
        set { implementation.onChange = newValue }
    }

    /// Called with the field and the suggestion the user chose, once the text is it.
    public var onChoose: (@MainActor (SuggestionField, String) -> Void)? {
        get { implementation.onChoose }
        set { implementation.onChoose = newValue }
    }

    override var rowValueModel: RowValueModel? { .text(implementation.model) }
}
