#ifndef EASEL_CICU_H
#define EASEL_CICU_H
#include <stdint.h>

/// The Unicode Bidirectional Algorithm (UAX #9) over one paragraph of UTF-16 text, through ICU.
///
/// `paragraphLevel` is 0 (left to right), 1 (right to left) or -1 (from the first strong character,
/// rules P2 and P3, left to right when there is none). Writes one embedding level per UTF-16 unit to
/// `levels` and returns the paragraph's level (0 or 1), or -1 when ICU fails.
int easel_bidi_levels(const uint16_t *text, int32_t length, int paragraphLevel, uint8_t *levels);

/// Line break opportunities (UAX #14) in UTF-16 text, through ICU's line break iterator for `locale`
/// ("" for the root rules). Writes the offsets at which a line may start, after 0 and up to and
/// including `length`, to `offsets` (at most `capacity`), and returns how many there are, or -1 when
/// ICU fails.
int32_t easel_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity);

#endif
