import Foundation

// material-fields-bench: prints the package's performance figures, each against a
// baseline measured in the same run. Build in release mode for honest numbers:
//   swift run -c release material-fields-bench
#if DEBUG
print("material-fields-bench (debug build: figures are pessimistic; use -c release)")
#else
print("material-fields-bench (release build)")
#endif
FieldCoreBenchmarks.run()
