/* contracts-themes.c: a form's themes from C: roles and the app's keys (see contracts.c). */
#include "contracts.h"

static void
count_theme_change (MfForm *form, const char *tag, gpointer user_data)
{
  GString *told = user_data;
  g_string_append_printf (told, "%s;", tag != NULL ? tag : "(form)");
}

void
check_form_themes (void)
{
  MfForm *form = mf_form_new ();
  GtkWidget *view = NULL;
  GdkRGBA teal, red, read;
  double margin = 0;
  g_autoptr (GString) told = g_string_new ("");

  gdk_rgba_parse (&teal, "#00658e");
  gdk_rgba_parse (&red, "#b3261e");
  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_row (form, "email", "E-mail", MF_ROW_KIND_ENTRY, TRUE, NULL);
  view = g_object_ref_sink (mf_form_view_new (form));
  g_signal_connect (form, "theme-changed", G_CALLBACK (count_theme_change), told);

  mf_form_set_theme_color (form, NULL, "primary", &teal);
  expect (mf_form_get_theme_color (form, NULL, "primary", &read) && gdk_rgba_equal (&read, &teal),
          "15. a role set on the form's theme reads back");
  expect (mf_form_get_theme_color (form, "name", "primary", &read) && gdk_rgba_equal (&read, &teal),
          "15. and is its rows' own");
  mf_form_set_theme_color (form, NULL, "heading", &red);
  expect (mf_form_get_theme_color (form, NULL, "heading", &read) && gdk_rgba_equal (&read, &red),
          "15. so is a colour under the app's own key");
  expect (!mf_form_get_theme_color (form, NULL, "footer", &read), "15. a key the theme lacks is FALSE");
  mf_form_set_theme_size (form, NULL, "card-margin", 24);
  expect (mf_form_get_theme_size (form, NULL, "card-margin", &margin) && margin == 24, "15. a size by key");

  mf_form_set_theme_color (form, "email", "heading", &teal);
  expect (mf_form_get_theme_color (form, "email", "heading", &read) && gdk_rgba_equal (&read, &teal),
          "15. a row's own theme wins");
  expect (mf_form_get_theme_color (form, "email", "primary", &read) && gdk_rgba_equal (&read, &teal),
          "15. made from the form's");
  expect (mf_form_get_theme_color (form, NULL, "heading", &read) && gdk_rgba_equal (&read, &red),
          "15. and leaves the form's as it was");
  mf_form_set_theme_color (form, "email", "heading", &teal);
  expect (g_strcmp0 (told->str, "(form);(form);(form);email;") == 0, "15. each real change told once, by whose theme");

  mf_form_set_theme_image (form, NULL, "emblem", "image-missing");
  {
    g_autoptr (GdkPaintable) emblem = mf_form_get_theme_paintable (form, NULL, "emblem", 32);
    expect (GDK_IS_PAINTABLE (emblem), "15. an icon name gives a paintable to show");
  }
  mf_form_set_theme_image (form, NULL, "background", "resource:///org/example/none.png");
  expect (mf_form_get_theme_paintable (form, NULL, "background", 32) == NULL,
          "15. a resource that is not there is NULL (a warning), not GTK's abort");

  mf_form_clear_theme (form, "email");
  expect (mf_form_get_theme_color (form, "email", "heading", &read) && gdk_rgba_equal (&read, &red),
          "15. clearing a row's theme gives it the form's back");
  mf_form_set_theme_color (form, "fax", "primary", &teal);
  expect (one_critical ("tag names a row of the form"), "15. a tag the form lacks is a critical");
  mf_form_set_theme_color (NULL, NULL, "primary", &teal);
  expect (one_critical ("MF_IS_FORM (form)"), "15. a NULL form is a critical");
  mf_form_set_theme_color (form, NULL, NULL, &teal);
  expect (one_critical ("key != NULL"), "15. a NULL key is a critical");
  mf_form_set_theme_size (form, NULL, "card-margin", 12);
  mf_form_set_theme_size (form, NULL, "card-margin", NAN);
  expect (!mf_form_get_theme_size (form, NULL, "card-margin", &margin), "15. NAN removes a size, as Swift's nil");
  mf_form_set_theme_size (form, NULL, "card-margin", INFINITY);
  expect (one_critical ("isfinite (size)"), "15. an infinite size is a critical");
  mf_form_set_theme_color (form, NULL, "heading", &red);
  mf_form_set_theme_color (form, NULL, "heading", NULL);
  expect (!mf_form_get_theme_color (form, NULL, "heading", &read), "15. NULL removes the app's colour, as Swift's nil");
  mf_form_set_theme_color (form, NULL, "primary", NULL);
  expect (one_critical ("a colour role always has one"), "15. NULL for a colour role is a critical");
  expect (mf_form_get_theme_color (form, NULL, "primary", &read), "15. and the role keeps its colour");

  g_object_unref (view);
  g_object_unref (form);
}
