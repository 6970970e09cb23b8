/* contracts.h: what the contract checks share (see contracts.c). */
#pragma once

#include <material-fields.h>

/* Counts a check, printing "ok: @what" or "FAILED: @what". */
void expect (gboolean condition, const char *what);

/* Whether exactly one critical was logged since the last call, and it contains @text. */
gboolean one_critical (const char *text);

/* A "notify" handler that counts into the int at @user_data. */
void count_notify (GObject *object, GParamSpec *pspec, gpointer user_data);

void check_errors (void);
void check_types (void);
void check_change_veto (void);
void check_number_field (void);
void check_suggestion_field (void);
void check_chips_field (void);
void check_drafts (void);
void check_history (void);
void check_date_range_field (void);
void check_time_field (void);
void check_settings_binding (void);
void check_form_view_ownership (void);
void check_form_view_construct_property (void);
void check_form_in_builder_file (void);
void check_form_themes (void);
