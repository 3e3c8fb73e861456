#!/usr/bin/env bash
# Usage: Scripts/build-wheel.sh OUTDIR [--debug]
#
# Builds the touchcheck command with the Swift standard library linked statically (it then needs only glibc,
# libstdc++ and libm, no Swift on the machine), strips it, and writes a Python wheel to OUTDIR that installs it as the
# `touchcheck` command, with the engine kit (`import touchcheck`, Python/touchcheck). The platform tag is the machine's
# (x86_64, or aarch64 where the toolchain builds it) and the newest glibc the binary needs. The version is the
# project's own (`touchcheck --version`). No network at build or run time. --debug builds a debug binary instead (CI
# checks the packaging with it, to stay within its time); releases use the default, a release build.
# Docs/RELEASING.md describes the release step.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: Scripts/build-wheel.sh OUTDIR [--debug]" >&2; exit 2; }
out="$1"
config=release
[ "${2:-}" = "--debug" ] && config=debug
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# A build folder of its own: the static standard library is a different build from the usual one.
flags=(-c "$config" --static-swift-stdlib --product touchcheck --scratch-path .build-wheel)
swift build "${flags[@]}"
python3 Scripts/make-wheel.py "$(swift build "${flags[@]}" --show-bin-path)/touchcheck" "$out"
