#!/usr/bin/env python3
"""A small UIKit-style hit-testing engine that speaks TouchCheck's engine protocol (Docs/PROTOCOL.md).

Run it through TouchCheck:

    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py'            # conforms
    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py --deviate'  # the deviation is found

With --deviate (or TOUCHCHECK_EXAMPLE_DEVIATE=1) it skips views whose alpha is at most 0.01, as the sample code
of seed 000 does; UIKit skips only alpha below 0.01 (rule HIT-004), so a view of alpha exactly 0.01 is hittable.

It asks for the compact encoding (Docs/PROTOCOL.md, "The compact encoding") when TouchCheck offers it; with
--case-file it takes case files and answers with trace lines, as engines did before. --no-window declares no window.

Standard library only. Requests arrive one per line on stdin; each reply is one line on stdout, in request order.
Anything for a human goes to stderr (TouchCheck keeps its tail for reports).
"""
import json
import os
import struct
import sys

DEVIATE = "--deviate" in sys.argv[1:] or os.environ.get("TOUCHCHECK_EXAMPLE_DEVIATE") == "1"

# The compact encoding's codes used here.
IMAGE_VIEW, LABEL = 2, 3                            # view kinds that are not interactive by default
HIDDEN, INTERACTION_OFF, INTERACTION_ON = 1, 2, 4   # view flags
TOUCHES, BEGAN, HIT_TEST = 0, 0, 2                  # stream item kind, touch phase, event kind
NO_MORE = {}
ORIGIN = (0, 0)


class Scene:
    """A compact case's views (`[kind, flags, x, y, width, height, alpha, subviews, more]`), windows and profile."""

    def __init__(self, case):
        self.views, self.windows = case[0], case[1]
        profile = case[5] if len(case) > 5 else NO_MORE
        self.alpha_threshold = profile.get("alphaThreshold", 0.01)
        self.alpha_as_float = profile.get("alphaStoredAsFloat", False)

    def is_skipped(self, view):
        """Hidden, not interactive, or too transparent: ignored with its whole subtree."""
        kind, flags, alpha = view[0], view[1], view[6]
        if flags & (HIDDEN | INTERACTION_OFF):
            return True
        if kind in (IMAGE_VIEW, LABEL) and not flags & INTERACTION_ON:
            return True
        if self.alpha_as_float:
            alpha = struct.unpack("f", struct.pack("f", alpha))[0]
        if DEVIATE:
            return alpha <= self.alpha_threshold
        return alpha < self.alpha_threshold

    def hit_test(self, index, x, y):
        """UIView.hitTest(_:with:) with the point in the superview's bounds (or the screen): skip, convert the point into
        the view's bounds (about the frame's centre), check the bounds (half-open), ask subviews front to back."""
        view = self.views[index]
        if self.is_skipped(view):
            return None
        _, _, frame_x, frame_y, width, height = view[:6]
        origin_x, origin_y = view[8].get("o", ORIGIN) if len(view) > 8 else ORIGIN
        x = origin_x + width / 2 + (x - (frame_x + width / 2))
        y = origin_y + height / 2 + (y - (frame_y + height / 2))
        if not (origin_x <= x < origin_x + width and origin_y <= y < origin_y + height):
            return None
        for subview in reversed(view[7]):
            hit = self.hit_test(subview, x, y)
            if hit is not None:
                return hit
        return index

    def hit_test_windows(self, x, y):
        """Windows last to first (the last is in front); -1 when no view is hit."""
        for window in reversed(self.windows):
            hit = self.hit_test(window, x, y)
            if hit is not None:
                return hit
        return -1


def events(case):
    """The compact events of a compact case: one hit test per new touch, in stream order."""
    scene = Scene(case)
    found = []
    for frame, item in enumerate(case[2]):
        if item[1] == TOUCHES:
            for touch, phase, x, y in item[2]:
                if phase == BEGAN:
                    found.append([frame, HIT_TEST, touch, scene.hit_test_windows(x, y)])
    return found


def run(case_file):
    """The trace lines of a case file (with --case-file, and for scripts that import this engine)."""
    scene = case_file["scene"]
    index = {view["id"]: i for i, view in enumerate(scene["views"])}
    kinds = {"imageView": IMAGE_VIEW, "label": LABEL}
    interaction = {None: 0, False: INTERACTION_OFF, True: INTERACTION_ON}
    views = [[kinds.get(view.get("kind"), 0), (HIDDEN if view.get("hidden") else 0) | interaction[view.get("userInteraction")],
              *view["frame"], view.get("alpha", 1), [index[s] for s in view.get("subviews", [])],
              {"o": view.get("boundsOrigin", ORIGIN)}] for view in scene["views"]]
    touches = {}
    stream = [[item["time"], TOUCHES, [[touches.setdefault(t["id"], len(touches)), 0 if t["phase"] == "began" else 1, *t["at"]]
                                       for t in item["touches"]]] if "touches" in item else [item["time"], 1]
              for item in case_file["stream"]]
    case = [views, [index[w] for w in scene["windows"]], stream, "", "", case_file.get("profile", NO_MORE)]
    ids, names = list(index), list(touches)
    return ["@%d hitTest %s %s" % (f, names[t], "none" if v < 0 else ids[v]) for f, _, t, v in events(case)]


def reply(request, compact_encoding):
    """The answer to one request: the handshake, or a case's trace (an error reply if the case breaks the engine)."""
    if "touchcheck" in request:
        hello = {"protocol": 1, "name": "python-example",
                 "summary": "hit testing in Python" + (" (alpha <= 0.01 deviation)" if DEVIATE else ""),
                 "capabilities": ["hitTesting", "severalWindows"],
                 # Requests are answered one after another as they are read, so several may wait in the pipe.
                 "window": 1 if "--no-window" in sys.argv else 16}
        if compact_encoding:
            hello["encoding"] = "compact"
        return hello
    try:
        if "c" in request:
            return {"id": request["id"], "e": events(request["c"])}
        return {"id": request.get("id"), "trace": run(request["case"])}
    except Exception as error:  # a bug in the engine: say so instead of dying
        return {"id": request.get("id"), "error": "%s: %s" % (type(error).__name__, error)}


def main():
    """Answers every request that has arrived, in order, then writes the replies at once (one read and one write for a
    window's worth of requests, not one each)."""
    compact_encoding = False
    encode = json.JSONEncoder(separators=(",", ":")).encode
    pending = b""
    while True:
        chunk = os.read(0, 1 << 16)
        if not chunk:
            return
        *lines, pending = (pending + chunk).split(b"\n")
        replies = []
        for line in lines:
            if line.strip():
                request = json.loads(line)
                if "touchcheck" in request:
                    compact_encoding = "compact" in request.get("encodings", []) and "--case-file" not in sys.argv
                replies.append(encode(reply(request, compact_encoding)) + "\n")
        sys.stdout.write("".join(replies))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
