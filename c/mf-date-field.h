/* mf-date-field.h: MfDateField, a date or time field. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

#define MF_TYPE_DATE_FIELD (mf_date_field_get_type ())
G_DECLARE_FINAL_TYPE (MfDateField, mf_date_field, MF, DATE_FIELD, MfField)

/**
 * MfDateField:
 *
 * A field holding a date (or time) chosen in a calendar or typed; a #GtkEditable.
 */

/**
 * MfDateField::date-changed:
 * @field: the field
 *
 * The user chose or typed another date; read it with mf_date_field_get_date().
 */

/**
 * MfDateField::did-end:
 * @field: the field
 *
 * The calendar closed.
 */

/**
 * MfDateField::cleared:
 * @field: the field
 *
 * The user cleared the date.
 */

/**
 * mf_date_field_new:
 * @label: (nullable): the label
 *
 * Makes a date field (set its "mode" for a time).
 *
 * Returns: (transfer floating): a new date field
 */
GtkWidget *mf_date_field_new (const char *label);

/**
 * mf_date_field_get_date:
 * @field: a date field
 *
 * Reads the chosen date. While the field shows typed text it cannot read (with
 * #MfField:has-error set and an error that says so), this is the date it last took.
 *
 * Returns: (transfer full) (nullable): the chosen date in local time, or %NULL
 */
GDateTime *mf_date_field_get_date (MfDateField *field);

/**
 * mf_date_field_set_date:
 * @field: a date field
 * @date: the date to choose
 *
 * Chooses @date as the user would.
 *
 * Returns: %FALSE, choosing nothing, when @date is outside the limits
 */
gboolean mf_date_field_set_date (MfDateField *field, GDateTime *date);

/**
 * mf_date_field_set_limits:
 * @field: a date field
 * @minimum: (nullable): the earliest date, or %NULL for none
 * @maximum: (nullable): the latest date, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets the earliest and latest dates the field accepts.
 *
 * Returns: %FALSE, changing nothing, when @minimum is after @maximum
 */
gboolean mf_date_field_set_limits (MfDateField *field, GDateTime *minimum, GDateTime *maximum, GError **error);

/**
 * mf_date_field_open:
 * @field: a date field
 *
 * Opens the calendar, as a click on the field's button would.
 *
 * Returns: whether it opened (not when disabled, or refused by a handler)
 */
gboolean mf_date_field_open (MfDateField *field);

/**
 * mf_date_field_done:
 * @field: a date field
 *
 * Closes the calendar, keeping the day shown, as its Done button does.
 */
void mf_date_field_done (MfDateField *field);

G_END_DECLS
