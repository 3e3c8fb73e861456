#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

#include <spawn.h>

/// Makes the calling process the reaper of its orphaned descendants (Linux's PR_SET_CHILD_SUBREAPER), so an engine's
/// child that left its process group and lost its parent becomes our child, where it can still be found and ended.
/// Returns 0 on success and -1 where the system has no such setting.
int touchcheck_adopt_orphans(void);

/// Creates a pipe whose two ends are close-on-exec from the start (`pipe2` with `O_CLOEXEC` where the system has it),
/// so no process another thread starts meanwhile inherits them. Returns 0, or -1 with `errno` set.
int touchcheck_pipe_cloexec(int fds[2]);

/// Adds to `actions` the closing of every descriptor from `lowest` up (`posix_spawn_file_actions_addclosefrom_np`),
/// so a started engine holds none of the descriptors this process has open, close-on-exec or not (a test runner's
/// pipes among them). Returns 0, or an error number where the system has no such action.
int touchcheck_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// Adds to `actions` a change of the working folder to `path` (`posix_spawn_file_actions_addchdir_np`). Returns 0, or
/// an error number where the system has no such action.
int touchcheck_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// Sets `attributes` so a started process begins with default handling of SIGPIPE, SIGINT, SIGTERM and SIGHUP and no
/// blocked signal, whatever the starting thread had, and, when `own_group` is set, leads a process group of its own.
void touchcheck_spawn_fresh_signals(posix_spawnattr_t *attributes, int own_group);

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
