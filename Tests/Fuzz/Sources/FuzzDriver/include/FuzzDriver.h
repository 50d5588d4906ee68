// libFuzzer's entry for programs that have their own main: SwiftPM links an executable
// target's main to `<Target>_main`, so each target starts libFuzzer through this call.
// libFuzzer (linked by -sanitize=fuzzer) defines it.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
