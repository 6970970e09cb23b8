import FoundationEssentials

extension SegmentedDateModel: RegionFormatted {
    /// Creates an empty segmented field for `mode` as the locale named `locale` writes dates.
    public convenience init(label: String = "", mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: label, mode: mode, formats: RegionFormats(locale),
                  timeZone: timeZone, now: now)
    }
}
