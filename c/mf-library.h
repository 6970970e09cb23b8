/* mf-library.h: the library: its version, set-up, error domain and light or dark style. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-enums.h"

G_BEGIN_DECLS

/**
 * MF_MAJOR_VERSION:
 *
 * The major version of the library this header belongs to (the "0" of its SONAME).
 */
#define MF_MAJOR_VERSION 0
/**
 * MF_MINOR_VERSION:
 *
 * The minor version of the library this header belongs to.
 */
#define MF_MINOR_VERSION 1

/**
 * MF_ERROR:
 *
 * The error domain of the library's #GError<!-- -->s.
 */
#define MF_ERROR (mf_error_quark ())

/**
 * mf_error_quark:
 *
 * The error domain of the library's errors.
 *
 * Returns: the quark #MF_ERROR names
 */
GQuark mf_error_quark (void);

/**
 * material_fields_init:
 * @error: return location for a #GError, or %NULL
 *
 * Registers every one of the library's types and installs the stylesheet, which then
 * follows the system's light or dark style. Optional: each type's `*_get_type()`
 * registers that type (with its parents and its properties' enums) and no other, and the
 * first widget made installs the stylesheet, including one a #GtkBuilder file makes.
 * Call it once GTK is initialized; calling it again does nothing more.
 *
 * Returns: %TRUE on success
 */
gboolean material_fields_init (GError **error);

/**
 * material_fields_set_color_scheme:
 * @scheme: the style to show
 *
 * Shows every field light or dark, or as the desktop asks.
 */
void material_fields_set_color_scheme (MfColorScheme scheme);

G_END_DECLS
