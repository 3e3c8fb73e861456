#include "ProcessControl.h"

#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__linux__)
#include <malloc.h>
#endif

enum { engine_slots = 1024, message_bytes = 512 };
static _Atomic int engines[engine_slots];
static char message[message_bytes];
static size_t message_length;
static long long limit_bytes;
enum { guarded_count = 5 };
static struct sigaction previous[guarded_count];
static const int guarded[guarded_count] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP};

long long touchcheck_address_space_limit(void) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
  return (long long)limit.rlim_cur;
}

long long touchcheck_address_space_used(void) {
  // Only system calls and arithmetic: this also runs inside a signal handler.
  int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char text[64];
  ssize_t n = read(fd, text, sizeof text - 1);
  close(fd);
  if (n <= 0) return 0;
  long long pages = 0;
  for (ssize_t i = 0; i < n && text[i] >= '0' && text[i] <= '9'; i++) pages = pages * 10 + (text[i] - '0');
  return pages * (long long)sysconf(_SC_PAGESIZE);
}

static void on_fatal_signal(int signal_number) {
  long long used = touchcheck_address_space_used();
  // Near the limit: within 32 MiB of it, or past 90 % of it.
  if (used > 0 && (used + 32LL * 1024 * 1024 >= limit_bytes || used * 10 >= limit_bytes * 9)) {
    ssize_t ignored = write(2, message, message_length);
    (void)ignored;
    for (int i = 0; i < engine_slots; i++) {
      int pid = atomic_load(&engines[i]);
      if (pid > 0) kill(-pid, SIGKILL);
    }
    _exit(3);
  }
  for (int i = 0; i < guarded_count; i++) {
    if (guarded[i] == signal_number) sigaction(signal_number, &previous[i], NULL);
  }
  raise(signal_number);
}

void touchcheck_guard_memory(const char *text) {
  limit_bytes = touchcheck_address_space_limit();
  if (limit_bytes == 0) return;
#if defined(__linux__)
  mallopt(M_ARENA_MAX, 1);
#endif
  message_length = strlen(text);
  if (message_length >= message_bytes) message_length = message_bytes - 1;
  memcpy(message, text, message_length);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_fatal_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_ONSTACK;
  for (int i = 0; i < guarded_count; i++) sigaction(guarded[i], &action, &previous[i]);
}

void touchcheck_engine_started(int pid) {
  for (int i = 0; i < engine_slots; i++) {
    int empty = 0;
    if (atomic_compare_exchange_strong(&engines[i], &empty, pid)) return;
  }
}

void touchcheck_engine_ended(int pid) {
  for (int i = 0; i < engine_slots; i++) {
    int expected = pid;
    if (atomic_compare_exchange_strong(&engines[i], &expected, 0)) return;
  }
}

int touchcheck_engines_running(int *out, int capacity) {
  int count = 0;
  for (int i = 0; i < engine_slots && count < capacity; i++) {
    int pid = atomic_load(&engines[i]);
    if (pid > 0) out[count++] = pid;
  }
  return count;
}
