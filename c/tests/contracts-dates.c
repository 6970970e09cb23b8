/* contracts-dates.c: what mf-date-range-field.h and mf-time-field.h promise a C caller; run by
 * contracts.c's main. */
#include "contracts.h"

static int destroyed;

/* Saturdays and Sundays cannot start or end a range. */
static gboolean
is_weekend (GDateTime *day, gpointer user_data)
{
  *(int *) user_data += 1;
  return g_date_time_get_day_of_week (day) >= 6;
}

static void
count_signal (GtkWidget *field, gpointer user_data)
{
  *(int *) user_data += 1;
}

static void
count_destroy (gpointer user_data)
{
  destroyed++;
}

static GDateTime *
day (int month, int day_of_month)
{
  return g_date_time_new_local (2027, month, day_of_month, 9, 30, 0);
}

void
check_date_range_field (void)
{
  GtkWidget *field = g_object_ref_sink (mf_date_range_field_new ("Stay", 14));
  GtkWidget *entry = g_object_ref_sink (mf_entry_field_new ("Name"));
  g_autoptr (GDateTime) start = NULL;
  g_autoptr (GDateTime) end = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) march_2 = day (3, 2);
  g_autoptr (GDateTime) march_9 = day (3, 9);
  g_autoptr (GDateTime) march_1 = day (3, 1);
  int asked = 0, changed = 0, maximum = 0;

  expect (MF_IS_DATE_RANGE_FIELD (field) && MF_IS_FIELD (field) && GTK_IS_EDITABLE (field),
          "a date range field is a field and a GtkEditable");
  expect (!mf_date_range_field_get_range (MF_DATE_RANGE_FIELD (field), &start, &end) && start == NULL && end == NULL,
          "an empty field has no range: FALSE and NULL days");
  g_signal_connect (field, "range-changed", G_CALLBACK (count_signal), &changed);
  expect (mf_date_range_field_set_range (MF_DATE_RANGE_FIELD (field), march_2, march_9, NULL) && changed == 1,
          "a range set from code, with one range-changed");
  expect (mf_date_range_field_get_range (MF_DATE_RANGE_FIELD (field), &start, &end)
              && g_date_time_get_day_of_month (start) == 2 && g_date_time_get_day_of_month (end) == 9
              && g_date_time_get_hour (start) == 12,
          "read back as days at noon");
  expect (g_str_has_suffix (gtk_editable_get_text (GTK_EDITABLE (field)), "2027"), "the text shows the range");
  expect (!mf_date_range_field_set_range (MF_DATE_RANGE_FIELD (field), march_9, march_2, &error)
              && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_RANGE) && changed == 1,
          "an end before the start is MF_ERROR_INVALID_RANGE, changing nothing");
  expect (!mf_date_range_field_set_range (MF_DATE_RANGE_FIELD (field), march_2, NULL, NULL)
              && one_critical ("(start == NULL) == (end == NULL)"),
          "one day NULL is a critical and a no-op");
  expect (mf_date_range_field_set_limits (MF_DATE_RANGE_FIELD (field), march_1, NULL, NULL), "limits");
  g_clear_error (&error);
  expect (!mf_date_range_field_set_limits (MF_DATE_RANGE_FIELD (field), march_9, march_2, &error)
              && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_DATE_LIMITS),
          "a minimum after the maximum is MF_ERROR_INVALID_DATE_LIMITS");
  mf_date_range_field_set_unavailable_func (MF_DATE_RANGE_FIELD (field), is_weekend, &asked, count_destroy);
  expect (mf_date_range_field_open (MF_DATE_RANGE_FIELD (field)) && asked > 0, "the calendar asks the function of its days");
  mf_date_range_field_set_unavailable_func (MF_DATE_RANGE_FIELD (field), NULL, NULL, NULL);
  expect (destroyed == 1, "a new function frees the old one's data");
  mf_date_range_field_set_unavailable_func (MF_DATE_RANGE_FIELD (field), NULL, &asked, count_destroy);
  expect (destroyed == 2, "data given with no function is freed at once");
  mf_date_range_field_done (MF_DATE_RANGE_FIELD (field));
  g_object_get (field, "maximum-days", &maximum, NULL);
  expect (maximum == 14, "the longest span is a property");
  expect (!mf_date_range_field_get_range ((MfDateRangeField *) entry, NULL, NULL)
              && one_critical ("MF_IS_DATE_RANGE_FIELD (field)"),
          "the range of an entry field is a critical and FALSE");
  g_object_unref (entry);
  g_object_unref (field);
}

