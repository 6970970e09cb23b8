/* mf-entry-field.h: MfEntryField, a one-line text field. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-field.h"

G_BEGIN_DECLS

#define MF_TYPE_ENTRY_FIELD (mf_entry_field_get_type ())
G_DECLARE_FINAL_TYPE (MfEntryField, mf_entry_field, MF, ENTRY_FIELD, MfField)

/**
 * MfEntryField:
 *
 * A one-line text field; a #GtkEditable. A handler of #MfEntryField::should-clear
 * returns whether its clear button may empty it.
 */

/**
 * MfEntryField::return-pressed:
 * @field: the field
 *
 * Return was pressed in the field.
 *
 * Returns: %TRUE when handled: focus stays; %FALSE lets it move to the next field
 */

/**
 * MfEntryField::should-clear:
 * @field: the field
 *
 * Asked before the clear button empties the field.
 *
 * Returns: %TRUE to let it, %FALSE to keep the text
 */

/**
 * mf_entry_field_new:
 * @label: (nullable): the label
 *
 * Makes a one-line text field.
 *
 * Returns: (transfer floating): a new entry field
 */
GtkWidget *mf_entry_field_new (const char *label);

G_END_DECLS
