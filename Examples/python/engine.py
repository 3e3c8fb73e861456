#!/usr/bin/env python3
"""A small UIKit-style hit-testing engine that speaks TouchCheck's engine protocol (Docs/PROTOCOL.md).

Run it through TouchCheck:

    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py'            # conforms
    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py --deviate'  # the deviation is found

With --deviate (or TOUCHCHECK_EXAMPLE_DEVIATE=1) it skips views whose alpha is at most 0.01, as the sample code
of seed 000 does; UIKit skips only alpha below 0.01 (rule HIT-004), so a view of alpha exactly 0.01 is hittable.

Standard library only. Requests arrive one per line on stdin; each reply is one line on stdout. Anything for a
human goes to stderr (TouchCheck keeps its tail for reports).
"""
import json
import os
import struct
import sys

DEVIATE = "--deviate" in sys.argv[1:] or os.environ.get("TOUCHCHECK_EXAMPLE_DEVIATE") == "1"


class Scene:
    """The views of a case by identifier, with UIKit's defaults filled in."""

    def __init__(self, case):
        scene = case["scene"]
        self.windows = scene["windows"]
        self.views = {view["id"]: view for view in scene["views"]}
        profile = case.get("profile", {})
        self.alpha_threshold = profile.get("alphaThreshold", 0.01)
        self.alpha_as_float = profile.get("alphaStoredAsFloat", False)

    def is_skipped(self, view):
        """Hidden, not interactive, or too transparent: ignored with its whole subtree."""
        if view.get("hidden", False):
            return True
        default_interaction = view.get("kind", "view") not in ("imageView", "label")
        if not view.get("userInteraction", default_interaction):
            return True
        alpha = view.get("alpha", 1.0)
        if self.alpha_as_float:
            alpha = struct.unpack("f", struct.pack("f", alpha))[0]
        if DEVIATE:
            return alpha <= self.alpha_threshold
        return alpha < self.alpha_threshold

    def convert(self, point, view):
        """A point in the superview's bounds (or the screen) into the view's bounds, about the frame's centre."""
        x, y, width, height = view["frame"]
        origin_x, origin_y = view.get("boundsOrigin", [0, 0])
        return (origin_x + width / 2 + (point[0] - (x + width / 2)),
                origin_y + height / 2 + (point[1] - (y + height / 2)))

    def hit_test(self, view, point):
        """UIView.hitTest(_:with:): skip, check the bounds (half-open), ask subviews front to back, else the view."""
        if self.is_skipped(view):
            return None
        _, _, width, height = view["frame"]
        origin_x, origin_y = view.get("boundsOrigin", [0, 0])
        if not (origin_x <= point[0] < origin_x + width and origin_y <= point[1] < origin_y + height):
            return None
        for subview_id in reversed(view.get("subviews", [])):
            subview = self.views[subview_id]
            hit = self.hit_test(subview, self.convert(point, subview))
            if hit is not None:
                return hit
        return view["id"]

    def hit_test_windows(self, point):
        """Windows last to first (the last is in front), each with the point in its own coordinates."""
        for window_id in reversed(self.windows):
            window = self.views[window_id]
            hit = self.hit_test(window, self.convert(point, window))
            if hit is not None:
                return hit
        return None


def run(case):
    """The trace of a case: one hit-test line per new touch, in stream order."""
    scene = Scene(case)
    lines = []
    for frame, item in enumerate(case["stream"]):
        for touch in item.get("touches", []):
            if touch["phase"] == "began":
                hit = scene.hit_test_windows(touch["at"])
                lines.append("@%d hitTest %s %s" % (frame, touch["id"], hit if hit is not None else "none"))
    return lines


def reply(request):
    """The answer to one request: the handshake, or a case's trace (an error reply if the case breaks the engine)."""
    if "touchcheck" in request:
        return {"protocol": 1, "name": "python-example",
                "summary": "hit testing in Python" + (" (alpha <= 0.01 deviation)" if DEVIATE else ""),
                "capabilities": ["hitTesting", "severalWindows"],
                # Requests are answered one after another as they are read, so several may wait in the pipe.
                "window": 1 if "--no-window" in sys.argv else 16}
    try:
        return {"id": request.get("id"), "trace": run(request["case"])}
    except Exception as error:  # a bug in the engine: say so instead of dying
        return {"id": request.get("id"), "error": "%s: %s" % (type(error).__name__, error)}


def main():
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(json.dumps(reply(json.loads(line)), separators=(",", ":")) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
