/* mf-stacked-form-view.h: MfStackedFormView, a form in steps. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MF_TYPE_STACKED_FORM_VIEW (mf_stacked_form_view_get_type ())
G_DECLARE_FINAL_TYPE (MfStackedFormView, mf_stacked_form_view, MF, STACKED_FORM_VIEW, GtkWidget)

/**
 * MfStackedFormView:
 *
 * A form in steps, as stacked cards: the current step expanded, the ones done collapsed
 * above it with their summaries, and a call-to-action button that takes the user on once
 * the step is valid (it says why while it is not). It emits
 * #MfStackedFormView::completed after the last step.
 */

/**
 * MfStackedFormView::completed:
 * @view: the view
 *
 * The user completed the last step.
 */

/**
 * mf_stacked_form_view_new:
 *
 * Makes a stacked form with no steps; append them before showing it.
 *
 * Returns: (transfer floating): a new stacked form view
 */
GtkWidget *mf_stacked_form_view_new (void);

/**
 * mf_stacked_form_view_append_step:
 * @view: a stacked form view
 * @title: the step's title, on its card and for assistive technologies
 * @content: the step's widgets (fields, typically), without a parent
 * @cta_text: (nullable): the button's text while the step is current, or %NULL for no button
 *
 * Adds a step at the end; the form shows its first step again. A step starts invalid:
 * call mf_stacked_form_view_set_step_valid() as its fields change.
 */
void mf_stacked_form_view_append_step (MfStackedFormView *view, const char *title, GtkWidget *content,
                                       const char *cta_text);

/**
 * mf_stacked_form_view_set_step_valid:
 * @view: a stacked form view
 * @index: the step's index
 * @valid: whether its data is valid
 *
 * Tells the view whether a step's data is valid: the button takes the user on only then.
 */
void mf_stacked_form_view_set_step_valid (MfStackedFormView *view, guint index, gboolean valid);

/**
 * mf_stacked_form_view_set_step_summary:
 * @view: a stacked form view
 * @index: the step's index
 * @summary: what the step collected, shown under its title while collapsed
 *
 * Sets the line a done step shows.
 */
void mf_stacked_form_view_set_step_summary (MfStackedFormView *view, guint index, const char *summary);

/**
 * mf_stacked_form_view_advance:
 * @view: a stacked form view
 *
 * Moves to the next step, as the button does, or completes the form after the last.
 *
 * Returns: %FALSE, moving nowhere, when the current step is not valid
 */
gboolean mf_stacked_form_view_advance (MfStackedFormView *view);

/**
 * mf_stacked_form_view_get_current_step:
 * @view: a stacked form view
 *
 * Reads which step is expanded.
 *
 * Returns: the index of the current step
 */
guint mf_stacked_form_view_get_current_step (MfStackedFormView *view);

/**
 * mf_stacked_form_view_set_shows_error_summary:
 * @view: a stacked form view
 * @shows: whether the button, pressed on a step not done, lists its errors
 *
 * With @shows, the call-to-action button stays sensitive on a step that is not valid,
 * and pressing it (or mf_stacked_form_view_advance()) checks the Material fields in the
 * step with their rules and shows an error summary above the cards: a heading that
 * counts the fields to fix and one link per field ("City: This field is required") that
 * moves the focus to it. The first link takes the focus; the list shrinks as fields are
 * fixed and goes when none is left or the step changes. Off by default.
 */
void mf_stacked_form_view_set_shows_error_summary (MfStackedFormView *view, gboolean shows);

/**
 * mf_stacked_form_view_get_error_summary:
 * @view: a stacked form view
 *
 * What the error summary lists now, as it reads ("Label: message" per field).
 *
 * Returns: (transfer full) (array zero-terminated=1): the lines, empty while the summary
 *   is hidden or not shown; free with g_strfreev()
 */
char **mf_stacked_form_view_get_error_summary (MfStackedFormView *view);

G_END_DECLS
