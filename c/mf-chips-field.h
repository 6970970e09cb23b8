/* mf-chips-field.h: MfChipsField, a field of chips (tags). Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-suggestion-field.h"

G_BEGIN_DECLS

#define MF_TYPE_CHIPS_FIELD (mf_chips_field_get_type ())
G_DECLARE_FINAL_TYPE (MfChipsField, mf_chips_field, MF, CHIPS_FIELD, MfSuggestionField)

/**
 * MfChipsField:
 *
 * A field of chips (tags). Return or a comma (also the user's language's: `，`, `、`, `،`, `፣`)
 * turns the text into chips, shown in wrapping lines below the field; a part that is
 * already a chip, or one too many, stays in the text with the reason as the field's
 * error, so nothing typed is lost. Backspace in the empty text removes the last chip.
 * Each chip is a button after the text in the Tab order, read by a screen reader as
 * "Remove …": Delete, Backspace, Space or a click removes it. It suggests as a
 * #MfSuggestionField does (mf_suggestion_field_set_suggestions()), never a chip already
 * added; a suggestion chosen is one chip, commas and all ("Washington, D.C.").
 *
 * The chips are the `chips` property (a string array, notified when they change by the
 * user or by code); `maximum-count` is the most it takes (0 for no limit). The text being
 * typed is #GtkEditable's.
 */

/**
 * mf_chips_field_new:
 * @label: (nullable): the label
 * @maximum_count: the most chips the field takes, 0 for no limit
 *
 * Makes an empty chips field.
 *
 * Returns: (transfer floating): a new chips field
 */
GtkWidget *mf_chips_field_new (const char *label, guint maximum_count);

/**
 * mf_chips_field_get_chips:
 * @field: a chips field
 *
 * Reads the chips; the `chips` property holds the same.
 *
 * Returns: (transfer full) (array zero-terminated=1): the chips, in the order added; free
 *   with g_strfreev()
 */
char **mf_chips_field_get_chips (MfChipsField *field);

/**
 * mf_chips_field_set_chips:
 * @field: a chips field
 * @chips: (nullable) (array zero-terminated=1): the new chips
 *
 * Replaces the chips. Blank ones, repeats (case aside) and those past the maximum are
 * left out.
 */
void mf_chips_field_set_chips (MfChipsField *field, const char * const *chips);

G_END_DECLS
