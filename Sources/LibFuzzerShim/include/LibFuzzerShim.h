#ifndef LIBFUZZER_SHIM_H
#define LIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver on `callback` when the program is linked with libFuzzer (built with -sanitize=fuzzer)
/// and returns its exit status; returns -1 at once when it is not, so the program can read its inputs itself.
int touchcheck_run_libfuzzer(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
