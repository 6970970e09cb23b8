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
            controlRows[tag]?.render()
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
            let widgets = sectionWidgets(for: section)
            let (box, header) = (widgets.box, widgets.header)
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
                    controlRows[tag]?.render()
                }
                customRows[tag]?.render()
                shownRows += 1
            }
        }
        for (key, widgets) in sections where !shownSections.contains(key) {
            gtk_box_remove(gCast(content), widgets.box)
            sections[key] = nil
        }
        // Every row shown has its view: only with fewer rows shown than views did rows go.
        if shownRows < rowViews.count {
            let shownTags = Set(form.sections.flatMap(\.tags))
            for (tag, rowView) in rowViews where !shownTags.contains(tag) {
                rowView.remove()
                rowViews[tag] = nil
                controlRows[tag] = nil
                customRows[tag] = nil
            }
        }
        updateToolbar()
        if gtk_widget_get_mapped(widget.pointer) != 0 { reportCustomRowsWithoutWidgets() }
    }

    /// The on-screen row for `row`, made on first use around its bound field (or, for a
    /// custom row, the app's widget).
    private func rowView(for row: Row<Tag>) -> FormRowView? {
        if let existing = rowViews[row.tag] { return existing }
        let content: Widget
        var field: Field?
        switch row.kind {
        case .custom:
            let custom = FormCustomRow(row: row)
            customRows[row.tag] = custom
            if let made = makeCustomWidget?(row) { custom.setContent(made) }
            content = Widget(custom.widget)
        case .switch, .button:
            let control = FormControlRow(row: row, form: form) { [weak self] tag in self?.buttonClicked(tag) }
            controlRows[row.tag] = control
            content = Widget(control.widget)
        case .entry, .area, .suggestions, .number, .picker, .date, .segmentedDate, .time, .dateRange, .chips:
            field = Field.make(for: row)
            guard let field else { return nil }
            content = field.widget
        }
        let rowView = FormRowView(content: content, field: field, slidesIn: isBuilt, motion: MaterialStyle.theme.motion)
        rowViews[row.tag] = rowView
        rowView.show(row.helper, make: makeHelperWidget)
        return rowView
    }

    /// The section's widgets, made on first use, showing its current header and footer.
    private func sectionWidgets(for section: FormSection<Tag>) -> SectionWidgets {
        let widgets = sections[section.key] ?? makeSectionWidgets(named: section.header != nil)
        sections[section.key] = widgets
        GtkWidgets.setText(section.header ?? "", of: widgets.header)
        GtkWidgets.setVisible(widgets.header, section.header != nil)
        GtkWidgets.setText(section.footer ?? "", of: widgets.footer)
        GtkWidgets.setVisible(widgets.footer, section.footer != nil)
        return widgets
    }

    /// A section's box, header and footer. A section with a header is a group it names
    /// (the footer describes it); one without is no group: GTK 4.18 would name an unnamed
    /// group by its content, and Orca 48 read every label in it each time the focus enters.
    /// (The role is fixed when the box is made; a header given later shows, unannounced.)
    private func makeSectionWidgets(named: Bool) -> SectionWidgets {
        let box = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, classes: ["form-section"],
                                 role: named ? GTK_ACCESSIBLE_ROLE_GROUP : nil)
        let header = GtkWidgets.label(classes: ["heading", "form-section-header"])
        let footer = GtkWidgets.label(classes: ["caption", "dim-label", "form-section-footer"])
        gtk_label_set_wrap(gCast(footer), 1)
        gtk_box_append(gCast(box), header)
        gtk_box_append(gCast(box), footer)
        if named {
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: box, to: header)
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: box, to: footer)
        }
        return SectionWidgets(box: box, header: header, footer: footer)
    }

    /// Gives keyboard focus to the row of `tag` (its field, switch or button) unless it has it.
    func moveKeyboardFocus(to tag: Tag) {
        if let field = field(for: tag) {
            if !KeyboardFocus.isInside(field.widget.pointer) { field.becomeFirstResponder() }
        } else if let control = controlRows[tag]?.control, !KeyboardFocus.isInside(control) {
            gtk_widget_grab_focus(control)
        } else {
            customRows[tag]?.grabFocus()
        }
    }

    /// Scrolls so the whole row of `tag` shows, its helper or error line included.
    func scrollIntoView(_ tag: Tag) {
        if let widget = rowViews[tag]?.content { ScrollIntoView.reveal(widget) }
    }
}
