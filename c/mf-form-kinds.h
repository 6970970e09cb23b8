/* mf-form-kinds.h: MfForm's suggestion, number, time, date range and chips rows. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-form.h"

G_BEGIN_DECLS

/**
 * mf_form_add_number_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @minimum: the smallest number allowed, or -G_MAXDOUBLE for none
 * @maximum: the largest number allowed, or G_MAXDOUBLE for none
 * @step: how much an arrow key changes the number (1 when 0 or less)
 * @fraction_digits: the digits after the decimal separator, or -1 for the locale's
 * @required: whether submitting needs a number
 * @error: return location for a #GError, or %NULL
 *
 * Adds a number row: an #MfNumberField writing numbers as the user's locale does, grouped
 * as typed; text that is no number is an error at once, and a number out of range once
 * focus leaves (a number set with mf_form_set_number() is brought into range). With
 * @fraction_digits 0 it takes whole numbers only (a count of guests). Read and set it with mf_form_get_number() and
 * mf_form_set_number().
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_number_row (MfForm *form, const char *tag, const char *label, double minimum, double maximum,
                                 double step, int fraction_digits, gboolean required, GError **error);

/**
 * mf_form_get_number:
 * @form: a form
 * @tag: a number row's tag
 * @number: (out) (optional): where the number goes
 *
 * Reads a number row's number. A row takes at most 15 significant digits, as many as a
 * double keeps exactly: with more typed it holds no number, and its error says so.
 *
 * Returns: %TRUE with @number set, or %FALSE when the row is empty or holds no number
 */
gboolean mf_form_get_number (MfForm *form, const char *tag, double *number);

/**
 * mf_form_set_number:
 * @form: a form
 * @tag: a number row's tag
 * @number: the number; NAN empties the row
 * @error: return location for a #GError, or %NULL
 *
 * Sets a number row's number from code, brought into the row's range and rounded to its
 * fraction digits.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag, a row that holds no number, or a
 *   number the field cannot show (infinity, or more than 38 digits with its fraction
 *   digits, such as 1e300)
 */
gboolean mf_form_set_number (MfForm *form, const char *tag, double number, GError **error);

/**
 * mf_form_add_suggestion_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @suggestions: (array zero-terminated=1): what the field suggests as the user types
 * @required: whether submitting needs text
 * @error: return location for a #GError, or %NULL
 *
 * Adds a text row that suggests from @suggestions as the user types (an
 * #MfSuggestionField); its value is the text typed or chosen, read with mf_form_get_text().
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_suggestion_row (MfForm *form, const char *tag, const char *label, const char * const *suggestions,
                                     gboolean required, GError **error);

/**
 * mf_form_add_time_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @required: whether submitting needs a whole time
 * @error: return location for a #GError, or %NULL
 *
 * Adds a time row: an #MfTimeField typed segment by segment on the locale's clock. Read
 * and set it with mf_form_get_time() and mf_form_set_time().
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_time_row (MfForm *form, const char *tag, const char *label, gboolean required, GError **error);

/**
 * mf_form_get_time:
 * @form: a form
 * @tag: a time row's tag
 * @hour: (out) (optional): where the hour (0 to 23) goes
 * @minute: (out) (optional): where the minute goes
 *
 * Reads a time row's time.
 *
 * Returns: %TRUE with @hour and @minute set, or %FALSE (and -1 in both) while any segment
 *   is empty or the row holds no time
 */
gboolean mf_form_get_time (MfForm *form, const char *tag, int *hour, int *minute);

/**
 * mf_form_set_time:
 * @form: a form
 * @tag: a time row's tag
 * @hour: the hour, 0 to 23; -1 empties the row
 * @minute: the minute, 0 to 59
 * @error: return location for a #GError, or %NULL
 *
 * Sets a time row's time from code.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag, a row that holds no time, or a
 *   time that is not on the clock (%MF_ERROR_INVALID_FORM)
 */
gboolean mf_form_set_time (MfForm *form, const char *tag, int hour, int minute, GError **error);

/**
 * mf_form_add_date_range_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @minimum: (nullable): the earliest day, or %NULL
 * @maximum: (nullable): the latest day, or %NULL
 * @maximum_nights: the most nights a range covers (a hotel's count), or -1 for no limit
 * @required: whether submitting needs a range
 * @error: return location for a #GError, or %NULL
 *
 * Adds a date range row: an #MfDateRangeField with its calendar. Read and set it with
 * mf_form_get_date_range() and mf_form_set_date_range().
 *
 * Returns: %FALSE, adding nothing, when the tag is taken or @minimum is after @maximum
 *   (%MF_ERROR_INVALID_DATE_LIMITS)
 */
gboolean mf_form_add_date_range_row (MfForm *form, const char *tag, const char *label, GDateTime *minimum,
                                     GDateTime *maximum, int maximum_nights, gboolean required, GError **error);

/**
 * mf_form_get_date_range:
 * @form: a form
 * @tag: a date range row's tag
 * @start: (out) (optional) (transfer full) (nullable): where the first day goes
 * @end: (out) (optional) (transfer full) (nullable): where the last day goes
 *
 * Reads a date range row's range, its days at noon in local time.
 *
 * Returns: %TRUE with @start and @end set, or %FALSE (and %NULL days) when the row is
 *   empty or holds no range
 */
gboolean mf_form_get_date_range (MfForm *form, const char *tag, GDateTime **start, GDateTime **end);

/**
 * mf_form_set_date_range:
 * @form: a form
 * @tag: a date range row's tag
 * @start: (nullable): the first day, or %NULL (with @end %NULL) to empty the row
 * @end: (nullable): the last day
 * @error: return location for a #GError, or %NULL
 *
 * Sets a date range row's range from code, its days kept within the row's limits.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag, a row that holds no range, one day
 *   given without the other (%MF_ERROR_INVALID_FORM) or an end before the start
 *   (%MF_ERROR_INVALID_RANGE)
 */
gboolean mf_form_set_date_range (MfForm *form, const char *tag, GDateTime *start, GDateTime *end, GError **error);

/**
 * mf_form_add_chips_row:
 * @form: a form
 * @tag: the row's tag, unique in the form
 * @label: the field's label
 * @maximum_count: the most chips the row takes, 0 for no limit
 * @required: whether submitting needs a chip
 * @error: return location for a #GError, or %NULL
 *
 * Adds a chips row: an #MfChipsField whose text becomes a chip at Return or a comma. Read
 * and set it with mf_form_get_chips() and mf_form_set_chips().
 *
 * Returns: %FALSE, adding nothing, when the tag is taken
 */
gboolean mf_form_add_chips_row (MfForm *form, const char *tag, const char *label, guint maximum_count, gboolean required,
                                GError **error);

/**
 * mf_form_get_chips:
 * @form: a form
 * @tag: a chips row's tag
 *
 * Reads a chips row's chips.
 *
 * Returns: (transfer full) (array zero-terminated=1) (nullable): the chips in the order
 *   added (an empty array for none), or %NULL for a row that holds no chips; free with
 *   g_strfreev()
 */
char **mf_form_get_chips (MfForm *form, const char *tag);

/**
 * mf_form_set_chips:
 * @form: a form
 * @tag: a chips row's tag
 * @chips: (array zero-terminated=1) (nullable): the chips, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets a chips row's chips from code, with the checks the user's chips pass: blank,
 * repeated and surplus chips are left out.
 *
 * Returns: %FALSE, changing nothing, for an unknown tag or a row that holds no chips
 */
gboolean mf_form_set_chips (MfForm *form, const char *tag, const char * const *chips, GError **error);

G_END_DECLS
