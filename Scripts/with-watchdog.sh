#!/usr/bin/env bash
# Usage: Scripts/with-watchdog.sh SECONDS COMMAND [ARG...]
#
# Runs COMMAND (a `swift test` run) in a process group of its own, with its output line-buffered to the console and to
# a log. If it has not ended after SECONDS, prints the tests that started and never ended and every process's tree,
# then kills the command's whole group and exits 124: a test that hangs fails CI with the names to look at, instead
# of holding it until CI's own limit kills it without a word. Interrupted or terminated, it ends the group too.
set -uo pipefail
limit="$1"
shift
log="$(mktemp)"
exec 3> >(tee "$log")
tee_pid=$!
# setsid: the command leads a new group (it is not one here, so setsid does not fork), which the kills below reach.
setsid "$@" >&3 2>&1 &
run=$!
finish() {  # STATUS: end the group if it still runs, let tee write the last lines, clean up
  kill -KILL -- "-$run" 2>/dev/null
  wait "$run" 2>/dev/null
  exec 3>&-
  wait "$tee_pid" 2>/dev/null
  rm -f "$log"
  exit "$1"
}
trap 'finish 130' INT
trap 'finish 143' TERM
waited=0
while kill -0 "$run" 2>/dev/null && [ "$waited" -lt "$limit" ]; do
  sleep 5
  waited=$((waited + 5))
done
if kill -0 "$run" 2>/dev/null; then
  echo "watchdog: '$*' still running after $limit s"
  echo "watchdog: tests started and not ended:"
  python3 - "$log" <<'PY'
import re, sys
started, ended = [], set()
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    m = re.match(r'^◇ Test (".*?") started\.', line)
    if m:
        started.append(m.group(1))
        continue
    m = re.match(r'^[✔✘━] Test (".*?") (?:with \d+ test cases? )?(?:passed|failed)', line)
    if m:
        ended.add(m.group(1))
for name in dict.fromkeys(started):
    if name not in ended:
        print("  " + name)
PY
  echo "watchdog: processes:"
  ps -eo pid,ppid,pgid,stat,etime,args --forest | awk '$1 != 2 && $2 != 2' | cut -c1-220
  finish 124
fi
wait "$run"
status=$?
exec 3>&-
wait "$tee_pid" 2>/dev/null
rm -f "$log"
exit "$status"
