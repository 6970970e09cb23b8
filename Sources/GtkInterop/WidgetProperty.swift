/// One GObject property of a Swift widget type, declared once: its spec, and the Swift
/// state it reads and writes, by key path. A type's table of these gives GObject its
/// property list, `g_object_get` and `g_object_set`, and the "notify" that fires only on
/// a real change (`notifyChangedProperties(_:)`).
///
/// ```swift
/// static var propertyTable: [WidgetProperty] {
///     [.string("placeholder", \Field.placeholder, source: .configuration, blurb: "The label"),
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
    // One main-actor closure, like the accessors it calls (a nonisolated type here would put
    // an isolation check before every read), both reads (given nil) and writes: a key path
    // it captures is then used once, and the optimizer specializes a closure over a
    // constant key path only when that is its single use. The factories below are
    // inlinable, so a key-path literal at the call site compiles into a direct read (a key
    // path applied at run time costs about 1,200 instructions, and a field reads its four
    // configuration properties twice as it is made).
    @usableFromInline let access: @MainActor (WidgetObject, PropertyValue?) -> PropertyValue?

    @usableFromInline
    init(definition: PropertyDefinition, source: PropertySource,
         access: @escaping @MainActor (WidgetObject, PropertyValue?) -> PropertyValue?) {
        self.definition = definition
        self.source = source
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

    /// A property whose accessors the type overrides by name (`WidgetHooks/value(forProperty:)`).
    static func declared(_ definition: PropertyDefinition) -> WidgetProperty {
        WidgetProperty(definition: definition, source: .model) { _, _ in nil }
    }

    /// A string property over `keyPath` ("" when set to NULL).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String>, default value: String = "",
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        WidgetProperty(definition: PropertyDefinition(name, .string(default: value), blurb: blurb), source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .string(owner[keyPath: keyPath]) }
            owner[keyPath: keyPath] = new.stringValue ?? value
            return nil
        }
    }

    /// A string property over an optional `keyPath` (NULL is nil).
    @inlinable
    public static func string<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, String?>, source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        WidgetProperty(definition: PropertyDefinition(name, .string(default: nil), blurb: blurb), source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .string(owner[keyPath: keyPath]) }
            owner[keyPath: keyPath] = new.stringValue
            return nil
        }
    }

    /// A boolean property over `keyPath`.
    @inlinable
    public static func bool<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Bool>, default value: Bool = false,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        WidgetProperty(definition: PropertyDefinition(name, .bool(default: value), blurb: blurb), source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .bool(owner[keyPath: keyPath]) }
            owner[keyPath: keyPath] = new.boolValue ?? value
            return nil
        }
    }

    /// An integer property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int>, range: ClosedRange<Int>, default value: Int = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        WidgetProperty(definition: PropertyDefinition(name, .int(range: range, default: value), blurb: blurb), source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .int(owner[keyPath: keyPath]) }
            owner[keyPath: keyPath] = new.intValue ?? value
            return nil
        }
    }

    /// An integer property over an optional `keyPath`, where `none` (below `range`) is nil.
    @inlinable
    public static func int<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Int?>, range: ClosedRange<Int>, none: Int = -1,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        let definition = PropertyDefinition(name, .int(range: none...range.upperBound, default: none), blurb: blurb)
        return WidgetProperty(definition: definition, source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .int(owner[keyPath: keyPath] ?? none) }
            let number = new.intValue ?? none
            owner[keyPath: keyPath] = number < range.lowerBound ? nil : number
            return nil
        }
    }

    /// A floating-point property over `keyPath`, clamped to `range` by GObject.
    @inlinable
    public static func double<Owner: WidgetObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Double>, range: ClosedRange<Double>, default value: Double = 0,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        WidgetProperty(definition: PropertyDefinition(name, .double(range: range, default: value), blurb: blurb), source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .double(owner[keyPath: keyPath]) }
            owner[keyPath: keyPath] = new.doubleValue ?? value
            return nil
        }
    }

    /// A GEnum property over `keyPath`, set and read by the case's position in `allCases`.
    @inlinable
    public static func enumeration<Owner: WidgetObject, Value: CaseIterable & Equatable & Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>, type: EnumType, default value: Value,
        source: PropertySource = .model, blurb: String
    ) -> WidgetProperty {
        let cases = Array(Value.allCases)
        let definition = PropertyDefinition(name, .enumeration(type, default: cases.firstIndex(of: value) ?? 0), blurb: blurb)
        return WidgetProperty(definition: definition, source: source) { object, new in
            guard let owner = object as? Owner else { return nil }
            guard let new else { return .enumeration(cases.firstIndex(of: owner[keyPath: keyPath]) ?? 0) }
            guard let index = new.enumValue, cases.indices.contains(index) else { return nil }
            owner[keyPath: keyPath] = cases[index]
            return nil
        }
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
