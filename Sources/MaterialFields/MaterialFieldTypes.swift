import CGtk
import GtkInterop

/// Registers the field widget types with GObject. GObject's registry is the one cache:
/// registering a type again returns the one registered.
///
/// Creating a field from Swift registers them on first use; call ``registerTypes()``
/// yourself before loading a GtkBuilder file that names `MfEntryField` and friends.
@MainActor
public enum MaterialFieldTypes {
    /// Registers every field type (idempotent).
    ///
    /// - Throws: `GtkInteropError.typeNameTaken(_:)` if another library registered one
    ///   of the `Mf…` names.
    public static func registerTypes() throws {
        for (_, register) in registrations {
            try register()
        }
    }

    /// Registers the type named `name` with what it is made of (its parent types and the
    /// enums of its properties), and no other: a C app's `*_get_type()` pays for its own
    /// type, as a GNOME library's does. Returns false for a name that is not the library's.
    package static func register(named name: String) throws -> Bool {
        guard let register = registrations.first(where: { $0.name == name })?.register else { return false }
        try register()
        return true
    }

    /// Each name a C caller can ask for and what registers it, in the order
    /// ``registerTypes()`` registers them. A widget registers its parents and the enums of
    /// its properties itself, so the names after the widgets find them registered.
    private static let registrations: [(name: String, register: @MainActor () throws -> Void)] = [
        ("MfField", { _ = try field() }),
        ("MfEntryField", { _ = try entryField() }),
        ("MfNumberField", { _ = try numberField() }),
        ("MfSuggestionField", { _ = try suggestionField() }),
        ("MfChipsField", { _ = try chipsField() }),
        ("MfAreaField", { _ = try areaField() }),
        ("MfPickerField", { _ = try pickerField() }),
        ("MfDateField", { _ = try dateField() }),
        ("MfDateRangeField", { _ = try dateRangeField() }),
        ("MfTimeField", { _ = try timeField() }),
        ("MfFormView", { _ = try formView() }),
        ("MfStackBox", { _ = try stackBox() }),
        ("MfStackLayout", { _ = try stackBox() }),
        ("MfStackLayoutChild", { _ = try stackBox() }),
        ("MfStackedFormView", { _ = try stackedFormView() }),
        ("MfFieldVariant", { _ = try FieldEnumTypes.variant() }),
        ("MfInputPurpose", { _ = try FieldEnumTypes.purpose() }),
        ("MfDateMode", { _ = try FieldEnumTypes.dateMode() }),
        ("MfStackOrientation", { _ = try StackEnumTypes.orientation() }),
        ("MfStackJustify", { _ = try StackEnumTypes.justify() }),
        ("MfStackAlignment", { _ = try StackEnumTypes.alignment() }),
    ]

    static func field() throws -> WidgetType {
        try WidgetType.register("MfField") { name in WidgetTypeDefinition(
            name: name, cssName: "field", accessibleRole: GTK_ACCESSIBLE_ROLE_GENERIC,
            properties: try FieldProperties.all().map(\.definition), signals: FieldProperties.signals,
            customLayout: true, implementation: Field.self) }
    }

