#define _GNU_SOURCE
#include "ProcessControl.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

void touchcheck_spawn_fresh_signals(posix_spawnattr_t *attributes, int own_group) {
  sigset_t defaults, unblocked;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigaddset(&defaults, SIGHUP);
  sigemptyset(&unblocked);
  posix_spawnattr_setsigdefault(attributes, &defaults);
  posix_spawnattr_setsigmask(attributes, &unblocked);
  short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
  if (own_group) {
    posix_spawnattr_setpgroup(attributes, 0);
    flags |= POSIX_SPAWN_SETPGROUP;
  }
  posix_spawnattr_setflags(attributes, flags);
}

#if defined(__linux__)
#include <sys/prctl.h>

int touchcheck_adopt_orphans(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int touchcheck_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int touchcheck_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
  (void)actions;
  (void)lowest;
  return ENOSYS;
#endif
}

int touchcheck_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))
  return posix_spawn_file_actions_addchdir_np(actions, path);
#else
  (void)actions;
  (void)path;
  return ENOSYS;
#endif
}
#else
int touchcheck_adopt_orphans(void) { return -1; }

int touchcheck_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path) {
  (void)actions;
  (void)path;
  return ENOSYS;
}

int touchcheck_pipe_cloexec(int fds[2]) {
  if (pipe(fds) != 0) return -1;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
}

int touchcheck_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
  (void)actions;
  (void)lowest;
  return ENOSYS;
}
#endif
