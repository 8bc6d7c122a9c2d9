// The curve editor (docs/studio.md, SD5.6): the timing of one animation of the selected view,
// as the trace labels it (SD2.5), drawn as normalised progress against normalised time — a cubic
// with its two control points, a spring from its parameters — over UIKit's named curves drawn
// faint. Its handles are the literals that produced it: a cubic's four numbers in a row, a
// spring's damping (up and down) and its duration or stiffness (sideways), found by the
// parameter they are passed as in the call (siteOf), not by their value. Dragging a handle previews
// and writes back through scrub.js (the same /preview, /write and undo); values that did not
// come from literals are drawn read-only, with the reason.
"use strict";

const curveEditor = { chosen: 0, override: null, velocity: null, list: [] };
window.curveEditor = curveEditor;

// Core Animation's named curves (docs/timing.md: x1, y1, x2, y2).
const namedCurves = { linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
                      easeInEaseOut: [0.42, 0, 0.58, 1], default: [0.25, 0.1, 0.25, 1] };

// A cubic Bézier timing function at progress x: solve x(t) = x (Newton, then bisection), return y(t).
function cubicAt(points, x) {
  const [x1, y1, x2, y2] = points;
  const bx = t => 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t;
  const by = t => 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t;
  const dx = t => 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2);
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  let t = x;
  for (let k = 0; k < 8; k++) {
    const err = bx(t) - x;
    if (Math.abs(err) < 1e-7) return by(t);
    const d = dx(t);
    if (Math.abs(d) < 1e-6) break;
    t -= err / d;
  }
  let lo = 0, hi = 1;
  t = x;
  for (let k = 0; k < 60 && hi - lo > 1e-9; k++) { bx(t) < x ? lo = t : hi = t; t = (lo + hi) / 2; }
  return by(t);
}

// A spring's normalised motion x(t) = 1 − d(t) (docs/timing.md's springs): m, k, c, v0; ζ ≥ 1 takes
// the critical formula with ω0, as Core Animation does without allowsOverdamping.
function springAt(m, k, c, v0, t) {
  const w0 = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m)), beta = c / (2 * m);
  if (zeta < 1) {
    const wd = w0 * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-beta * t) * (Math.cos(wd * t) + (beta - v0) / wd * Math.sin(wd * t));
  }
  return 1 - Math.exp(-w0 * t) * (1 + (w0 - v0) * t);
}

// UIView.animate(usingSpringWithDamping:) / UISpringTimingParameters(dampingRatio:initialVelocity:):
// ω0 such that the spring has settled to within 0.001 exactly at `duration` (Newton from 5/T).
function springForDuration(duration, ratio, v0) {
  const zeta = Math.min(1, Math.max(1e-6, ratio)), T = Math.min(10, Math.max(0.01, duration));
  const left = w => zeta < 1 ? Math.abs((zeta * w - v0) / (Math.sqrt(1 - zeta * zeta) * w)) * Math.exp(-zeta * w * T) - 0.001
                             : ((w - v0) * T + 1) * Math.exp(-w * T) - 0.001;
  let w = 5 / T;
  for (let k = 0; k < 50; k++) {
    const f = left(w), h = Math.max(1e-6, w * 1e-6), d = (left(w + h) - left(w - h)) / (2 * h);
    if (!Number.isFinite(d) || Math.abs(d) < 1e-12) break;
    const next = w - f / d;
    if (!(next > 0)) { w /= 2; continue; }
    if (Math.abs(next - w) < 1e-10) { w = next; break; }
    w = next;
  }
  return { m: 1, k: w * w, c: 2 * zeta * w, v0 };
}

// The label's numbers by name: `spring(dampingRatio: 0.6, initialVelocity: 0)` → {dampingRatio: 0.6, …}.
function labelled(label) {
  const found = {};
  for (const [, name, value] of label.matchAll(/(\w+):\s*(-?[\d.eE+-]+)/g)) found[name] = Number(value);
  return found;
}

