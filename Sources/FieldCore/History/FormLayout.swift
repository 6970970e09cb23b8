/// The rows of a form as they are laid out in sections, with the row objects themselves,
/// so a history can put back a removed row (its value, its rules, its state) where it was.
struct FormLayout<Tag: RowTag> {
    /// One section: its identity and texts, and its rows in order.
    struct Section {
        let key: String
        let header: String?
        let footer: String?
        let rows: [Row<Tag>]
    }

    let sections: [Section]

    /// The layout of `form` now.
    init(_ form: Form<Tag>) {
        sections = form.sections.map { section in
            Section(key: section.key, header: section.header, footer: section.footer,
                    rows: section.tags.compactMap { form.findRow(tag: $0) })
        }
    }

    /// The tags in order, section by section: two layouts with the same are the same.
    var tags: [[Tag]] { sections.map { $0.rows.map(\.tag) } }
    /// The section keys in order.
    var keys: [String] { sections.map(\.key) }

    /// Makes `form` laid out as this: sections and rows it no longer has are put back where
    /// they were (the same row objects), and those this layout has not are removed. (A
    /// form only inserts and removes rows, never moves them, so what is left of one layout
    /// in another keeps its order.)
    func apply(to form: Form<Tag>) {
        let wanted = Set(sections.map(\.key))
        for section in form.sections where !wanted.contains(section.key) { try? form.removeSection(key: section.key) }
        let wantedTags = Set(sections.flatMap { $0.rows.map(\.tag) })
        for row in form.rows where !wantedTags.contains(row.tag) { try? form.remove(tag: row.tag) }
        for (index, section) in sections.enumerated() {
            if form.section(key: section.key) == nil {
                try? form.insertSection(key: section.key, header: section.header, footer: section.footer, at: index)
            }
            for (position, row) in section.rows.enumerated() where form.findRow(tag: row.tag) == nil {
                try? form.insert(row, inSection: section.key, at: position)
            }
        }
    }

    /// The tags of rows this layout has and `other` has not.
    func tags(missingFrom other: FormLayout) -> [Tag] {
        let present = Set(other.tags.joined())
        return tags.joined().filter { !present.contains($0) }
    }
}
