#!/usr/bin/env python3
"""A small UIKit-style hit-testing engine that speaks TouchCheck's engine protocol (Docs/PROTOCOL.md).

Run it through TouchCheck:

    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py'            # conforms
    touchcheck fuzz --engine exec:'python3 Examples/python/engine.py --deviate'  # the deviation is found

With --deviate (or TOUCHCHECK_EXAMPLE_DEVIATE=1) it skips views whose alpha is at most 0.01, as the sample code
of seed 000 does; UIKit skips only alpha below 0.01 (rule HIT-004), so a view of alpha exactly 0.01 is hittable.

It asks for the compact encoding (Docs/PROTOCOL.md, "The compact encoding") when TouchCheck offers it; with
--case-file it takes case files and answers with trace lines, as engines did before. --no-window declares no window.

It is written on TouchCheck's engine kit (`import touchcheck`: the wheel installs it, Python/touchcheck in this
repository), which reads the requests, answers the handshake and sends the replies; this file is the engine itself.
Standard library only. Anything for a human goes to stderr (TouchCheck keeps its tail for reports).
"""
import os
import struct
import sys

try:
    import touchcheck
except ImportError:  # run from a checkout without the wheel installed: the kit beside the examples
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Python"))
    import touchcheck
if not hasattr(touchcheck, "serve"):  # a folder named touchcheck (a checkout of TouchCheck) found instead of the kit
    sys.exit("engine.py: the engine kit is not installed: pip install TouchCheck's wheel, or put its Python/ folder on "
             "PYTHONPATH (found %s instead)" % (getattr(touchcheck, "__path__", None) or touchcheck))

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


def observe(case):
    """What the engine observed on one case: compact events, or trace lines for a case file."""
    return events(case.compact) if case.is_compact else run(case.file)


def main():
    touchcheck.serve(
        observe, name="python-example", capabilities=["hitTesting", "severalWindows"],
        summary="hit testing in Python" + (" (alpha <= 0.01 deviation)" if DEVIATE else ""),
        compact="--case-file" not in sys.argv,
        # Requests are answered one after another as they are read, so several may wait in the pipe.
        window=1 if "--no-window" in sys.argv else 16)


if __name__ == "__main__":
    main()
