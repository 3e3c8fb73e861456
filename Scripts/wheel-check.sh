#!/usr/bin/env bash
# Usage: Scripts/wheel-check.sh [--debug]
#
# Builds the wheel (Scripts/build-wheel.sh; --debug as CI does), installs it in a new virtual environment with no
# index, and, with a PATH that holds no Swift and from a folder outside the checkout, checks what Docs/RELEASING.md
# promises: `touchcheck --version`; the Python example (a copy, so it imports the kit from the wheel) found with its
# deviation (exit 1, HIT-004 shrunk and archived, the documented corpus installed beside the command replayed) and
# conforming without it (exit 0); and the campaign's report page, naming the divergence, opened in headless Chromium
# when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "wheel-check: $*" >&2; exit 1; }

Scripts/build-wheel.sh "$tmp/dist" "$@"
wheel="$(find "$tmp/dist" -name 'touchcheck-*.whl')"
[ "$(echo "$wheel" | wc -l)" -eq 1 ] || fail "expected one wheel in $tmp/dist, found: $wheel"
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python3" -m pip install --quiet --no-index --disable-pip-version-check "$wheel"

# No Swift from here on: the environment's folder, then the system's own.
export PATH="$tmp/venv/bin:/usr/local/bin:/usr/bin:/bin"
unset TOUCHCHECK_DOCUMENTED
if command -v swift >/dev/null; then fail "swift is still on PATH: $(command -v swift)"; fi
[ "$(command -v touchcheck)" = "$tmp/venv/bin/touchcheck" ] || fail "touchcheck on PATH is $(command -v touchcheck)"
mkdir "$tmp/work"
cp "$root/Examples/python/engine.py" "$tmp/work/engine.py"
cd "$tmp/work"
kit="$(python3 -c 'import touchcheck; print(touchcheck.__file__)')"
case "$kit" in "$tmp/venv/"*) ;; *) fail "the kit was imported from $kit, not the wheel";; esac
echo "wheel-check: $(basename "$wheel") installed; $(touchcheck --version); the kit at ${kit#"$tmp"/}"

status=0
touchcheck fuzz --engine "exec:python3 engine.py --deviate" --cases 2000 --corpus found --json summary.json >out.txt 2>&1 || status=$?
[ "$status" -eq 1 ] || { tail -n 30 out.txt; fail "the deviating example: exit $status, expected 1"; }
grep -q "documented cases at this engine's level: .* passed, 1 failed" out.txt || { grep -n documented out.txt; fail "the installed documented corpus was not replayed"; }
python3 - summary.json <<'PY'
import json, os, sys
divergences = json.load(open(sys.argv[1]))["divergences"]
found = [d for d in divergences if d["rule"] == "HIT-004" and os.path.isfile(d.get("archived", ""))]
assert found, "no archived HIT-004 divergence: %s" % [d["signature"] for d in divergences]
assert all(d["minimal"]["views"] <= 2 for d in found), "not shrunk: %s" % found
print("wheel-check: found %s, shrunk to %d view(s), archived %s" % (found[0]["signature"], found[0]["minimal"]["views"], found[0]["archived"]))
PY
touchcheck fuzz --engine "exec:python3 engine.py" --cases 2000 --no-archive --quiet >out.txt 2>&1 || { tail -n 30 out.txt; fail "the example without its deviation does not conform"; }
echo "wheel-check: the example conforms without its deviation"
status=0
touchcheck report found --json summary.json --html report.html >out.txt 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat out.txt; fail "report: exit $status, expected 1 (the page shows a divergence)"; }
grep -q "HIT-004" report.html || fail "the report page does not name HIT-004"
echo "wheel-check: report page $(wc -c <report.html) bytes, naming HIT-004"
# Opened in headless Chromium where it is installed (.ci/run's report check installs it first): every divergence's
# section and picture, no console error, nothing injected.
if command -v chromium >/dev/null; then
  python3 "$root/Scripts/report-browser-check.py" report.html --summary summary.json || fail "the report page does not pass the browser check"
else
  echo "wheel-check: chromium is not installed: the page was not opened in a browser"
fi
