// A weak reference to libFuzzer's driver: resolved when the program is linked with -sanitize=fuzzer, null otherwise,
// so one executable target builds both ways (Swift has no weak references to C symbols of its own).
#include "LibFuzzerShim.h"

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) __attribute__((weak));

int touchcheck_run_libfuzzer(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
  if (!LLVMFuzzerRunDriver) return -1;
  return LLVMFuzzerRunDriver(argc, argv, callback);
}
