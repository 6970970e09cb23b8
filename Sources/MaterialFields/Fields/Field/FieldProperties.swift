import CGtk
import FieldCore
import GtkInterop

/// The GObject properties and signals every field has, so GtkBuilder files and C or
/// Python code configure fields like any GTK widget: declared once, by key path, from
/// which get, set and "notify" (only on a real change) follow. A namespace: the table is
/// read when the field types are registered and by each field type's `propertyTable`.
enum FieldProperties {
    /// The properties every field declares (its subclasses add theirs).
    @MainActor
    static func all() throws -> [WidgetProperty] {
        let current: [WidgetProperty] = [
            .string("label", \Field.label, source: .configuration,
                    blurb: "The label, inside the empty field and floating above it"),
            .string("helper-text", \Field.helperText, source: .configuration, blurb: "Supporting text below the field"),
            .custom(PropertyDefinition("error-text", .string(default: nil),
                                       blurb: "The error shown below the field; a text enters the error state and NULL leaves it (has-error: the state with no text)"),
                    get: { (field: Field) in .string(field.fieldModel.errorText) },
                    set: { field, value in
                        if let text = value.stringValue { field.fieldModel.setError(withText: text) } else { field.fieldModel.removeErrorUI() }
                    }),
            .custom(PropertyDefinition("has-error", .bool(default: false), blurb: "Whether the field shows an error"),
                    get: { (field: Field) in .bool(field.fieldModel.hasError) },
                    set: { field, value in
                        if value.boolValue == true {
                            if !field.fieldModel.hasError { field.fieldModel.setError(withText: nil) }
                        } else {
                            field.fieldModel.removeErrorUI()
                        }
                    }),
            .bool("required", \Field.isRequired, source: .configuration, blurb: "Whether the field must be filled in"),
            // The old name, and the opposite value: not an alias of "required", but kept as long.
            WidgetProperty.bool("is-optional", \Field.isOptional, source: .configuration, blurb: "Whether the field may be left empty")
                .deprecated(use: "required"),
            .enumeration("variant", \Field.variant, type: try FieldEnumTypes.variant(), default: .filled, source: .widget,
                         blurb: "filled or outlined"),
            .bool("shakes", \Field.shakes, source: .widget, blurb: "Whether the field shakes once on error"),
            .int("max-length", \Field.counterMaximum, range: 0...Int(Int32.max), source: .configuration,
                 blurb: "The counter's maximum, -1 for no counter"),
            .int("tag", \Field.tag, range: Int(Int32.min)...Int(Int32.max), source: .widget, blurb: "The app's number for the field"),
            .int("tag2", \Field.tag2, range: Int(Int32.min)...Int(Int32.max), source: .widget,
                 blurb: "The app's second number for the field"),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["label": "placeholder"])
    }

    /// The signals every field declares: it began and ended editing, and the two vetoes.
    static var signals: [SignalDefinition] {
        // The vetoes, for C and bindings: a handler returns whether focus may come in or go.
        [SignalDefinition("began-editing"), SignalDefinition("ended-editing"),
         SignalDefinition("should-begin-editing", returns: .bool), SignalDefinition("should-end-editing", returns: .bool)]
    }
}
