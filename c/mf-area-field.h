/* mf-area-field.h: MfAreaField, a multi-line text field. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

#define MF_TYPE_AREA_FIELD (mf_area_field_get_type ())
G_DECLARE_FINAL_TYPE (MfAreaField, mf_area_field, MF, AREA_FIELD, MfField)

/**
 * MfAreaField:
 *
 * A multi-line text field that grows with its text up to "maximum-lines".
 */

/**
 * MfAreaField::should-change:
 * @field: the field
 * @start: the first character the edit replaces
 * @end: the character after the last one it replaces
 * @text: the text it puts there ("" for a deletion)
 *
 * Asked before a user's edit (typing, pasting, deleting) changes the text; text set
 * from code is not asked about.
 *
 * Returns: %TRUE to let the edit happen, %FALSE to refuse it
 */

/**
 * mf_area_field_new:
 * @label: (nullable): the label
 *
 * Makes a multi-line text field.
 *
 * Returns: (transfer floating): a new area field
 */
GtkWidget *mf_area_field_new (const char *label);

G_END_DECLS
