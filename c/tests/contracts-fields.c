/* contracts-fields.c: the promises of the fields' headers (errors, types, an area field's edit veto,
 * the number, suggestion and chips fields) to a C caller; run by contracts.c's main. */
#include "contracts.h"

#include <math.h>

static gboolean
refuse_digits (MfAreaField *field, int start, int end, const char *text, gpointer user_data)
{
  return strpbrk (text, "0123456789") == NULL;
}

/* The GtkTextView inside @widget, found as a user's input method would reach it. */
static GtkWidget *
text_view_in (GtkWidget *widget)
{
  if (GTK_IS_TEXT_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = text_view_in (child);
      if (found)
        return found;
    }
  return NULL;
}

void
check_change_veto (void)
{
  g_autoptr (GtkWidget) area = g_object_ref_sink (mf_area_field_new ("About you"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view_in (area)));
  g_autofree char *text = NULL;

  g_signal_connect (area, "should-change", G_CALLBACK (refuse_digits), NULL);
  gtk_text_buffer_insert_at_cursor (buffer, "abc", -1);
  gtk_text_buffer_insert_at_cursor (buffer, "123", -1);
  g_object_get (area, "text", &text, NULL);
  expect (g_strcmp0 (text, "abc") == 0, "14. a should-change handler returning FALSE refuses an edit");
}

/* A form's number row: added with its range, read and set as a double, empty as FALSE. */
static void
check_number_row (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GError) error = NULL;
  double number = -1;
  expect (mf_form_add_number_row (form, "guests", "Guests", 1, 12, 1, 0, TRUE, NULL),
          "number rows: a row of whole guests, 1 to 12");
  expect (!mf_form_get_number (form, "guests", &number) && number == -1, "number rows: an empty row has no number");
  expect (mf_form_set_number (form, "guests", 40, NULL) && mf_form_get_number (form, "guests", &number) && number == 12,
          "number rows: a number past the maximum is brought into range");
  expect (!mf_form_set_number (form, "guests", 1e300, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_FORM) &&
          mf_form_get_number (form, "guests", &number) && number == 12,
          "number rows: a number no field shows is a GError, and the row keeps its number");
  g_clear_error (&error);
  expect (mf_form_set_number (form, "guests", NAN, NULL) && !mf_form_get_number (form, "guests", NULL),
          "number rows: NAN empties the row");
  expect (!mf_form_validate (form), "number rows: an empty required row fails");
  mf_form_add_row (form, "name", "Name", MF_ROW_KIND_ENTRY, FALSE, NULL);
  expect (!mf_form_set_number (form, "name", 3, &error) && g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_FORM),
          "number rows: a number for a text row is a GError");
  g_clear_error (&error);
  expect (!mf_form_add_number_row (form, "budget", "Budget", 10, 1, 1, -1, FALSE, &error) &&
          g_error_matches (error, MF_ERROR, MF_ERROR_INVALID_RANGE),
          "number rows: a minimum above the maximum is a GError");
  expect (mf_form_add_row (form, "plain", "Plain", MF_ROW_KIND_NUMBER, FALSE, NULL) &&
          mf_form_set_number (form, "plain", 2.5, NULL) && mf_form_get_number (form, "plain", &number) && number == 2.5,
          "number rows: MF_ROW_KIND_NUMBER is a plain number row");
}

void
check_number_field (void)
{
  GtkWidget *field = g_object_ref_sink (mf_number_field_new ("Guests"));
  double value = -1;
  int notified = 0;
  expect (MF_IS_NUMBER_FIELD (field) && MF_IS_ENTRY_FIELD (field) && GTK_IS_EDITABLE (field),
          "a number field is an entry field and a GtkEditable");
  g_signal_connect (field, "notify::value", G_CALLBACK (count_notify), &notified);
  g_object_set (field, "minimum", 1.0, "maximum", 12.0, NULL);
  g_object_set (field, "value", 40.0, NULL);
  g_object_get (field, "value", &value, NULL);
  expect (value == 12.0 && notified == 1, "a value past the maximum is brought into range, with one notify");
  expect (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (field)), "12") == 0, "the text shows the number");
  g_object_set (field, "value", 12.0, NULL);
  expect (notified == 1, "setting the same value is silent");
  g_object_unref (field);
  check_number_row ();
}

