#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

/// Makes the calling process the reaper of its orphaned descendants (Linux's PR_SET_CHILD_SUBREAPER), so an engine's
/// child that left its process group and lost its parent becomes our child, where it can still be found and ended.
/// Returns 0 on success and -1 where the system has no such setting.
int touchcheck_adopt_orphans(void);

/// The address-space limit (`ulimit -v`) in bytes, or 0 when there is none.
long long touchcheck_address_space_limit(void);

/// The address space this process uses now, in bytes (from /proc/self/statm), or 0 when unknown.
long long touchcheck_address_space_used(void);

/// Under an address-space limit: fewer malloc arenas (each thread's arena reserves 64 MiB), and handlers for SIGABRT,
/// SIGSEGV, SIGBUS, SIGILL and SIGTRAP that, when the process is near the limit, write `message`, kill the recorded engine process
/// groups and exit with status 3; any other such signal goes on to the handler installed before. Does nothing
/// without a limit. `message` is copied.
void touchcheck_guard_memory(const char *message);

/// Records an engine process group, so the memory guard can end it (at most 1024 at once; more are not recorded).
void touchcheck_engine_started(int pid);

/// Forgets an engine process group.
void touchcheck_engine_ended(int pid);

/// Copies the recorded engine process groups into `out` (at most `capacity`) and returns how many were copied.
int touchcheck_engines_running(int *out, int capacity);

#endif