// What a trace label says about the shape: { kind, sample(u) over normalised time, numbers, handle }.
function shapeOf(animation, override) {
  const label = animation.curve, duration = animation.duration;
  const named = /^\.(\w+)$/.exec(label);
  if (named && namedCurves[named[1]]) return { kind: "named", points: namedCurves[named[1]], why: `${label} is a named curve, not numbers in a script` };
  const cubic = /^cubic\(([^)]*)\)$/.exec(label);
  if (cubic) {
    const numbers = cubic[1].split(",").map(Number);
    return { kind: "cubic", points: override || numbers, numbers };
  }
  if (label.startsWith("spring(")) {
    const p = labelled(label);
    let spring = null, handle = null;
    const v0 = curveEditor.velocity ?? (p.initialVelocity || 0);
    if ("mass" in p) { spring = { m: p.mass, k: p.stiffness, c: override ? override[0] : p.damping, v0 }; handle = { name: "damping", value: p.damping }; }
    else if ("bounce" in p) {
      const b = override ? override[0] : p.bounce, zeta = b >= 0 ? 1 - b : 1 / (1 + b);
      spring = { m: 1, k: Math.pow(2 * Math.PI / p.duration, 2), c: 4 * Math.PI * zeta / p.duration, v0: 0 };
      handle = { name: "bounce", value: p.bounce };
    } else if ("response" in p) {
      const zeta = p.dampingRatio;
      spring = { m: 1, k: Math.pow(2 * Math.PI / p.response, 2), c: 4 * Math.PI * zeta / p.response, v0: 0 };
    } else if ("dampingRatio" in p) {
      spring = springForDuration(duration, override ? override[0] : p.dampingRatio, v0);
      handle = { name: "dampingRatio", value: p.dampingRatio };
    }
    if (spring) return { kind: "spring", spring, duration, handle, numbers: { duration, ...p }, why: handle ? null : "a spring known only by its motion (inherited): no numbers to drag" };
  }
  if (label.startsWith("keyframes(")) return { kind: "keyframes", duration, override, why: "the keyframes' call (UIView.animateKeyframes with this duration, written as a number) is not in a script shown here" };
  return { kind: "other", why: `${label}: not drawn here` };
}

// The parameter a literal is passed as, read from the code around it, not from its value (so a
// number written twice still has its handle): a label before it — `dampingRatio = 0.6` in a table
// or an assignment (`spring.damping = 12`), `usingSpringWithDamping: 0.6` in Swift — else its
// place among the arguments of a call known by name. `call` is the byte offset of the bracket
// that encloses it: the literals of one call share it.
const positionalParameters = {
  "UIViewPropertyAnimator": ["duration", "dampingRatio"],
  "UISpringTimingParameters": ["dampingRatio", "initialVelocity"],
  "UIView.animateUsingSpringWithDamping": ["duration", "delay", "dampingRatio", "initialVelocity"],
  "UIView.animateSpringDuration": ["duration", "bounce", "initialVelocity"],
  "UIView.animateKeyframes": ["duration", "delay"],
  "UIView.addKeyframe": ["relativeStartTime", "relativeDuration"],
};
// Swift's and UIView.animate{…}'s labels by the trace label's names.
const labelParameters = { usingSpringWithDamping: "dampingRatio", initialSpringVelocity: "initialVelocity", springDuration: "duration", withDuration: "duration", velocity: "initialVelocity" };