/* A form's time and date range rows, read and set as C values. */
static void
check_time_and_range_rows (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GDateTime) march_2 = day (3, 2);
  g_autoptr (GDateTime) march_9 = day (3, 9);
  g_autoptr (GDateTime) start = NULL;
  g_autoptr (GDateTime) end = NULL;
  int hour = 0, minute = 0;

  expect (mf_form_add_time_row (form, "arrival", "Arrival time", TRUE, NULL) &&
          mf_form_add_date_range_row (form, "stay", "Stay", NULL, NULL, 14, TRUE, NULL),
          "rows: a time row and a range row of at most 14 nights");
  expect (!mf_form_get_time (form, "arrival", &hour, &minute) && hour == -1 && minute == -1,
          "rows: an empty time row reads FALSE and -1");
  expect (mf_form_set_time (form, "arrival", 21, 5, NULL) && mf_form_get_time (form, "arrival", &hour, &minute) &&
          hour == 21 && minute == 5, "rows: a time set from code reads back");
  expect (!mf_form_set_time (form, "arrival", 24, 0, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_FORM),
          "rows: 24:00 is not on the clock: a GError");
  g_clear_error (&error);
  expect (!mf_form_get_date_range (form, "stay", &start, &end) && start == NULL && end == NULL,
          "rows: an empty range row reads FALSE and NULL days");
  expect (mf_form_set_date_range (form, "stay", march_2, march_9, NULL) && mf_form_get_date_range (form, "stay", &start, &end) &&
          g_date_time_get_day_of_month (start) == 2 && g_date_time_get_day_of_month (end) == 9,
          "rows: a range set from code reads back");
  expect (!mf_form_set_date_range (form, "stay", march_9, march_2, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_RANGE),
          "rows: a reversed range is a GError");
  g_clear_error (&error);
  expect (!mf_form_set_date_range (form, "stay", march_2, NULL, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_FORM),
          "rows: one day without the other is a GError");
  g_clear_error (&error);
  expect (mf_form_validate (form), "rows: both filled, the form is valid");
  const char *cities[] = { "Lisbon", "London", NULL };
  g_autofree char *city = NULL;
  expect (mf_form_add_suggestion_row (form, "city", "City", cities, TRUE, NULL) && !mf_form_validate (form) &&
          mf_form_set_text (form, "city", "Lyon", NULL) && g_str_equal ((city = mf_form_get_text (form, "city")), "Lyon"),
          "rows: a suggestion row holds any text typed, suggested or not");
  const char *languages[] = { "C", "Vala", "c", " ", "Swift", NULL };
  g_auto (GStrv) chips = NULL;
  expect (mf_form_add_chips_row (form, "languages", "Languages", 2, FALSE, NULL) &&
          (chips = mf_form_get_chips (form, "languages")) != NULL && chips[0] == NULL,
          "rows: an empty chips row reads an empty array");
  g_strfreev (g_steal_pointer (&chips));
  expect (mf_form_set_chips (form, "languages", languages, NULL) && (chips = mf_form_get_chips (form, "languages")) != NULL &&
          g_strv_length (chips) == 2 && g_str_equal (chips[0], "C") && g_str_equal (chips[1], "Vala"),
          "rows: chips from code pass the user's checks: no repeat, no blank, no more than the most");
  expect (mf_form_get_chips (form, "city") == NULL, "rows: a text row has no chips: NULL");
  expect (!mf_form_add_date_range_row (form, "late", "Late", march_9, march_2, -1, FALSE, &error) &&
          g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_DATE_LIMITS),
          "rows: limits in the wrong order are a GError");
}

