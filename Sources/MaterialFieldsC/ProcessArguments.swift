#if canImport(Glibc)
import Glibc
#endif

/// The process's arguments, for Swift's `CommandLine`, read from `/proc/self/cmdline` the
/// first time Swift asks for them.
///
/// Swift's runtime, linked into this library, otherwise finds `argv` in a static constructor
/// that reads the whole of `/proc/self/maps` as the library loads: in a Python or GJS process
/// with GTK loaded, 650 lines and about a millisecond of every load (`Scripts/first-form.py`).
/// The linker takes this definition, under the name and calling convention the standard
/// library calls (once, on first use of `CommandLine`), instead of the runtime's, so the
/// runtime's file that holds the constructor is never linked in (were it linked in after all,
/// the two definitions would fail the link). Whatever in the library reads the arguments
/// (GtkInterop's application, Foundation's `ProcessInfo`) gets them as the kernel has them.
/// The strings live as long as the process, as `argv` does.
@_silgen_name("_swift_stdlib_getUnsafeArgvArgc")
package func processArguments(_ count: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    var bytes: [CChar] = []
    if let file = fopen("/proc/self/cmdline", "rb") {
        var chunk = [CChar](repeating: 0, count: 4096)
        while true {
            let read = fread(&chunk, 1, chunk.count, file)
            guard read > 0 else { break }
            bytes.append(contentsOf: chunk[..<read])
        }
        fclose(file)
    }
    // Each argument ends in a NUL: the piece after the last one is not an argument.
    var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
    if bytes.isEmpty || bytes.last == 0 { arguments.removeLast() }
    let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() {
        argv[index] = strdup(Array(argument) + [0])
    }
    argv[arguments.count] = nil
    count.pointee = Int32(arguments.count)
    return argv
}
