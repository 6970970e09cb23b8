import FoundationEssentials

extension SegmentedDateModel: RegionFormatted {
    /// Creates an empty segmented field for `mode` as the locale named `locale` writes dates.
    public convenience init(placeholder: String = "", mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(placeholder: placeholder, mode: mode, formats: RegionFormats(locale),
                  timeZone: timeZone, now: now)
    }
}
