#ifndef EASEL_CHARFBUZZ_SHIM_H
#define EASEL_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

/* HarfBuzz's tag and feature-range macros are function-like, so Swift cannot import them. */
static const unsigned int EASEL_HB_FEATURE_GLOBAL_END = HB_FEATURE_GLOBAL_END;
#endif