function siteOf(bytes, literal) {
  const isName = c => c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const isSpace = c => c === 32 || c === 9 || c === 10 || c === 13;
  const text = (a, b) => String.fromCharCode(...bytes.slice(a, b));
  // The bracket enclosing the literal and the literal's place among its arguments.
  let depth = 0, index = 0, open = -1;
  for (let k = literal.start - 1; k >= 0; k--) {
    const c = bytes[k];
    if (c === 41 || c === 93 || c === 125) depth++;
    else if (c === 40 || c === 91 || c === 123) { if (depth === 0) { open = k; break; } depth--; }
    else if (c === 44 && depth === 0) index++;
  }
  let i = literal.start - 1;
  while (i >= 0 && isSpace(bytes[i])) i--;
  const equals = bytes[i] === 61 && ![61, 126, 60, 62].includes(bytes[i - 1]);
  if (equals || (bytes[i] === 58 && bytes[i - 1] !== 58)) {
    let j = i - 1;
    while (j >= 0 && isSpace(bytes[j])) j--;
    const end = j + 1;
    while (j >= 0 && isName(bytes[j])) j--;
    const name = text(j + 1, end);
    if (name) return { name: labelParameters[name] || name, call: open };
  }
  if (open < 0 || bytes[open] !== 40) return null;
  let j = open - 1;
  while (j >= 0 && isSpace(bytes[j])) j--;
  const end = j + 1;
  while (j >= 0 && (isName(bytes[j]) || bytes[j] === 46)) j--;
  const parameters = positionalParameters[text(j + 1, end)];
  return parameters && parameters[index] ? { name: parameters[index], call: open } : null;
}

// The byte offset of the bracket closing the one at `open` (the end of the text when unclosed).
function closingOf(bytes, open) {
  let depth = 0;
  for (let k = open; k < bytes.length; k++) {
    if (bytes[k] === 40 || bytes[k] === 91 || bytes[k] === 123) depth++;
    else if ((bytes[k] === 41 || bytes[k] === 93 || bytes[k] === 125) && --depth === 0) return k;
  }
  return bytes.length;
}

// The dotted name written just before offset `at` (`UIView.animateKeyframes` before its "(").
function textBefore(bytes, at) {
  let j = at - 1;
  while (j >= 0 && (bytes[j] === 32 || bytes[j] === 9)) j--;
  const end = j + 1;
  while (j >= 0 && (bytes[j] === 46 || bytes[j] === 95 || (bytes[j] >= 48 && bytes[j] <= 57) || (bytes[j] >= 65 && bytes[j] <= 90) || (bytes[j] >= 97 && bytes[j] <= 122))) j--;
  return String.fromCharCode(...bytes.slice(j + 1, end));
}

// A spring's handles: the parameter dragged up and down, and the one dragged sideways (its
// time scale), by the trace label's names.
const springAxes = { dampingRatio: "duration", bounce: "duration", damping: "stiffness" };

