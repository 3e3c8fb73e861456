#!/usr/bin/env bash
# The HTML report checked in a real browser (issue 21; run by .ci/run, and locally): a 10,000-case campaign of the
# composite engine written with fuzz --html and opened in headless Chromium (no console error, every divergence's
# section and picture, opening one shows both traces, a screenshot that is not blank, under 2 MB); a page of 200
# divergences built with `touchcheck report` that must open in under a second; and the page of an engine whose name,
# trace lines and errors carry <script>, quotes and ]]>, where nothing may run or be injected.
#
#   Scripts/report-check.sh [SCREENSHOT.png]    (Docs/report.png, the picture in Docs/REPORTS.md, is made with this command)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
screenshot="${1:-}"
start=$SECONDS
if ! command -v chromium >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
touchcheck="$(swift build --show-bin-path)/touchcheck"
[ -x "$touchcheck" ] || swift build --product touchcheck >/dev/null
# Inside the package (relative paths read better on the page, and its replay commands run from here).
mkdir -p .build
tmp="$(mktemp -d .build/report-check.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
expect_divergences() {  # NAME COMMAND...: the campaign must find divergences (exit 1)
  local name="$1" status=0
  shift
  "$@" >"$tmp/out" 2>&1 || status=$?
  [ "$status" -eq 1 ] || { tail -n 20 "$tmp/out"; echo "report check: the $name campaign exited $status, expected 1"; exit 1; }
}
expect_divergences composite "$touchcheck" fuzz --engine composite --cases 10000 --corpus "$tmp/found" --json "$tmp/composite.json" \
  --html "$tmp/composite.html" --quiet --no-documented
echo "== composite campaign, 10,000 cases"
python3 Scripts/report-browser-check.py "$tmp/composite.html" --summary "$tmp/composite.json" --max-bytes 2000000 \
  --open "MTC-003 touches:missing" --height 1100 --screenshot "${screenshot:-$tmp/report.png}"
echo "== 200 divergences"
python3 Scripts/report-many-divergences.py "$tmp/composite.json" 200 "$tmp/many" >/dev/null
# report exits 1 when its page shows divergences, as fuzz does.
report_status=0
"$touchcheck" report "$tmp/many/found" --json "$tmp/many/summary.json" --html "$tmp/many.html" >/dev/null || report_status=$?
[ "$report_status" -eq 1 ] || { echo "report check: report of 200 divergences exited $report_status, expected 1"; exit 1; }
python3 Scripts/report-browser-check.py "$tmp/many.html" --summary "$tmp/many/summary.json" --max-load-ms 1000
echo "== a hostile engine"
expect_divergences hostile "$touchcheck" fuzz --engine "exec:python3 Scripts/hostile-engine.py" --cases 100 --corpus "$tmp/hostile" \
  --json "$tmp/hostile.json" --html "$tmp/hostile.html" --quiet --no-documented
python3 Scripts/report-browser-check.py "$tmp/hostile.html" --summary "$tmp/hostile.json" --hostile
echo "report check: passed in $((SECONDS - start)) s"
