#!/usr/bin/env python3
"""Opens a touchcheck HTML report in headless Chromium and checks it as a person would see it (issue 21).

Talks the DevTools protocol over --remote-debugging-pipe (file descriptors 3 and 4, NUL-separated JSON), standard
library only. Checks: the page loads with no console error, no exception and no Content-Security-Policy violation;
every divergence of the summary has its folded section and, when its case was archived, its picture; opening one
shows both traces with the first differing line marked; nothing outside the page's own script ran and no element or
attribute was injected; and a screenshot is not blank (its PNG decoded here, pixels counted). Prints one line per
check and the measured figures; exits 1 on a failed check.

  python3 Scripts/report-browser-check.py PAGE.html --summary SUMMARY.json [--open d-4] [--screenshot OUT.png]
      [--max-load-ms 1000] [--max-bytes 2000000] [--hostile]
"""
import argparse, base64, json, os, struct, subprocess, sys, time, zlib

# Elements the page itself writes; anything else in the DOM was injected.
PAGE_ELEMENTS = set("""html head meta title style body header h1 h2 h3 h4 p span dl dt dd nav a main div section details summary
button input pre table thead tbody tr th td blockquote br b i footer script figure svg rect line text path circle g""".split())


class Browser:
    """One headless Chromium, one page, commands and events over the debugging pipe."""

    def __init__(self, width, height):
        self.to_r, self.to_w = os.pipe()
        self.from_r, self.from_w = os.pipe()

        def child():
            a, b = os.dup(self.to_r), os.dup(self.from_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        chromium = next((c for c in ("chromium", "chromium-browser", "google-chrome") if any(
            os.access(os.path.join(p, c), os.X_OK) for p in os.environ.get("PATH", "").split(os.pathsep))), None)
        if chromium is None:
            sys.exit("report-browser-check: no chromium on PATH (apt-get install -y --no-install-recommends chromium)")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--hide-scrollbars", "--disable-extensions", "--mute-audio", "--user-data-dir=" + os.path.join(
                 os.environ.get("TMPDIR", "/tmp"), "touchcheck-chromium-%d" % os.getpid()), "about:blank"],
            pass_fds=(3, 4), preexec_fn=child, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(self.to_r)
        os.close(self.from_w)
        self.buffer, self.next_id, self.events, self.session = b"", 0, [], None
        target = self.call("Target.createTarget", {"url": "about:blank", "newWindow": False})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable")

    def read(self, timeout):
        deadline = time.time() + timeout
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("no message from chromium")
            chunk = os.read(self.from_r, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed its debugging pipe")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def call(self, method, params=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_w, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read(timeout)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, timeout=60):
        for i, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(i)
        while True:
            event = self.read(timeout)
            if event.get("method") == method:
                return event
            self.events.append(event)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("script failed: %s" % result["exceptionDetails"])
        return result["result"].get("value")

    def errors(self):
        """Console errors, uncaught exceptions and log errors (CSP violations among them) seen so far."""
        found = []
        for e in self.events:
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.exceptionThrown":
                found.append("exception: %s" % p["exceptionDetails"].get("exception", {}).get("description", p["exceptionDetails"].get("text")))
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                found.append("console.%s: %s" % (p["type"], " ".join(str(a.get("value", a.get("description"))) for a in p.get("args", []))))
            elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
                found.append("log: %s" % p["entry"].get("text"))
        return found

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def png_pixels(data):
    """Width, height and rows of RGB(A) tuples of an 8-bit truecolour PNG, decoded with zlib (standard library only)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "unexpected PNG format: depth %d, colour type %d" % (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for x in range(stride):
            a = row[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                row[x] = (row[x] + a) & 255
            elif kind == 2:
                row[x] = (row[x] + b) & 255
            elif kind == 3:
                row[x] = (row[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(row[i:i + 3]) for i in range(0, stride, channels)])
        previous = row
    return width, height, rows


# What the page looks like to a script: its sections, pictures, elements, and anything that should not be there.
INSPECT = r"""(() => {
  const sections = [...document.querySelectorAll("details.divergence")];
  const handlers = [...document.querySelectorAll("*")].filter(el => [...el.attributes].some(a => /^on/i.test(a.name)));
  return {
    sections: sections.length,
    signatures: sections.map(d => d.querySelector("summary span").textContent),
    ids: sections.map(d => d.id),
    pictures: sections.filter(d => d.querySelector(".picture > svg rect.view")).length,
    withCase: sections.filter(d => d.querySelector(".picture")).length,
    engineBindings: sections.filter(d => d.querySelector(".picture svg .engine-bound")).length,
    openAtLoad: sections.filter(d => d.open).length,
    tags: [...new Set([...document.querySelectorAll("*")].map(el => el.localName))].sort(),
    scripts: document.scripts.length,
    handlers: handlers.map(el => el.localName),
    injectedFlag: typeof window.__touchcheckInjected !== "undefined",
    charts: document.querySelectorAll("#discovery ~ .charts svg.chart, .charts svg.chart").length,
    coverageCells: document.querySelectorAll(".coverage .cell").length,
    title: document.title,
    timing: (() => { const n = performance.getEntriesByType("navigation")[0];
      const paint = performance.getEntriesByType("paint").find(p => p.name === "first-contentful-paint");
      return { domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd, firstContentfulPaint: paint ? paint.startTime : null }; })(),
  };
})()"""

# Opens one divergence as a click on its summary would, and reads what shows.
OPEN = r"""((id) => {
  const d = document.getElementById(id) ||
    [...document.querySelectorAll("details.divergence")].find(s => s.querySelector("summary span").textContent === id);
  const visible = el => !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const shownBefore = visible(d.querySelector("table.traces"));
  d.querySelector("summary").click();
  const oracle = [...d.querySelectorAll("table.traces td.oracle")].filter(td => td.textContent.trim() && visible(td));
  const engine = [...d.querySelectorAll("table.traces td.engine")].filter(td => td.textContent.trim() && visible(td));
  const first = d.querySelector("table.traces tr.first");
  d.scrollIntoView();
  return { open: d.open, shownBefore, oracleLines: oracle.length, engineLines: engine.length,
    firstMarked: visible(first), firstOracle: first ? first.querySelector("td.oracle").textContent : null,
    firstEngine: first ? first.querySelector("td.engine").textContent : null, picture: visible(d.querySelector(".picture svg")),
    signature: d.querySelector("summary span").textContent };
})"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page")
    parser.add_argument("--summary", help="the campaign's --json summary: every divergence in it must have its section")
    parser.add_argument("--open", default="d-1", help="the divergence to open: its id (d-1, the default) or its signature")
    parser.add_argument("--screenshot", help="write the screenshot here (PNG)")
    parser.add_argument("--scroll", help="scroll to the element with this id before the screenshot (default: the opened divergence)")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=1400)
    parser.add_argument("--max-load-ms", type=float, default=1000)
    parser.add_argument("--max-bytes", type=int)
    parser.add_argument("--hostile", action="store_true", help="the page comes from a hostile engine: also require that "
                        "its names and traces show as text (the sentinel string appears and nothing it carries ran)")
    args = parser.parse_args()
    failures = []

    def check(ok, text):
        print(("ok    " if ok else "FAIL  ") + text)
        if not ok:
            failures.append(text)

    size = os.path.getsize(args.page)
    if args.max_bytes:
        check(size <= args.max_bytes, "page size %d bytes (limit %d)" % (size, args.max_bytes))
    expected = None
    if args.summary:
        with open(args.summary) as f:
            expected = [d["signature"] for d in json.load(f)["divergences"]]
    browser = Browser(args.width, args.height)
    try:
        url = "file://" + os.path.abspath(args.page)
        started = time.time()
        browser.call("Page.navigate", {"url": url})
        browser.wait_for("Page.loadEventFired")
        wall = (time.time() - started) * 1000
        page = browser.evaluate(INSPECT)
        t = page["timing"]
        print("figures: %d bytes; load event %.0f ms after navigation (DOMContentLoaded %.0f ms, first contentful paint %s ms; "
              "%.0f ms by the wall clock)" % (size, t["load"], t["domContentLoaded"],
                                               "%.0f" % t["firstContentfulPaint"] if t["firstContentfulPaint"] else "-", wall))
        # A busy machine can slow one load past the limit: a page over it is loaded twice more and judged by its fastest
        # load, so only a page that is slow every time fails.
        loads = [t["load"]]
        while loads[-1] > args.max_load_ms and len(loads) < 3:
            browser.call("Page.navigate", {"url": url})
            browser.wait_for("Page.loadEventFired")
            loads.append(browser.evaluate(INSPECT)["timing"]["load"])
        fastest = min(loads)
        tries = "" if len(loads) == 1 else " (fastest of %d loads: %s ms)" % (len(loads), ", ".join("%.0f" % x for x in loads))
        check(fastest <= args.max_load_ms, "opens in %.0f ms (limit %.0f ms)%s" % (fastest, args.max_load_ms, tries))
        if expected is not None:
            check(sorted(page["signatures"]) == sorted(expected),
                  "every divergence of the summary has its section (%d of %d)" % (page["sections"], len(expected)))
        check(len(set(page["ids"])) == len(page["ids"]), "section ids are unique")
        check(page["pictures"] == page["withCase"], "every section with a minimal case has its picture (%d of %d)" % (page["pictures"], page["withCase"]))
        check(page["openAtLoad"] == 0, "every divergence is folded until opened")
        check(page["charts"] >= 1 and page["coverageCells"] > 0, "discovery chart and coverage grid present (%d charts, %d rules)" % (page["charts"], page["coverageCells"]))
        injected = [tag for tag in page["tags"] if tag not in PAGE_ELEMENTS]
        check(not injected and page["scripts"] == 1 and not page["handlers"] and not page["injectedFlag"],
              "no injected element, attribute or script (elements: %s; scripts %d; handlers %s)" % (
                  ", ".join(injected) or "only the page's own", page["scripts"], page["handlers"] or "none"))
        if page["sections"]:
            opened = browser.evaluate(OPEN + "(%s)" % json.dumps(args.open))
            check(opened["open"] and not opened["shownBefore"] and opened["picture"] and opened["oracleLines"] > 0
                  and opened["engineLines"] > 0 and opened["firstMarked"],
                  "opening %s (%s) shows its picture and both traces (%d oracle lines, %d engine lines), the first difference marked: %r | %r" % (
                      args.open, opened["signature"], opened["oracleLines"], opened["engineLines"], opened["firstOracle"], opened["firstEngine"]))
        if args.hostile:
            text = browser.evaluate("document.body.innerText")
            check("<script>" in text and "]]>" in text, "the engine's hostile strings show as text on the page")
        if args.scroll:
            browser.evaluate("document.getElementById(%s).scrollIntoView()" % json.dumps(args.scroll))
        shot = base64.b64decode(browser.call("Page.captureScreenshot", {"format": "png"})["data"])
        if args.screenshot:
            with open(args.screenshot, "wb") as f:
                f.write(shot)
        width, height, rows = png_pixels(shot)
        colours = {p for row in rows[::4] for p in row[::4]}
        background = rows[0][0]
        inked = sum(1 for row in rows[::4] for p in row[::4] if p != background) / max(1, len(rows[::4]) * len(rows[0][::4]))
        check(len(colours) >= 16 and inked >= 0.02, "screenshot %dx%d not blank: %d colours, %.0f%% of pixels drawn" % (
            width, height, len(colours), 100 * inked))
        errors = browser.errors()
        check(not errors, "no console error, exception or policy violation" + ("" if not errors else ": " + "; ".join(errors[:5])))
    finally:
        browser.close()
    if failures:
        print("report-browser-check: %d check(s) failed" % len(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
