/* mf-form-view.h: MfFormView, the widget that shows a form. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"
#include "mf-form.h"

G_BEGIN_DECLS

#define MF_TYPE_FORM_VIEW (mf_form_view_get_type ())
G_DECLARE_FINAL_TYPE (MfFormView, mf_form_view, MF, FORM_VIEW, GtkWidget)

/**
 * MfFormView:
 *
 * The widget that shows an #MfForm: sections under headers, each row as its kind's
 * widget, errors under their fields, and an optional Previous / Next / Done bar. The view
 * keeps its form alive. It emits #MfFormView::submitted when a submit finds every row
 * valid, and #MfFormView::button-clicked when a button row is clicked.
 */

/**
 * MfFormView::submitted:
 * @view: the view
 *
 * A submit (the Done button, or mf_form_view_submit()) found every row valid.
 */

/**
 * MfFormView::button-clicked:
 * @view: the view
 * @tag: the tag of the button row
 *
 * The user clicked a %MF_ROW_KIND_BUTTON row.
 */

/**
 * mf_form_view_new:
 * @form: the form to show, which no other view shows
 *
 * Makes a view of @form.
 *
 * Returns: (transfer floating): a new view of @form, or %NULL (with a critical) when
 *   another view shows it
 */
GtkWidget *mf_form_view_new (MfForm *form);

/**
 * mf_form_view_get_form:
 * @view: a form view
 *
 * Reads the form the view shows.
 *
 * Returns: (transfer none): the form shown
 */
MfForm *mf_form_view_get_form (MfFormView *view);

/**
 * mf_form_view_get_field:
 * @view: a form view
 * @tag: a row's tag
 *
 * The field that shows the row @tag (an #MfEntryField for an entry row, an #MfPickerField
 * for a picker row, and so on), made on the row's own state: give it an icon, a helper or
 * a handler as any field. It stays the view's.
 *
 * Returns: (transfer none) (nullable): the field, or %NULL when no row @tag is shown by a
 * field (no such row, or a switch, button or custom row)
 */
MfField *mf_form_view_get_field (MfFormView *view, const char *tag);

/**
 * mf_form_view_submit:
 * @view: a form view
 *
 * Ends editing, validates every row and shows each error under its field, as the Done
 * button does. When every row is valid the view emits #MfFormView::submitted; otherwise
 * the first invalid row takes the focus.
 *
 * Returns: whether every row was valid
 */
gboolean mf_form_view_submit (MfFormView *view);

/**
 * mf_form_view_focus_next:
 * @view: a form view
 *
 * Moves focus to the next row that takes it, as the bar's Next button does.
 *
 * Returns: whether focus moved
 */
gboolean mf_form_view_focus_next (MfFormView *view);

/**
 * mf_form_view_focus_previous:
 * @view: a form view
 *
 * Moves focus to the previous row that takes it.
 *
 * Returns: whether focus moved
 */
gboolean mf_form_view_focus_previous (MfFormView *view);

/**
 * mf_form_view_set_shows_toolbar:
 * @view: a form view
 * @shows: whether the Previous / Next / Done bar shows below the form
 *
 * Shows or hides the bar.
 */
void mf_form_view_set_shows_toolbar (MfFormView *view, gboolean shows);

/**
 * mf_form_view_set_shows_error_summary:
 * @view: a form view
 * @shows: whether a refused submit lists the errors above the rows
 *
 * With @shows, a refused submit shows an error summary above the rows: a heading that
 * counts the rows to fix and one link per row ("E-mail: Enter a valid e-mail address")
 * that moves the focus to it. The submit focuses the first link rather than the first
 * invalid row; the list shrinks as rows are fixed and goes when none is left. Off by
 * default.
 */
void mf_form_view_set_shows_error_summary (MfFormView *view, gboolean shows);

/**
 * mf_form_view_get_error_summary:
 * @view: a form view
 *
 * What the error summary lists now, as it reads ("Label: message" per row).
 *
 * Returns: (transfer full) (array zero-terminated=1): the lines, empty while the summary
 *   is hidden or not shown; free with g_strfreev()
 */
char **mf_form_view_get_error_summary (MfFormView *view);

/**
 * mf_form_view_set_custom_widget:
 * @view: a form view
 * @tag: a custom row's tag
 * @widget: the widget to show in the row
 *
 * Shows @widget in a %MF_ROW_KIND_CUSTOM row, in place of any widget given before (the
 * view owns it from then on). Give it before the view is first shown: a custom row on
 * screen with no widget logs a critical naming the row.
 *
 * The row's error (its rules', or one from mf_form_set_server_error()) shows under the
 * widget, which is marked invalid and described by it, and focus entering the widget is
 * the row's focus: a refused submit focuses it.
 *
 * Returns: %FALSE, showing nothing, for a tag that is not a custom row's
 */
gboolean mf_form_view_set_custom_widget (MfFormView *view, const char *tag, GtkWidget *widget);

/**
 * mf_form_view_keep_drafts:
 * @view: a form view
 * @app_id: the application's id (`org.example.App`), the name of its folder of drafts
 * @form_id: the form's name, the draft's file name
 * @prompt: (nullable): the question the banner asks, or %NULL for "Restore your unsaved
 *   changes?"
 *
 * Keeps what the user types as a draft in `$XDG_DATA_HOME/<app_id>/drafts/<form_id>.json`
 * (or under `~/.local/share`), written atomically at most half a second after each change;
 * password and PIN rows are never written. When a crash or a restart left a draft, a banner
 * above the rows offers it back with Restore and Discard, and is the view's first Tab stop.
 * A file that is not a readable draft of this form is moved aside
 * (`<form_id>.json.rejected`) and the banner says why. A successful
 * mf_form_view_submit() removes the draft. Call it before the view is shown.
 *
 * Returns: whether a draft is offered
 */
gboolean mf_form_view_keep_drafts (MfFormView *view, const char *app_id, const char *form_id, const char *prompt);

/**
 * mf_form_view_keep_history:
 * @view: a form view
 *
 * Keeps the form's changes for undo and redo and binds the keys in the view: Ctrl+Z takes
 * back the last step (what was typed in a row, rows inserted or removed in one event, a
 * reset) and focuses the row it touched; Ctrl+Shift+Z or Ctrl+Y does it again. Inside a
 * text that has typing of its own to undo, Ctrl+Z is the text's first. Calling it again
 * changes nothing.
 */
void mf_form_view_keep_history (MfFormView *view);

/**
 * mf_form_view_undo:
 * @view: a form view
 *
 * Takes back the last step of the form's history, as Ctrl+Z does outside a text.
 *
 * Returns: %FALSE, changing nothing, when there is nothing to undo or no history is kept
 */
gboolean mf_form_view_undo (MfFormView *view);

/**
 * mf_form_view_redo:
 * @view: a form view
 *
 * Does the last undone step again.
 *
 * Returns: %FALSE, changing nothing, when there is nothing to redo or no history is kept
 */
gboolean mf_form_view_redo (MfFormView *view);

G_END_DECLS
