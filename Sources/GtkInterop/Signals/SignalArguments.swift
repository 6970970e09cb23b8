import CGtk

/// The values a GObject signal was emitted with, read by position.
///
/// Position 0 is the emitting instance; the signal's own parameters follow. Each reader
/// returns nil when the value at that position is missing or of another type, so a
/// handler written for the wrong signature reads nil instead of garbage.
@MainActor
public struct SignalArguments {
    private let values: UnsafePointer<GValue>?

    /// How many values the signal carried, the instance included.
    public let count: Int

    init(values: UnsafePointer<GValue>?, count: Int) {
        self.values = values
        self.count = count
    }

    private func value(_ index: Int, holding type: GType) -> UnsafeMutablePointer<GValue>? {
        guard let values, index >= 0, index < count else { return nil }
        let value = UnsafeMutablePointer(mutating: values + index)
        return g_type_check_value_holds(value, type) != 0 ? value : nil
    }

    /// The emitting instance.
    public var instance: UnsafeMutablePointer<GObject>? { object(at: 0) }

    /// The GObject at `index`.
    public func object(at index: Int) -> UnsafeMutablePointer<GObject>? {
        guard let value = value(index, holding: mf_type_object()), let object = g_value_get_object(value)
        else { return nil }
        return gCast(object, to: GObject.self)
    }

    /// The string at `index`.
    public func string(at index: Int) -> String? {
        guard let value = value(index, holding: mf_type_string()), let text = g_value_get_string(value)
        else { return nil }
        return String(cString: text)
    }

    /// The boolean at `index`.
    public func bool(at index: Int) -> Bool? {
        value(index, holding: mf_type_boolean()).map { g_value_get_boolean($0) != 0 }
    }

    /// The signed integer at `index`.
    public func int(at index: Int) -> Int? {
        value(index, holding: mf_type_int()).map { Int(g_value_get_int($0)) }
    }

    /// The unsigned integer at `index`.
    public func uint(at index: Int) -> UInt? {
        value(index, holding: mf_type_uint()).map { UInt(g_value_get_uint($0)) }
    }

    /// The flags value at `index` (such as a `GdkModifierType`).
    public func flags(at index: Int) -> UInt32? {
        value(index, holding: mf_type_flags()).map { g_value_get_flags($0) }
    }

    /// The enum value at `index`.
    public func enumValue(at index: Int) -> Int32? {
        value(index, holding: mf_type_enum()).map { g_value_get_enum($0) }
    }

    /// The double at `index`.
    public func double(at index: Int) -> Double? {
        value(index, holding: mf_type_double()).map { g_value_get_double($0) }
    }

    /// The boxed value at `index` (a `GtkTextIter *`, say), for the handler's duration.
    public func boxed<Boxed>(at index: Int, as _: Boxed.Type) -> UnsafeMutablePointer<Boxed>? {
        value(index, holding: mf_type_boxed()).flatMap { g_value_get_boxed($0) }.map { gCast($0, to: Boxed.self) }
    }

    /// The untyped pointer at `index` (for `G_TYPE_POINTER` parameters).
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        value(index, holding: mf_type_pointer()).flatMap { g_value_get_pointer($0) }
    }
}
