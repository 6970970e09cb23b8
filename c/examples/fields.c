/* The four MaterialFields fields from C.
 *
 *   cc fields.c -o fields $(pkg-config --cflags --libs material-fields)
 *   ./fields            a window with the fields, until it is closed
 *   ./fields --check    sets and reads everything back, prints what it saw, exits 0 or 1
 *   ./fields --screenshot FILE   saves the window, with a name, an error and a choice, as PNG
 */
#include <material-fields.h>

static int failures = 0;
static int text_notifications = 0;
static int index_notifications = 0;
static int dates_changed = 0;
static int submissions = 0;
static MfForm *account;

#define CHECK(condition, what)                                      \
  do {                                                              \
    if (condition)                                                  \
      g_print ("ok: %s\n", what);                                   \
    else                                                            \
      {                                                             \
        g_print ("FAILED: %s\n", what);                             \
        failures++;                                                 \
      }                                                             \
  } while (0)

static void
on_text (GObject *object, GParamSpec *pspec, gpointer data)
{
  text_notifications++;
}

static void
on_index (GObject *object, GParamSpec *pspec, gpointer data)
{
  index_notifications++;
}

static void
on_date_changed (GtkWidget *field, gpointer data)
{
  dates_changed++;
}

static void
on_submitted (GtkWidget *view, gpointer data)
{
  submissions++;
}

/* A form of string-tagged rows: a required e-mail and a newsletter switch. */
static GtkWidget *
build_account_form (void)
{
  GtkWidget *view;

  account = mf_form_new ();
  mf_form_add_section (account, "account", "Account", NULL);
  mf_form_add_row (account, "email", "E-mail", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_row (account, "news", "Send me news", MF_ROW_KIND_SWITCH, FALSE, NULL);
  view = mf_form_get_view (account);
  /* The view scrolls its rows: give it the height left. */
  gtk_widget_set_vexpand (view, TRUE);
  g_signal_connect (view, "submitted", G_CALLBACK (on_submitted), NULL);
  return view;
}

static GtkWidget *zip_code;

/* A city and a postcode side by side in a StackBox, the postcode 120 px wide. */
static GtkWidget *
build_address_row (void)
{
  GtkWidget *row = mf_stack_box_new ();
  GtkLayoutChild *constraints;

  g_object_set (row, "orientation", MF_STACK_ORIENTATION_HORIZONTAL, "spacing", 8.0, NULL);
  zip_code = mf_entry_field_new ("Postcode");
  mf_stack_box_append (row, mf_entry_field_new ("City"));
  mf_stack_box_append (row, zip_code);
  constraints = gtk_layout_manager_get_layout_child (gtk_widget_get_layout_manager (row), zip_code);
  g_object_set (constraints, "width", 120.0, NULL);
  return row;
}

static GtkWidget *
build_window (GtkWidget **entry, GtkWidget **area, GtkWidget **picker, GtkWidget **date)
{
  static const char *countries[] = { "Canada", "Chile", "France", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  gtk_window_set_title (GTK_WINDOW (window), "MaterialFields from C");
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 720);
  gtk_widget_set_margin_start (box, 16);
  gtk_widget_set_margin_end (box, 16);
  gtk_widget_set_margin_top (box, 16);

  *entry = mf_entry_field_new ("Name");
  g_object_set (*entry, "helper-text", "As it appears on your passport", NULL);
  *area = mf_area_field_new ("Notes");
  g_object_set (*area, "maximum-lines", 4, NULL);
  *picker = mf_picker_field_new ("Country", countries);
  *date = mf_date_field_new ("Birth date");

  gtk_box_append (GTK_BOX (box), *entry);
  gtk_box_append (GTK_BOX (box), *area);
  gtk_box_append (GTK_BOX (box), *picker);
  gtk_box_append (GTK_BOX (box), *date);
  gtk_box_append (GTK_BOX (box), build_address_row ());
  gtk_box_append (GTK_BOX (box), build_account_form ());
  /* A plain GTK widget beside them. */
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_label ("Send"));
  gtk_window_set_child (GTK_WINDOW (window), box);

  g_signal_connect (*entry, "notify::text", G_CALLBACK (on_text), NULL);
  g_signal_connect (*picker, "notify::index-selected", G_CALLBACK (on_index), NULL);
  g_signal_connect (*date, "date-changed", G_CALLBACK (on_date_changed), NULL);
  return window;
}

