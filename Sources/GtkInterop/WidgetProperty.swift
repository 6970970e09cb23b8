/// One GObject property of a Swift widget type, declared once: its spec, and the Swift
/// state it reads and writes, by key path. A type's table of these gives GObject its
/// property list, `g_object_get` and `g_object_set`, and the "notify" that fires only on
/// a real change (`notifyChangedProperties(_:)`).
///
/// ```swift
/// static let propertyTable: [WidgetProperty] = [
///     .string("placeholder", \FieldWidget.field.placeholder, blurb: "The label"),
///     .bool("shakes", \FieldWidget.shakes, blurb: "Whether the field shakes once on error"),
/// ]
/// ```
@MainActor
public struct WidgetProperty {
    /// The GObject property: name, type, default and blurb.
    public let definition: PropertyDefinition
    /// Which change of state can change the value: only properties of that source are
    /// read again after it.
    public let source: PropertySource
    // Main-actor closures, like the accessors they call: a nonisolated type here would put
    // an isolation check before every read. The factories below are inlinable so that a
    // key-path literal at the call site can be compiled into a direct read (a key path
    // applied at run time costs about 2,000 instructions, and a keystroke reads about ten).
    @usableFromInline let read: @MainActor (WidgetObject) -> PropertyValue?
    @usableFromInline let write: @MainActor (WidgetObject, PropertyValue) -> Void

    @usableFromInline
    init(definition: PropertyDefinition, source: PropertySource,
         read: @escaping @MainActor (WidgetObject) -> PropertyValue?,
         write: @escaping @MainActor (WidgetObject, PropertyValue) -> Void) {
        self.definition = definition
        self.source = source
        self.read = read
        self.write = write
    }

    /// A property read and written by closures, for a value that is not one key path (an
    /// error text that enters the error state when set, say).
    @inlinable
    public static func custom<Owner: WidgetObject>(
        _ definition: PropertyDefinition, source: PropertySource = .model,
        get: @escaping @MainActor (Owner) -> PropertyValue, set: @escaping @MainActor (Owner, PropertyValue) -> Void
    ) -> WidgetProperty {
        WidgetProperty(definition: definition, source: source,
                       read: { implementation in
                           guard let owner = implementation as? Owner else { return nil }
                           return get(owner)
                       },
                       write: { implementation, value in
                           guard let owner = implementation as? Owner else { return }
                           set(owner, value)
                       })
    }

    /// A property whose accessors the type overrides by name (`WidgetHooks/value(forProperty:)`).
    static func declared(_ definition: PropertyDefinition) -> WidgetProperty {
        WidgetProperty(definition: definition, source: .model, read: { _ in nil }, write: { _, _ in })
    }

    /// A string property over `keyPath` ("" when set to NULL).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String>, default value: String = "",
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .string(default: value), blurb: blurb), source: source,
               get: { (owner: Owner) in .string(owner[keyPath: keyPath]) },
               set: { (owner: Owner, new) in owner[keyPath: keyPath] = new.stringValue ?? value })
    }

    /// A string property over an optional `keyPath` (NULL is nil).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String?>, source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .string(default: nil), blurb: blurb), source: source,
               get: { (owner: Owner) in .string(owner[keyPath: keyPath]) },
               set: { (owner: Owner, new) in owner[keyPath: keyPath] = new.stringValue })
    }

    /// A boolean property over `keyPath`.
    @inlinable
    public static func bool<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Bool>, default value: Bool = false,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .bool(default: value), blurb: blurb), source: source,
               get: { (owner: Owner) in .bool(owner[keyPath: keyPath]) },
               set: { (owner: Owner, new) in owner[keyPath: keyPath] = new.boolValue ?? value })
    }

    /// An integer property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int>, range: ClosedRange<Int>, default value: Int = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .int(range: range, default: value), blurb: blurb), source: source,
               get: { (owner: Owner) in .int(owner[keyPath: keyPath]) },
               set: { (owner: Owner, new) in owner[keyPath: keyPath] = new.intValue ?? value })
    }

    /// An integer property over an optional `keyPath`, where `none` (below `range`) is nil.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int?>, range: ClosedRange<Int>, none: Int = -1,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .int(range: none...range.upperBound, default: none), blurb: blurb), source: source,
               get: { (owner: Owner) in .int(owner[keyPath: keyPath] ?? none) },
               set: { (owner: Owner, value) in
                   let number = value.intValue ?? none
                   owner[keyPath: keyPath] = number < range.lowerBound ? nil : number
               })
    }

    /// A floating-point property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func double<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Double>, range: ClosedRange<Double>, default value: Double = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        custom(PropertyDefinition(name, .double(range: range, default: value), blurb: blurb), source: source,
               get: { (owner: Owner) in .double(owner[keyPath: keyPath]) },
               set: { (owner: Owner, new) in owner[keyPath: keyPath] = new.doubleValue ?? value })
    }

    /// A GEnum property over `keyPath`, set and read by the case's position in `allCases`.
    @inlinable
    public static func enumeration<Owner: WidgetObject, Value: CaseIterable & Equatable & Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>, type: EnumType, default value: Value,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        let cases = Array(Value.allCases)
        let position = { (value: Value) in cases.firstIndex(of: value) ?? 0 }
        return custom(PropertyDefinition(name, .enumeration(type, default: position(value)), blurb: blurb), source: source,
                      get: { (owner: Owner) in .enumeration(position(owner[keyPath: keyPath])) },
                      set: { (owner: Owner, new) in
                          guard let index = new.enumValue, cases.indices.contains(index) else { return }
                          owner[keyPath: keyPath] = cases[index]
                      })
    }
}

/// What a property's value follows, so that after a change only the properties that can
/// have changed are read again.
public enum PropertySource: Hashable, Sendable {
    /// The model the widget renders (its text, its error, ...): read again after every
    /// event.
    case model
    /// The model's configuration (a label, a helper text), which no edit changes: read
    /// again only when the model reports a change of it.
    case configuration
    /// The widget's own configuration (a variant, a tag): its setter notifies.
    case widget
}
