#!/usr/bin/env bash
# Usage: Scripts/with-watchdog.sh SECONDS COMMAND [ARG...]
#
# Runs COMMAND (a `swift test` run) with its output line-buffered to the console and to a log. If it has not ended
# after SECONDS, prints what was still running, the tests that started and never ended, and every process's tree,
# then ends the run and exits 124: a test that hangs fails CI with the names to look at, instead of holding it until
# CI's own limit kills it without a word.
set -uo pipefail
limit="$1"
shift
log="$(mktemp)"
"$@" > >(tee "$log") 2>&1 &
run=$!
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
  pkill -KILL -P "$run" 2>/dev/null
  kill -KILL "$run" 2>/dev/null
  pkill -KILL -f 'TouchCheckPackageTests.xctest' 2>/dev/null
  wait "$run" 2>/dev/null
  rm -f "$log"
  exit 124
fi
wait "$run"
status=$?
rm -f "$log"
exit "$status"
