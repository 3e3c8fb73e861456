#!/usr/bin/env python3
"""Makes a campaign of N distinct divergences out of a real one, to check that a large report stays quick to open.

Copies the campaign's archived counterexamples round-robin under new signatures (`SIGNATURE #k`) into OUT/found and
writes OUT/summary.json with one divergence per copy (its first case and time spread over the campaign), so
`touchcheck report OUT/found --json OUT/summary.json --html PAGE` builds a page of N real sections. Standard library only.

  python3 Scripts/report-many-divergences.py SUMMARY.json N OUT
"""
import json, os, shutil, sys


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("\n\n")[-1].strip())
    summary_path, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(summary_path) as f:
        summary = json.load(f)
    originals = [d for d in summary["divergences"] if os.path.isfile(d.get("archived", ""))]
    if not originals:
        sys.exit("report-many-divergences: %s names no archived divergence" % summary_path)
    shutil.rmtree(out, ignore_errors=True)
    folder = os.path.join(out, "found")
    os.makedirs(folder)
    divergences = []
    for k in range(count):
        d = dict(originals[k % len(originals)])
        copy = k // len(originals)
        if copy:
            d["signature"] = "%s #%d" % (d["signature"], copy)
        with open(d["archived"]) as f:
            case = json.load(f)
        case["found"]["signature"] = d["signature"]
        d["archived"] = os.path.join(folder, "case-%03d.json" % k)
        with open(d["archived"], "w") as f:
            json.dump(case, f, indent=2)
        d["firstCase"] = k * max(1, summary["cases"] // count)
        d["firstSeconds"] = round(summary["seconds"] * (k + 1) / count, 3)
        d.pop("diagnosis", None)
        divergences.append(d)
    summary["divergences"] = divergences
    summary["causes"] = []
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2)
    print("%d divergences from %d archived cases in %s" % (count, len(originals), out))


if __name__ == "__main__":
    main()
