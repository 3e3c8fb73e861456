#!/usr/bin/env node
// A small UIKit-style hit-testing engine that speaks TouchCheck's engine protocol (Docs/PROTOCOL.md).
//
// Run it through TouchCheck:
//
//   touchcheck fuzz --engine exec:'node Examples/node/engine.js'            # conforms
//   touchcheck fuzz --engine exec:'node Examples/node/engine.js --deviate'  # the deviation is found
//
// With --deviate (or TOUCHCHECK_EXAMPLE_DEVIATE=1) a point on a view's right or bottom edge counts as inside, as a
// closed-interval `x <= maxX` check does; CGRect.contains is half-open (rule HIT-010): min edges in, max edges out.
//
// It asks for the compact encoding (Docs/PROTOCOL.md, "The compact encoding") when TouchCheck offers it; with
// --case-file it takes case files and answers with trace lines, as engines did before.
//
// Standard library only. Requests arrive one per line on stdin; each reply is one line on stdout. Anything for a
// human goes to stderr (TouchCheck keeps its tail for reports).
'use strict';

const readline = require('readline');

const DEVIATE = process.argv.slice(2).includes('--deviate') || process.env.TOUCHCHECK_EXAMPLE_DEVIATE === '1';

// The compact encoding's codes used here.
const IMAGE_VIEW = 2, LABEL = 3;                             // view kinds that are not interactive by default
const HIDDEN = 1, INTERACTION_OFF = 2, INTERACTION_ON = 4;   // view flags
const TOUCHES = 0, BEGAN = 0, HIT_TEST = 2;                  // stream item kind, touch phase, event kind
const ORIGIN = [0, 0];

// A compact case's views ([kind, flags, x, y, width, height, alpha, subviews, more]) and its profile.
class Scene {
  constructor(testCase) {
    [this.views, this.windows] = testCase;
    const profile = testCase[5] ?? {};
    this.alphaThreshold = profile.alphaThreshold ?? 0.01;
    this.alphaAsFloat = profile.alphaStoredAsFloat ?? false;
  }

  // Hidden, not interactive, or too transparent: ignored with its whole subtree.
  isSkipped([kind, flags, , , , , alpha]) {
    if (flags & (HIDDEN | INTERACTION_OFF)) return true;
    if ((kind === IMAGE_VIEW || kind === LABEL) && !(flags & INTERACTION_ON)) return true;
    return (this.alphaAsFloat ? Math.fround(alpha) : alpha) < this.alphaThreshold;
  }

  static boundsOrigin(view) { return view[8]?.o ?? ORIGIN; }

  // Half-open containment: min edges inside, max edges outside (closed with the deviation).
  contains(view, [x, y]) {
    const [originX, originY] = Scene.boundsOrigin(view);
    if (x < originX || y < originY) return false;
    if (DEVIATE) return x <= originX + view[4] && y <= originY + view[5];
    return x < originX + view[4] && y < originY + view[5];
  }

  // A point in the superview's bounds (or the screen) into the view's bounds, about the frame's centre.
  convert([px, py], view) {
    const [, , x, y, width, height] = view;
    const [originX, originY] = Scene.boundsOrigin(view);
    return [originX + width / 2 + (px - (x + width / 2)), originY + height / 2 + (py - (y + height / 2))];
  }

  // UIView.hitTest(_:with:): skip, check the bounds, ask subviews front to back, else the view itself.
  hitTest(index, point) {
    const view = this.views[index];
    if (this.isSkipped(view) || !this.contains(view, point)) return -1;
    const subviews = view[7];
    for (let i = subviews.length - 1; i >= 0; i--) {
      const hit = this.hitTest(subviews[i], this.convert(point, this.views[subviews[i]]));
      if (hit !== -1) return hit;
    }
    return index;
  }

  // Windows last to first (the last is in front), each with the point in its own coordinates; -1 when none is hit.
  hitTestWindows(point) {
    for (let i = this.windows.length - 1; i >= 0; i--) {
      const hit = this.hitTest(this.windows[i], this.convert(point, this.views[this.windows[i]]));
      if (hit !== -1) return hit;
    }
    return -1;
  }
}

// The compact events of a case: one hit test per new touch, in stream order.
function run(testCase) {
  const scene = new Scene(testCase);
  const events = [];
  testCase[2].forEach(([, kind, touches], frame) => {
    if (kind !== TOUCHES) return;
    for (const [touch, phase, x, y] of touches) {
      if (phase === BEGAN) events.push([frame, HIT_TEST, touch, scene.hitTestWindows([x, y])]);
    }
  });
  return events;
}

// A case file's views, windows, stream and profile in the compact encoding's shape (for --case-file).
function compact(caseFile) {
  const { scene } = caseFile;
  const index = new Map(scene.views.map((view, i) => [view.id, i]));
  const views = scene.views.map((view) => {
    const interaction = { true: INTERACTION_ON, false: INTERACTION_OFF }[view.userInteraction] ?? 0;
    return [{ imageView: IMAGE_VIEW, label: LABEL }[view.kind] ?? 0, (view.hidden ? HIDDEN : 0) | interaction, ...view.frame,
      view.alpha ?? 1, (view.subviews ?? []).map((id) => index.get(id)), { o: view.boundsOrigin ?? ORIGIN }];
  });
  const touches = new Map();
  const stream = caseFile.stream.map((item) => (item.touches ? [item.time, TOUCHES, item.touches.map((t) => {
    if (!touches.has(t.id)) touches.set(t.id, touches.size);
    return [touches.get(t.id), t.phase === 'began' ? BEGAN : 1, ...t.at];
  })] : [item.time, 1]));
  return [[views, scene.windows.map((id) => index.get(id)), stream, '', [...touches.keys()].join(' '), caseFile.profile ?? {}], [...touches.keys()]];
}

const CASE_FILE = process.argv.slice(2).includes('--case-file');
let compactEncoding = false;

// The answer to one request: the handshake, or a case's trace (an error reply if the case breaks the engine).
function reply(request) {
  if ('touchcheck' in request) {
    compactEncoding = (request.encodings ?? []).includes('compact') && !CASE_FILE;
    return {
      protocol: 1, name: 'node-example',
      summary: 'hit testing in JavaScript' + (DEVIATE ? ' (max edges inside deviation)' : ''),
      capabilities: ['hitTesting', 'severalWindows'],
      // Requests are answered one after another as they are read, so several may wait in the pipe.
      window: 16,
      ...(compactEncoding ? { encoding: 'compact' } : {}),
    };
  }
  try {
    if ('c' in request) return { id: request.id, e: run(request.c) };
    const [testCase, touches] = compact(request.case);
    const ids = request.case.scene.views.map((view) => view.id);
    const trace = run(testCase).map(([frame, , touch, view]) => `@${frame} hitTest ${touches[touch]} ${view < 0 ? 'none' : ids[view]}`);
    return { id: request.id, trace };
  } catch (error) {
    return { id: request.id, error: String(error) };
  }
}

// Replies to the lines of one chunk of input are written together, after the last of them (one write, not one each).
let replies = [];
function flush() {
  process.stdout.write(replies.join(''));
  replies = [];
}

readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  if (line.trim() === '') return;
  if (replies.length === 0) setImmediate(flush);
  replies.push(JSON.stringify(reply(JSON.parse(line))) + '\n');
});
