/// One GObject property of a Swift widget type, declared once: its spec, and the Swift
/// state it reads and writes, by key path. A type's table of these gives GObject its
/// property list, `g_object_get` and `g_object_set`, and the "notify" that fires only on
/// a real change (`notifyChangedProperties(_:)`).
///
/// ```swift
/// static var propertyTable: [WidgetProperty] {
///     [.string("label", \Field.label, source: .configuration, blurb: "The label"),
///      .bool("shakes", \Field.shakes, source: .widget, blurb: "Whether the field shakes once on error")]
/// }
/// ```
@MainActor
public struct WidgetProperty {
    /// The GObject property: name, type, default and blurb.
    public let definition: PropertyDefinition
    /// Which change of state can change the value: only properties of that source are
    /// read again after it.
    public let source: PropertySource
    /// The property an old name notifies with (set by ``deprecated(as:use:)``): it changes
    /// exactly when that one does, so it is never read to decide, and notifies right after it.
    public let notifiesWith: String?
    // One main-actor closure, like the accessors it calls (a nonisolated type here would put
    // an isolation check before every read), both reads (given nil) and writes: a key path
    // it captures is then used once, and the optimizer specializes a closure over a
    // constant key path only when that is its single use. The factories below are
    // inlinable, so a key-path literal at the call site compiles into a direct read (a key
    // path applied at run time costs about 1,200 instructions, and a field reads its four
    // configuration properties twice as it is made); see ``over(_:_:source:reading:writing:)``.
    @usableFromInline let access: @MainActor (WidgetObject, PropertyValue?) -> PropertyValue?

    @usableFromInline
    init(definition: PropertyDefinition, source: PropertySource, notifiesWith: String? = nil,
         access: @escaping @MainActor (WidgetObject, PropertyValue?) -> PropertyValue?) {
        self.definition = definition
        self.source = source
        self.notifiesWith = notifiesWith
        self.access = access
    }

    /// The property's value on `object`, nil when `object` is not of the declaring type.
    func read(_ object: WidgetObject) -> PropertyValue? { access(object, nil) }

    /// Sets the property on `object` to `value`; a no-op when `object` is not of the declaring type.
    func write(_ object: WidgetObject, _ value: PropertyValue) { _ = access(object, value) }

    /// A property read and written by closures, for a value that is not one key path (an
    /// error text that enters the error state when set, say).
    @inlinable
    public static func custom<Owner: WidgetObject>(
        _ definition: PropertyDefinition, source: PropertySource = .model,
        get: @escaping @MainActor (Owner) -> PropertyValue, set: @escaping @MainActor (Owner, PropertyValue) -> Void
    ) -> WidgetProperty {
        WidgetProperty(definition: definition, source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return get(owner) }
            set(owner, new)
            return nil
        }
    }

    /// This property under an old name, `name`, kept for a release so that existing
    /// GtkBuilder files and code still work: it reads and writes the same state, notifies
    /// with it, and is marked deprecated (`G_PARAM_DEPRECATED`).
    public func deprecatedAlias(_ name: String) -> WidgetProperty {
        deprecated(as: name, use: definition.name)
    }

    /// This property marked deprecated (under `name`, its own by default), its blurb saying
    /// to use `replacement` instead, which it changes with (and notifies with: see
    /// ``notifiesWith``).
    public func deprecated(as name: String? = nil, use replacement: String) -> WidgetProperty {
        let old = PropertyDefinition(name ?? definition.name, definition.kind, blurb: "\(definition.blurb) (old name: use \(replacement))",
                                     readOnly: definition.isReadOnly, deprecated: true)
        return WidgetProperty(definition: old, source: source, notifiesWith: replacement, access: access)
    }

    /// The deprecated aliases of the properties of `table` named in `oldNames` (current
    /// name → old name), in the table's order.
    public static func deprecatedAliases(in table: [WidgetProperty], _ oldNames: [String: String]) -> [WidgetProperty] {
        table.compactMap { property in oldNames[property.definition.name].map(property.deprecatedAlias) }
    }

    /// A property whose accessors the type overrides by name (`WidgetHooks/value(forProperty:)`).
    static func declared(_ definition: PropertyDefinition) -> WidgetProperty {
        WidgetProperty(definition: definition, source: .model) { _, _ in nil }
    }

    /// A property over `keyPath`, converted by `reading` to GObject's value and by
    /// `writing` from it (nil: the value is refused and the property left as it is). The
    /// one closure the key path is captured by is what the optimizer specializes for a
    /// key-path literal; the typed factories below are this with their conversions.
    @inlinable
    static func over<Owner: WidgetObject, Value>(
        _ definition: PropertyDefinition, _ keyPath: ReferenceWritableKeyPath<Owner, Value>, source: PropertySource,
        reading: @escaping (Value) -> PropertyValue, writing: @escaping (PropertyValue) -> Value?
    ) -> WidgetProperty {
        WidgetProperty(definition: definition, source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return reading(owner[keyPath: keyPath]) }
            if let value = writing(new) { owner[keyPath: keyPath] = value }
            return nil
        }
    }

    /// A string property over `keyPath` ("" when set to NULL).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String>, default value: String = "",
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .string(default: value), blurb: blurb), keyPath, source: source,
             reading: { .string($0) }, writing: { $0.stringValue ?? value })
    }

    /// A string property over an optional `keyPath` (NULL is nil).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String?>, source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .string(default: nil), blurb: blurb), keyPath, source: source,
             reading: { .string($0) }, writing: { .some($0.stringValue) })
    }

    /// A boolean property over `keyPath`.
    @inlinable
    public static func bool<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Bool>, default value: Bool = false,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .bool(default: value), blurb: blurb), keyPath, source: source,
             reading: { .bool($0) }, writing: { $0.boolValue ?? value })
    }

    /// An integer property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int>, range: ClosedRange<Int>, default value: Int = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .int(range: range, default: value), blurb: blurb), keyPath, source: source,
             reading: { .int($0) }, writing: { $0.intValue ?? value })
    }

    /// An integer property over an optional `keyPath`, where `none` (below `range`) is nil.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int?>, range: ClosedRange<Int>, none: Int = -1,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .int(range: none...range.upperBound, default: none), blurb: blurb), keyPath, source: source,
             reading: { .int($0 ?? none) },
             writing: { value in
                 let number = value.intValue ?? none
                 return .some(number < range.lowerBound ? nil : number)
             })
    }

    /// A floating-point property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func double<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Double>, range: ClosedRange<Double>, default value: Double = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        over(PropertyDefinition(name, .double(range: range, default: value), blurb: blurb), keyPath, source: source,
             reading: { .double($0) }, writing: { $0.doubleValue ?? value })
    }

    /// A GEnum property over `keyPath`, set and read by the case's position in `allCases`.
    @inlinable
    public static func enumeration<Owner: WidgetObject, Value: CaseIterable & Equatable & Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>, type: EnumType, default value: Value,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        let cases = Array(Value.allCases)
        let position = { (value: Value) in cases.firstIndex(of: value) ?? 0 }
        return over(PropertyDefinition(name, .enumeration(type, default: position(value)), blurb: blurb), keyPath, source: source,
                    reading: { .enumeration(position($0)) },
                    writing: { new in new.enumValue.flatMap { cases.indices.contains($0) ? cases[$0] : nil } })
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
