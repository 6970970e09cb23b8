import CGtk

/// GLib's NULL-terminated string arrays (`GStrv`, `char **`).
public enum StringVector {
    /// A new `GStrv` holding copies of `strings`, which its receiver frees with
    /// `g_strfreev` (a GValue that takes it, or a C caller of a `transfer full` return).
    public static func copy(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let vector = g_malloc0(gsize((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride))
            .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { vector[index] = g_strdup(string) }
        return vector
    }
}