    static func entryField() throws -> WidgetType {
        try WidgetType.register("MfEntryField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "entryfield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_TEXT_BOX, properties: try TextInputField.properties().map(\.definition),
            signals: TextInputField.signals, customLayout: true, isEditable: true, implementation: EntryField.self) }
    }

    static func numberField() throws -> WidgetType {
        try WidgetType.register("MfNumberField") { name in WidgetTypeDefinition(
            name: name, parent: try entryField().gType, cssName: "numberfield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, properties: NumberField.numberProperties().map(\.definition),
            customLayout: true, isEditable: true, implementation: NumberField.self) }
    }

    static func suggestionField() throws -> WidgetType {
        try WidgetType.register("MfSuggestionField") { name in WidgetTypeDefinition(
            name: name, parent: try entryField().gType, cssName: "suggestionfield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_COMBO_BOX, customLayout: true, isEditable: true,
            implementation: SuggestionField.self) }
    }

    static func chipsField() throws -> WidgetType {
        try WidgetType.register("MfChipsField") { name in WidgetTypeDefinition(
            name: name, parent: try suggestionField().gType, cssName: "chipsfield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_COMBO_BOX, properties: ChipsField.chipsProperties().map(\.definition),
            customLayout: true, isEditable: true,
            implementation: ChipsField.self) }
    }

    static func areaField() throws -> WidgetType {
        try WidgetType.register("MfAreaField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "areafield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_GENERIC, properties: AreaField.properties().map(\.definition),
            signals: AreaField.signals, customLayout: true, implementation: AreaField.self) }
    }

    static func pickerField() throws -> WidgetType {
        try WidgetType.register("MfPickerField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "pickerfield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_COMBO_BOX, properties: PickerField.properties().map(\.definition),
            signals: PickerField.signals, customLayout: true, isEditable: true, implementation: PickerField.self) }
    }

    static func dateField() throws -> WidgetType {
        try WidgetType.register("MfDateField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "datefield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_TEXT_BOX, properties: try DateField.properties().map(\.definition),
            signals: DateField.signals, customLayout: true, isEditable: true, implementation: DateField.self) }
    }

    static func dateRangeField() throws -> WidgetType {
        try WidgetType.register("MfDateRangeField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "daterangefield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_TEXT_BOX, properties: DateRangeField.rangeProperties().map(\.definition),
            signals: DateRangeField.signals, customLayout: true, isEditable: true,
            implementation: DateRangeField.self) }
    }

    static func timeField() throws -> WidgetType {
        try WidgetType.register("MfTimeField") { name in WidgetTypeDefinition(
            name: name, parent: try field().gType, cssName: "timefield",
            accessibleRole: GTK_ACCESSIBLE_ROLE_GENERIC, properties: TimeField.timeProperties.map(\.definition),
            signals: TimeField.signals, customLayout: true, implementation: TimeField.self) }
    }

    static func formView() throws -> WidgetType {
        try WidgetType.register("MfFormView") { name in WidgetTypeDefinition(
            name: name, cssName: "formview", layoutManager: gtk_bin_layout_get_type(),
            accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP, properties: AnyFormView.properties(), signals: AnyFormView.signals,
            implementation: AnyFormView.self) }
    }

    static func stackBox() throws -> WidgetType {
        try WidgetType.register("MfStackBox") { name in
            let child = try ObjectType.register(ObjectTypeDefinition(
                name: "MfStackLayoutChild", parent: gtk_layout_child_get_type(), properties: try StackLayoutChild.properties(),
                implementation: StackLayoutChild.self))
            let manager = try ObjectType.register(ObjectTypeDefinition(
                name: "MfStackLayout", parent: gtk_layout_manager_get_type(), layoutChildType: child.gType,
                implementation: StackLayoutManager.self))
            return WidgetTypeDefinition(
                name: name, cssName: "stackbox", layoutManager: manager.gType,
                properties: try StackBox.properties().map(\.definition), implementation: StackBox.self)
        }
    }

    static func stackedFormCard() throws -> WidgetType {
        try WidgetType.register("MfStackedFormCard") { name in WidgetTypeDefinition(
            name: name, cssName: "stackedformcard", accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP,
            customLayout: true, implementation: StackedFormCardWidget.self) }
    }

    static func stackedFormCards() throws -> WidgetType {
        try WidgetType.register("MfStackedFormCards") { name in WidgetTypeDefinition(
            name: name, cssName: "stackedformcards", customLayout: true,
            implementation: StackedFormCardsWidget.self) }
    }

    static func stackedFormView() throws -> WidgetType {
        try WidgetType.register("MfStackedFormView") { name in WidgetTypeDefinition(
            name: name, cssName: "stackedformview", layoutManager: gtk_bin_layout_get_type(),
            accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP, signals: StackedFormView.signals,
            implementation: StackedFormView.self) }
    }

    /// Creates an instance of one of the library's types (see ``registered(_:)``).
    static func instantiate(_ type: () throws -> WidgetType) -> UnsafeMutablePointer<GtkWidget> {
        registered(type).instantiate()
    }

    /// A widget type of the library, registered on first use, with GTK initialised and the
    /// library's style installed; stops with a clear message in the one case it cannot:
    /// another library took the type's name.
    static func registered(_ type: () throws -> WidgetType) -> WidgetType {
        Gtk.requireInitialized()
        MaterialStyle.installIfNeeded()
        do {
            return try type()
        } catch {
            preconditionFailure("MaterialFields cannot register its widget types: \(error)")
        }
    }
}
