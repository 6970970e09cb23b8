import FoundationEssentials

/// A model that writes and reads dates in a region's formats (a date, a range, a segmented
/// date), which an app may also name by a Foundation `Locale`.
public protocol RegionFormatted: AnyObject {
    /// The region formats dates are written and read in.
    var formats: RegionFormats { get set }
}

extension RegionFormatted {
    /// The formats of the C library's locale named as `locale` is
    /// (`Locale(identifier: "de_DE")`), C's where it is not installed.
    public var locale: Locale {
        get { Locale(identifier: formats.timeLocale) }
        set { formats = RegionFormats(newValue) }
    }
}
