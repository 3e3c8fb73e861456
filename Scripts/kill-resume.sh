#!/usr/bin/env bash
# Kills a campaign with SIGKILL at random moments, resumes it each time, and compares the end with an unkilled run:
# the archives (file names and contents) and the JSON summaries (but the time and the archive folder) must be equal,
# and no file but archived cases and the campaign state may be left in the archive folder.
#
#   Scripts/kill-resume.sh [TOUCHCHECK] [KILLS]     (default: .build/release/touchcheck, 20 kills)
set -euo pipefail
touchcheck="${1:-.build/release/touchcheck}"
kills="${2:-20}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
common=(fuzz --engine composite --seed 7 --cases 250000 --quiet)

status=0
"$touchcheck" "${common[@]}" --corpus "$work/ref" --json "$work/ref.json" >"$work/ref.out" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/ref.out"; echo "the unkilled run exited $status, expected 1"; exit 1; }

python3 -c "import random, sys; random.seed(11); print(' '.join(f'{random.uniform(0.2, 3):.2f}' for _ in range(int(sys.argv[1]))))" "$kills" >"$work/delays"
for delay in $(cat "$work/delays"); do
  "$touchcheck" "${common[@]}" --corpus "$work/run" --json "$work/run.json" --resume >"$work/run.out" 2>&1 &
  pid=$!
  sleep "$delay"
  if kill -9 "$pid" 2>/dev/null; then echo "killed after $delay s"; else echo "finished before $delay s"; fi
  wait "$pid" 2>/dev/null || true
  stray="$(ls -A "$work/run/composite" 2>/dev/null | grep -v -e '\.json$' -e '^\.campaign-state$' -e '^\.campaign-state\.lock$' || true)"
  [ -z "$stray" ] || { echo "stray files: $stray"; exit 1; }
done

status=0
"$touchcheck" "${common[@]}" --corpus "$work/run" --json "$work/run.json" --resume >"$work/run.out" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/run.out"; echo "the resumed run exited $status, expected 1"; exit 1; }
diff -r -x .campaign-state -x .campaign-state.lock "$work/ref" "$work/run"
echo "archives identical: $(ls "$work/ref/composite" | wc -l) files"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def load(name):
    text = open(f"{work}/{name}.json").read().replace(f"{work}/{name}/", "ARCHIVE/")
    summary = json.loads(text)
    summary.pop("seconds", None)
    return summary
assert load("ref") == load("run"), "the JSON summaries differ"
print("JSON summaries identical (but the time)")
PY
