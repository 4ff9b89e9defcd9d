/* Header-only module: see include/CLibFuzzer.h. */
#include "CLibFuzzer.h"
