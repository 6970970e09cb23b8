/// The list of errors shown above a form after a submit it refused, as the GOV.UK Design
/// System's error summary is: each error names its row or field and leads to it, the list
/// shrinks as the user fixes them, and goes when none is left.
///
/// It lists what is in error when ``show(_:)`` or ``showCurrentErrors()`` is called (a
/// `FormView` calls the first on a refused submit, a `StackedFormView` the second when its
/// button is pressed on a step that is not done) and from then on follows them: a fixed
/// row leaves the list, a row whose message changes says the new one. A row that falls
/// into error later is listed at the next refused submit, so the list never grows under
/// the user's eyes.
///
/// A summary reads either a ``Form``'s rows or a list of fields' models (the fields of a
/// step of a stacked form, whose tags are their places in the list):
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
        /// The row in error (for a summary of fields, the field's place in the list).
        public let tag: Tag
        /// The row's label, which names it in the list (a mnemonic's underscore dropped).
        public let label: String
        /// What is wrong, the row's error message.
        public let message: String

        /// What the list says for the row: "Label: message", or the message alone for a
        /// row with no label.
        public var text: String {
            line(naming: label)
        }

        /// ``text`` as a view shows it, in its message's direction: the mark of it first
        /// (``TextDirection``), and the label set apart from the text around it (Unicode's
        /// first-strong isolate), so a Hebrew message after an app's English label (`Name`)
        /// reads right to left, the label first.
        public var shownText: String {
            (TextDirection(ofFirstLetterIn: message)?.mark ?? "") + line(naming: "\u{2068}\(label)\u{2069}")
        }

        private func line(naming name: String) -> String {
            // Translators: a line of a form's error summary: the row's label, then what is wrong
            // with it ("E-mail: Enter a valid e-mail address").
            label.isEmpty ? message : Translations.format("%@: %@", name, message)
        }
    }

    /// Where the errors are read: every listed thing's tag, label and message now.
    private enum Source {
        case form(Form<Tag>)
        case fields([(tag: Tag, model: FieldModel)])
    }

    /// The form whose errors are listed; nil for a summary of fields.
    public var form: Form<Tag>? {
        if case .form(let form) = source { return form }
        return nil
    }
    /// The errors listed now, in the form's order; empty when the summary is not shown.
    public private(set) var items: [Item] = []
    /// Called after ``items`` changed.
    public let changes = Observers<Void>()
    private let source: Source
    /// The rows the last refused submit found in error, in the form's order.
    private var listed: [Tag] = []
    private var tokens: [ObservationToken] = []

    /// A summary of `form`'s errors, shown by nothing until ``show(_:)``.
    public init(form: Form<Tag>) {
        source = .form(form)
        tokens = [form.changes.add { [weak self] change in self?.formChanged(change) }]
    }

    private init(fields: [(tag: Tag, model: FieldModel)]) {
        source = .fields(fields)
        tokens = fields.map { field in field.model.changes.add { [weak self] _ in self?.fieldChanged() } }
    }

    /// Whether there is something to show.
    public var isShown: Bool { !items.isEmpty }

    /// What the summary's heading says: how many rows need fixing.
    public var heading: String {
        Translations.plural("There is a problem with %d field", "There is a problem with %d fields", items.count)
    }

    /// Lists the rows `result` found in error, in the form's order, replacing the list
    /// shown before; an empty result hides the summary.
    public func show(_ result: FormValidationResult<Tag>) {
        let failed = Set(result.failures.map(\.tag))
        listed = allTags.filter(failed.contains)
        refresh()
    }

    /// Lists every row or field in error now, in order, replacing the list shown before;
    /// none hides the summary.
    public func showCurrentErrors() {
        listed = allTags
        refresh()
    }

    /// Hides the summary (the form was accepted, or the app is done with it).
    public func hide() {
        listed = []
        refresh()
    }

    private var allTags: [Tag] {
        switch source {
        case .form(let form): form.sections.flatMap(\.tags)
        case .fields(let fields): fields.map(\.tag)
        }
    }

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .error, .structure: if !listed.isEmpty { refresh() }
        case .value, .warning, .helper, .focus, .check, .theme: break
        }
    }

    private func fieldChanged() {
        if !listed.isEmpty { refresh() }
    }

    /// The label and message of what `tag` names while it shows an error; nil when it is
    /// fixed, hidden or gone.
    private func error(of tag: Tag) -> (label: String, message: String)? {
        switch source {
        case .form(let form):
            guard let row = form.findRow(tag: tag), !row.isHidden, let message = row.errorMessage else { return nil }
            return (row.label, message)
        case .fields(let fields):
            guard let model = fields.first(where: { $0.tag == tag })?.model, let message = model.errorText else { return nil }
            return (model.label, message)
        }
    }

    /// Reads each listed row's error again: a fixed, hidden or removed row leaves the list.
    private func refresh() {
        // One pass: a row fixed, hidden or gone leaves the list for good.
        var now: [Item] = []
        for tag in listed {
            guard let error = error(of: tag) else { continue }
            now.append(Item(tag: tag, label: Mnemonic.plain(error.label), message: error.message))
        }
        listed = now.map(\.tag)
        guard now != items else { return }
        items = now
        changes.send(())
    }
}

extension ErrorSummary where Tag == Int {
    /// A summary of the errors of `fields`, each tagged by its place in the list, shown by
    /// nothing until ``showCurrentErrors()``.
    public convenience init(fields: [FieldModel]) {
        self.init(fields: fields.enumerated().map { (tag: $0.offset, model: $0.element) })
    }
}
