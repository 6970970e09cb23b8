import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Every field's value is a GObject property, as GTK names and types them, so
/// `g_object_bind_property` and `g_settings_bind` keep a date, a time, a range or a choice
/// in step with another widget or a setting, and each notifies once per real change.
final class ValuePropertiesTests: XCTestCase {
    private static let day = Calendar.current.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 12)) ?? .now
    private static let later = Calendar.current.date(from: DateComponents(year: 2027, month: 3, day: 18, hour: 12)) ?? .now

    /// Counts `notify::name` emissions.
    @MainActor private final class Notifies {
        private(set) var count = 0
        private var connection: SignalConnection?
        init(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) throws {
            connection = try GObjectSignals.connect(widget, "notify::\(name)") { [weak self] _ in self?.count += 1 }
        }
    }

    /// The day of `value`, in the local calendar.
    private static func day(_ value: PropertyValue?) -> DateComponents? {
        value?.dateValue.map { Calendar.current.dateComponents([.year, .month, .day], from: $0) }
    }

    func testEachValueIsATypedPropertyThatNotifiesOncePerRealChange() throws {
        try withGtk {
            let date = DateField(label: "Arrival")
            let notified = try Notifies(date.widget.pointer, "date")
            GObjectProperties.set(date.widget.pointer, "date", to: .dateTime(Self.day))
            GObjectProperties.set(date.widget.pointer, "date", to: .dateTime(Self.day))
            XCTAssertEqual(Self.day(GObjectProperties.value(of: date.widget.pointer, "date")), DateComponents(year: 2027, month: 3, day: 14))
            XCTAssertEqual(notified.count, 1, "a set that changes nothing is silent")
            GObjectProperties.set(date.widget.pointer, "date", to: .dateTime(nil))
            XCTAssertNil(date.date, "NULL empties the field")
            XCTAssertEqual(notified.count, 2)

            let stay = DateRangeField(label: "Stay")
            let starts = try Notifies(stay.widget.pointer, "start"), ends = try Notifies(stay.widget.pointer, "end")
            GObjectProperties.set(stay.widget.pointer, "start", to: .dateTime(Self.day))
            XCTAssertEqual(stay.range?.dayCount(in: .current), 1, "a start alone is a one-day range")
            GObjectProperties.set(stay.widget.pointer, "end", to: .dateTime(Self.later))
            XCTAssertEqual(stay.range?.dayCount(in: .current), 5)
            XCTAssertEqual([starts.count, ends.count], [1, 2], "each end notifies when it moves, and only then")

            let time = TimeField(label: "Arrival time")
            let times = try Notifies(time.widget.pointer, "time")
            GObjectProperties.set(time.widget.pointer, "time", to: .string("21:05"))
            XCTAssertEqual(time.time, DateComponents(hour: 21, minute: 5))
            let noTime = CriticalLog.capturing { GObjectProperties.set(time.widget.pointer, "time", to: .string("25:00")) }
            XCTAssertEqual(GObjectProperties.value(of: time.widget.pointer, "time")?.stringValue, "21:05", "no time is a no-op")
            XCTAssertEqual(noTime.count, 1, "and the caller's critical: \(noTime)")
            XCTAssertTrue(noTime.first?.contains("not “25:00”") == true, "\(noTime)")
            XCTAssertEqual(times.count, 1)

            // A number no field shows (it would read back as none) is a critical and a no-op.
            let guests = NumberField(label: "Guests")
            GObjectProperties.set(guests.widget.pointer, "value", to: .double(12))
            let values = try Notifies(guests.widget.pointer, "value")
            let tooLarge = CriticalLog.capturing { GObjectProperties.set(guests.widget.pointer, "value", to: .double(1.5e200)) }
            XCTAssertEqual(guests.model.value, 12, "the field keeps its number")
            XCTAssertEqual(tooLarge.count, 1, "\(tooLarge)")
            XCTAssertEqual(values.count, 0)
            GObjectProperties.set(guests.widget.pointer, "value", to: .double(9e37))
            XCTAssertEqual(guests.model.value, Decimal(string: "9e37"), "a number below 10^38 shows")
            XCTAssertEqual(values.count, 1)

            let room = PickerField(label: "Room")
            room.data = ["Single", "Double", "Suite"]
            let selections = try Notifies(room.widget.pointer, "selected")
            XCTAssertEqual(GObjectProperties.value(of: room.widget.pointer, "selected")?.uintValue, UInt32.max,
                           "nothing chosen is GTK_INVALID_LIST_POSITION")
            GObjectProperties.set(room.widget.pointer, "selected", to: .uint(2))
            XCTAssertEqual(room.indexSelected, 2)
            XCTAssertEqual(GObjectProperties.value(of: room.widget.pointer, "index-selected")?.intValue, 2)
            GObjectProperties.set(room.widget.pointer, "selected", to: .uint(UInt32.max))
            XCTAssertNil(room.indexSelected)
            XCTAssertEqual(selections.count, 2)
            // index-selected reads -1 for none, and -1 written chooses none, as selected's
            // GTK_INVALID_LIST_POSITION does.
            GObjectProperties.set(room.widget.pointer, "index-selected", to: .int(1))
            XCTAssertEqual(room.indexSelected, 1)
            GObjectProperties.set(room.widget.pointer, "index-selected", to: .int(-1))
            XCTAssertNil(room.indexSelected, "-1 chooses nothing")
            XCTAssertEqual(GObjectProperties.value(of: room.widget.pointer, "index-selected")?.intValue, -1)
            XCTAssertEqual(selections.count, 4)
            // After Clear the field shows nothing, and so do both properties, told once.
            room.isClearable = true
            GObjectProperties.set(room.widget.pointer, "selected", to: .uint(2))
            room.model.clear()
            XCTAssertEqual(room.text, "")
            XCTAssertEqual(GObjectProperties.value(of: room.widget.pointer, "selected")?.uintValue, UInt32.max, "cleared is none")
            XCTAssertEqual(GObjectProperties.value(of: room.widget.pointer, "index-selected")?.intValue, -1, "cleared is none")
            XCTAssertEqual(selections.count, 6)
        }
    }

    func testBoundPropertiesKeepTwoFieldsOfEachKindInStep() throws {
        try withGtk {
            let rooms = (PickerField(label: "A"), PickerField(label: "B"))
            rooms.0.data = ["Single", "Double", "Suite"]
            rooms.1.data = ["Single", "Double", "Suite"]
            let segmented = (DateField(label: "A"), DateField(label: "B"))
            segmented.0.isSegmented = true
            segmented.1.isSegmented = true
            let pairs: [(Field, Field, String, PropertyValue, PropertyValue)] = [
                (DateField(label: "A"), DateField(label: "B"), "date", .dateTime(Self.day), .dateTime(nil)),
                (segmented.0, segmented.1, "date", .dateTime(Self.later), .dateTime(nil)),
                (SuggestionField(label: "A"), SuggestionField(label: "B"), "text", .string("Lisbon"), .string("")),
                (rooms.0, rooms.1, "selected", .uint(2), .uint(UInt32.max)),
                (ChipsField(label: "A"), ChipsField(label: "B"), "chips", .strings(["swift", "gtk"]), .strings([])),
                (AreaField(label: "A"), AreaField(label: "B"), "text", .string("Two\nlines"), .string("")),
                (DateRangeField(label: "A"), DateRangeField(label: "B"), "end", .dateTime(Self.later), .dateTime(nil)),
                (TimeField(label: "A"), TimeField(label: "B"), "time", .string("07:30"), .string(nil)),
                (NumberField(label: "A"), NumberField(label: "B"), "value", .double(3), .double(0)),
                (EntryField(label: "A"), EntryField(label: "B"), "text", .string("Ada"), .string("")),
            ]
            for (source, target, name, value, empty) in pairs {
                g_object_bind_property(source.widget.pointer.gObject, name, target.widget.pointer.gObject, name,
                                       GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
                GObjectProperties.set(source.widget.pointer, name, to: value)
                XCTAssertEqual(Self.comparable(GObjectProperties.value(of: target.widget.pointer, name)), Self.comparable(value),
                               "\(name) follows its source")
                GObjectProperties.set(target.widget.pointer, name, to: empty)
                XCTAssertEqual(Self.comparable(GObjectProperties.value(of: source.widget.pointer, name)), Self.comparable(empty),
                               "and the source follows \(name) back")
            }
        }
    }

    /// `value`, a date reduced to its day: a field keeps a day, not the hour it was given.
    private static func comparable(_ value: PropertyValue?) -> String {
        if case .dateTime(let date)? = value { return date.map { "\(Calendar.current.dateComponents([.year, .month, .day], from: $0))" } ?? "no date" }
        return "\(String(describing: value))"
    }

    func testSettingsBindEveryFieldKindToAKeyOfItsType() throws {
        try withGtk {
            let settings = try TestSettings(keys: ["name": "s", "notes": "s", "city": "s", "guests": "d", "room": "u",
                                                   "time": "s", "tags": "as"])
            let name = EntryField(label: "Name"), notes = AreaField(label: "Notes")
            let city = SuggestionField(label: "City", source: .list(["Lisbon", "London"]))
            let guests = NumberField(label: "Guests"), room = PickerField(label: "Room")
            let time = TimeField(label: "Arrival time"), tags = ChipsField(label: "Tags")
            room.data = ["Single", "Double", "Suite"]
            for (field, key, property) in [(name as Field, "name", "text"), (notes, "notes", "text"), (city, "city", "text"),
                                           (guests, "guests", "value"), (room, "room", "selected"), (time, "time", "time"),
                                           (tags, "tags", "chips")] {
                g_settings_bind(settings.settings, key, field.widget.pointer.gObject, property, G_SETTINGS_BIND_DEFAULT)
            }
            g_settings_set_string(settings.settings, "name", "Ada")
            g_settings_set_string(settings.settings, "notes", "Late\narrival")
            g_settings_set_string(settings.settings, "city", "Lisbon")
            g_settings_set_double(settings.settings, "guests", 2)
            g_settings_set_uint(settings.settings, "room", 1)
            g_settings_set_string(settings.settings, "time", "18:45")
            settings.set("tags", strings: ["quiet", "sea view"])
            XCTAssertEqual([name.text, notes.text, city.text], ["Ada", "Late\narrival", "Lisbon"])
            XCTAssertEqual(guests.value, 2)
            XCTAssertEqual(room.indexSelected, 1)
            XCTAssertEqual(time.time, DateComponents(hour: 18, minute: 45))
            XCTAssertEqual(tags.chips, ["quiet", "sea view"])
            time.time = DateComponents(hour: 9, minute: 5)
            XCTAssertEqual(settings.string("time"), "09:05", "a change in the field is saved")
            tags.chips = ["quiet"]
            XCTAssertEqual(settings.strings("tags"), ["quiet"])
        }
    }

    /// A date has no GVariant type of its own: a setting keeps it as "YYYY-MM-DD" (empty for
    /// none), and `g_settings_bind_with_mapping` turns it into the field's `GDateTime` and back,
    /// for a date, a segmented date and each end of a range.
    func testSettingsBindDatesThroughAMapping() throws {
        try withGtk {
            let settings = try TestSettings(keys: ["birthday": "s", "arrival": "s", "from": "s", "to": "s"])
            let birthday = DateField(label: "Birthday"), arrival = DateField(label: "Arrival")
            arrival.isSegmented = true
            let stay = DateRangeField(label: "Stay")
            for (field, key, property) in [(birthday as Field, "birthday", "date"), (arrival, "arrival", "date"),
                                           (stay, "from", "start"), (stay, "to", "end")] {
                g_settings_bind_with_mapping(settings.settings, key, field.widget.pointer.gObject, property,
                                             G_SETTINGS_BIND_DEFAULT, DateSetting.toProperty, DateSetting.toSetting, nil, nil)
            }
            g_settings_set_string(settings.settings, "birthday", "1990-12-10")
            g_settings_set_string(settings.settings, "arrival", "2027-03-14")
            g_settings_set_string(settings.settings, "from", "2027-03-14")
            g_settings_set_string(settings.settings, "to", "2027-03-18")
            let calendar = Calendar.current
            XCTAssertEqual(birthday.date.map { calendar.dateComponents([.year, .month, .day], from: $0) },
                           DateComponents(year: 1990, month: 12, day: 10))
            XCTAssertEqual(arrival.date.map { calendar.dateComponents([.year, .month, .day], from: $0) },
                           DateComponents(year: 2027, month: 3, day: 14))
            XCTAssertEqual(stay.range?.dayCount(in: calendar), 5)
            GObjectProperties.set(birthday.widget.pointer, "date", to: .dateTime(Self.later))
            XCTAssertEqual(settings.string("birthday"), "2027-03-18", "a change in the field is saved")
            g_settings_set_string(settings.settings, "birthday", "")
            XCTAssertNil(birthday.date, "an empty setting empties the field")
        }
    }
}

/// A date setting kept as "YYYY-MM-DD" (empty for none), mapped to a `GDateTime` property and
/// back, as an app binds a date field with `g_settings_bind_with_mapping`.
private enum DateSetting {
    static let toProperty: GSettingsBindGetMapping = { value, variant, _ in
        guard let value, let variant, let text = g_variant_get_string(variant, nil) else { return 0 }
        let parts = String(cString: text).split(separator: "-").compactMap { gint($0) }
        guard parts.count == 3 else {
            g_value_set_boxed(value, nil)
            return String(cString: text).isEmpty ? 1 : 0
        }
        guard let day = g_date_time_new_local(parts[0], parts[1], parts[2], 12, 0, 0) else { return 0 }
        g_value_take_boxed(value, UnsafeRawPointer(day))
        return 1
    }

    static let toSetting: GSettingsBindSetMapping = { value, _, _ in
        guard let value, let day = g_value_get_boxed(value) else { return g_variant_new_string("") }
        guard let text = g_date_time_format(OpaquePointer(day), "%F") else { return nil }
        defer { g_free(text) }
        return g_variant_new_string(text)
    }
}