// Where a shape's numbers were written: for a cubic, four literals in a row of one loaded Lua
// file equal to its control points; for a spring, the literal passed as its handle's parameter
// with that value (and, in the same call, the one passed as its time scale, when written).
// Found once, else null with the reason (none, or several: the panel cannot tell which).
function literalsFor(shape) {
  const same = (a, b) => Math.abs(a - b) < 1e-9;
  const hits = [];
  for (const source of Object.values(scrubber.files)) {
    const list = source.literals;
    if (shape.kind === "cubic") {
      for (let i = 0; i + 4 <= list.length; i++) if (shape.numbers.every((n, k) => same(list[i + k].value, n))) hits.push({ source, literals: list.slice(i, i + 4) });
    } else if (shape.kind === "keyframes") {
      const bytes = new TextEncoder().encode(source.text), sites = list.map(l => siteOf(bytes, l));
      list.forEach((l, k) => {
        if (!sites[k] || sites[k].name !== "duration" || !same(l.value, shape.duration)) return;
        const call = sites[k].call, end = closingOf(bytes, call);
        if (!(bytes[call] === 40 && textBefore(bytes, call).endsWith("UIView.animateKeyframes"))) return;
        // Its keyframes: the addKeyframe calls inside its brackets, each with both numbers written.
        const segments = [];
        list.forEach((m, n) => {
          if (!sites[n] || sites[n].name !== "relativeStartTime" || sites[n].call < call || sites[n].call > end) return;
          const length = list.find((o, q) => sites[q] && sites[q].call === sites[n].call && sites[q].name === "relativeDuration");
          if (length) segments.push({ start: m, length });
        });
        if (segments.length) hits.push({ source, segments });
      });
    } else if (shape.kind === "spring" && shape.handle) {
      const bytes = new TextEncoder().encode(source.text), sites = list.map(l => siteOf(bytes, l));
      list.forEach((l, k) => {
        if (!sites[k] || sites[k].name !== shape.handle.name || !same(l.value, shape.handle.value)) return;
        const axis = springAxes[shape.handle.name], wanted = shape.numbers[axis];
        const inCall = (name, value) => list.find((m, n) => sites[n] && sites[n].call === sites[k].call && sites[n].name === name && (value === undefined || same(m.value, value))) || null;
        hits.push({ source, literals: [l], x: inCall(axis, wanted), v: inCall("initialVelocity", shape.numbers.initialVelocity) });
      });
    }
  }
  if (hits.length === 1) return { found: hits[0] };
  if (shape.kind === "keyframes") return { why: hits.length ? `the keyframes' call appears ${hits.length} times with this duration: scrub the one you mean in the source` : shape.why };
  const what = shape.kind === "cubic" ? `the control points ${shape.numbers.join(", ")}` : `${shape.handle ? shape.handle.name + " " + shape.handle.value : "its numbers"}`;
  return { why: hits.length ? `${what} appear ${hits.length} times in the scripts: scrub the one you mean in the source` : `${what} are not literals of a Lua script shown here` };
}

function curveAnimations() {
  if (state.selected === null || !frames.length) return [];
  return animations.filter(a => a.views.some(t => t.from.id === state.selected));
}

