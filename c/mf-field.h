/* mf-field.h: MfField, what every field shares. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-enums.h"

G_BEGIN_DECLS

#define MF_TYPE_FIELD (mf_field_get_type ())
G_DECLARE_DERIVABLE_TYPE (MfField, mf_field, MF, FIELD, GtkWidget)

/**
 * MfFieldClass:
 * @parent_class: the parent class
 *
 * The class of every field. Its instances are made through the subclasses.
 */
struct _MfFieldClass
{
  GtkWidgetClass parent_class;
};

/**
 * MfField:
 *
 * What every field shares: a floating label, helper and error text, and the inactive,
 * active and error states.
 *
 * A handler of #MfField::should-begin-editing or #MfField::should-end-editing returns
 * whether focus may come into, or leave, the field.
 */

/**
 * MfField::began-editing:
 * @field: the field
 *
 * Focus came into the field: it is active.
 */

/**
 * MfField::ended-editing:
 * @field: the field
 *
 * Focus left the field.
 */

/**
 * MfField::should-begin-editing:
 * @field: the field
 *
 * Asked before focus comes into the field (a click, Tab, a mnemonic).
 *
 * Returns: %TRUE to let it in, %FALSE to keep it out
 */

/**
 * MfField::should-end-editing:
 * @field: the field
 *
 * Asked before focus leaves the field.
 *
 * Returns: %TRUE to let it go, %FALSE to keep it in the field
 */

/**
 * mf_field_set_error:
 * @field: a field
 * @text: (nullable): the error text, or %NULL for the error state with no text
 *
 * Shows @text as the field's error, in the error colour, with the field's shake when
 * "shakes" is set. %NULL means what Swift's nil means to `setError(withText:)`: the
 * field enters the error state (its underline and label in the error colour) with no
 * text below it. mf_field_remove_error_ui() removes the error.
 */
void mf_field_set_error (MfField *field, const char *text);

/**
 * mf_field_remove_error_ui:
 * @field: a field
 *
 * Removes the error and its text.
 */
void mf_field_remove_error_ui (MfField *field);

G_END_DECLS
