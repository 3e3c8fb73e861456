#!/usr/bin/env python3
"""An engine that tries to inject markup into the reports that show it (issue 21's escaping check).

It is the Python example engine (Examples/python/engine.py, its alpha deviation on) with a hostile handshake name
and, for some cases, hostile output: a trace line carrying `<script>`, quotes, `]]>` and `<!--` (a protocol:bad-trace
divergence that quotes it), or an error reply carrying an `<img onerror>`; and it leaves out a second finger's hit
test, an ordinary divergence whose two traces the page shows.
Every payload would set window.__touchcheckInjected if a page ran it. Standard library only.

    touchcheck fuzz --engine exec:'python3 Scripts/hostile-engine.py' --cases 100 --html hostile.html
"""
import json
import os
import sys

sys.argv.append("--deviate")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "python"))
import engine  # noqa: E402  (the example engine, deviating)

PAYLOAD = "<script>window.__touchcheckInjected=1</script>\"'&]]><!--<img src=x onerror=\"window.__touchcheckInjected=2\">"
NAME = "evil<script>window.__touchcheckInjected=3</script>\"']]>"


def reply(request):
    if "touchcheck" in request:
        return {"protocol": 1, "name": NAME, "summary": "hostile " + PAYLOAD, "capabilities": ["hitTesting", "severalWindows"]}
    case = request["case"]
    fingers = {t["id"] for item in case["stream"] for t in item.get("touches", [])}
    windows = len(case["scene"]["windows"])
    if len(fingers) >= 3:
        return {"id": request.get("id"), "trace": ["@0 hitTest " + PAYLOAD]}
    if windows == 2 and len(fingers) == 2:
        return {"id": request.get("id"), "error": "failed " + PAYLOAD}
    if len(fingers) == 2 and windows == 1:  # an ordinary divergence too: the second finger's hit test is left out
        return {"id": request.get("id"), "trace": engine.run(case)[:-1]}
    return {"id": request.get("id"), "trace": engine.run(case)}  # case files: it never asks for the compact encoding


def main():
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(json.dumps(reply(json.loads(line)), separators=(",", ":")) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
