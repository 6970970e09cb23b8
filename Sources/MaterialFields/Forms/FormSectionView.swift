import CGtk
import FieldCore
import GtkInterop

/// A form's section on screen: a box that holds the section's rows between its header and
/// its footer labels.
///
/// A section with a header is a group it names (the footer describes it); one without is
/// no group: GTK 4.18 would name an unnamed group by its content, and Orca 48 read every
/// label in it each time the focus enters. (The role is fixed when the box is made; a
/// header given later shows, unannounced.)
@MainActor
struct FormSectionView {
    /// The box the rows go into, after the header.
    let box: UnsafeMutablePointer<GtkWidget>
    /// The header label, first in the box.
    let header: UnsafeMutablePointer<GtkWidget>
    private let footer: UnsafeMutablePointer<GtkWidget>

    /// A section's box, header and footer; a group named by its header when `named`.
    init(named: Bool) {
        box = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, classes: ["form-section"], role: named ? GTK_ACCESSIBLE_ROLE_GROUP : nil)
        header = GtkWidgets.label(classes: ["heading", "form-section-header"])
        footer = GtkWidgets.label(classes: ["caption", "dim-label", "form-section-footer"])
        gtk_label_set_wrap(gCast(footer), 1)
        gtk_box_append(gCast(box), header)
        gtk_box_append(gCast(box), footer)
        if named {
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: box, to: header)
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: box, to: footer)
        }
    }

    /// Shows `section`'s header and footer, hiding either it has none of.
    func show<Tag>(_ section: FormSection<Tag>) {
        GtkWidgets.setText(section.header ?? "", of: header)
        GtkWidgets.setVisible(header, section.header != nil)
        GtkWidgets.setText(section.footer ?? "", of: footer)
        GtkWidgets.setVisible(footer, section.footer != nil)
    }
}
