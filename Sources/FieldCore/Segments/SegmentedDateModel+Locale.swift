import Foundation

extension SegmentedDateModel {
    /// Lays the segments out as the locale named `locale` (`Locale(identifier: "de_DE")`)
    /// does in the C library; a locale that is not installed gives C's formats.
    public var locale: Locale {
        get { Locale(identifier: formats.timeLocale) }
        set { formats = (try? RegionFormats(locale: newValue.identifier)) ?? .posix }
    }

    /// Creates an empty segmented field for `mode` as the locale named `locale` writes dates.
    public convenience init(placeholder: String = "", mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = .autoupdatingCurrent, now: @escaping () -> Date = Date.init) {
        self.init(placeholder: placeholder, mode: mode, formats: (try? RegionFormats(locale: locale.identifier)) ?? .posix,
                  timeZone: timeZone, now: now)
    }
}
