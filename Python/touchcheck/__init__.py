"""TouchCheck's engine kit: write a UIKit-style touch engine in Python that TouchCheck can check.

An engine is a program that TouchCheck starts (``touchcheck fuzz --engine exec:'python3 my_engine.py'``) and talks to
over its standard input and output (Docs/PROTOCOL.md). This kit does the talking: it reads the greeting, answers the
handshake with the engine's name, capabilities and profile, and hands the engine each case as plain Python objects;
the engine returns what it observed.

    import touchcheck

    def run(case):
        # case.file: the case file (a dict), or case.compact: the compact case (lists), as the engine asked
        return ["@0 hitTest t1 v1"]            # trace lines (case files) or compact events (compact)

    touchcheck.serve(run, name="my-engine", capabilities=["hitTesting"])

Standard library only. Anything for a human goes to standard error, never to standard output.
"""
import json
import os
import sys

__all__ = ["Case", "Engine", "serve", "PROTOCOL"]

#: The protocol version this kit speaks.
PROTOCOL = 1


class Case:
    """One case TouchCheck sent: its request ``id``, and either ``file`` (a case file, as a dict) or ``compact`` (the
    compact encoding, as nested lists), by the encoding the handshake settled on."""

    def __init__(self, request):
        self.id = request.get("id")
        self.file = request.get("case")
        self.compact = request.get("c")

    @property
    def is_compact(self):
        """Whether the case came in the compact encoding (answer with compact events)."""
        return self.compact is not None


class Engine:
    """The engine's side of one connection: the handshake, then the cases in the order they come, and the replies.

    ``name``, ``capabilities`` (names such as ``"hitTesting"``), ``summary`` and ``profile`` (constants the engine
    declares, such as ``{"alphaThreshold": 0.01}``) go into the handshake. ``compact`` asks for the compact encoding
    when TouchCheck offers it; ``window`` is how many requests may wait unanswered in the pipe (replies stay in
    request order either way).
    """

    def __init__(self, name, capabilities, summary=None, profile=None, compact=False, window=16, deviations=None,
                 stdin=None, stdout=None):
        self.name, self.capabilities, self.summary, self.profile = name, list(capabilities), summary, profile
        self.wants_compact, self.window, self.deviations = compact, window, deviations
        self.compact = False
        self._in = stdin if stdin is not None else sys.stdin.buffer.fileno()
        self._out = stdout if stdout is not None else sys.stdout
        self._pending = b""
        self._replies = []
        self._encode = json.JSONEncoder(separators=(",", ":")).encode

    def hello(self, greeting):
        """The handshake's answer to TouchCheck's greeting (a dict)."""
        self.compact = self.wants_compact and "compact" in greeting.get("encodings", [])
        answer = {"protocol": PROTOCOL, "name": self.name, "capabilities": self.capabilities, "window": self.window}
        if self.summary:
            answer["summary"] = self.summary
        if self.profile:
            answer["profile"] = self.profile
        if self.deviations:
            answer["deviations"] = list(self.deviations)
        if self.compact:
            answer["encoding"] = "compact"
        return answer

    def _requests(self):
        """Every request as it arrives; the replies written so far are sent whenever no other request is waiting, so a
        window's worth of requests costs one read and one write."""
        while True:
            chunk = os.read(self._in, 1 << 16)
            if not chunk:
                self.flush()
                return
            *lines, self._pending = (self._pending + chunk).split(b"\n")
            for line in lines:
                if line.strip():
                    yield json.loads(line)
            self.flush()

    def cases(self):
        """The cases TouchCheck sends, in order, each answered with ``reply`` before the next is asked for; the
        handshake is answered on the way."""
        for request in self._requests():
            if "touchcheck" in request:
                self._send(self.hello(request))
                continue
            yield Case(request)

    def reply(self, case, observed=None, error=None):
        """Answers ``case`` with what the engine observed (trace lines for a case file, events for a compact case), or
        with ``error`` (a message) when the engine cannot run it."""
        self._send(self._message(case, observed, error))

    def _message(self, case, observed=None, error=None):
        if error is not None:
            return {"id": case.id, "error": str(error)}
        return {"id": case.id, ("e" if case.is_compact else "trace"): list(observed)}

    def _send(self, message):
        self._queue(self._encode(message))

    def _queue(self, line):
        self._replies.append(line + "\n")

    def flush(self):
        """Writes the replies waiting to be sent."""
        if self._replies:
            self._out.write("".join(self._replies))
            self._replies = []
        self._out.flush()


def serve(run, name, capabilities, **handshake):
    """Runs an engine to the end of its input: ``run(case)`` returns what the engine observed for each case; an
    exception in it becomes an error reply naming it, and the engine goes on with the next case. ``handshake``: the
    other arguments of ``Engine`` (summary, profile, compact, window, deviations)."""
    engine = Engine(name, capabilities, **handshake)
    for case in engine.cases():
        try:
            # Encoded here, once: what JSON cannot hold is the engine's error too, not the end of it.
            line = engine._encode(engine._message(case, run(case)))
        except Exception as error:  # a bug in the engine: say so instead of dying
            engine.reply(case, error="%s: %s" % (type(error).__name__, error))
            continue
        engine._queue(line)
