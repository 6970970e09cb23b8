/// The list of a form's errors shown above it after a submit it refused, as the GOV.UK
/// Design System's error summary is: each error names its row and leads to it, the list
/// shrinks as the user fixes the rows, and goes when none is left.
///
/// It lists the rows in error when ``show(_:)`` is called (a `FormView` calls it on a
/// refused submit) and from then on follows them: a fixed row leaves the list, a row whose
/// message changes says the new one. A row that falls into error later is listed at the
/// next refused submit, so the list never grows under the user's eyes.
///
/// ```swift
/// let summary = ErrorSummary(form: form)
/// let result = form.validate()
/// if !result.isValid { summary.show(result) }
/// summary.items.map(\.text) // ["E-mail: Enter a valid e-mail address"]
/// ```
public final class ErrorSummary<Tag: RowTag> {
    /// One error in the list: the row, its label and its message.
    public struct Item: Equatable, Sendable {
        /// The row in error.
        public let tag: Tag
        /// The row's label, which names it in the list (a mnemonic's underscore dropped).
        public let label: String
        /// What is wrong, the row's error message.
        public let message: String

        /// What the list says for the row: "Label: message", or the message alone for a
        /// row with no label.
        public var text: String { label.isEmpty ? message : "\(label): \(message)" }
    }

    /// The form whose errors are listed.
    public let form: Form<Tag>
    /// The errors listed now, in the form's order; empty when the summary is not shown.
    public private(set) var items: [Item] = []
    /// Called after ``items`` changed.
    public let changes = Observers<Void>()
    /// The rows the last refused submit found in error, in the form's order.
    private var listed: [Tag] = []
    private var token: ObservationToken?

    /// A summary of `form`'s errors, shown by nothing until ``show(_:)``.
    public init(form: Form<Tag>) {
        self.form = form
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
    }

    /// Whether there is something to show.
    public var isShown: Bool { !items.isEmpty }

    /// What the summary's heading says: how many rows need fixing.
    public var heading: String {
        items.count == 1
            ? Translations.string("There is a problem with 1 field")
            : Translations.format("There is a problem with %d fields", items.count)
    }

    /// Lists the rows `result` found in error, in the form's order, replacing the list
    /// shown before; an empty result hides the summary.
    public func show(_ result: FormValidationResult<Tag>) {
        let failed = Set(result.failures.map(\.tag))
        listed = form.sections.flatMap(\.tags).filter(failed.contains)
        refresh()
    }

    /// Hides the summary (the form was accepted, or the app is done with it).
    public func hide() {
        listed = []
        refresh()
    }

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .error, .structure: if !listed.isEmpty { refresh() }
        case .value, .warning, .helper, .focus, .check: break
        }
    }

    /// Reads each listed row's error again: a fixed, hidden or removed row leaves the list.
    private func refresh() {
        // One pass: a row fixed, hidden or gone leaves the list for good.
        var now: [Item] = []
        for tag in listed {
            guard let row = form.findRow(tag: tag), !row.isHidden, let message = row.errorMessage else { continue }
            now.append(Item(tag: tag, label: Mnemonic.plain(row.label), message: message))
        }
        listed = now.map(\.tag)
        guard now != items else { return }
        items = now
        changes.send(())
    }
}
