/* mf-time-field.h: MfTimeField, a time typed part by part. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

#define MF_TYPE_TIME_FIELD (mf_time_field_get_type ())
G_DECLARE_FINAL_TYPE (MfTimeField, mf_time_field, MF, TIME_FIELD, MfField)

/**
 * MfTimeField:
 *
 * A time of day typed part by part: the hour, the minute and, where the locale uses a
 * 12-hour clock, AM or PM, in the locale's order. Digits fill the segment with the
 * keyboard and move on when no further digit could follow; Up and Down step it; Left and
 * Right move between segments; Backspace takes back. The field is one Tab stop, and a
 * screen reader reads each segment as a spin button ("hour, 9"). A time with a segment
 * missing is an error when the field is left.
 */

/**
 * MfTimeField::time-changed:
 * @field: the field
 *
 * The user changed a segment; read the time with mf_time_field_get_time() (FALSE while a
 * segment is empty).
 */

/**
 * mf_time_field_new:
 * @label: (nullable): the label
 *
 * Makes an empty time field.
 *
 * Returns: (transfer floating): a new time field
 */
GtkWidget *mf_time_field_new (const char *label);

/**
 * mf_time_field_get_time:
 * @field: a time field
 * @hour: (out) (optional): the hour, 0 to 23, or -1
 * @minute: (out) (optional): the minute, 0 to 59, or -1
 *
 * Reads the time.
 *
 * Returns: %FALSE, with -1 for both, while a segment is empty
 */
gboolean mf_time_field_get_time (MfTimeField *field, int *hour, int *minute);

/**
 * mf_time_field_set_time:
 * @field: a time field
 * @hour: the hour, 0 to 23, or -1 to empty the field
 * @minute: the minute, 0 to 59
 *
 * Sets the time from code. An hour or minute out of range is a programming error (a
 * critical) and changes nothing.
 */
void mf_time_field_set_time (MfTimeField *field, int hour, int minute);

G_END_DECLS
