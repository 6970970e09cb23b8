/* contracts.c: what a C caller gets from libmaterialfields when it misuses it, and the
 * promises of the header, checked against the installed library.
 *
 *   cc -Wall -Wextra -Wno-unused-parameter contracts.c contracts-fields.c $(pkg-config --cflags --libs material-fields)
 *   ./a.out path/to/profile.ui      prints "ok: ..." per check, then "N passed, N failed"
 *
 * Criticals are expected here: they are caught (g_test_log_set_fatal_handler) and counted,
 * so the program runs under G_DEBUG=fatal-criticals and any other critical still aborts.
 */
#include "contracts.h"

static int passed, failed;
static GPtrArray *criticals;

void
expect (gboolean condition, const char *what)
{
  if (condition)
    passed++;
  else
    failed++;
  g_print ("%s: %s\n", condition ? "ok" : "FAILED", what);
}

static gboolean
catch_critical (const char *domain, GLogLevelFlags level, const char *message, gpointer user_data)
{
  if (g_strcmp0 (domain, "MaterialFields") != 0)
    return TRUE; /* anyone else's critical stays fatal */
  g_ptr_array_add (criticals, g_strdup (message));
  return FALSE;
}

gboolean
one_critical (const char *text)
{
  gboolean found = criticals->len == 1 && strstr (g_ptr_array_index (criticals, 0), text) != NULL;
  if (!found)
    for (guint i = 0; i < criticals->len; i++)
      g_print ("   critical: %s\n", (char *) g_ptr_array_index (criticals, i));
  g_ptr_array_set_size (criticals, 0);
  return found;
}

static gpointer
from_another_thread (gpointer user_data)
{
  return mf_entry_field_new ("Name");
}

static void
count (gpointer instance, gpointer user_data)
{
  (*(int *) user_data)++;
}

static gboolean
refuse (MfField *field, gpointer user_data)
{
  return FALSE;
}

/* The button on a step not done lists the fields the app put in error, as they read. */
static void
check_stacked_form_error_summary (void)
{
  g_autoptr (GtkWidget) steps = g_object_ref_sink (mf_stacked_form_view_new ());
  GtkWidget *fields = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *email = mf_entry_field_new ("E-mail");
  g_auto (GStrv) none = NULL;
  g_auto (GStrv) listed = NULL;
  g_auto (GStrv) fixed = NULL;

  gtk_box_append (GTK_BOX (fields), mf_entry_field_new ("Name"));
  gtk_box_append (GTK_BOX (fields), email);
  mf_stacked_form_view_append_step (MF_STACKED_FORM_VIEW (steps), "Contact", fields, "Next");
  mf_field_set_error (MF_FIELD (email), "Enter a valid e-mail address");
  expect (!mf_stacked_form_view_advance (MF_STACKED_FORM_VIEW (steps)), "14. a step not done is not left");
  none = mf_stacked_form_view_get_error_summary (MF_STACKED_FORM_VIEW (steps));
  expect (none != NULL && none[0] == NULL, "14. no error summary is shown unless asked for");
  mf_stacked_form_view_set_shows_error_summary (MF_STACKED_FORM_VIEW (steps), TRUE);
  expect (!mf_stacked_form_view_advance (MF_STACKED_FORM_VIEW (steps)), "14. nor with a summary");
  listed = mf_stacked_form_view_get_error_summary (MF_STACKED_FORM_VIEW (steps));
  expect (listed != NULL && g_strv_length (listed) == 1
          && g_strcmp0 (listed[0], "E-mail: Enter a valid e-mail address") == 0,
          "14. the summary lists the field in error as it reads");
  mf_field_remove_error_ui (MF_FIELD (email));
  fixed = mf_stacked_form_view_get_error_summary (MF_STACKED_FORM_VIEW (steps));
  expect (fixed != NULL && fixed[0] == NULL, "14. and goes once it is fixed");
  mf_stacked_form_view_get_error_summary (NULL);
  expect (one_critical ("MF_IS_STACKED_FORM_VIEW (view)"), "14. a NULL view is a critical");
}

