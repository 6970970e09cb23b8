set -e
swift build --build-tests 2>&1 | grep -E "error|Compiling|Build complete" | grep -v "^.*Compiling" | tail -3
# Scripts/install-c-library.sh .build/c > /tmp/install13.log 2>&1
G_DEBUG=fatal-criticals GSK_RENDERER=cairo LANGUAGE=en dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" swift test --skip-build --filter "ThemesPageTests" 2>&1 | grep -E "error|Executed|✘|passed after .* tests" | tail -30
