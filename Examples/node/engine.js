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
// Standard library only. Requests arrive one per line on stdin; each reply is one line on stdout. Anything for a
// human goes to stderr (TouchCheck keeps its tail for reports).
'use strict';

const readline = require('readline');

const DEVIATE = process.argv.slice(2).includes('--deviate') || process.env.TOUCHCHECK_EXAMPLE_DEVIATE === '1';

// The views of a case by identifier, with UIKit's defaults filled in.
class Scene {
  constructor(testCase) {
    this.windows = testCase.scene.windows;
    this.views = new Map(testCase.scene.views.map((view) => [view.id, view]));
    const profile = testCase.profile || {};
    this.alphaThreshold = profile.alphaThreshold ?? 0.01;
    this.alphaAsFloat = profile.alphaStoredAsFloat ?? false;
  }

  // Hidden, not interactive, or too transparent: ignored with its whole subtree.
  isSkipped(view) {
    if (view.hidden) return true;
    const defaultInteraction = !['imageView', 'label'].includes(view.kind ?? 'view');
    if (!(view.userInteraction ?? defaultInteraction)) return true;
    const alpha = view.alpha ?? 1;
    return (this.alphaAsFloat ? Math.fround(alpha) : alpha) < this.alphaThreshold;
  }

  // Half-open containment: min edges inside, max edges outside (closed with the deviation).
  contains(view, [x, y]) {
    const [, , width, height] = view.frame;
    const [originX, originY] = view.boundsOrigin ?? [0, 0];
    if (x < originX || y < originY) return false;
    if (DEVIATE) return x <= originX + width && y <= originY + height;
    return x < originX + width && y < originY + height;
  }

  // A point in the superview's bounds (or the screen) into the view's bounds, about the frame's centre.
  convert([px, py], view) {
    const [x, y, width, height] = view.frame;
    const [originX, originY] = view.boundsOrigin ?? [0, 0];
    return [originX + width / 2 + (px - (x + width / 2)), originY + height / 2 + (py - (y + height / 2))];
  }

  // UIView.hitTest(_:with:): skip, check the bounds, ask subviews front to back, else the view itself.
  hitTest(view, point) {
    if (this.isSkipped(view) || !this.contains(view, point)) return null;
    const subviews = view.subviews ?? [];
    for (let i = subviews.length - 1; i >= 0; i--) {
      const subview = this.views.get(subviews[i]);
      const hit = this.hitTest(subview, this.convert(point, subview));
      if (hit !== null) return hit;
    }
    return view.id;
  }

  // Windows last to first (the last is in front), each with the point in its own coordinates.
  hitTestWindows(point) {
    for (let i = this.windows.length - 1; i >= 0; i--) {
      const window = this.views.get(this.windows[i]);
      const hit = this.hitTest(window, this.convert(point, window));
      if (hit !== null) return hit;
    }
    return null;
  }
}

// The trace of a case: one hit-test line per new touch, in stream order.
function run(testCase) {
  const scene = new Scene(testCase);
  const lines = [];
  testCase.stream.forEach((item, frame) => {
    for (const touch of item.touches ?? []) {
      if (touch.phase === 'began') lines.push(`@${frame} hitTest ${touch.id} ${scene.hitTestWindows(touch.at) ?? 'none'}`);
    }
  });
  return lines;
}

// The answer to one request: the handshake, or a case's trace (an error reply if the case breaks the engine).
function reply(request) {
  if ('touchcheck' in request) {
    return {
      protocol: 1, name: 'node-example',
      summary: 'hit testing in JavaScript' + (DEVIATE ? ' (max edges inside deviation)' : ''),
      capabilities: ['hitTesting', 'severalWindows'],
      // Requests are answered one after another as they are read, so several may wait in the pipe.
      window: 16,
    };
  }
  try {
    return { id: request.id, trace: run(request.case) };
  } catch (error) {
    return { id: request.id, error: String(error) };
  }
}

readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  if (line.trim() !== '') process.stdout.write(JSON.stringify(reply(JSON.parse(line))) + '\n');
});
