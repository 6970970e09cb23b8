import Foundation

/// One `orca-session.py --serve` for the whole process: a display, an AT-SPI bus and Orca
/// that every X session of ``OrcaHarness`` shares, fed one session a line.
///
/// It ends with the process: its standard input closes, and the script stops Orca and the
/// display. A desktop whose script has exited (it could not start, or crashed) is replaced
/// on the next session, so one failure does not fail every later test.
final class OrcaDesktop: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorLog: URL
    /// Bytes read past the last full line.
    private var pending = Data()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: OrcaDesktop?

    /// The running desktop, started with `script` if there is none.
    static func shared(_ script: URL) throws -> OrcaDesktop {
        lock.lock()
        defer { lock.unlock() }
        if let current, current.process.isRunning { return current }
        let desktop = try OrcaDesktop(script: script)
        current = desktop
        return desktop
    }

    private init(script: URL) throws {
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("mf-orca-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorLog.path])
        }
        // A script that died leaves a closed pipe: writing to it must fail, not end the tests.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--", "/usr/bin/python3", script.path, "--serve"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
    }

    /// Stops the running desktop, if any, and waits for its Orca to end.
    static func stopShared() {
        lock.lock()
        defer { lock.unlock() }
        guard let desktop = current else { return }
        current = nil
        try? desktop.input.fileHandleForWriting.close()
        desktop.process.waitUntilExit()
    }

    deinit {
        try? FileManager.default.removeItem(at: errorLog)
    }

    /// Runs one session and returns its records, through its `done` or `error`.
    func run(_ session: [String: Any]) throws -> OrcaHarness.Output {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        var line = try JSONSerialization.data(withJSONObject: session)
        line.append(UInt8(ascii: "\n"))
        var records: [[String: Any]] = []
        do {
            try input.fileHandleForWriting.write(contentsOf: line)
            while let record = nextRecord() {
                if record["serving"] != nil { continue }
                records.append(record)
                if record["done"] != nil || record["error"] != nil { break }
            }
        } catch {
            // The script is gone (a broken pipe): the records so far and its last words say why.
        }
        let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        return OrcaHarness.Output(records: records, errors: String(errors.suffix(4000)))
    }

    /// The next record the script prints, nil when its output ends.
    private func nextRecord() -> [String: Any]? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending.removeSubrange(pending.startIndex...newline)
                if let record = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] { return record }
                continue
            }
            // What the pipe holds now (read(upToCount:) would wait for the whole count).
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(chunk)
        }
    }
}
