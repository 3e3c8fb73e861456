import TouchCheck
/// The page's own style sheet and script, inline so the page fetches nothing.
enum PageStyle {
  /// The style sheet.
  static let css = """
    :root { --ink: #1d2330; --muted: #6a7280; --line: #dde1e7; --bad: #c0392b; --good: #1e8449; --soft: #f5f7fa; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #fff; }
    header, main { max-width: 1180px; margin: 0 auto; padding: 0 20px; }
    header { padding-top: 18px; }
    h1 { font-size: 22px; margin: 0 0 6px; overflow-wrap: anywhere; }
    h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 14px; margin: 14px 0 6px; }
    h4 { font-size: 13px; margin: 8px 0 4px; }
    code, pre, .mono, table.traces td { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; }
    pre { background: var(--soft); border: 1px solid var(--line); padding: 8px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
    .muted { color: var(--muted); font-weight: normal; }
    .verdict { display: inline-block; padding: 3px 10px; border-radius: 12px; color: #fff; font-weight: 600; }
    .verdict.failed { background: var(--bad); } .verdict.passed { background: var(--good); }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 10px 0; }
    dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
    nav a { margin-right: 14px; }
    .warning { border-left: 4px solid var(--bad); background: #fdf0ee; padding: 6px 10px; }
    .tools { margin: 8px 0; display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
    .tools input { padding: 3px 6px; min-width: 260px; }
    .group { margin: 10px 0 16px; }
    .group > h3 { background: var(--soft); border: 1px solid var(--line); padding: 6px 8px; margin: 0; overflow-wrap: anywhere; }
    details.divergence { border: 1px solid var(--line); border-top: none; }
    .group > h3 + details.divergence { border-top: none; }
    .picture svg { max-height: 640px; }
    details.divergence > summary { cursor: pointer; display: grid; grid-template-columns: minmax(240px, 3fr) 80px 70px 70px 100px minmax(120px, 2fr);
      gap: 8px; padding: 5px 8px; list-style: none; }
    details.divergence > summary::-webkit-details-marker { display: none; }
    details.divergence > summary::before { content: "▸"; position: absolute; margin-left: -2px; color: var(--muted); }
    details.divergence[open] > summary::before { content: "▾"; }
    details.divergence > summary > span { overflow-wrap: anywhere; padding-left: 12px; } details.divergence > summary > span + span { padding-left: 0; }
    details.divergence[open] > summary { background: #eef3fb; }
    .columns-head { display: grid; grid-template-columns: minmax(240px, 3fr) 80px 70px 70px 100px minmax(120px, 2fr); gap: 8px;
      padding: 4px 8px 4px 20px; color: var(--muted); font-size: 12px; }
    .body { padding: 10px 14px 14px; border-top: 1px solid var(--line); }
    .case { display: flex; gap: 18px; flex-wrap: wrap; align-items: flex-start; }
    .picture { flex: 1 1 420px; min-width: 280px; max-width: 640px; }
    .picture svg { width: 100%; height: auto; border: 1px solid var(--line); }
    .about { flex: 1 1 360px; min-width: 280px; }
    .rule-text { border-left: 4px solid #4a6fa5; padding: 4px 10px; background: var(--soft); }
    .rule-text blockquote { margin: 4px 0 4px 10px; color: #333; }
    .cite { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
    .english { font-style: italic; }
    table.traces { border-collapse: collapse; width: 100%; margin: 10px 0; table-layout: fixed; }
    table.traces th { text-align: left; font-size: 12px; color: var(--muted); border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
    table.traces th.n, table.traces td.n { width: 46px; text-align: right; color: var(--muted); padding-right: 6px; }
    table.traces th.rule, table.traces td.rule { width: 70px; color: #4a6fa5; }
    table.traces td { padding: 1px 4px; vertical-align: top; overflow-wrap: anywhere; white-space: pre-wrap; }
    tr.changed td.oracle { background: #fdecea; } tr.changed td.engine { background: #e8f4ea; }
    tr.first td { border-top: 2px solid var(--bad); border-bottom: 2px solid var(--bad); }
    tr.first td.n:first-child { color: var(--bad); font-weight: 700; }
    tr.fold td { color: var(--muted); text-align: center; font-style: italic; }
    .charts { display: flex; gap: 20px; flex-wrap: wrap; }
    .charts figure { margin: 0; flex: 1 1 420px; max-width: 560px; }
    .charts svg { width: 100%; height: auto; font-family: sans-serif; }
    .coverage .cells { display: flex; flex-wrap: wrap; gap: 4px; }
    .cell { width: 86px; padding: 3px 5px; border: 1px solid var(--line); border-radius: 4px; font-size: 12px; line-height: 1.25; }
    .cell b { display: block; } .cell span { color: var(--muted); }
    .cell.fired { background: color-mix(in srgb, #2e7d32 var(--shade), #ffffff); }
    .cell.fired span { color: #111; }
    .cell.never { border: 2px dashed var(--bad); background: #fff5f4; } .cell.never span { color: var(--bad); font-weight: 600; }
    .cell.unclaimed { background: var(--soft); color: var(--muted); } .cell.unclaimed span { color: var(--muted); }
    .distribution { display: grid; grid-template-columns: repeat(auto-fit, minmax(250px, 1fr)); gap: 6px 24px; }
    table.bars { border-collapse: collapse; width: 100%; font-size: 12px; }
    table.bars th { text-align: right; font-weight: normal; color: var(--muted); width: 34px; padding-right: 6px; white-space: nowrap; }
    table.bars.wide th { width: 300px; text-align: left; }
    table.bars td.n { width: 58px; text-align: right; padding-right: 6px; }
    table.bars td.bar span { display: block; height: 11px; background: #4a6fa5; min-width: 1px; }
    table.plain { border-collapse: collapse; } table.plain td, table.plain th { border: 1px solid var(--line); padding: 3px 8px; text-align: left; overflow-wrap: anywhere; }
    footer { max-width: 1180px; margin: 30px auto; padding: 0 20px; color: var(--muted); font-size: 12px; }
    @media print { details.divergence > summary::before { content: ""; } }
    """

  /// The script: open and close every divergence, filter them by text, open the one a link points to.
  static let script = """
    (function () {
      var sections = Array.prototype.slice.call(document.querySelectorAll("details.divergence"));
      function setAll(open) { sections.forEach(function (d) { if (!d.hidden) d.open = open; }); }
      var openAll = document.getElementById("open-all"), closeAll = document.getElementById("close-all");
      if (openAll) openAll.addEventListener("click", function () { setAll(true); });
      if (closeAll) closeAll.addEventListener("click", function () { setAll(false); });
      var filter = document.getElementById("filter"), shown = document.getElementById("shown");
      if (filter) filter.addEventListener("input", function () {
        var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean), count = 0;
        sections.forEach(function (d) {
          var text = (d.getAttribute("data-search") || "").toLowerCase();
          d.hidden = !words.every(function (w) { return text.indexOf(w) >= 0; });
          if (!d.hidden) count += 1;
        });
        document.querySelectorAll(".group").forEach(function (g) {
          g.hidden = !g.querySelector("details.divergence:not([hidden])");
        });
        if (shown) shown.textContent = count + " of " + sections.length + " shown";
      });
      function openTarget() {
        var id = decodeURIComponent(location.hash.slice(1)), target = id && document.getElementById(id);
        if (target && target.tagName === "DETAILS") { target.open = true; target.scrollIntoView(); }
      }
      window.addEventListener("hashchange", openTarget);
      openTarget();
    })();
    """
}
