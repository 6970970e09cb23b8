/// What a date field picks (the seed's `UIDatePicker.Mode`).
public enum DateMode: String, Sendable, CaseIterable {
    /// A calendar day.
    case date
    /// A time of day.
    case time
    /// A day and a time.
    case dateAndTime
}
