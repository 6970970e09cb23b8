#define _GNU_SOURCE
#include "CLibraryFormats.h"

#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <monetary.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/// `number` written with `format` in `locale`, whatever this thread's locale.
static int written_in(locale_t locale, char *buffer, size_t size, const char *format, double number) {
    locale_t previous = uselocale(locale);
    int written = snprintf(buffer, size, format, number);
    uselocale(previous);
    return written >= 0 && (size_t) written < size;
}

int c_library_number(const char *locale, const char *format, double number, char *text, size_t text_size) {
    locale_t handle = newlocale(LC_NUMERIC_MASK | LC_CTYPE_MASK, locale, (locale_t) 0);
    if (handle == (locale_t) 0) return -1;
    int result = written_in(handle, text, text_size, format, number) ? 0 : -1;
    freelocale(handle);
    return result;
}

/// `amount` with `digits` fraction digits as the C locale writes it, whatever this thread's.
static int c_number(locale_t c, char *buffer, size_t size, int digits, double amount) {
    char format[16];
    snprintf(format, sizeof format, "%%.%df", digits);
    return written_in(c, buffer, size, format, amount);
}

int c_library_money(const char *locale, const char *format, double amount,
                    char *text, size_t text_size, char *meant, size_t meant_size,
                    char *code, size_t code_size) {
    locale_t handle = newlocale(LC_MONETARY_MASK | LC_NUMERIC_MASK | LC_CTYPE_MASK, locale, (locale_t) 0);
    if (handle == (locale_t) 0) return -1;
    locale_t c = newlocale(LC_NUMERIC_MASK, "C", (locale_t) 0);
    if (c == (locale_t) 0) {
        freelocale(handle);
        return -1;
    }
    int result = -1;
    // "EUR " in glibc: the code, then the separator an international amount is written with.
    const char *international = nl_langinfo_l(INT_CURR_SYMBOL, handle);
    size_t length = strcspn(international, " ");
    char digits = *nl_langinfo_l(strstr(format, "i") ? INT_FRAC_DIGITS : FRAC_DIGITS, handle);
    if (length > 0 && length < code_size && digits != CHAR_MAX
        && strfmon_l(text, text_size, handle, format, amount) >= 0
        && c_number(c, meant, meant_size, (int) digits, amount)) {
        memcpy(code, international, length);
        code[length] = '\0';
        result = 0;
    }
    freelocale(c);
    freelocale(handle);
    return result;
}

int c_library_moment(const char *locale, const char *format, int year, int month, int day, int hour, int minute,
                     char *text, size_t text_size) {
    locale_t handle = newlocale(LC_TIME_MASK | LC_CTYPE_MASK, locale, (locale_t) 0);
    if (handle == (locale_t) 0) return -1;
    struct tm moment = { .tm_year = year - 1900, .tm_mon = month - 1, .tm_mday = day, .tm_hour = hour, .tm_min = minute };
    // timegm fills in the weekday and the day of the year, for %a and %j.
    struct tm normalized = moment;
    time_t seconds = timegm(&normalized);
    if (seconds != (time_t) -1) gmtime_r(&seconds, &moment);
    size_t written = strftime_l(text, text_size, format, &moment, handle);
    freelocale(handle);
    return written > 0 ? 0 : -1;
}

int c_library_time_format(const char *locale, char *text, size_t text_size) {
    locale_t handle = newlocale(LC_TIME_MASK, locale, (locale_t) 0);
    if (handle == (locale_t) 0) return -1;
    const char *format = nl_langinfo_l(T_FMT, handle);
    int result = strlen(format) < text_size ? 0 : -1;
    if (result == 0) strcpy(text, format);
    freelocale(handle);
    return result;
}