function drawCurve() {
  const box = document.getElementById("curve");
  if (!box) return;
  const list = curveAnimations(), picker = box.querySelector("select"), note = box.querySelector(".curve-note");
  curveEditor.list = list;
  const labels = list.map(a => `${a.curve} ${+a.start.toFixed(3)}–${+(a.start + a.duration).toFixed(3)} s`);
  if (picker.dataset.labels !== labels.join("|")) {
    picker.replaceChildren(...labels.map((text, k) => { const o = document.createElement("option"); o.value = String(k); o.textContent = text; return o; }));
    picker.dataset.labels = labels.join("|");
    if (curveEditor.chosen >= list.length) curveEditor.chosen = 0;
  }
  picker.value = String(curveEditor.chosen);
  const canvas = box.querySelector("canvas"), ctx = canvas.getContext("2d"), ratio = devicePixelRatio || 1;
  canvas.width = canvas.clientWidth * ratio; canvas.height = canvas.clientHeight * ratio;
  const w = canvas.width, h = canvas.height, pad = 24 * ratio;
  // Progress 0…1 fills the middle; springs overshoot and cubics may leave [0, 1], so there is room.
  const X = u => pad + u * (w - 2 * pad), Y = v => h - pad - v * (h - 2 * pad) * 0.7 - (h - 2 * pad) * 0.15;
  const fromX = px => (px - pad) / (w - 2 * pad), fromY = py => (h - pad - (h - 2 * pad) * 0.15 - py) / ((h - 2 * pad) * 0.7);
  curveEditor.map = { X, Y, fromX, fromY, ratio };
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = "#333"; ctx.fillRect(X(0), Y(0), X(1) - X(0), 1); ctx.fillRect(X(0), Y(1), X(1) - X(0), 1);
  const plot = (f, color, width) => {
    ctx.strokeStyle = color; ctx.lineWidth = width * ratio; ctx.beginPath();
    for (let k = 0; k <= 120; k++) { const u = k / 120, x = X(u), y = Y(f(u)); k ? ctx.lineTo(x, y) : ctx.moveTo(x, y); }
    ctx.stroke();
  };
  // UIKit's named curves, faint, for reference.
  for (const name of ["linear", "easeIn", "easeOut", "easeInOut"]) plot(u => cubicAt(namedCurves[name], u), "#ffffff22", 1);
  const animation = list[curveEditor.chosen];
  box.dataset.curve = animation ? animation.curve : "";
  curveEditor.shape = null; curveEditor.target = null;
  if (!animation) { note.textContent = state.selected === null ? "select a view to edit its curves" : "no animation moves this view"; return; }
  const shape = shapeOf(animation, curveEditor.override);
  curveEditor.shape = shape;
  if (shape.kind === "named" || shape.kind === "cubic") plot(u => cubicAt(shape.points, u), "#0a84ff", 2);
  else if (shape.kind === "spring") plot(u => springAt(shape.spring.m, shape.spring.k, shape.spring.c, shape.spring.v0, u * shape.duration), "#0a84ff", 2);
  const target = shape.kind === "cubic" || shape.kind === "keyframes" || (shape.kind === "spring" && shape.handle) ? literalsFor(shape) : { why: shape.why };
  curveEditor.target = target.found || null;
  note.textContent = target.found ? (shape.kind === "cubic" ? "drag a control point" : shape.kind === "keyframes" ? "drag a keyframe's start or end (relative to the whole duration)" : `drag the dot up or down: ${shape.handle.name}` + (target.found.x ? `; sideways: ${springAxes[shape.handle.name]}` : "") + (target.found.v ? "; the start's dot: initialVelocity" : "")) : `read-only: ${target.why || shape.why}`;
  box.classList.toggle("editable", !!target.found);
  if (shape.kind === "named" || shape.kind === "cubic") {
    const [x1, y1, x2, y2] = shape.points;
    ctx.strokeStyle = "#8e8e93"; ctx.lineWidth = ratio; ctx.beginPath();
    ctx.moveTo(X(0), Y(0)); ctx.lineTo(X(x1), Y(y1)); ctx.moveTo(X(1), Y(1)); ctx.lineTo(X(x2), Y(y2)); ctx.stroke();
    for (const [x, y] of [[x1, y1], [x2, y2]]) { ctx.fillStyle = target.found ? "#ffd60a" : "#8e8e93"; ctx.beginPath(); ctx.arc(X(x), Y(y), 5 * ratio, 0, 2 * Math.PI); ctx.fill(); }
  } else if (shape.kind === "keyframes" && target.found) {
    // Each keyframe a bar over the overall duration (one row each, first on top), its ends the handles.
    keyframeBars(shape, target.found).forEach(bar => {
      ctx.fillStyle = "#0a84ff"; ctx.fillRect(X(bar.start), Y(bar.v) - 2 * ratio, X(bar.start + bar.length) - X(bar.start), 4 * ratio);
      for (const u of [bar.start, bar.start + bar.length]) { ctx.fillStyle = "#ffd60a"; ctx.beginPath(); ctx.arc(X(u), Y(bar.v), 5 * ratio, 0, 2 * Math.PI); ctx.fill(); }
    });
  } else if (shape.kind === "spring" && shape.handle) {
    // The handle sits on the curve's peak: dragging it up overshoots more (less damping).
    const peak = springPeak(shape);
    ctx.fillStyle = target.found ? "#ffd60a" : "#8e8e93"; ctx.beginPath(); ctx.arc(X(peak.u), Y(peak.v), 5 * ratio, 0, 2 * Math.PI); ctx.fill();
    if (target.found && target.found.v) {
      // The initial velocity: a dot on the curve's tangent at the start; up is faster.
      const dot = velocityDot(shape);
      ctx.strokeStyle = "#8e8e93"; ctx.lineWidth = ratio; ctx.beginPath(); ctx.moveTo(X(0), Y(0)); ctx.lineTo(X(dot.u), Y(dot.v)); ctx.stroke();
      ctx.fillStyle = "#ffd60a"; ctx.beginPath(); ctx.arc(X(dot.u), Y(dot.v), 5 * ratio, 0, 2 * Math.PI); ctx.fill();
    }
  }
}

