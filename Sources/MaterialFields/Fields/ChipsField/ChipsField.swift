import FieldCore
import GtkInterop

/// A field of chips (tags): Return or a comma turns what the user typed into chips, shown
/// below the field, each checked by a rule, up to a maximum count, with suggestions as the
/// user types.
///
/// ```swift
/// let skills = ChipsField(placeholder: "Skills", source: .list(languages), maximumCount: 5)
/// let invite = ChipsField(placeholder: "Invite", rule: .isEmail)
/// invite.onChange = { field in print(field.chips) }
/// ```
///
/// A part the rule refuses (or one too many, or one already there) stays in the text with
/// the reason under the field: what the user typed is never dropped. Backspace in the empty
/// text removes the last chip. Each chip is a Tab stop after the text, which a screen reader
/// reads as “Remove Swift, button”: Delete, Backspace, Space or a click removes it, and
/// Left and Right move between chips. A screen reader reads the chips as the field's value.
@MainActor
public final class ChipsField: Field {
    let implementation: ChipsFieldWidget

    /// Creates a field with a label, holding `chips` (those the checks refuse are left
    /// out), at most `maximumCount` (nil for no limit), each passing `rule`, suggesting
    /// from `source`.
    public init(placeholder: String = "", chips: [String] = [], maximumCount: Int? = nil,
                rule: ValidationRule<String>? = nil, source: SuggestionSource = .list([]), limit: Int = 8) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.chipsField, as: ChipsFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        implementation.setChipsModel(ChipsModel(chips, maximumCount: maximumCount, rule: rule))
        implementation.setSource(source, limit: limit)
    }

    private init(existing implementation: ChipsFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfChipsField` widget (from a GtkBuilder file, say): the
    /// one already alive if there is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> ChipsField? {
        Field.handle(of: widget, as: ChipsFieldWidget.self, make: ChipsField.init(existing:))
    }

    /// The chips, in the order added. Setting it applies the same checks as adding: blank,
    /// repeated, refused and surplus chips are left out.
    public var chips: [String] {
        get { implementation.chips.chips }
        set { implementation.chips.setChips(newValue) }
    }

    /// The chips' model, for reading state in tests.
    public var chipsModel: ChipsModel { implementation.chips }

    /// The suggestions for the text, for reading state in tests.
    public var suggestionModel: SuggestionModel { implementation.suggestions }

    /// Where suggestions come from; chips already added are never suggested.
    public var source: SuggestionSource {
        get { implementation.suggestions.source }
        set { implementation.suggestions.source = newValue }
    }

    /// The text being typed, not yet a chip.
    public var text: String { implementation.model.text }

    /// Makes chips of the text, as Return does (before a form is submitted, say): what the
    /// checks refuse stays in the text, with the reason as the field's error. Returns
    /// whether all of it became chips.
    @discardableResult
    public func commitText() -> Bool {
        implementation.commit(text)
        return text.allSatisfy(\.isWhitespace)
    }

    /// Called with the field after each change the user makes to the chips: adding and
    /// removing. Changes made from code do not call it.
    public var onChange: (@MainActor (ChipsField) -> Void)? {
        get { implementation.onChipsChange }
        set { implementation.onChipsChange = newValue }
    }
}
