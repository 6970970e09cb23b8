import CGtk

/// One GObject signal that a Swift-defined widget type declares, so C, Python and
/// GtkBuilder code can connect to it like any GTK signal.
public struct SignalDefinition: Sendable {
    /// The type of a signal parameter or return value.
    public enum ValueType: Sendable {
        /// No value, `gboolean`, `gint`, `gdouble` or a string.
        case none, bool, int, double, string

        var gType: GType {
            switch self {
            case .none: mf_type_none()
            case .bool: mf_type_boolean()
            case .int: mf_type_int()
            case .double: mf_type_double()
            case .string: mf_type_string()
            }
        }
    }

    /// The signal's name, such as `"did-end"`.
    public let name: String
    /// The types of its parameters, after the instance.
    public let parameters: [ValueType]
    /// The type its handlers return (`.none` for most signals).
    public let returns: ValueType

    /// Describes a signal.
    public init(_ name: String, parameters: [ValueType] = [], returns: ValueType = .none) {
        self.name = name
        self.parameters = parameters
        self.returns = returns
    }

    /// Declares `signals` on the type `owner` (from its class initializer).
    static func install(_ signals: [SignalDefinition], on owner: GType) {
        for signal in signals {
            var parameterTypes = signal.parameters.map(\.gType)
            g_signal_newv(signal.name, owner, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
                          signal.returns.gType, guint(parameterTypes.count), &parameterTypes)
        }
    }
}
