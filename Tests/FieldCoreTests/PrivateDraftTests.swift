import FieldCore
import Foundation
import Testing

import Glibc
import TestSupport

/// Private drafts: what a user typed stays readable by them alone, the rows an app keeps
/// out never reach the disk, and an app can list and forget every draft it kept.
@Suite("Private drafts")
@MainActor
struct PrivateDraftTests {
    /// A payment form: a name, a card number, its security code and a national ID.
    private func payment() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name on card"))
        try form.add(Row(tag: "card", label: "Card number", kind: .entry(purpose: .cardNumber)))
        try form.add(Row(tag: "cvc", label: "Security code", kind: .entry(purpose: .securityCode)))
        try form.add(Row(tag: "id", label: "National ID"))
        try #require(form.findRow(tag: "id")).isKeptInDrafts = false
        try form.setValue(.text("Grace Hopper"), for: "name")
        try form.setValue(.text("4111111111111111"), for: "card")
        try form.setValue(.text("8361"), for: "cvc")
        try form.setValue(.text("AB123456C"), for: "id")
        return form
    }

    /// A new XDG data folder of its own, as an app's environment would name it.
    private func environment() -> [String: String] {
        let home = TemporaryPath("private-drafts")
        return ["XDG_DATA_HOME": home.path]
    }

    /// The permission bits of the file or folder at `url`.
    private func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test func aDraftIsReadableByItsOwnerAloneWhateverTheUmask() throws {
        let environment = environment()
        let store = DraftStore(appID: "org.example.Pay", formID: "payment", environment: environment)
        let previous = umask(0)
        defer { umask(previous) }
        try store.save(payment().draft(formID: "payment"))
        #expect(try mode(store.url) == 0o600, "the file is its owner's alone")
        let drafts = store.url.deletingLastPathComponent()
        #expect(try mode(drafts) == 0o700, "so is the drafts folder")
        #expect(try mode(drafts.deletingLastPathComponent()) == 0o700, "and the app's folder the library made for it")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: drafts.path)
        #expect(leftovers == ["payment.json"], "no temporary file is left beside it")
    }

    @Test func aCardItsCodeAndARowTheAppKeepsOutNeverReachTheFile() throws {
        let store = DraftStore(appID: "org.example.Pay", formID: "payment", environment: environment())
        let form = try payment()
        try store.save(form.draft(formID: "payment"))
        let onDisk = try String(contentsOf: store.url, encoding: .utf8)
        #expect(onDisk.contains("Grace Hopper"))
        for secret in ["4111111111111111", "8361", "AB123456C"] {
            #expect(!onDisk.contains(secret), "\(secret) is not in the file")
        }
        #expect(try #require(form.findRow(tag: "card")).isKeptInDrafts == false, "card numbers are private by default")
        #expect(InputPurpose.allCases.filter(\.isPrivate) == [.password, .pin, .cardNumber, .securityCode])

        // A forged draft holding a private row's value does not put it in the form.
        let restarted = try payment()
        try restarted.setValue(.text(""), for: "card")
        let forged = FormDraft(formID: "payment", values: ["card": .text("5500000000000004"), "name": .text("Ada")])
        #expect(restarted.restore(forged) == 1)
        #expect(restarted.values["card"] == .text(""))
    }

    @Test func aDraftAnOlderVersionLeftReadableIsNarrowedWhenRead() throws {
        let store = DraftStore(appID: "org.example.Pay", formID: "payment", environment: environment())
        let folder = store.url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try DraftStore.encoded(FormDraft(formID: "payment", values: ["name": .text("Ada")])).write(to: store.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.url.path)
        #expect(try store.load()?.values["name"] == .text("Ada"))
        #expect(try mode(store.url) == 0o600)
        #expect(try mode(folder) == 0o700)
    }

    @Test func anAppListsEveryDraftItKeptAndForgetsThemAll() throws {
        let environment = environment()
        let form = try payment()
        for name in ["payment", "address", "sign-up"] {
            try DraftStore(appID: "org.example.Pay", formID: name, environment: environment).save(form.draft(formID: name))
        }
        let refused = DraftStore(appID: "org.example.Pay", formID: "old", environment: environment)
        try Data("not a draft".utf8).write(to: refused.url)
        refused.setAside()
        #expect(DraftStore.all(appID: "org.example.Pay", environment: environment).map(\.formID) == ["address", "payment", "sign-up"])
        #expect(try DraftStore.removeAll(appID: "org.example.Pay", environment: environment) == 4, "the refused one goes too")
        #expect(DraftStore.all(appID: "org.example.Pay", environment: environment).isEmpty)
        let folder = DraftStore.folder(appID: "org.example.Pay", environment: environment)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the emptied folder goes")
        #expect(try DraftStore.removeAll(appID: "org.example.Pay", environment: environment) == 0, "forgetting nothing is no error")
    }

    @Test func aDeclarativeRowCanBeKeptOutOfDrafts() throws {
        let booking = Booking()
        booking.guest = "Ada"
        booking.email = "AB123456C"
        let editing = try ModelForm(editing: booking) {
            Section("Guest") {
                TextRow("Name", \.guest)
                TextRow("National ID", \.email).keptInDrafts(false)
            }
        }
        #expect(editing.row(\Booking.email)?.isKeptInDrafts == false)
        #expect(editing.form.draft(formID: "guest").values == ["Name": .text("Ada")])
    }
}
