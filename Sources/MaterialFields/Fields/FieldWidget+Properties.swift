import CGtk
import FieldCore
import GtkInterop

/// The GObject properties and signals every field has, so GtkBuilder files and C or
/// Python code can configure fields like any GTK widget. Each notifies "notify" only when
/// its value really changes (``WidgetImplementation/notifyChangedProperties()``).
extension FieldWidget {
    static func fieldProperties() throws -> [PropertyDefinition] {
        [
            PropertyDefinition("placeholder", .string(default: ""), blurb: "The label, inside the empty field and floating above it"),
            PropertyDefinition("helper-text", .string(default: nil), blurb: "Supporting text below the field"),
            PropertyDefinition("error-text", .string(default: nil), blurb: "The error shown below the field; setting it enters the error state"),
            PropertyDefinition("has-error", .bool(default: false), blurb: "Whether the field shows an error"),
            PropertyDefinition("is-optional", .bool(default: false), blurb: "Whether the field may be left empty"),
            PropertyDefinition("variant", .enumeration(try FieldEnumTypes.variant(), default: FieldVariant.filled.enumValue),
                               blurb: "filled or outlined"),
            PropertyDefinition("shakes", .bool(default: false), blurb: "Whether the field shakes once on error"),
            PropertyDefinition("max-length", .int(range: -1...Int(Int32.max), default: -1), blurb: "The counter's maximum, -1 for no counter"),
            PropertyDefinition("tag", .int(range: Int(Int32.min)...Int(Int32.max), default: 0), blurb: "The app's number for the field"),
            PropertyDefinition("tag2", .int(range: Int(Int32.min)...Int(Int32.max), default: 0), blurb: "The app's second number for the field"),
        ]
    }

    static var fieldSignals: [SignalDefinition] {
        [SignalDefinition("began-editing"), SignalDefinition("ended-editing")]
    }

    func fieldValue(forProperty name: String) -> PropertyValue? {
        switch name {
        case "placeholder": .string(field.placeholder)
        case "helper-text": .string(field.helperText)
        case "error-text": .string(field.errorText)
        case "has-error": .bool(field.hasError)
        case "is-optional": .bool(field.isOptional)
        case "variant": .enumeration(variant.enumValue)
        case "shakes": .bool(shakes)
        case "max-length": .int(field.maxLength ?? -1)
        case "tag": .int(tag)
        case "tag2": .int(tag2)
        default: nil
        }
    }

    /// Applies a base property; returns false when `name` is not one of them.
    @discardableResult
    func setFieldValue(_ value: PropertyValue, forProperty name: String) -> Bool {
        switch name {
        case "placeholder": field.placeholder = value.stringValue ?? ""
        case "helper-text": field.helperText = value.stringValue
        case "error-text":
            if let text = value.stringValue { field.setError(withText: text) } else { field.removeErrorUI() }
        case "has-error":
            if value.boolValue == true { if !field.hasError { field.setError(withText: nil) } } else { field.removeErrorUI() }
        case "is-optional": field.isOptional = value.boolValue ?? false
        case "variant": variant = FieldVariant(enumValue: value.enumValue) ?? .filled
        case "shakes": shakes = value.boolValue ?? false
        case "max-length":
            let length = value.intValue ?? -1
            field.maxLength = length < 0 ? nil : length
        case "tag": tag = value.intValue ?? 0
        case "tag2": tag2 = value.intValue ?? 0
        default: return false
        }
        return true
    }
}
