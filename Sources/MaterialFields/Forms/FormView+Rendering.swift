import CGtk
import FieldCore
import GtkInterop

/// Keeping the widgets in step with the form: rows, sections and helpers.
extension FormView {
    // MARK: Rendering

    func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .structure:
            syncStructure()
            // reset() left no row focused: keyboard focus leaves the form too.
            if form.focusedTag == nil { KeyboardFocus.resign(from: content) }
        case .helper(let tag):
            if let rowView = rowViews[tag] { rowView.show(form.findRow(tag: tag)?.helper, make: makeHelperWidget) }
        case .focus(let tag):
            updateToolbar()
            guard let tag else { return }
            // Focus moved by code (focusNext, say): real keyboard focus follows.
            moveKeyboardFocus(to: tag)
            scrollIntoView(tag)
        case .value(let tag):
            rowViews[tag]?.control?.render()
        case .check(let tag):
            field(for: tag)?.isChecking = form.checkState(of: tag) == .checking
        case .theme(let tag):
            applyTheme(changedFor: tag)
        case .error, .warning: break // the fields render their shared models
        }
    }

    /// Makes the widgets match the form's sections and rows: new ones are made and put in
    /// place, gone ones removed, the rest moved only if their place changed.
    func syncStructure() {
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
                guard let row = form.findRow(tag: tag), let rowView = rowView(for: row) else { continue }
                let isNew = !rowView.isPlaced
                previousRow = rowView.place(in: box, after: previousRow)
                if isNew { rowView.reveal() }
                rowView.setHidden(row.isHidden)
                // A theme changed later is told as `.theme` (applyTheme(changedFor:)): a field
                // takes its row's once, as it appears.
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
        if shownRows < rowViews.count {
            let shownTags = Set(form.sections.flatMap(\.tags))
            for (tag, rowView) in rowViews where !shownTags.contains(tag) {
                rowView.remove()
                rowViews[tag] = nil
            }
        }
        updateToolbar()
        if gtk_widget_get_mapped(widget.pointer) != 0 { reportCustomRowsWithoutWidgets() }
    }

    /// The on-screen row for `row`, made on first use around its bound field (or, for a
    /// custom row, the app's widget).
    private func rowView(for row: Row<Tag>) -> FormRowView<Tag>? {
        if let existing = rowViews[row.tag] { return existing }
        let shows: FormRowView<Tag>.Kind
        switch row.kind {
        case .custom:
            let custom = FormCustomRow(row: row)
            if let made = makeCustomWidget?(row) { custom.setContent(made) }
            shows = .custom(custom)
        case .switch, .button:
            shows = .control(FormControlRow(row: row, form: form) { [weak self] tag in self?.buttonClicked(tag) })
        case .entry, .area, .suggestions, .number, .picker, .date, .segmentedDate, .time, .dateRange, .chips:
            guard let field = Field.make(for: row) else { return nil }
            shows = .field(field)
        }
        let rowView = FormRowView(showing: shows, slidesIn: isBuilt, motion: MaterialStyle.theme.motion)
        rowViews[row.tag] = rowView
        rowView.show(row.helper, make: makeHelperWidget)
        return rowView
    }

    /// The section's view, made on first use, showing its current header and footer.
    private func sectionView(for section: FormSection<Tag>) -> FormSectionView {
        let view = sections[section.key] ?? FormSectionView(named: section.header != nil)
        sections[section.key] = view
        view.show(section)
        return view
    }

    /// Gives keyboard focus to the row of `tag` (its field, switch or button) unless it has it.
    func moveKeyboardFocus(to tag: Tag) {
        if let field = field(for: tag) {
            if !KeyboardFocus.isInside(field.widget.pointer) { field.becomeFirstResponder() }
        } else if let control = rowViews[tag]?.control?.control, !KeyboardFocus.isInside(control) {
            gtk_widget_grab_focus(control)
        } else {
            rowViews[tag]?.custom?.grabFocus()
        }
    }

    /// Scrolls so the whole row of `tag` shows, its helper or error line included.
    func scrollIntoView(_ tag: Tag) {
        if let widget = rowViews[tag]?.content { ScrollIntoView.reveal(widget) }
    }
}
