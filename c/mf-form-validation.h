/* mf-form-validation.h: MfForm's rules, checks, errors and history. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-form.h"

G_BEGIN_DECLS

/**
 * mf_form_add_rule:
 * @form: a form
 * @tag: a row's tag
 * @rule: the rule
 * @error: return location for a #GError, or %NULL
 *
 * Adds @rule to the row's rules, checked in the order added.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_rule (MfForm *form, const char *tag, MfRule rule, GError **error);

/**
 * mf_form_add_length_rule:
 * @form: a form
 * @tag: a row's tag
 * @minimum: the fewest characters, 0 for no minimum
 * @maximum: the most characters, -1 for no maximum
 * @error: return location for a #GError, or %NULL
 *
 * Adds a rule on the number of characters.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_length_rule (MfForm *form, const char *tag, int minimum, int maximum, GError **error);

/**
 * mf_form_add_number_rule:
 * @form: a form
 * @tag: a row's tag
 * @minimum: the smallest number allowed
 * @maximum: the largest number allowed
 * @error: return location for a #GError, or %NULL
 *
 * The row's number, or its text read as the desktop's region writes numbers
 * (`12,5` and `1.234,5` in German, `1,234.5` in English), must be from @minimum to
 * @maximum; text that is no number there fails (`1.5` or `1234.5` in German, `+5`),
 * its message an example within the range ("Enter a number like 50,5") where a
 * number out of range reads "Enter a number from 0 to 100", and an empty row passes
 * (mf_form_add_row()'s @required refuses it).
 *
 * Returns: %FALSE, adding nothing, for an unknown tag or @minimum above @maximum
 */
gboolean mf_form_add_number_rule (MfForm *form, const char *tag, double minimum, double maximum, GError **error);

/**
 * mf_form_add_pattern_rule:
 * @form: a form
 * @tag: a row's tag
 * @pattern: a regular expression, in #GRegex's syntax (PCRE), the whole text must match
 * @message: (nullable): the error shown when it does not, or %NULL for a general one
 * @error: return location for a #GError, or %NULL
 *
 * Adds a rule that the text matches @pattern.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag or a pattern that does not compile
 */
gboolean mf_form_add_pattern_rule (MfForm *form, const char *tag, const char *pattern, const char *message,
                                   GError **error);

/**
 * mf_form_add_check:
 * @form: a form
 * @tag: a row's tag
 * @message: the message shown when the check fails
 * @severity: an error, or only a warning
 * @check: (scope notified) (closure user_data) (destroy destroy): the check
 * @user_data: data for @check
 * @destroy: (nullable): frees @user_data when the form is freed
 *
 * Adds a check of the app's to the row's rules.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_check (MfForm *form, const char *tag, const char *message, MfSeverity severity,
                            MfRowCheck check, gpointer user_data, GDestroyNotify destroy);

/**
 * mf_form_add_match_rule:
 * @form: a form
 * @tag: the row that must match (a password confirmation, say)
 * @other_tag: the row it must equal
 * @message: (nullable): the error shown on @tag, or %NULL for "The values do not match"
 * @error: return location for a #GError, or %NULL
 *
 * A rule across two rows, checked again whenever either changes.
 *
 * Returns: %FALSE, adding nothing, for an unknown tag
 */
gboolean mf_form_add_match_rule (MfForm *form, const char *tag, const char *other_tag, const char *message,
                                 GError **error);

/**
 * mf_form_set_server_error:
 * @form: a form
 * @tag: a row's tag
 * @message: the error a server gave for the row
 * @error: return location for a #GError, or %NULL
 *
 * Shows @message as the row's error until the user edits the row (or the form is reset).
 *
 * Returns: %FALSE, changing nothing, for an unknown tag
 */
gboolean mf_form_set_server_error (MfForm *form, const char *tag, const char *message, GError **error);

/**
 * mf_form_set_check_result:
 * @form: a form
 * @tag: a text row's tag
 * @checked_text: the text the check was asked about
 * @message: (nullable): the failure to show, or %NULL when the text passed
 * @error: return location for a #GError, or %NULL
 *
 * Records the answer of a check the application ran itself, asynchronously (a server asked
 * whether a user name is free, say). The failure shows as the row's error once the row's own
 * rules pass, and mf_form_validate() counts it. An answer about a text the row no longer holds
 * is stale: it is dropped, so answers that come back out of order never overwrite a newer
 * one, and a "taken" answer never shows under a name typed since.
 *
 * Returns: %TRUE when the answer was recorded; %FALSE when it was stale (@error is not set),
 *   or for an unknown tag or a row that holds no text (@error is set)
 */
gboolean mf_form_set_check_result (MfForm *form, const char *tag, const char *checked_text, const char *message,
                                   GError **error);

/**
 * mf_form_validate:
 * @form: a form
 *
 * Checks every row and shows each error under its field (warnings too). A number row's
 * text counts as the user left it, even while focus is still in it: its `1,5` on a US
 * desktop (on its way to `1,500`) or `40` for 1 to 12 fails with the error the field
 * shows when focus leaves, its text kept as typed; a date or range row's typed text is
 * read as when focus leaves (and laid out as the field shows dates), so a Ctrl+S with
 * focus in it never saves the date from before it; a date or time typed part by part
 * counts as its segments show it (a year's `27` is 2027; a segment left empty fails with
 * "Enter every part of the date", or of the time). (So a Save button kept in step by validating at each
 * change would show those errors, and lay out that date, while the user types.)
 *
 * Returns: whether no row has an error
 */
gboolean mf_form_validate (MfForm *form);

/**
 * mf_form_reset:
 * @form: a form
 *
 * Puts every row back to its saved value and clears the errors.
 */
void mf_form_reset (MfForm *form);

/**
 * mf_form_mark_saved:
 * @form: a form
 *
 * Takes the current values as the saved ones: the form is no longer dirty.
 */
void mf_form_mark_saved (MfForm *form);

/**
 * mf_form_get_dirty:
 * @form: a form
 *
 * Reads whether the form holds unsaved changes.
 *
 * Returns: whether any value differs from its saved one (the "dirty" property)
 */
gboolean mf_form_get_dirty (MfForm *form);

/**
 * mf_form_is_touched:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads whether the user has visited a row.
 *
 * Returns: whether the user has left the row at least once
 */
gboolean mf_form_is_touched (MfForm *form, const char *tag);

/**
 * mf_form_get_error:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's error.
 *
 * Returns: (transfer full) (nullable): the row's error, or %NULL when it has none
 */
char *mf_form_get_error (MfForm *form, const char *tag);

/**
 * mf_form_get_warning:
 * @form: a form
 * @tag: a row's tag
 *
 * Reads a row's warning: the message of a failing %MF_SEVERITY_WARNING check, shown under
 * the row while it has no error.
 *
 * Returns: (transfer full) (nullable): the row's warning, or %NULL when it has none
 */
char *mf_form_get_warning (MfForm *form, const char *tag);

G_END_DECLS
