/* mf-form.h: MfForm: sections, rows and their values. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-enums.h"

G_BEGIN_DECLS

#define MF_TYPE_FORM (mf_form_get_type ())
G_DECLARE_FINAL_TYPE (MfForm, mf_form, MF, FORM, GObject)

/**
 * MfForm:
 *
 * A form of rows tagged by strings, in sections: their values, rules, errors and
 * history. An #MfFormView shows it. #MfForm::value-changed, #MfForm::error-changed and
 * #MfForm::warning-changed tell what changed, each once per real change, after the form
 * holds it; the "dirty" property says whether any value differs from the saved one.
 */

/**
 * MfForm::value-changed:
 * @form: the form
 * @tag: the tag of the row whose value changed
 *
 * A row's value changed, by the user or from code.
 */

/**
 * MfForm::error-changed:
 * @form: the form
 * @tag: the tag of the row whose error changed
 *
 * A row's error appeared, changed or went away, whoever changed it (the user's input,
 * validation, a server's answer, a reset); read it with mf_form_get_error().
 */

/**
 * MfForm::warning-changed:
 * @form: the form
 * @tag: the tag of the row whose warning changed
 *
 * A row's warning (a failed rule that does not block) appeared, changed or went away;
 * read it with mf_form_get_warning().
 */

/**
 * MfRowCheck:
 * @form: the form
 * @tag: the row's tag
 * @text: the row's value as text
 * @user_data: the data given with the check
 *
 * A check of the app's (see mf_form_add_check()).
 *
 * Returns: whether the value passes
 */
typedef gboolean (*MfRowCheck) (MfForm *form, const char *tag, const char *text, gpointer user_data);

/**
 * mf_form_new:
 *
 * Makes a form; add sections and rows, then show it in an #MfFormView.
 *
 * Returns: (transfer full): a new, empty form
 */
MfForm *mf_form_new (void);

/**
 * mf_form_add_section:
 * @form: a form
 * @key: the section's key
 * @header: (nullable): the header shown above it
 * @error: return location for a #GError, or %NULL
 *
 * Adds a section at the end; rows added next go into it.
 *
 * Returns: %FALSE, adding nothing, when the key is taken
 */
gboolean mf_form_add_section (MfForm *form, const char *key, const char *header, GError **error);

/**
 * mf_form_add_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @kind: the kind of row
 * @required: whether submitting needs a value (a switch: turned on)
 * @error: return location for a #GError, or %NULL
 *
 * Adds a row of @kind with the kind's defaults at the end of the last section.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_row (MfForm *form, const char *tag, const char *label, MfRowKind kind, gboolean required, GError **error);

/**
 * mf_form_add_entry_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @purpose: what the text is
 * @unit: (nullable): a unit shown after the text
 * @monetary: whether a currency sign shows before the text
 * @mask: (nullable): a mask such as "(###) ###-####" (# is a digit), or %NULL
 * @required: whether submitting needs a value
 * @error: return location for a #GError, or %NULL
 *
 * Adds a one-line text row with its options.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_entry_row (MfForm *form, const char *tag, const char *label, MfInputPurpose purpose,
                                const char *unit, gboolean monetary, const char *mask, gboolean required,
                                GError **error);

/**
 * mf_form_add_picker_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @choices: (array zero-terminated=1): the choices
 * @required: whether submitting needs a choice
 * @error: return location for a #GError, or %NULL
 *
 * Adds a row whose value is one of @choices.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_picker_row (MfForm *form, const char *tag, const char *label, const char * const *choices,
                                 gboolean required, GError **error);

/**
 * mf_form_add_date_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @mode: a day, a time or both
 * @minimum: (nullable): the earliest date, or %NULL
 * @maximum: (nullable): the latest date, or %NULL
 * @default_date: (nullable): the date the calendar opens on, or %NULL for today
 * @required: whether submitting needs a date
 * @error: return location for a #GError, or %NULL
 *
 * Adds a date row with its limits.
 *
 * Returns: %FALSE, adding nothing, when the tag is taken or @minimum is after @maximum
 */
gboolean mf_form_add_date_row (MfForm *form, const char *tag, const char *label, MfDateMode mode,
                               GDateTime *minimum, GDateTime *maximum, GDateTime *default_date,
                               gboolean required, GError **error);

/**
 * mf_form_get_text:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's value as text.
 *
 * Returns: (transfer full) (nullable): the row's value as text (a picker's choice,
 *   "true" or "false" for a switch, a date row's date as its field shows it in its mode:
 *   "2:30 PM" in time mode; a time row's "14:30"), or %NULL for an unknown tag
 */
char *mf_form_get_text (MfForm *form, const char *tag);

/**
 * mf_form_set_text:
 * @form: a form
 * @tag: the tag of an entry or area row
 * @text: the new value
 * @error: return location for a #GError, or %NULL
 *
 * Sets an entry or area row's text from code (not a user edit).
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no text
 */
gboolean mf_form_set_text (MfForm *form, const char *tag, const char *text, GError **error);

/**
 * mf_form_get_date:
 * @form: a form
 * @tag: a date row's tag
 *
 * Reads a date row's date. While the row shows typed text it cannot read (its error,
 * mf_form_get_error(), says so), this is the date it last took, which the user no longer
 * sees: mf_form_validate() and mf_form_view_submit() refuse the form until the text reads.
 *
 * Returns: (transfer full) (nullable): the row's date in local time, or %NULL when none
 *   is chosen or the row holds no date
 */
GDateTime *mf_form_get_date (MfForm *form, const char *tag);

/**
 * mf_form_set_date:
 * @form: a form
 * @tag: a date row's tag
 * @date: (nullable): the date, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets a date row's date from code; a date outside the row's limits is clamped to them.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no date
 */
gboolean mf_form_set_date (MfForm *form, const char *tag, GDateTime *date, GError **error);

/**
 * mf_form_get_active:
 * @form: a form
 * @tag: a switch row's tag
 *
 * Reads a switch row.
 *
 * Returns: whether the switch is on (%FALSE for a row that is no switch)
 */
gboolean mf_form_get_active (MfForm *form, const char *tag);

/**
 * mf_form_set_active:
 * @form: a form
 * @tag: a switch row's tag
 * @active: whether the switch is on
 * @error: return location for a #GError, or %NULL
 *
 * Turns a switch row on or off from code.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that is no switch
 */
gboolean mf_form_set_active (MfForm *form, const char *tag, gboolean active, GError **error);

/**
 * mf_form_get_choice:
 * @form: a form
 * @tag: a picker row's tag
 *
 * Reads a picker row's choice.
 *
 * Returns: the index of the chosen choice, or -1 when none is chosen or the row is no picker
 */
int mf_form_get_choice (MfForm *form, const char *tag);

/**
 * mf_form_set_choice:
 * @form: a form
 * @tag: a picker row's tag
 * @index: the index of a choice, or -1 for none
 * @error: return location for a #GError, or %NULL
 *
 * Chooses a picker row's choice from code.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag, a row that is no picker or an
 *   index out of range
 */
gboolean mf_form_set_choice (MfForm *form, const char *tag, int index, GError **error);

G_END_DECLS