void
check_time_field (void)
{
  GtkWidget *field = g_object_ref_sink (mf_time_field_new ("Alarm"));
  int hour = 0, minute = 0;

  expect (MF_IS_TIME_FIELD (field) && MF_IS_FIELD (field), "a time field is a field");
  expect (!mf_time_field_get_time (MF_TIME_FIELD (field), &hour, &minute) && hour == -1 && minute == -1,
          "an empty time: FALSE and -1");
  mf_time_field_set_time (MF_TIME_FIELD (field), 21, 5);
  expect (mf_time_field_get_time (MF_TIME_FIELD (field), &hour, &minute) && hour == 21 && minute == 5,
          "a time set from code reads back");
  mf_time_field_set_time (MF_TIME_FIELD (field), 24, 0);
  expect (one_critical ("hour >= -1") && mf_time_field_get_time (MF_TIME_FIELD (field), &hour, NULL) && hour == 21,
          "hour 24 is a critical and a no-op");
  mf_time_field_set_time (MF_TIME_FIELD (field), -1, 0);
  expect (!mf_time_field_get_time (MF_TIME_FIELD (field), NULL, NULL), "an hour of -1 empties it");
  g_object_unref (field);
  check_time_and_range_rows ();
}

/* A date kept in a string setting as "YYYY-MM-DD" ("" for none): GSettings has no type for a
 * GDateTime, so an app binds a date field's "date" (or a range's "start" and "end") through a
 * mapping, as the C article shows. */
static gboolean
date_from_setting (GValue *value, GVariant *variant, gpointer data)
{
  int year, month, day;
  const char *text = g_variant_get_string (variant, NULL);
  if (*text == '\0')
    {
      g_value_set_boxed (value, NULL);
      return TRUE;
    }
  if (sscanf (text, "%d-%d-%d", &year, &month, &day) != 3)
    return FALSE;
  g_value_take_boxed (value, g_date_time_new_local (year, month, day, 12, 0, 0));
  return TRUE;
}

static GVariant *
date_to_setting (const GValue *value, const GVariantType *type, gpointer data)
{
  GDateTime *date = g_value_get_boxed (value);
  g_autofree char *text = date != NULL ? g_date_time_format (date, "%F") : g_strdup ("");
  return g_variant_new_string (text);
}

void
check_settings_binding (void)
{
  /* The test runs with GSETTINGS_SCHEMA_DIR holding org.materialfields.Contracts and the
   * memory backend: nothing is written to the user's settings. */
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, "org.materialfields.Contracts", TRUE) : NULL;
  if (schema == NULL)
    {
      expect (FALSE, "settings: the test schema org.materialfields.Contracts is installed for the run");
      return;
    }
  g_autoptr (GSettings) settings = g_settings_new ("org.materialfields.Contracts");
  GtkWidget *birthday = g_object_ref_sink (mf_date_field_new ("Birthday"));
  GtkWidget *stay = g_object_ref_sink (mf_date_range_field_new ("Stay", 14));
  GtkWidget *arrival = g_object_ref_sink (mf_time_field_new ("Arrival time"));
  g_autoptr (GDateTime) chosen = NULL;
  g_autoptr (GDateTime) later = day (3, 18);
  g_autofree char *kept = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *time = NULL;

  g_settings_bind_with_mapping (settings, "birthday", birthday, "date", G_SETTINGS_BIND_DEFAULT,
                                date_from_setting, date_to_setting, NULL, NULL);
  g_settings_bind_with_mapping (settings, "arrival", stay, "start", G_SETTINGS_BIND_DEFAULT,
                                date_from_setting, date_to_setting, NULL, NULL);
  g_settings_bind (settings, "arrival-time", arrival, "time", G_SETTINGS_BIND_DEFAULT);
  g_settings_set_string (settings, "birthday", "1990-12-10");
  chosen = mf_date_field_get_date (MF_DATE_FIELD (birthday));
  expect (chosen != NULL && g_date_time_get_year (chosen) == 1990 && g_date_time_get_day_of_month (chosen) == 10,
          "settings: a date setting fills the date field through the mapping");
  g_object_set (birthday, "date", later, NULL);
  kept = g_settings_get_string (settings, "birthday");
  expect (g_strcmp0 (kept, "2027-03-18") == 0, "settings: a date chosen in the field is saved as YYYY-MM-DD");
  g_settings_set_string (settings, "arrival", "2027-03-14");
  g_object_set (stay, "start", NULL, NULL);
  saved = g_settings_get_string (settings, "arrival");
  expect (g_strcmp0 (saved, "") == 0, "settings: a range emptied in the field empties its setting");
  g_settings_set_string (settings, "arrival-time", "18:45");
  g_object_get (arrival, "time", &time, NULL);
  expect (g_strcmp0 (time, "18:45") == 0, "settings: a time binds to a string key as it is");
  g_object_unref (arrival);
  g_object_unref (stay);
  g_object_unref (birthday);
}
