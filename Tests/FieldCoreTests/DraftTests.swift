import FieldCore
import Foundation
import Testing
import TestSupport

/// Drafts: what a form keeps on disk as the user types, how it comes back, and the files
/// it refuses.
@Suite("Drafts")
@MainActor
struct DraftTests {
    /// A sign-up form: a name, a password, a country and a birth date.
    private func signUp() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "User name"))
        try form.add(Row(tag: "password", label: "Password", kind: .entry(purpose: .password)))
        try form.add(Row(tag: "country", label: "Country", kind: .picker(data: ["France", "Peru"])))
        try form.add(Row(tag: "born", label: "Birth date", kind: .date))
        return form
    }

    /// A store in a new folder of its own.
    private func store(formID: String = "sign-up") -> DraftStore {
        let folder = TemporaryPath("drafts").url
        return DraftStore(appID: "org.example.Test", formID: formID, directory: folder)
    }

    /// Waits for `condition`, a millisecond at a time, for at most five seconds.
    private func wait(until condition: () -> Bool) async {
        for _ in 0..<5_000 where !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }

    @Test func theDraftFollowsXDGAndKeepsItsFileInsideTheFolder() {
        let home = DraftStore(appID: "org.example.App", formID: "sign-up", environment: ["HOME": "/home/ada"])
        #expect(home.url.path == "/home/ada/.local/share/org.example.App/drafts/sign-up.json")
        let xdg = DraftStore(appID: "org.example.App", formID: "../../etc/passwd", environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
        #expect(xdg.url.path == "/data/org.example.App/drafts/.._.._etc_passwd.json", "a form name cannot climb out")
        let relative = DraftStore(appID: "a", formID: "b", environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
        #expect(relative.url.path == "/h/.local/share/a/drafts/b.json", "a relative XDG_DATA_HOME is ignored, as the spec says")
    }

    @Test func whatWasTypedComesBackAndAPasswordNeverGoesToDisk() throws {
        let form = try signUp()
        try form.setValue(.text("ada"), for: "name")
        try form.setValue(.text("Secret1"), for: "password")
        try form.setValue(.choice(1, "Peru"), for: "country")
        let born = Date(timeIntervalSince1970: 1_000_000_000)
        try form.setValue(.date(born), for: "born")
        let store = store()
        try store.save(form.draft(formID: "sign-up"))
        let onDisk = try String(contentsOf: store.url, encoding: .utf8)
        #expect(!onDisk.contains("Secret1"), "the password is not in the file")
        #expect(onDisk.contains("ada") && onDisk.contains("Peru"))

        let restarted = try signUp()
        let draft = try #require(try store.load())
        #expect(restarted.restore(draft) == 3)
        #expect(restarted.values["name"] == .text("ada"))
        #expect(restarted.values["country"] == .choice(1, "Peru"))
        #expect(restarted.values["born"] == .date(born))
        #expect(restarted.values["password"] == .text(""), "typed again, never restored")
        #expect(restarted.hasUnsavedChanges, "restored values are the user's unsaved ones")
    }

    @Test func aDeclarativeFormsRowsAreKeptByTheirLabelsWhichOutliveTheRun() throws {
        let booking = Booking()
        booking.guest = "Ada"
        booking.breakfast = true
        let draft = try bookingForm(booking).form.draft(formID: "booking")
        // An @Observable property's key path is described by an address that changes
        // from run to run; the row's label does not.
        #expect(draft.values["Name"] == .text("Ada"))
        #expect(draft.values["Breakfast"] == .flag(true))
        #expect(!draft.values.keys.contains { $0.contains("0x") }, "\(draft.values.keys)")

        let restored = Booking()
        let editing = try bookingForm(restored)
        #expect(editing.form.restore(draft) == 2)
        #expect(restored.guest == "Ada" && restored.breakfast, "written through to the new model")

        let twins = try ModelForm(editing: Booking()) {
            Section { TextRow("Name", \.guest); TextRow("Name", \.email); TextRow("E-mail", \.room) }
        }
        try twins.form.setValue(.text("a"), for: FieldKey(\Booking.guest))
        #expect(twins.form.draft(formID: "twins").values.keys.sorted() == ["E-mail"],
                "two rows of one name are left out, never restored into each other")
    }

    @Test func aDraftOfRowsTheFormNoLongerHasOrOfAnotherKindIsSkipped() throws {
        let form = try signUp()
        let draft = FormDraft(formID: "sign-up", values: ["name": .text("ada"), "gone": .text("x"), "born": .text("yesterday")])
        #expect(form.restore(draft) == 1)
        #expect(form.values["born"] == .date(nil))
    }

    @Test func aCorruptOrForeignFileIsRefusedWithAClearMessageNeverRead() throws {
        let store = store()
        try FileManager.default.createDirectory(at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"format\": \"material-fields-draft\", \"vers".utf8).write(to: store.url)
        #expect(throws: DraftError.corrupt(path: store.url.path, reason: "not a draft file")) { try store.load() }

        try Data(#"{"format": "material-fields-draft", "version": 1, "formID": "checkout", "savedAt": "2026-01-01T00:00:00Z", "values": {}}"#.utf8)
            .write(to: store.url)
        do {
            _ = try store.load()
            Issue.record("another form's draft was read")
        } catch {
            #expect(error == .foreign(path: store.url.path, found: "material-fields-draft 1, checkout"))
            #expect(error.description.contains("is not a draft of this form"))
        }
        try Data(#"{"format": "material-fields-draft", "version": 9, "formID": "sign-up"}"#.utf8).write(to: store.url)
        #expect(throws: DraftError.self, "a newer version is not guessed at") { try store.load() }
        try Data(#"{"format": "material-fields-draft", "version": 1, "formID": "sign-up", "values": {"name": {"text": 5}}}"#.utf8)
            .write(to: store.url)
        #expect(throws: DraftError.self, "a damaged value refuses the whole draft") { try store.load() }
    }

    @Test func theKeeperWritesWithinItsIntervalHoweverFastTheTyping() async throws {
        let form = try signUp()
        let store = store()
        let keeper = DraftKeeper(form: form, store: store, interval: .milliseconds(50))
        #expect(keeper.offer == nil && keeper.problem == nil)
        for prefix in ["a", "ad", "ada"] { try form.setValue(.text(prefix), for: "name") }
        await wait { keeper.writes == 1 }
        #expect(keeper.writes == 1, "three changes, one write")
        #expect(try store.load()?.values["name"] == .text("ada"))
        try form.setValue(.text(""), for: "name")
        await wait { !FileManager.default.fileExists(atPath: store.url.path) }
        #expect(!FileManager.default.fileExists(atPath: store.url.path), "nothing unsaved, no draft")
    }

    @Test func aRestartOffersTheDraftAndSubmittingClearsIt() async throws {
        let store = store()
        let first = try signUp()
        let keeper = DraftKeeper(form: first, store: store, interval: .milliseconds(10))
        try first.setValue(.text("ada"), for: "name")
        await wait { keeper.writes == 1 }

        let second = try signUp()
        let restarted = DraftKeeper(form: second, store: store, interval: .milliseconds(10))
        #expect(restarted.offer?.values["name"] == .text("ada"))
        restarted.restore()
        #expect(second.values["name"] == .text("ada"))
        #expect(restarted.offer == nil)
        restarted.clear()
        #expect(try store.load() == nil)

        let third = DraftKeeper(form: try signUp(), store: store)
        #expect(third.offer == nil, "after a submit nothing is offered")
    }

    @Test func aRefusedFileIsSetAsideSoTheNextDraftIsWritten() throws {
        let store = store()
        try FileManager.default.createDirectory(at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: store.url)
        let form = try signUp()
        let keeper = DraftKeeper(form: form, store: store)
        #expect(keeper.offer == nil)
        #expect(keeper.problem.map { "\($0)" }?.contains("is damaged") == true)
        #expect(FileManager.default.fileExists(atPath: store.url.path + ".rejected"), "kept for inspection")
        var heard = 0
        let token = keeper.changes.add { heard += 1 }
        keeper.dismissProblem()
        keeper.dismissProblem()
        #expect(keeper.problem == nil && heard == 1, "read by the user, dismissed once")
        _ = token
        try form.setValue(.text("ada"), for: "name")
        keeper.flush()
        #expect(try store.load()?.values["name"] == .text("ada"))
        #expect(keeper.problem == nil)
    }
}
