import CGtk

/// A widget type's ``WidgetProperty`` table with what notify needs: each entry's param
/// spec and the entries of each ``PropertySource``. Made once per type.
@MainActor
final class PropertyTable {
    let entries: [WidgetProperty]
    /// Each entry's accessor, by position: what a notify reads. Taken from an array of
    /// entries, the accessor came with a copy of its whole entry (its definition's strings
    /// retained and released), about a quarter of a keystroke's notify step.
    let accessors: [@MainActor (WidgetObject, PropertyValue?) -> PropertyValue?]
    let specs: [UnsafeMutablePointer<GParamSpec>?]
    /// Each entry's default: what an instance has notified before its first notify.
    let defaults: [PropertyValue]
    private let positions: [String: Int]
    private let modelIndices: [Int]
    private let configurationIndices: [Int]
    private let widgetIndices: [Int]
    /// By position, the specs of the old names that notify with each property (see
    /// ``WidgetProperty/notifiesWith``): never read to notify, they notify when it does.
    let followers: [[UnsafeMutablePointer<GParamSpec>]]

    private init(_ type: any WidgetHooks.Type) {
        let declared = WidgetType.declaredProperties(of: type)
        // A type with no table (its accessors overridden by name) still notifies: each
        // declared property is read through value(forProperty:).
        let table = type.propertyTable
        let entries = table.isEmpty ? declared.map { WidgetProperty.declared($0.definition) } : table
        self.entries = entries
        accessors = entries.map(\.access)
        let specsByName = Dictionary(declared.map { ($0.definition.name, $0.spec) }, uniquingKeysWith: { first, _ in first })
        specs = entries.map { specsByName[$0.definition.name] ?? nil }
        defaults = entries.map(\.definition.defaultValue)
        let positions = Dictionary(entries.enumerated().map { ($1.definition.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions
        var followers = Array(repeating: [UnsafeMutablePointer<GParamSpec>](), count: entries.count)
        for entry in entries {
            guard let leader = entry.notifiesWith.flatMap({ positions[$0] }), let spec = specsByName[entry.definition.name] ?? nil
            else { continue }
            followers[leader].append(spec)
        }
        self.followers = followers
        let read = entries.indices.filter { entries[$0].notifiesWith.flatMap { positions[$0] } == nil }
        modelIndices = read.filter { entries[$0].source == .model }
        configurationIndices = read.filter { entries[$0].source == .configuration }
        widgetIndices = read.filter { entries[$0].source == .widget }
    }

    private static var tables: [ObjectIdentifier: PropertyTable] = [:]

    /// The table of `type`.
    static func of(_ type: any WidgetHooks.Type) -> PropertyTable {
        if let table = tables[ObjectIdentifier(type)] { return table }
        let table = PropertyTable(type)
        tables[ObjectIdentifier(type)] = table
        return table
    }

    /// The position of the property called `name`, nil when the table has none.
    func index(of name: String) -> Int? { positions[name] }

    /// The positions of the properties that follow `source`.
    /// (A switch, not a dictionary: no hashing on a keystroke's path.)
    func indices(of source: PropertySource) -> [Int] {
        switch source {
        case .model: modelIndices
        case .configuration: configurationIndices
        case .widget: widgetIndices
        }
    }
}
