#ifndef C_LIBRARY_FORMATS_H
#define C_LIBRARY_FORMATS_H

#include <stddef.h>

/// Writes `amount` as glibc's `strfmon_l` does with `format` ("%n", "%i", "%!n", "%^n") in
/// `locale`'s LC_MONETARY into `text`; the amount that text stands for, rounded as the
/// format rounds it, in the C locale ("-1234.50") into `meant`; and the locale's ISO 4217
/// code ("EUR") into `code`. Returns 0, or -1 when the locale is not installed, has no
/// currency, or a buffer is too small.
int c_library_money(const char *locale, const char *format, double amount,
                    char *text, size_t text_size, char *meant, size_t meant_size,
                    char *code, size_t code_size);

/// Writes `number` as glibc's `printf` does with `format` ("%'.2f") in `locale`'s
/// LC_NUMERIC into `text`. Returns 0, or -1 when the locale is not installed or `text` is
/// too small.
int c_library_number(const char *locale, const char *format, double number, char *text, size_t text_size);

/// Writes `day` `month` `year` at `hour`:`minute` (month 1 to 12) as glibc's `strftime_l`
/// does with `format` ("%x", "%X") in `locale`'s LC_TIME into `text`. Returns 0, or -1
/// when the locale is not installed or the text is empty or too long.
int c_library_moment(const char *locale, const char *format, int year, int month, int day, int hour, int minute,
                     char *text, size_t text_size);

/// Copies `locale`'s own time format (`nl_langinfo` T_FMT, "%H:%M:%S") into `text`.
/// Returns 0, or -1 when the locale is not installed or `text` is too small.
int c_library_time_format(const char *locale, char *text, size_t text_size);

#endif
