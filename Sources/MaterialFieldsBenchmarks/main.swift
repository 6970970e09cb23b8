import Foundation

// material-fields-bench: prints the package's performance figures, each against a
// baseline measured in the same run. Build in release mode, run under a display and a
// session bus of its own (the Benchmarks article says how to read it):
//   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release material-fields-bench
// GLib's slice allocator would hide widget memory from malloc's statistics.
setenv("G_SLICE", "always-malloc", 1)
#if DEBUG
print("material-fields-bench (debug build: figures are pessimistic; use -c release)")
#else
print("material-fields-bench (release build)")
#endif
// `material-fields-bench keystroke` (or `library`, `lifecycle`, `memory`, `form`, `stack`, `rules`, `hostile`,
// `suggest`, `chips`, `drafts`, `history`, `ranges`, `times`) runs one section,
// for profiling it alone; `material-fields-bench formphases` splits the form figure into
// its phases (not part of a plain run). `material-fields-bench orca` runs only the screen-reader figures,
// which need Orca and take a minute (they are not part of a plain run).
let only = CommandLine.arguments.dropFirst().first
if only == "orca" {
    ScreenReaderBenchmarks.run()
    exit(0)
}
if only == nil || only == "library" {
    LibraryBenchmarks.run()
}
if only == nil || only == "rules" {
    FieldCoreBenchmarks.run()
    MainActor.assumeIsolated { CheckBenchmarks.run() }
}
MainActor.assumeIsolated { WidgetBenchmarks.run(only: only) }
