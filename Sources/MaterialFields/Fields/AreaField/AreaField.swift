import CGtk
import FieldCore
import GtkInterop

/// A multi-line Material text field (the seed's `AreaField`): it grows with its text up
/// to ``maximumLines``, then scrolls.
@MainActor
public final class AreaField: Field {
    let implementation: AreaFieldWidget

    /// Creates an empty field with a label.
    public init(placeholder: String = "") {
        let (reference, implementation) = Field.create(MaterialFieldTypes.areaField, as: AreaFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
    }

    /// A handle for an existing `MfAreaField` widget; nil if `widget` is not one.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        guard let (reference, implementation) = Field.existing(widget, as: AreaFieldWidget.self) else { return nil }
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    /// The value model, for reading state in tests.
    public var textModel: TextFieldModel { implementation.model }

    /// The text.
    public var text: String {
        get { implementation.model.text }
        set { implementation.model.text = newValue }
    }

    /// The most lines shown before the text scrolls; nil grows without limit.
    public var maximumLines: Int? {
        get { implementation.maximumLines }
        set { implementation.maximumLines = newValue }
    }

    /// The character counter's maximum; nil for no counter.
    public var maxLength: Int? {
        get { implementation.model.maxLength }
        set { implementation.model.maxLength = newValue }
    }

    /// The object told about editing, held weakly.
    public var delegate: (any AreaFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }
}