static void
check_stacked_form (void)
{
  g_autoptr (GtkWidget) steps = g_object_ref_sink (mf_stacked_form_view_new ());
  int completed = 0;

  g_signal_connect (steps, "completed", G_CALLBACK (count), &completed);
  mf_stacked_form_view_append_step (MF_STACKED_FORM_VIEW (steps), "Contact", mf_entry_field_new ("E-mail"), "Next");
  mf_stacked_form_view_append_step (MF_STACKED_FORM_VIEW (steps), "Payment", mf_entry_field_new ("Card"), "Pay");
  expect (!mf_stacked_form_view_advance (MF_STACKED_FORM_VIEW (steps)), "14. a stacked form does not leave an invalid step");
  mf_stacked_form_view_set_step_valid (MF_STACKED_FORM_VIEW (steps), 0, TRUE);
  mf_stacked_form_view_set_step_summary (MF_STACKED_FORM_VIEW (steps), 0, "ada@example.com");
  expect (mf_stacked_form_view_advance (MF_STACKED_FORM_VIEW (steps)), "14. and leaves it once valid");
  while (g_main_context_iteration (NULL, FALSE) || mf_stacked_form_view_get_current_step (MF_STACKED_FORM_VIEW (steps)) != 1)
    ;
  mf_stacked_form_view_set_step_valid (MF_STACKED_FORM_VIEW (steps), 1, TRUE);
  mf_stacked_form_view_advance (MF_STACKED_FORM_VIEW (steps));
  expect (completed == 1, "14. completed fires after the last step");
  mf_stacked_form_view_set_step_valid (MF_STACKED_FORM_VIEW (steps), 2, TRUE);
  expect (one_critical ("assertion 'index < the number of steps' failed"), "14. a step out of range is a critical");
  check_stacked_form_error_summary ();
}

static void
check_threads (void)
{
  GThread *thread = g_thread_new ("not-gtk", from_another_thread, NULL);
  gpointer made = g_thread_join (thread);
  expect (made == NULL && one_critical ("mf_entry_field_new must be called on GTK's main thread"),
          "1. a call from another thread logs a critical and does nothing");
}

static void
check_null (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GtkWidget) date = g_object_ref_sink (mf_date_field_new ("Birthday"));
  g_autofree char *ghost = NULL;

  expect (!mf_form_add_row (form, NULL, "Name", MF_ROW_KIND_ENTRY, FALSE, NULL) && one_critical ("assertion 'tag != NULL' failed"),
          "4. mf_form_add_row with a NULL tag logs a critical");
  ghost = mf_form_get_text (form, "");
  expect (ghost == NULL, "4. and adds no row tagged \"\"");
  expect (!mf_date_field_set_date (MF_DATE_FIELD (date), NULL) && one_critical ("assertion 'date != NULL' failed"),
          "4. mf_date_field_set_date with NULL logs a critical");
  expect (mf_form_new () != NULL && !mf_form_validate (NULL) && one_critical ("assertion 'MF_IS_FORM (form)' failed"),
          "4. a NULL form logs a critical");
}

static void
check_builder (const char *ui)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GError) error = NULL;
  MfFieldVariant variant = MF_FIELD_VARIANT_FILLED;
  g_auto (GStrv) choices = NULL;
  int minimum = 0, natural = 0;

  expect (gtk_builder_add_from_file (builder, ui, &error), "5. a .ui file naming MF_FIELD_VARIANT_OUTLINED loads");
  if (error)
    {
      g_print ("   %s\n", error->message);
      return;
    }
  g_object_get (gtk_builder_get_object (builder, "name"), "variant", &variant, NULL);
  expect (variant == MF_FIELD_VARIANT_OUTLINED, "5. its variant is outlined");
  g_object_get (gtk_builder_get_object (builder, "size"), "choices", &choices, NULL);
  expect (choices && g_strv_length (choices) == 3 && g_str_equal (choices[2], "Large"), "the picker's choices come from the .ui file");
  gtk_widget_measure (GTK_WIDGET (gtk_builder_get_object (builder, "birthday")), GTK_ORIENTATION_VERTICAL, -1,
                      &minimum, &natural, NULL, NULL);
  /* The stylesheet makes an outlined field 64 px (56, and the floating label's overhang);
     unstyled, it would be as tall as its text. */
  expect (natural == 64, "7. with no material_fields_init () the fields are styled (a 64 px outlined field)");
}