// The keyframes as drawn: relative start and length (a drag's values in place of the written
// ones while it lasts), row height v.
function keyframeBars(shape, found) {
  const n = found.segments.length;
  return found.segments.map((segment, i) => {
    const moved = shape.override && shape.override.index === i ? shape.override : null;
    return { start: moved ? moved.start : segment.start.value, length: moved ? moved.length : segment.length.value, v: (n - i - 0.5) / n };
  });
}

function springPeak(shape) {
  let best = { u: 1, v: 1 };
  for (let k = 1; k <= 200; k++) {
    const u = k / 200, v = springAt(shape.spring.m, shape.spring.k, shape.spring.c, shape.spring.v0, u * shape.duration);
    if (v > best.v + 1e-9) best = { u, v };
  }
  return best;
}

// Where the initial velocity's dot sits: on the tangent at the start (slope v0 × duration in
// normalised time), at u = 0.1, kept within the drawing.
function velocityDot(shape) {
  return { u: 0.1, v: Math.min(1.3, Math.max(-0.2, 0.1 * shape.spring.v0 * shape.duration)) };
}

// The handle nearest the pointer (within 12 px): 0 or 1 for a cubic's control points, 0 for a
// spring's dot, 1 for its initial velocity's.
function handleAt(px, py) {
  const shape = curveEditor.shape, map = curveEditor.map;
  if (!shape || !curveEditor.target) return null;
  const velocity = curveEditor.target.v ? [[velocityDot(shape).u, velocityDot(shape).v]] : [];
  const points = shape.kind === "keyframes" ? keyframeBars(shape, curveEditor.target).flatMap(bar => [[bar.start, bar.v], [bar.start + bar.length, bar.v]]) : shape.kind === "cubic" ? [[shape.points[0], shape.points[1]], [shape.points[2], shape.points[3]]] : [[springPeak(shape).u, springPeak(shape).v], ...velocity];
  let found = null, best = 12 * map.ratio;
  points.forEach(([x, y], k) => { const d = Math.hypot(map.X(x) - px, map.Y(y) - py); if (d < best) { best = d; found = k; } });
  return found;
}

