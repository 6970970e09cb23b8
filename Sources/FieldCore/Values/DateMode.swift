/// What a date field picks (`UIDatePicker.Mode` on iOS).
public enum DateMode: String, Sendable, CaseIterable {
    /// A calendar day.
    case date
    /// A time of day.
    case time
    /// A day and a time.
    case dateAndTime
}
