import CGtk
import Foundation
import GtkTestSupport
import XCTest

/// The demo driven by keyboard alone under a real Orca (`Scripts/orca/orca-session.py`):
/// what Orca said after each key, as a user would have heard it.
struct OrcaSession {
    /// One step of input: keys by their X names, or text to type, and what Orca must have
    /// said before a pause ends the step.
    struct Input {
        enum Action {
            case keys([String])
            case type(String)
            case click(String)
        }

        let action: Action
        /// Phrases that keep the step listening through pauses until Orca has said them all
        /// (or the session's longest step has passed): where Orca speaks in two bursts, as on
        /// a popup closing and then the focus it leaves, a busy machine can put more than the
        /// quiet that ends a step between them.
        var until: [String] = []

        /// Presses `keys` in turn.
        static func keys(_ keys: String...) -> Input { Input(action: .keys(keys)) }

        /// Types `text`.
        static func type(_ text: String) -> Input { Input(action: .type(text)) }

        /// Clicks the middle of the widget assistive technologies know as `name` (an X
        /// display only).
        static func click(_ name: String) -> Input { Input(action: .click(name)) }

        /// This input, listened to until Orca has said each of `phrases`.
        func heard(_ phrases: String...) -> Input {
            var input = self
            input.until += phrases
            return input
        }

        var json: [String: Any] {
            var step: [String: Any]
            switch action {
            case .keys(let keys): step = ["keys": keys]
            case .type(let text): step = ["type": text]
            case .click(let name): step = ["click": name]
            }
            if !until.isEmpty { step["until"] = until }
            return step
        }

        var description: String {
            switch action {
            case .keys(let keys): keys.joined(separator: " ")
            case .type(let text): "type \"\(text)\""
            case .click(let name): "click \(name)"
            }
        }
    }

    /// What Orca said when the window was first shown.
    let ready: [String]
    /// What Orca said after each input, in order.
    let steps: [[String]]
    /// The seconds from each key press to Orca's first word after it (nil when silent).
    let replies: [Double?]
    /// The inputs, for the transcript.
    let inputs: [Input]
    /// The speaking Orca's process name (see `Scripts/orca/private-orca.py`).
    let orcaName: String?
    /// What the session wrote into its own settings folder (see `OrcaHarness`).
    let settingsWritten: [String]

    /// Whether the widgets can announce (`gtk_accessible_announce`, GTK 4.14 and later).
    static var announces: Bool { gtk_get_minor_version() >= 14 }

    /// Whether the widgets can announce (see ``announces``).
    var announces: Bool { Self.announces }

    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    }

    /// Starts the demo on `page` under Orca, presses `inputs` in turn and records what Orca
    /// says after each, in the transcript `orca-TRANSCRIPT-gtk-4.N.md` (the page's name by
    /// default). The demo's XDG data folder is `dataHome` (a fresh one unless a test put a
    /// draft there). With `wayland`, the demo is a client of GNOME's compositor in a headless
    /// Wayland session instead of an X display. `desktop` is added to the whole session's
    /// environment (see `OrcaHarness`). Throws ``DemoExecutable/unavailable(_:)`` where Orca
    /// or its set-up is missing (a failure under CI).
    static func run(page: String, transcript: String? = nil, dataHome: String = DemoExecutable.freshDataHome(),
                    wayland: Bool = false, desktop: [String: String] = [:], _ inputs: [Input]) throws -> OrcaSession {
        try DemoExecutable.requireDemo()
        return try run([DemoExecutable.demo.path, "--page", page], window: "MaterialFields", transcript: transcript ?? page,
                       environment: ["XDG_DATA_HOME": dataHome], wayland: wayland, desktop: desktop, inputs)
    }

    /// Starts `command`, whose window is titled `window`, under Orca, presses `inputs` in
    /// turn and records what Orca says after each, in the transcript `orca-TRANSCRIPT-gtk-4.N.md`.
    /// `environment` is the command's; `desktop` is added to the whole session's.
    static func run(_ command: [String], window: String, transcript: String, environment: [String: String] = [:],
                    wayland: Bool = false, desktop: [String: String] = [:], _ inputs: [Input]) throws -> OrcaSession {
        let display = wayland ? ["/usr/bin/mutter", "/usr/bin/Xwayland"] : ["/usr/bin/openbox", "/usr/bin/xdotool"]
        for program in ["/usr/bin/orca", "/usr/bin/dbus-run-session"] + display
        where !FileManager.default.isExecutableFile(atPath: program) {
            throw DemoExecutable.unavailable("needs \(program) (Scripts/setup.sh tests)")
        }
        let session: [String: Any] = [
            "command": command,
            "window": window,
            "env": ["GSK_RENDERER": "cairo", "LANGUAGE": "en"].merging(environment) { $1 },
            "steps": inputs.map(\.json),
        ]
        let script = root.appendingPathComponent("Scripts/orca/orca-session.py")
        let result = try OrcaHarness.run(script, session: session, wayland: wayland, environment: desktop)
        var ready: [String] = [], steps: [[String]] = [], replies: [Double?] = [], orcaName: String?
        for record in result.records {
            if let error = record["error"] as? String { throw Failure(message: error) }
            if let said = record["ready"] as? [String] {
                ready = said
                orcaName = record["orca"] as? String
            }
            if let said = record["speech"] as? [String] {
                steps.append(said)
                replies.append(record["reply"] as? Double)
            }
        }
        guard steps.count == inputs.count else {
            throw Failure(message: "the session ended after \(steps.count) of \(inputs.count) steps: \(result.errors.suffix(2000))")
        }
        let recorded = OrcaSession(ready: ready, steps: steps, replies: replies, inputs: inputs, orcaName: orcaName,
                                   settingsWritten: result.settingsWritten)
        try recorded.writeTranscript(named: transcript)
        return recorded
    }

    /// The session went wrong before Orca could be heard.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// What Orca said after input `index`, as one string.
    func said(_ index: Int) -> String { steps[index].joined(separator: " ") }

    /// Fails unless Orca said each of `phrases` after input `index`.
    func expect(_ index: Int, says phrases: String..., file: StaticString = #filePath, line: UInt = #line) {
        for phrase in phrases where !said(index).contains(phrase) {
            XCTFail("after \(inputs[index].description) (step \(index)) Orca says \"\(phrase)\"; it said: \(steps[index])", file: file, line: line)
        }
    }

    /// The transcript as Markdown: each key and what Orca said, for the README.
    var transcript: String {
        var lines = ["| Key | Orca says |", "| --- | --- |", "| (window shown) | \(ready.joined(separator: " ")) |"]
        for (input, said) in zip(inputs, steps) {
            lines.append("| \(input.description) | \(said.joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes ``transcript`` to the test output folder as `orca-NAME-gtk-4.N.md`.
    private func writeTranscript(named base: String) throws {
        let name = "orca-\(base)-gtk-\(gtk_get_major_version()).\(gtk_get_minor_version()).md"
        // XCTest runs each test on the main thread.
        let directory = MainActor.assumeIsolated { GtkTestEnvironment.outputDirectory }
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(transcript.utf8).write(to: url)
    }
}
