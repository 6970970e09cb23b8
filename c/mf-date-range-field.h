/* mf-date-range-field.h: MfDateRangeField, a start and an end day. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

#define MF_TYPE_DATE_RANGE_FIELD (mf_date_range_field_get_type ())
G_DECLARE_FINAL_TYPE (MfDateRangeField, mf_date_range_field, MF, DATE_RANGE_FIELD, MfField)

/**
 * MfDateRangeField:
 *
 * A field holding a span of days, typed ("03/02/2027 – 03/09/2027", as the desktop's
 * region writes dates) or chosen in one calendar: the first day chosen is the start,
 * the next the end (a day before the start becomes the new start, so the end never
 * precedes it), which closes the calendar. Days
 * outside the limits, unavailable days (mf_date_range_field_set_unavailable_func()) and
 * days beyond `maximum-days` from the start cannot be chosen, and a screen reader is told
 * why. A screen reader reads the range as a sentence ("From Tuesday, March 2, 2027 to
 * Tuesday, March 9, 2027, 8 days"). A #GtkEditable.
 */

/**
 * MfDateRangeField::range-changed:
 * @field: the field
 *
 * The range changed, by the user or from code; read it with mf_date_range_field_get_range().
 */

/**
 * MfDateRangeField::start-chosen:
 * @field: the field
 *
 * The user chose the first day in the calendar; the end is next.
 */

/**
 * MfDateRangeField::did-end:
 * @field: the field
 *
 * The calendar closed with a range chosen, or with Done.
 */

/**
 * MfDateRangeField::cleared:
 * @field: the field
 *
 * The user cleared the range.
 */

/**
 * MfDayFunc:
 * @day: a day, at noon in local time
 * @user_data: the data given with the function
 *
 * Says something of a day.
 *
 * Returns: %TRUE when it holds for @day
 */
typedef gboolean (*MfDayFunc) (GDateTime *day, gpointer user_data);

/**
 * mf_date_range_field_new:
 * @label: (nullable): the label
 * @maximum_days: the most days a range covers, both ends counted; 0 for no limit
 *
 * Makes an empty date range field.
 *
 * Returns: (transfer floating): a new date range field
 */
GtkWidget *mf_date_range_field_new (const char *label, guint maximum_days);

/**
 * mf_date_range_field_get_range:
 * @field: a date range field
 * @start: (out) (optional) (nullable) (transfer full): the first day, at noon in local time
 * @end: (out) (optional) (nullable) (transfer full): the last day, at noon in local time
 *
 * Reads the range.
 *
 * Returns: %FALSE, with both days %NULL, when the field is empty
 */
gboolean mf_date_range_field_get_range (MfDateRangeField *field, GDateTime **start, GDateTime **end);

/**
 * mf_date_range_field_set_range:
 * @field: a date range field
 * @start: (nullable): the first day, or %NULL with @end %NULL to empty the field
 * @end: (nullable): the last day
 * @error: return location for a #GError, or %NULL
 *
 * Sets the range from code, its days kept within the limits. One day %NULL and the other
 * not is a programming error (a critical).
 *
 * Returns: %FALSE, changing nothing, when @end is before @start (%MF_ERROR_INVALID_RANGE)
 */
gboolean mf_date_range_field_set_range (MfDateRangeField *field, GDateTime *start, GDateTime *end, GError **error);

/**
 * mf_date_range_field_set_limits:
 * @field: a date range field
 * @minimum: (nullable): the earliest day, or %NULL for none
 * @maximum: (nullable): the latest day, or %NULL for none
 * @error: return location for a #GError, or %NULL
 *
 * Sets the earliest and latest days that may be chosen; a range reaching past them is
 * cut to fit.
 *
 * Returns: %FALSE, changing nothing, when @minimum is after @maximum
 *   (%MF_ERROR_INVALID_DATE_LIMITS)
 */
gboolean mf_date_range_field_set_limits (MfDateRangeField *field, GDateTime *minimum, GDateTime *maximum, GError **error);

/**
 * mf_date_range_field_set_unavailable_func:
 * @field: a date range field
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): returns %TRUE
 *   for days that cannot start or end a range (a range may pass over them); %NULL makes
 *   every day available
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the field lets @func go
 *
 * Makes some days unavailable (booked, closed).
 */
void mf_date_range_field_set_unavailable_func (MfDateRangeField *field, MfDayFunc func, gpointer user_data,
                                               GDestroyNotify destroy);

/**
 * mf_date_range_field_open:
 * @field: a date range field
 *
 * Opens the calendar, as a click on the field's button would.
 *
 * Returns: whether it opened (not when disabled, or refused by a handler)
 */
gboolean mf_date_range_field_open (MfDateRangeField *field);

/**
 * mf_date_range_field_done:
 * @field: a date range field
 *
 * Closes the calendar as its Done button does: a start chosen alone becomes a one-day range.
 */
void mf_date_range_field_done (MfDateRangeField *field);

G_END_DECLS
