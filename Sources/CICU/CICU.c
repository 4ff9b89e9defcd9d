#include "CICU.h"
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

int easel_bidi_levels(const uint16_t *text, int32_t length, int paragraphLevel, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)(paragraphLevel & 1);
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    int result = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status) && resolved != NULL) {
            memcpy(levels, resolved, (size_t)length);
            result = ubidi_getParaLevel(bidi) & 1;
        } else if (U_SUCCESS(status) || length == 0) {
            result = ubidi_getParaLevel(bidi) & 1;
        }
    }
    ubidi_close(bidi);
    return result;
}

/* One line break iterator per thread, reopened when the locale changes: opening one loads ICU's
   rules, which costs far more than finding the breaks of a paragraph. */
static _Thread_local UBreakIterator *cachedIterator = NULL;
static _Thread_local char cachedLocale[64];

int32_t easel_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    if (locale == NULL) locale = "";
    if (cachedIterator == NULL || strncmp(cachedLocale, locale, sizeof cachedLocale) != 0) {
        if (cachedIterator != NULL) ubrk_close(cachedIterator);
        cachedIterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
        if (U_FAILURE(status) || cachedIterator == NULL) { cachedIterator = NULL; return -1; }
        strncpy(cachedLocale, locale, sizeof cachedLocale - 1);
        cachedLocale[sizeof cachedLocale - 1] = 0;
    }
    ubrk_setText(cachedIterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t b = ubrk_following(cachedIterator, 0); b != UBRK_DONE; b = ubrk_next(cachedIterator)) {
        if (count < capacity) offsets[count] = b;
        count++;
    }
    /* Forget the text: the caller's buffer does not outlive this call. */
    ubrk_setText(cachedIterator, NULL, 0, &status);
    return count;
}
