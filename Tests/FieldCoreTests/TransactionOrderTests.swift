import FieldCore
import Testing

/// One user's event is one transaction of the row's field model: the field's views render
/// its end state once, and only then does each of the form's channels hear it, in one
/// order, finding the change already shown.
@Suite("One transaction per event")
struct TransactionOrderTests {
    private enum Tag: RowTag { case email, name }

    /// A form with a required e-mail row checked on each change, and everything heard of
    /// it in `heard`: what the view rendered, and what each channel said and saw then.
    private final class Listener {
        var heard: [String] = []
        var shown: String?
        var tokens: [ObservationToken] = []
    }

    private func listen(to form: Form<Tag>) throws -> Listener {
        let listener = Listener()
        let field = try #require(form.findRow(tag: .email)).field
        // Added after the form's own observation, as a view made from the form is.
        listener.tokens.append(field.changes.add { [unowned listener] snapshot in
            listener.shown = snapshot.supportingText
            listener.heard.append("render \(snapshot.supportingText ?? "-")")
        })
        listener.tokens.append(form.changes.add { [unowned listener] change in
            switch change {
            case .error(_, let error): listener.heard.append("error \(error ?? "-") shown \(listener.shown ?? "-")")
            case .value: listener.heard.append("value shown \(listener.shown ?? "-")")
            case .focus: listener.heard.append("focus")
            default: break
            }
        })
        form.onRowUpdate = { [unowned listener] update, _ in
            listener.heard.append("update \(update) shown \(listener.shown ?? "-")")
        }
        return listener
    }

    @Test func aUsersEditIsRenderedOnceAndThenToldOnEveryChannelInOneOrder() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
        form.validationMode = .onChange
        let listener = try listen(to: form)
        form.validate()
        #expect(listener.heard == ["render This field is required", "error This field is required shown This field is required"])

        listener.heard = []
        try form.edit(.email, to: .text("ada@"))
        #expect(listener.heard == [
            "render Enter a valid e-mail address",
            "error Enter a valid e-mail address shown Enter a valid e-mail address",
            "update live shown Enter a valid e-mail address",
            "value shown Enter a valid e-mail address",
        ], "one render of the end state, then the error, the row's update and the value, each finding it shown")

        listener.heard = []
        try form.edit(.email, to: .text("ada@example.org"))
        #expect(listener.heard == ["render -", "error - shown -", "update live shown -", "value shown -"])
        withExtendedLifetime(listener.tokens) {}
    }

    @Test func aHandlersWriteToTheFieldIsRenderedBeforeItIsToldToo() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required]))
        let listener = try listen(to: form)
        let field = try #require(form.findRow(tag: .email)).field
        let token = form.changes.add { change in
            if case .error(_, "This field is required") = change { field.setError("Sign in first", from: .server) }
        }
        form.validate()
        #expect(listener.heard == ["render This field is required", "error This field is required shown This field is required",
                                   "render Sign in first", "error Sign in first shown Sign in first"])
        withExtendedLifetime((token, listener.tokens)) {}
    }

    @Test func anEventThatChangesTwoRowsRendersBothBeforeEitherIsTold() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .email, label: "E-mail"))
        try form.add(Row(tag: .name, label: "Name"))
        let email = try #require(form.findRow(tag: .email)).field
        let name = try #require(form.findRow(tag: .name)).field
        var heard: [String] = []
        var shown: [Tag: String] = [:]
        var tokens = [email.changes.add { shown[.email] = $0.supportingText; heard.append("render e-mail") },
                      name.changes.add { shown[.name] = $0.supportingText; heard.append("render name") }]
        tokens.append(form.changes.add { change in
            guard case .error(let tag, let error) = change else { return }
            heard.append("error of \(tag) shown \(shown[.email] ?? "-"), \(shown[.name] ?? "-")")
            #expect(shown[tag] == error)
        })
        // One event on the e-mail row (a GTK signal of its field) that also writes the name
        // row, as a click that blurs one row and focuses another does.
        email.transaction {
            email.setError("Taken", from: .server)
            name.setError("Needed", from: .server)
            heard.append("event done")
        }
        #expect(heard == ["event done", "render e-mail", "render name",
                          "error of email shown Taken, Needed", "error of name shown Taken, Needed"],
                "both rows render before the form tells either's error")
        withExtendedLifetime(tokens) {}
    }

    @Test func anActionRunsOnceAndOneAddedWhileItsStepRunsRunsInTheNextRound() {
        let field = FieldModel(label: "E-mail")
        var heard: [String] = []
        field.transaction {
            field.whenSettled {
                heard.append("told")
                field.whenSettled { heard.append("told again") }
                field.whenSettled(.notify) { heard.append("notified again") }
            }
            field.whenSettled(.notify) { heard.append("notified") }
        }
        // What the tell step adds waits for the next round, which notifies before it tells.
        #expect(heard == ["notified", "told", "notified again", "told again"])

        // The steps' emptied batches are kept for the next transaction's actions: none of the
        // first transaction's runs again.
        heard = []
        field.transaction { field.whenSettled { heard.append("second") } }
        field.transaction {}
        #expect(heard == ["second"])
    }
}