function installCurveEditor() {
  const box = document.getElementById("curve"), canvas = box.querySelector("canvas");
  box.querySelector("select").onchange = e => { curveEditor.chosen = Number(e.target.value); curveEditor.override = null; drawCurve(); };
  const at = e => { const r = canvas.getBoundingClientRect(), ratio = devicePixelRatio || 1; return [(e.clientX - r.left) * ratio, (e.clientY - r.top) * ratio]; };
  canvas.addEventListener("pointerdown", e => {
    const [px, py] = at(e), handle = handleAt(px, py);
    if (handle === null) return;
    e.preventDefault();
    canvas.setPointerCapture(e.pointerId);
    const target = curveEditor.target, shape = curveEditor.shape;
    // A spring's dot moves two literals when its time scale was found: up and down the handle's
    // parameter, sideways the duration (or stiffness) passed in the same call.
    const literals = shape.kind === "keyframes" ? [handle % 2 ? target.segments[handle >> 1].length : target.segments[handle >> 1].start] : shape.kind === "cubic" ? target.literals.slice(handle * 2, handle * 2 + 2) : handle === 1 ? [target.v] : target.x ? [target.literals[0], target.x] : target.literals;
    scrubber.drag = { source: target.source, literals, base: current, text: literals.map(l => l.text), moved: false, handle, x: px, y: py, start: shape.kind === "spring" ? (handle === 1 ? target.v.value : shape.handle.value) : null };
  });
  canvas.addEventListener("pointermove", e => {
    const drag = scrubber.drag;
    if (!drag || drag.handle === undefined) return;
    const [px, py] = at(e), map = curveEditor.map, shape = curveEditor.shape;
    drag.moved = true;
    let texts;
    if (shape.kind === "keyframes") {
      // Start: the bar moves, its length kept within [0, 1]; end: the length, at least 0.01.
      const index = drag.handle >> 1, segment = curveEditor.target.segments[index], u = Math.min(1, Math.max(0, map.fromX(px)));
      const start = curveEditor.override && curveEditor.override.index === index ? curveEditor.override.start : segment.start.value;
      const length = curveEditor.override && curveEditor.override.index === index ? curveEditor.override.length : segment.length.value;
      const next = drag.handle % 2 ? { index, start, length: Math.max(0.01, Math.min(1 - start, u - start)) } : { index, start: Math.min(1 - length, u), length };
      texts = [(drag.handle % 2 ? next.length : next.start).toFixed(2)];
      curveEditor.override = next;
    } else if (shape.kind === "cubic") {
      // x stays in [0, 1] (time runs forward); y may overshoot. Two decimals, as control points are written.
      const x = Math.min(1, Math.max(0, map.fromX(px))), y = Math.min(2, Math.max(-1, map.fromY(py)));
      texts = [x.toFixed(2), y.toFixed(2)];
      const points = (curveEditor.override || shape.numbers).slice();
      points[drag.handle * 2] = Number(texts[0]); points[drag.handle * 2 + 1] = Number(texts[1]);
      curveEditor.override = points;
    } else if (drag.handle === 1) {
      // The initial velocity: 20 px up adds 1 (a tenth of that per step: one decimal more than written).
      const literal = drag.literals[0], raw = drag.start + (drag.y - py) / (20 * map.ratio), value = literal.negatable || raw >= 0 ? raw : 0;
      texts = [formatLike(literal, value, decimalsOf(literal.text) + 1)];
      curveEditor.velocity = value;
    } else {
      // Up: more overshoot, less damping; 100 px of drag is the whole range.
      const name = shape.handle.name, lower = name === "bounce" ? -0.99 : 0.01, upper = name === "bounce" ? 0.99 : name === "damping" ? 1000 : 1;
      const span = name === "damping" ? Math.max(1, drag.start) : 1, sign = name === "bounce" ? 1 : -1;
      const value = Math.min(upper, Math.max(lower, drag.start + sign * (drag.y - py) / (100 * map.ratio) * span));
      texts = [value.toFixed(2)];
      curveEditor.override = [value];
      if (drag.literals.length === 2) {
        // Sideways: 100 px to the right doubles the duration (or the stiffness); under 2 px, as written.
        const literal = drag.literals[1], dx = (px - drag.x) / map.ratio;
        const scaled = Math.min(literal.value > 10 ? 1e6 : 10, Math.max(literal.value > 10 ? 1 : 0.05, literal.value * Math.pow(2, dx / 100)));
        texts.push(Math.abs(dx) < 2 ? literal.text : formatLike(literal, scaled, Math.max(2, decimalsOf(literal.text))));
      }
    }
    if (String(texts) === String(drag.text)) return;
    drag.text = texts;
    drawCurve();
    requestPreview(texts, performance.now());
  });
  const end = async () => {
    const drag = scrubber.drag;
    if (!drag || drag.handle === undefined) return;
    await endDrag();
    curveEditor.override = null;
    curveEditor.velocity = null;
  };
  canvas.addEventListener("pointerup", end);
  canvas.addEventListener("pointercancel", end);
  // Redrawn when the moment, the selection or the trace changes: after the player's own drawing.
  const drawn = window.drawPlots;
  window.drawPlots = function () { drawn.apply(this, arguments); if (!scrubber.drag || scrubber.drag.handle === undefined) drawCurve(); };
}

installCurveEditor();
