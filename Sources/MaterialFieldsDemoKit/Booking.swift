import FieldCore
import Foundation
import Observation

/// What the Book a room page collects, in the app's own types: one property per row, and
/// one row of each kind a form has.
@Observable
public final class Booking {
    /// The lead guest's name.
    public var guest = ""
    /// Where the confirmation goes.
    public var email = ""
    /// The lead guest's date of birth, typed part by part.
    public var birthDate: Date?
    /// The city the guests come from, suggested as it is typed.
    public var comingFrom = ""
    /// The nights of the stay: arrival to departure.
    public var stay: DateRange?
    /// How many guests, nil until given.
    public var guests: Int?
    /// When the guests expect to arrive.
    public var arrival: TimeOfDay?
    /// The room type.
    public var room = ""
    /// What the guests ask for, one chip each.
    public var requests: [String] = []
    /// Whether breakfast is included.
    public var breakfast = false
    /// Anything else, over several lines.
    public var notes = ""

    /// An empty booking.
    public init() {}
}
