#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H
/*
 * libFuzzer's driver entry point, for easel-fuzz built with -sanitize=fuzzer (.ci/fuzz).
 * SwiftPM names an executable's entry point itself, so easel-fuzz starts libFuzzer through
 * LLVMFuzzerRunDriver instead of libFuzzer's own main. Declared only: an ordinary build never
 * references it.
 */
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*user_callback)(const uint8_t *data, size_t size));

#endif
