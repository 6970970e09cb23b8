/// What a row renders as, so a form view can build its widget (the seeds' row types).
/// Options a kind does not carry (an entry's purpose or unit, say) are set by the app on
/// the widget the view built.
public enum RowKind: Equatable, Sendable {
    /// A single-line text field; its value is `.text`.
    case entry
    /// A multi-line text field that grows up to `maximumLines`; its value is `.text`.
    case area(maximumLines: Int?)
    /// A single-column picker of `data`; its value is `.choice`.
    case picker(data: [String])
    /// A date or time field; its value is `.date`.
    case date(mode: DateMode)
    /// A view the app supplies (the seed's `CompanyLogoRow`); its value is `.none`
    /// unless the app sets one.
    case custom

    /// The empty value of this kind, which a row of it starts with by default.
    public var emptyValue: FormValue {
        switch self {
        case .entry, .area: .text("")
        case .picker: .choice(nil, "")
        case .date: .date(nil)
        case .custom: .none
        }
    }
}
