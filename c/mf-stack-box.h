/* mf-stack-box.h: MfStackBox, a flex-box-like container, and its layout. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-enums.h"

G_BEGIN_DECLS

#define MF_TYPE_STACK_BOX (mf_stack_box_get_type ())
G_DECLARE_FINAL_TYPE (MfStackBox, mf_stack_box, MF, STACK_BOX, GtkWidget)

/**
 * MfStackBox:
 *
 * A container that lays children out like a flex box, with the seed StackViews'
 * justify, align, spacing, insets and per-child sizes (the "width", "height",
 * "proportional-width", "proportional-height" and "alignment" properties of its
 * #MfStackLayoutChild<!-- -->ren).
 */

#define MF_TYPE_STACK_LAYOUT (mf_stack_layout_get_type ())
G_DECLARE_FINAL_TYPE (MfStackLayout, mf_stack_layout, MF, STACK_LAYOUT, GtkLayoutManager)

/**
 * MfStackLayout:
 *
 * The layout manager of an #MfStackBox.
 */

#define MF_TYPE_STACK_LAYOUT_CHILD (mf_stack_layout_child_get_type ())
G_DECLARE_FINAL_TYPE (MfStackLayoutChild, mf_stack_layout_child, MF, STACK_LAYOUT_CHILD, GtkLayoutChild)

/**
 * MfStackLayoutChild:
 *
 * A child's constraints in an #MfStackBox: get it with gtk_layout_manager_get_layout_child().
 */

/**
 * mf_stack_box_new:
 *
 * Makes a stack box.
 *
 * Returns: (transfer floating): a new, vertical stack box
 */
GtkWidget *mf_stack_box_new (void);

/**
 * mf_stack_box_append:
 * @box: a stack box
 * @child: a widget without a parent
 *
 * Appends @child; its constraints are the properties of its layout child.
 */
void mf_stack_box_append (MfStackBox *box, GtkWidget *child);

G_END_DECLS
