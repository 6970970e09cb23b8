import CGtk

/// Emits signals with Swift values (`g_signal_emit_by_name` is variadic).
@MainActor
enum GObjectEmission {
    /// The answer of the handlers of a boolean signal given `arguments`, true when none is
    /// connected or the signal does not exist.
    static func approves(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ arguments: [PropertyValue] = []) -> Bool {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, mf_instance_type(object), &signalID, &detail, 0) != 0,
              g_signal_has_handler_pending(object, signalID, detail, 0) != 0 else { return true }
        return emit(object, signal, arguments)
    }

    /// Emits `signal` on `object`; returns the boolean answer for boolean signals, false
    /// otherwise and when the signal does not exist.
    static func emit(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ arguments: [PropertyValue]) -> Bool {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, mf_instance_type(object), &signalID, &detail, 0) != 0 else { return false }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        guard Int(query.n_params) == arguments.count else { return false }
        // The low bit of each type is G_SIGNAL_TYPE_STATIC_SCOPE, a macro Swift cannot import.
        for (index, argument) in arguments.enumerated() where argument.gType != query.param_types[index] & ~GType(1) {
            return false
        }

        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        g_value_init(&values[0], mf_instance_type(object))
        g_value_set_object(&values[0], object.gPointer)
        for (index, argument) in arguments.enumerated() {
            g_value_init(&values[index + 1], argument.gType)
            argument.store(in: &values[index + 1])
        }
        let returnType = query.return_type & ~GType(1)
        guard returnType == mf_type_boolean() else {
            g_signal_emitv(values, signalID, detail, nil)
            return false
        }
        var result = GValue()
        g_value_init(&result, mf_type_boolean())
        defer { g_value_unset(&result) }
        g_signal_emitv(values, signalID, detail, &result)
        return g_value_get_boolean(&result) != 0
    }
}
