/// NULL-terminated C arrays of strings (GLib's `GStrv`), read as Swift arrays.
public enum CStringArray {
    /// The strings of `array`, in order, up to its NULL; empty for a NULL array.
    public static func strings(_ array: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
        guard let array else { return [] }
        var result: [String] = []
        var index = 0
        while let string = array[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result
    }

    /// The strings of `array` (a `GStrv`, as GLib returns one), in order; empty for NULL.
    public static func strings(_ array: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        strings(UnsafeRawPointer(array)?.assumingMemoryBound(to: UnsafePointer<CChar>?.self))
    }
}