static void
check_view_outlives_form (void)
{
  MfForm *form = mf_form_new ();
  g_autoptr (GtkWidget) view = NULL;
  int submitted = 0;

  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  view = g_object_ref_sink (mf_form_view_new (form));
  g_signal_connect (view, "submitted", G_CALLBACK (count), &submitted);
  g_object_unref (form); /* as a binding's garbage collector would */
  expect (!mf_form_view_submit (MF_FORM_VIEW (view)) && submitted == 0, "6. once its form is freed, the view still validates");
  mf_form_set_text (mf_form_view_get_form (MF_FORM_VIEW (view)), "name", "Ada", NULL);
  expect (mf_form_view_submit (MF_FORM_VIEW (view)) && submitted == 1, "6. and emits submitted");
}

static void
check_optional_date (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GDateTime) future = g_date_time_add_days (now, 30);

  mf_form_add_date_row (form, "birthday", "Birthday", MF_DATE_MODE_DATE, NULL, now, NULL, FALSE, NULL);
  expect (mf_form_validate (form), "14. an optional date row with limits is valid while empty");
  mf_form_set_date (form, "birthday", future, NULL);
  g_autoptr (GDateTime) stored = mf_form_get_date (form, "birthday");
  expect (stored && g_date_time_to_unix (stored) == g_date_time_to_unix (now),
          "14. a date after its maximum is clamped to it");
}

void
count_notify (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  (*(int *) user_data)++;
}

static void
check_dirty (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  int notified = 0;

  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, FALSE, NULL);
  g_signal_connect (form, "notify::dirty", G_CALLBACK (count_notify), &notified);
  mf_form_set_text (form, "name", "Ada", NULL);
  mf_form_set_text (form, "name", "Ada L", NULL);
  expect (mf_form_get_dirty (form) && notified == 1, "14. dirty is notified once when the first value changes");
  mf_form_reset (form);
  expect (!mf_form_get_dirty (form) && notified == 2, "14. and once more when reset() puts the values back");
}

static gboolean
is_long (MfForm *form, const char *tag, const char *text, gpointer user_data)
{
  return strlen (text) >= 12;
}

static void
check_warning (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autofree char *warning = NULL;

  mf_form_add_row (form, "password", "Password", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_add_check (form, "password", "A longer password is safer", MF_SEVERITY_WARNING, is_long, NULL, NULL);
  mf_form_set_text (form, "password", "analytical", NULL);
  expect (mf_form_validate (form) && (warning = mf_form_get_warning (form, "password")) &&
          g_str_equal (warning, "A longer password is safer"),
          "14. a failing warning check lets the form through and shows its message");
}

static void
check_choices (void)
{
  const char *sizes[] = { "Small", "Medium", "Large", NULL };
  const char *extremes[] = { "XS", "XL", NULL };
  const char *others[] = { "Large", "XL", NULL };
  g_autoptr (GtkWidget) picker = g_object_ref_sink (mf_picker_field_new ("Size", sizes));
  int chosen = 0;

  g_object_set (picker, "index-selected", 2, NULL);
  mf_picker_field_set_choices (MF_PICKER_FIELD (picker), others);
  g_object_get (picker, "index-selected", &chosen, NULL);
  expect (chosen == 0, "8. new choices that hold the chosen value keep it chosen");
  mf_picker_field_set_choices (MF_PICKER_FIELD (picker), extremes);
  g_object_get (picker, "index-selected", &chosen, NULL);
  expect (chosen == -1, "8. new choices without it choose nothing, not XL");
  g_object_set (picker, "index-selected", 1, NULL);
  g_object_set (picker, "index-selected", -1, NULL);
  g_object_get (picker, "index-selected", &chosen, NULL);
  expect (chosen == -1, "8. index-selected set to -1 chooses nothing, as selected's GTK_INVALID_LIST_POSITION");
}

/* The colour of @widget's pixel at (@x, @y) as rendered now, as 0xRRGGBB. */
static guint32
pixel (GtkWidget *widget, int x, int y)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autofree guchar *data = g_malloc (width * height * 4);
  guchar *at;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, data, width * 4);
  at = data + (y * width + x) * 4; /* cairo's ARGB32: B, G, R, A in memory on little-endian */
  return (at[3] << 24) | (at[2] << 16) | (at[1] << 8) | at[0];
}

