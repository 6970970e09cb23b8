import CGtk
import FieldCore
import GtkInterop

/// The sections and rows a ``FormView`` has on screen, kept in step with its form's
/// structure: a row's or a section's widgets are made once, when it first shows, and
/// removed when it goes, so the rest keep their focus and typed text.
@MainActor
final class FormRowViews<Tag: RowTag> {
    /// What the view makes rows with: the app's makers, which it may change at any time,
    /// and where a button row's click goes.
    struct Makers {
        var customWidget: ((Row<Tag>) -> Widget)?
        var helperWidget: ((RowHelper) -> Widget?)?
        var buttonClicked: @MainActor (Tag) -> Void
    }

    /// The rows on screen, each with its field or widget.
    private(set) var rows: [Tag: FormRowView<Tag>] = [:]
    /// The sections on screen, by key.
    private var sections: [String: FormSectionView] = [:]
    private let form: Form<Tag>
    /// The column the sections go in.
    private let content: UnsafeMutablePointer<GtkWidget>

    /// Nothing on screen yet, for `form`'s sections in `content`.
    init(of form: Form<Tag>, in content: UnsafeMutablePointer<GtkWidget>) {
        self.form = form
        self.content = content
    }

    /// Makes the widgets match the form's sections and rows: new ones are made and put in
    /// place (sliding in when `slidesIn`), gone ones removed, the rest moved only if their
    /// place changed.
    func sync(slidesIn: Bool, with makers: Makers) {
        var shownSections: Set<String> = []
        var shownRows = 0
        var previousSection: UnsafeMutablePointer<GtkWidget>?
        for section in form.sections {
            let sectionView = sectionView(for: section)
            let (box, header) = (sectionView.box, sectionView.header)
            GtkWidgets.insert(box, into: content, after: previousSection)
            previousSection = box
            shownSections.insert(section.key)
            var previousRow: UnsafeMutablePointer<GtkWidget> = header
            for tag in section.tags {
                guard let row = form.findRow(tag: tag), let rowView = rowView(for: row, slidesIn: slidesIn, with: makers) else { continue }
                let isNew = !rowView.isPlaced
                previousRow = rowView.place(in: box, after: previousRow)
                if isNew { rowView.reveal() }
                rowView.setHidden(row.isHidden)
                // A theme changed later is told as `.theme` (FormView's applyTheme(changedFor:)):
                // a field takes its row's once, as it appears.
                if let field = rowView.field {
                    if isNew { field.theme = form.theme(for: tag) }
                } else {
                    rowView.control?.render()
                }
                rowView.custom?.render()
                shownRows += 1
            }
        }
        for (key, sectionView) in sections where !shownSections.contains(key) {
            gtk_box_remove(gCast(content), sectionView.box)
            sections[key] = nil
        }
        // Every row shown has its view: only with fewer rows shown than views did rows go.
        if shownRows < rows.count {
            let shownTags = Set(form.sections.flatMap(\.tags))
            for (tag, rowView) in rows where !shownTags.contains(tag) {
                rowView.remove()
                rows[tag] = nil
            }
        }
    }

    /// The on-screen row for `row`, made on first use around its bound field (or, for a
    /// custom row, the app's widget).
    private func rowView(for row: Row<Tag>, slidesIn: Bool, with makers: Makers) -> FormRowView<Tag>? {
        if let existing = rows[row.tag] { return existing }
        let shows: FormRowView<Tag>.Kind
        switch row.kind {
        case .custom:
            let custom = FormCustomRow(row: row)
            if let made = makers.customWidget?(row) { custom.setContent(made) }
            shows = .custom(custom)
        case .switch, .button:
            shows = .control(FormControlRow(row: row, form: form, activated: makers.buttonClicked))
        case .entry, .area, .suggestions, .number, .picker, .date, .segmentedDate, .time, .dateRange, .chips:
            guard let field = Field.make(for: row) else { return nil }
            shows = .field(field)
        }
        let rowView = FormRowView(showing: shows, slidesIn: slidesIn, motion: MaterialStyle.theme.motion)
        rows[row.tag] = rowView
        rowView.show(row.helper, make: makers.helperWidget)
        return rowView
    }

    /// The section's view, made on first use, showing its current header and footer.
    private func sectionView(for section: FormSection<Tag>) -> FormSectionView {
        let view = sections[section.key] ?? FormSectionView(named: section.header != nil)
        sections[section.key] = view
        view.show(section)
        return view
    }
}