void
check_suggestion_field (void)
{
  const char *cities[] = { "London", "Lisbon", NULL };
  GtkWidget *field = g_object_ref_sink (mf_suggestion_field_new ("City", cities));
  GtkWidget *entry = g_object_ref_sink (mf_entry_field_new ("Name"));
  int notified = 0;
  expect (MF_IS_SUGGESTION_FIELD (field) && MF_IS_ENTRY_FIELD (field) && GTK_IS_EDITABLE (field),
          "a suggestion field is an entry field and a GtkEditable");
  g_signal_connect (field, "notify::text", G_CALLBACK (count_notify), &notified);
  gtk_editable_set_text (GTK_EDITABLE (field), "Lyon");
  mf_suggestion_field_set_suggestions (MF_SUGGESTION_FIELD (field), NULL);
  expect (notified == 1 && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (field)), "Lyon") == 0,
          "new suggestions leave the text as it is");
  mf_suggestion_field_set_suggestions ((MfSuggestionField *) entry, cities);
  expect (one_critical ("MF_IS_SUGGESTION_FIELD (field)"), "suggestions for an entry field are a critical and a no-op");
  GtkWidget *floating = mf_suggestion_field_new ("Town", cities);
  expect (g_object_is_floating (floating), "a new suggestion field is floating, as gtk_entry_new ()'s entry is");
  mf_suggestion_field_set_suggestions (MF_SUGGESTION_FIELD (floating), NULL);
  mf_field_set_error (MF_FIELD (floating), "Unknown town");
  expect (g_object_is_floating (floating), "and stays floating through the library's calls, for a container to take");
  g_object_unref (g_object_ref_sink (floating));
  g_object_unref (entry);
  g_object_unref (field);
}

void
check_chips_field (void)
{
  const char *chips[] = { "Swift", "swift", " ", "Vala", "C", NULL };
  GtkWidget *field = g_object_ref_sink (mf_chips_field_new ("Languages", 2));
  GtkWidget *entry = g_object_ref_sink (mf_entry_field_new ("Name"));
  int notified = 0;
  int maximum = 0;
  expect (MF_IS_CHIPS_FIELD (field) && MF_IS_SUGGESTION_FIELD (field) && GTK_IS_EDITABLE (field),
          "a chips field is a suggestion field and a GtkEditable");
  g_signal_connect (field, "notify::chips", G_CALLBACK (count_notify), &notified);
  mf_chips_field_set_chips (MF_CHIPS_FIELD (field), chips);
  g_auto (GStrv) shown = mf_chips_field_get_chips (MF_CHIPS_FIELD (field));
  expect (g_strv_length (shown) == 2 && g_strcmp0 (shown[0], "Swift") == 0 && g_strcmp0 (shown[1], "Vala") == 0,
          "repeats, blanks and chips past the maximum are left out");
  expect (notified == 1, "new chips notify once");
  mf_chips_field_set_chips (MF_CHIPS_FIELD (field), chips);
  expect (notified == 1, "the same chips again are silent");
  g_object_get (field, "maximum-count", &maximum, NULL);
  expect (maximum == 2, "the maximum is a property");
  g_object_set (field, "maximum-count", 1, NULL);
  g_auto (GStrv) fewer = mf_chips_field_get_chips (MF_CHIPS_FIELD (field));
  expect (g_strv_length (fewer) == 1 && notified == 2, "a lower maximum keeps the first chips, with a notify");
  mf_chips_field_set_chips (MF_CHIPS_FIELD (field), NULL);
  g_auto (GStrv) none = mf_chips_field_get_chips (MF_CHIPS_FIELD (field));
  expect (none != NULL && none[0] == NULL, "NULL clears: an empty array, never NULL");
  expect (mf_chips_field_get_chips ((MfChipsField *) entry) == NULL && one_critical ("MF_IS_CHIPS_FIELD (field)"),
          "the chips of an entry field are a critical and NULL");
  g_object_unref (entry);
  g_object_unref (field);
}

void
check_errors (void)
{
  g_autoptr (GtkWidget) field = g_object_ref_sink (mf_entry_field_new ("E-mail"));
  g_autofree char *text = NULL;
  gboolean has_error = FALSE;

  mf_field_set_error (MF_FIELD (field), "Enter an e-mail address");
  g_object_get (field, "has-error", &has_error, NULL);
  expect (has_error, "2. mf_field_set_error shows an error");
  mf_field_remove_error_ui (MF_FIELD (field));
  mf_field_set_error (MF_FIELD (field), NULL);
  g_object_get (field, "has-error", &has_error, "error-text", &text, NULL);
  expect (has_error && g_strcmp0 (text, "") == 0,
          "2. mf_field_set_error (field, NULL) shows the error state with no text, as Swift's nil does");
  mf_field_remove_error_ui (MF_FIELD (field));
  g_object_get (field, "has-error", &has_error, NULL);
  expect (!has_error, "2. mf_field_remove_error_ui clears it");
}

void
check_types (void)
{
  g_autoptr (MfForm) form = mf_form_new ();
  g_autoptr (GtkWidget) entry = g_object_ref_sink (mf_entry_field_new (NULL));
  g_autoptr (GtkWidget) label = g_object_ref_sink (gtk_label_new ("plain"));

  expect (MF_IS_ENTRY_FIELD (entry) && MF_IS_FIELD (entry) && !MF_IS_DATE_FIELD (entry) && MF_IS_FORM (form),
          "3. MF_IS_* macros and typed, g_autoptr-able instances");
  mf_field_set_error ((MfField *) label, "x");
  expect (one_critical ("assertion 'MF_IS_FIELD (field)' failed"), "3. a widget of another type is refused with a critical");
}