/* Runs the main loop for @ms milliseconds: long enough for the fields' colour transitions. */
static void
run_for (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
}

static void
check_vetoes_and_rows (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *first = mf_entry_field_new ("First");
  GtkWidget *second = mf_entry_field_new ("Second");
  g_autoptr (MfForm) form = mf_form_new ();
  GtkWidget *view = NULL;
  GtkWidget *image = gtk_image_new_from_icon_name ("dialog-information-symbolic");

  gtk_box_append (GTK_BOX (box), first);
  gtk_box_append (GTK_BOX (box), second);
  mf_form_add_row (form, "badge", "Badge", MF_ROW_KIND_CUSTOM, FALSE, NULL);
  view = mf_form_view_new (form);
  expect (mf_form_view_set_custom_widget (MF_FORM_VIEW (view), "badge", image) && gtk_widget_is_ancestor (image, view),
          "14. a custom row shows the app's widget");
  gtk_box_append (GTK_BOX (box), view);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (second))
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (second, "should-begin-editing", G_CALLBACK (refuse), NULL);
  gtk_widget_grab_focus (first);
  gtk_widget_grab_focus (second);
  /* The window's focus widget, whether or not the window is active (no window manager here). */
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  expect (focus && gtk_widget_is_ancestor (focus, first), "14. a should-begin-editing handler returning FALSE keeps focus out");
  material_fields_set_color_scheme (MF_COLOR_SCHEME_DARK);
  run_for (600);
  guint32 dark = pixel (second, 8, 4);
  material_fields_set_color_scheme (MF_COLOR_SCHEME_LIGHT);
  run_for (600);
  guint32 light = pixel (second, 8, 4);
  g_print ("   container: dark #%08x, light #%08x (alpha first)\n", dark, light);
  expect (dark == 0xff4a4850 && light == 0xffe6e0e9, "14. forcing dark, then light, repaints the fields in Material's tones");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A number field's range holds whatever a caller sets, and its value is a double. */
static void
check_check_results (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *shown = NULL;

  mf_form_add_row (form, "name", "User name", MF_ROW_KIND_ENTRY, TRUE, NULL);
  mf_form_set_text (form, "name", "grace", NULL);
  expect (!mf_form_set_check_result (form, "name", "ada", "ada is taken", &error) && error == NULL &&
          mf_form_validate (form),
          "an answer about a text the row no longer holds is dropped, without an error");
  expect (mf_form_set_check_result (form, "name", "grace", "grace is taken", NULL) && !mf_form_validate (form) &&
          (shown = mf_form_get_error (form, "name")) && g_str_equal (shown, "grace is taken"),
          "an answer about the text the row holds is its error");
  expect (mf_form_set_check_result (form, "name", "grace", NULL, NULL) && mf_form_validate (form),
          "a passing answer clears it");
  expect (!mf_form_set_check_result (form, "nowhere", "x", NULL, &error) && error != NULL,
          "an unknown tag is an error");
  expect (!mf_form_set_check_result (form, "name", NULL, NULL, NULL) && one_critical ("checked_text != NULL"),
          "a NULL text is a critical and a no-op");
}

int
main (int argc, char **argv)
{
  criticals = g_ptr_array_new_with_free_func (g_free);
  g_test_log_set_fatal_handler (catch_critical, NULL);
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR); /* as G_DEBUG=fatal-criticals */
  gtk_init ();
  /* No material_fields_init (): everything below must work without it. */
  check_builder (argc > 1 ? argv[1] : "profile.ui");
  check_threads ();
  check_errors ();
  check_types ();
  check_null ();
  check_view_outlives_form ();
  check_choices ();
  check_optional_date ();
  check_warning ();
  check_dirty ();
  check_change_veto ();
  check_stacked_form ();
  check_vetoes_and_rows ();
  check_number_field ();
  check_suggestion_field ();
  check_chips_field ();
  check_drafts ();
  check_history ();
  check_date_range_field ();
  check_time_field ();
  check_settings_binding ();
  check_check_results ();
  check_form_view_ownership ();
  check_form_themes ();
  g_print ("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