static void
check (GtkWidget *window, GtkWidget *entry, GtkWidget *area, GtkWidget *picker, GtkWidget *date)
{
  gboolean has_error = FALSE;
  char *error_text = NULL;
  char *notes = NULL;
  MfFieldVariant variant = MF_FIELD_VARIANT_FILLED;
  GError *error = NULL;
  GDateTime *minimum = g_date_time_new_local (2000, 1, 1, 0, 0, 0);
  GDateTime *maximum = g_date_time_new_local (2030, 12, 31, 0, 0, 0);
  GDateTime *leap_day = g_date_time_new_local (2024, 2, 29, 12, 0, 0);
  GDateTime *chosen;

  gtk_editable_set_text (GTK_EDITABLE (entry), "Ada Lovelace");
  CHECK (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), "Ada Lovelace") == 0, "entry text reads back");
  CHECK (text_notifications == 1, "notify::text fired once");

  mf_field_set_error (entry, "Enter your full name");
  g_object_get (entry, "has-error", &has_error, "error-text", &error_text, NULL);
  CHECK (has_error && g_strcmp0 (error_text, "Enter your full name") == 0, "set_error shows the error");
  mf_field_remove_error_ui (entry);
  g_object_get (entry, "has-error", &has_error, NULL);
  CHECK (!has_error, "remove_error_ui clears it");

  g_object_set (entry, "variant", MF_FIELD_VARIANT_OUTLINED, NULL);
  g_object_get (entry, "variant", &variant, NULL);
  CHECK (variant == MF_FIELD_VARIANT_OUTLINED, "the variant enum property round-trips");

  g_object_set (area, "text", "first line\nsecond line", NULL);
  g_object_get (area, "text", &notes, NULL);
  CHECK (g_strcmp0 (notes, "first line\nsecond line") == 0, "area text reads back");

  g_object_set (picker, "index-selected", 1, NULL);
  CHECK (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (picker)), "Chile") == 0, "picker shows its choice");
  CHECK (index_notifications == 1, "notify::index-selected fired once");

  CHECK (mf_date_field_set_limits (date, minimum, maximum, &error), "date limits set");
  CHECK (mf_date_field_set_date (date, leap_day), "a date inside the limits is chosen");
  CHECK (dates_changed == 1, "date-changed fired once");
  chosen = mf_date_field_get_date (date);
  CHECK (chosen != NULL && g_date_time_get_year (chosen) == 2024 && g_date_time_get_day_of_month (chosen) == 29,
         "the date reads back");
  CHECK (!mf_date_field_set_limits (date, maximum, minimum, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_DATE_LIMITS),
         "a minimum after the maximum is a GError");
  CHECK (gtk_widget_get_width (zip_code) == 120, "the stack box gives the postcode its 120 px");

  CHECK (!mf_form_submit (account) && submissions == 0, "a form missing its required e-mail does not submit");
  CHECK (mf_form_set_text (account, "email", "ada@example.com", NULL), "a form row's text is set");
  CHECK (mf_form_submit (account) && submissions == 1, "the complete form submits and the view says so");
  g_clear_error (&error);
  CHECK (!mf_form_set_text (account, "news", "yes", &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_FORM),
         "text for a switch row is a GError");
  g_clear_error (&error);
  CHECK (!mf_form_add_row (account, "email", "Again", MF_ROW_KIND_ENTRY, FALSE, &error), "a taken tag is refused");
  g_free (notes);
  notes = mf_form_get_text (account, "email");
  CHECK (g_strcmp0 (notes, "ada@example.com") == 0, "the form's value reads back");

  g_clear_error (&error);
  g_clear_object (&account);
  g_clear_pointer (&chosen, g_date_time_unref);
  g_date_time_unref (minimum);
  g_date_time_unref (maximum);
  g_date_time_unref (leap_day);
  g_free (error_text);
  g_free (notes);
}

/* Renders the window as it is on screen, with its own renderer, into a PNG file. */
static gboolean
save_screenshot (GtkWidget *window, const char *file)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GdkTexture *texture;
  gboolean saved;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window), gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, NULL);
  saved = gdk_texture_save_to_png (texture, file);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  g_object_unref (paintable);
  return saved;
}

int
main (int argc, char **argv)
{
  GtkWidget *window, *entry, *area, *picker, *date;
  GError *error = NULL;
  gboolean checking = argc > 1 && g_strcmp0 (argv[1], "--check") == 0;
  const char *screenshot = argc > 2 && g_strcmp0 (argv[1], "--screenshot") == 0 ? argv[2] : NULL;

  gtk_init ();
  if (!material_fields_init (&error))
    {
      g_printerr ("MaterialFields: %s\n", error->message);
      return 1;
    }
  window = build_window (&entry, &area, &picker, &date);
  gtk_window_present (GTK_WINDOW (window));
  if (screenshot)
    {
      gint64 settled = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

      gtk_editable_set_text (GTK_EDITABLE (entry), "Ada");
      mf_field_set_error (entry, "Enter your full name");
      g_object_set (picker, "index-selected", 1, NULL);
      /* Half a second for the label and error animations to end. */
      while (g_get_monotonic_time () < settled)
        g_main_context_iteration (NULL, FALSE);
      return save_screenshot (window, screenshot) ? 0 : 1;
    }
  if (!checking)
    {
      while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
        g_main_context_iteration (NULL, TRUE);
      return 0;
    }
  /* Until the window is laid out. */
  while (gtk_widget_get_width (zip_code) == 0)
    g_main_context_iteration (NULL, TRUE);
  check (window, entry, area, picker, date);
  gtk_window_destroy (GTK_WINDOW (window));
  g_print ("%d failed\n", failures);
  return failures == 0 ? 0 : 1;
}
