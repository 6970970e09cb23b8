import MaterialFields
import Testing

/// A widget made before GTK is initialised would crash inside libgtk with no word of why;
/// the program stops instead, with a message that names the remedy.
@Suite struct BeforeGtkTests {
    @Test func aFieldMadeBeforeGtkStopsWithAMessageThatNamesTheRemedy() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = EntryField(label: "Too early") }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("GTK is not initialised yet"), "\(message)")
        #expect(message.contains("Application.onActivate"), "\(message)")
        #expect(message.contains("Gtk.initialize()"), "\(message)")
    }

    @Test func aPlainWidgetMadeBeforeGtkStopsTheSameWay() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Widget.button("Too early") {} }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("GTK is not initialised yet"), "\(message)")
    }
}
