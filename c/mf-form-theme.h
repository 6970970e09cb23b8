/* mf-form-theme.h: an MfForm's themes: colours, images and sizes by key. Include <material-fields.h>, not this file. */
#pragma once

#if !defined (MATERIAL_FIELDS_INSIDE) && !defined (MATERIAL_FIELDS_COMPILATION)
#error "Only <material-fields.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "mf-form.h"

G_BEGIN_DECLS

/*
 * A form has a theme, and a row may have its own, which wins over the form's. A theme
 * holds the fields' colour roles ("primary", "surface", "surface-container-highest",
 * "on-surface", "on-surface-variant", "outline", "error", "warning", "success") and the
 * app's own colours, images and sizes under keys of its choosing, for its own widgets.
 * Each function takes @tag: NULL for the form's theme, a row's tag for the row's (the
 * first change gives the row a theme of its own, copied from the form's). A theme whose
 * roles are the built-in ones follows the app's light or dark scheme; one with a role of
 * its own gives its fields its colours. An MfFormView shows each change at once, and
 * MfForm::theme-changed tells it, once per real change.
 */

/**
 * MfForm::theme-changed:
 * @form: the form
 * @tag: (nullable): the row whose own theme changed, or NULL for the form's
 *
 * A theme changed: an app's widget that shows a theme's colour, image or size reads it
 * again here.
 */

/**
 * mf_form_set_theme_color:
 * @form: a form
 * @tag: (nullable): a row's tag, or NULL for the form's theme
 * @key: a colour role's name, or a key of the app's
 * @color: (nullable): the colour; NULL removes the app's own colour under @key (a colour
 *   role always has one: NULL for a role is a critical)
 *
 * Sets a colour of the theme: a field colour role, or the app's own colour under @key.
 */
void mf_form_set_theme_color (MfForm *form, const char *tag, const char *key, const GdkRGBA *color);

/**
 * mf_form_get_theme_color:
 * @form: a form
 * @tag: (nullable): a row's tag (its own theme, else the form's), or NULL for the form's
 * @key: a colour role's name, or a key of the app's
 * @color: (out caller-allocates): where the colour goes
 *
 * Reads a colour of the theme in use for @tag: a field colour role, or the app's own
 * colour under @key.
 *
 * Returns: whether the theme has a colour under @key (a role always has one)
 */
gboolean mf_form_get_theme_color (MfForm *form, const char *tag, const char *key, GdkRGBA *color);

/**
 * mf_form_set_theme_image:
 * @form: a form
 * @tag: (nullable): a row's tag, or NULL for the form's theme
 * @key: a key of the app's
 * @image: (nullable): `resource:///` and a resource path, a file's path (it holds a
 *   `/`), or an icon name; NULL removes the image
 *
 * Sets the theme's image under @key, for the app's own widgets to show
 * (mf_form_get_theme_paintable()).
 */
void mf_form_set_theme_image (MfForm *form, const char *tag, const char *key, const char *image);

/**
 * mf_form_get_theme_paintable:
 * @form: a form
 * @tag: (nullable): a row's tag (its own theme, else the form's), or NULL for the form's
 * @key: a key of the app's
 * @size: the size an icon is drawn at, in pixels (a picture keeps its own)
 *
 * The theme's image under @key, loaded: put it in a #GtkPicture. An image that cannot be
 * read is a warning, not a critical: the app could not help it.
 *
 * Returns: (transfer full) (nullable): the image, or NULL when the theme has none under
 *   @key or it cannot be read
 */
GdkPaintable *mf_form_get_theme_paintable (MfForm *form, const char *tag, const char *key, int size);

/**
 * mf_form_set_theme_size:
 * @form: a form
 * @tag: (nullable): a row's tag, or NULL for the form's theme
 * @key: a key of the app's
 * @size: the size, in the app's own unit (pixels, say); NAN removes it (an infinity is a
 *   critical)
 *
 * Sets the theme's size under @key.
 */
void mf_form_set_theme_size (MfForm *form, const char *tag, const char *key, double size);

/**
 * mf_form_get_theme_size:
 * @form: a form
 * @tag: (nullable): a row's tag (its own theme, else the form's), or NULL for the form's
 * @key: a key of the app's
 * @size: (out): where the size goes
 *
 * Reads the app's own size under @key in the theme in use for @tag.
 *
 * Returns: whether the theme has a size under @key
 */
gboolean mf_form_get_theme_size (MfForm *form, const char *tag, const char *key, double *size);

/**
 * mf_form_clear_theme:
 * @form: a form
 * @tag: (nullable): a row's tag, or NULL for the form
 *
 * Gives a row back the form's theme, or the form the built-in one, which follows the
 * app's scheme.
 */
void mf_form_clear_theme (MfForm *form, const char *tag);

G_END_DECLS
