// The Stagecraft player's controls: playback on the page's clock scaled by the speed, stepping,
// scrubbing, the event timeline, the view tree and the property curves; state mirrored in the URL
// hash (`#t=0.25&view=sheet&speed=0.1&zoom=0.5&play=1`). Needs draw.js before it.
const $ = id => document.getElementById(id);
const stage = $("stage"), scrub = $("scrub"), timeline = $("timeline");
// `marks`: times the timeline flags (the studio's failures).
const state = { index: 0, time: 0, playing: false, speed: 1, selected: null, zoom: null, last: null, showing: "", marks: [] };
const colors = { lifecycle: "#7fd1ff", transition: "#ffd60a", diagnostic: "#ff453a", gesture: "#bf5af2",
                 animator: "#30d158", presentation: "#64d2ff", delegate: "#ac8e68", log: "#aaaaaa" };

// The trace on show (`current`) and, in the studio, the generation before it (`ghost`), drawn
// faint over the stage and beside the curves. The globals below are `current`'s, for the drawing.
let current = null, ghost = null;
let header = {}, frames = [], events = [], animations = [], size = [390, 844], start = 0, end = 0;

// JSON Lines → a generation: its frames and events, the stage's size, its time span. The stage
// fits the largest window of the trace: a scenario that picks a device (T11.5a) or rotates it
// resizes the window after the first frame.
function parseTrace(text) {
  const records = text.split("\n").filter(l => l.trim()).map(l => JSON.parse(l));
  const found = records.filter(r => r.type === "frame");
  if (!found.length) throw new Error("the trace has no frames");
  const size = found.reduce((most, frame) => {
    const root = frame.views.find(v => v.parent === undefined) || frame.views[0];
    const [w, h] = root ? view(root).size : [0, 0];
    return [Math.max(most[0], w), Math.max(most[1], h)];
  }, [0, 0]).map((length, axis) => length > 0 ? length : [390, 844][axis]);
  // The animations each frame first saw running (SD2.5); traces written before them have none.
  const animations = found.flatMap(frame => frame.animations || []);
  return { header: records[0], frames: found, events: records.filter(r => r.type === "event"), animations,
           size, start: found[0].time, end: found[found.length - 1].time };
}

function adopt(generation) {
  current = generation;
  ({ header, frames, events, animations, size, start, end } = generation);
  scrub.max = String(frames.length - 1);
  $("events").replaceChildren();
  $("title").textContent = (document.body.dataset.title || document.title) + ` — ${frames.length} frames at ${header.frameRate} Hz, ${events.length} events`;
}

// A view's name in `list` (by id), and the id of the same view in another generation: the same
// name, else the same id; ids are handed out in creation order, so an edit can shift them.
function nameOf(list, id) {
  for (const f of list) { const v = f.views.find(w => w.id === id); if (v) return v.name || null; }
  return null;
}
function matching(list, name, id) {
  const all = list.flatMap(f => f.views);
  const match = (name && all.find(v => v.name === name)) || all.find(v => v.id === id);
  return match ? match.id : null;
}

function indexAt(time, list = frames) {
  let found = 0;
  // 0.1 ms of slack: the trace's times are rounded to 4 decimals.
  for (let i = 0; i < list.length; i++) if (list[i].time <= time + 1e-4) found = i;
  return found;
}

// The controls beside the stage need this much width; with less (a phone), they go beneath it.
const controlsWidth = 360;

function layout() {
  if (!frames.length) return;
  const box = $("stage-box"), main = document.querySelector("main");
  const width = (box.offsetParent || document.body).clientWidth;
  const beside = state.zoom ?? Math.min(1, (innerHeight - 32) / size[1]);
  const wide = size[0] * beside + 40 + controlsWidth <= width;
  // Beneath: the stage fits the width and leaves 40 % of the height for the controls under it.
  const zoom = wide ? beside : state.zoom ?? Math.min(1, (width - 32) / size[0], innerHeight * 0.6 / size[1]);
  const ratio = devicePixelRatio || 1;
  stage.style.width = `${size[0] * zoom}px`; stage.style.height = `${size[1] * zoom}px`;
  stage.width = Math.round(size[0] * zoom * ratio); stage.height = Math.round(size[1] * zoom * ratio);
  main.style.left = wide ? `${size[0] * zoom + 40}px` : "0";
  main.style.top = wide ? "0" : `${size[1] * zoom + 24}px`;
  document.body.classList.toggle("narrow", !wide);
  timeline.width = timeline.clientWidth * ratio; timeline.height = 36 * ratio;
  state.scale = zoom * ratio;
}

let onion = null;
function show(index, time) {
  if (!frames.length) return;
  state.index = Math.max(0, Math.min(frames.length - 1, index));
  state.time = time ?? frames[state.index].time;
  scrub.value = String(state.index);
  drawFrame(stage, frames[state.index], state.scale, state.selected);
  // The onion skin: the other generation's frame at the same moment, its views only, faint.
  stage.dataset.ghost = "none";
  if (ghost) {
    onion = onion || document.createElement("canvas");
    onion.width = stage.width; onion.height = stage.height;
    const gid = matching(ghost.frames, nameOf(frames, state.selected), state.selected);
    drawFrame(onion, ghost.frames[indexAt(state.time, ghost.frames)], state.scale, gid, false);
    const ctx = stage.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.globalAlpha = 0.3; ctx.drawImage(onion, 0, 0); ctx.globalAlpha = 1;
    stage.dataset.ghost = "drawn";
  }
  drawTouches();
  $("clock").textContent = `${state.time.toFixed(3)} s · frame ${frames[state.index].frame}` + (ghost ? ` · ${state.showing}` : "");
  drawTimeline(); drawTree(); drawEvents(); drawPlots();
}

// The synthesised fingers, where a trace carries them (the studio's do): a dot where each is down
// and its trail over the last quarter second, as the simulator's "show touches" draws them.
const trailSeconds = 0.25, fingerRadius = 18;
function drawTouches() {
  const down = frames[state.index].touches || [];
  stage.dataset.touches = String(down.length);
  if (!down.length) return;
  const ctx = stage.getContext("2d");
  ctx.setTransform(state.scale, 0, 0, state.scale, 0, 0);
  let from = state.index;
  while (from > 0 && frames[from - 1].time >= frames[state.index].time - trailSeconds && (frames[from - 1].touches || []).length) from--;
  down.forEach((point, finger) => {
    ctx.strokeStyle = "rgba(255, 255, 255, 0.45)"; ctx.lineWidth = 6; ctx.lineCap = "round"; ctx.lineJoin = "round";
    ctx.beginPath();
    for (let k = from; k <= state.index; k++) { const p = frames[k].touches[finger]; if (p) k === from ? ctx.moveTo(p[0], p[1]) : ctx.lineTo(p[0], p[1]); }
    ctx.stroke();
    ctx.beginPath(); ctx.arc(point[0], point[1], fingerRadius, 0, 2 * Math.PI);
    ctx.fillStyle = "rgba(128, 128, 128, 0.6)"; ctx.fill();
    ctx.strokeStyle = "rgba(255, 255, 255, 0.9)"; ctx.lineWidth = 2; ctx.stroke();
  });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

function drawTimeline() {
  const ctx = timeline.getContext("2d"), w = timeline.width, h = timeline.height, span = Math.max(end - start, 1e-9);
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = "#2c2c2e"; ctx.fillRect(0, h / 2 - 1, w, 2);
  for (const e of events) {
    const x = (e.time - start) / span * (w - 2) + 1;
    ctx.fillStyle = colors[e.category] || "#888";
    const tall = e.category === "diagnostic" ? h : e.category === "lifecycle" ? h * 0.7 : h * 0.45;
    ctx.fillRect(x - 1, (h - tall) / 2, 2, tall);
  }
  // Failures: a magenta flag, a triangle on top of a full-height line, apart from every event colour.
  ctx.fillStyle = "#ff2dd4";
  for (const t of state.marks) {
    const x = (t - start) / span * (w - 2) + 1, r = h / 5;
    ctx.fillRect(x - 1, 0, 2, h);
    ctx.beginPath(); ctx.moveTo(x - r, 0); ctx.lineTo(x + r, 0); ctx.lineTo(x, r * 1.2); ctx.fill();
  }
  ctx.fillStyle = "#fff";
  ctx.fillRect((state.time - start) / span * (w - 2), 0, 2, h);
}

function drawTree() {
  const frame = frames[state.index], tree = children(frame), list = $("tree");
  list.replaceChildren();
  const add = (v, depth) => {
    const li = document.createElement("li"), f = frameOf(v), p = view(v);
    li.textContent = `${"  ".repeat(depth)}${v.kind}${v.name ? ` "${v.name}"` : ""} (${f.x.toFixed(1)}, ${f.y.toFixed(1)}, ${f.w.toFixed(1)}, ${f.h.toFixed(1)})` +
      (p.alpha !== 1 ? ` α ${p.alpha.toFixed(3)}` : "") + (v.hidden ? " hidden" : "");
    li.style.whiteSpace = "pre";
    if (v.id === state.selected) li.className = "selected";
    if (v.hidden || p.alpha <= 0) li.classList.add("hidden");
    li.onclick = () => { state.selected = v.id; writeHash(); show(state.index, state.time); };
    list.appendChild(li);
    for (const kid of tree.kids.get(v.id) || []) add(kid, depth + 1);
  };
  for (const r of tree.roots) add(r, 0);
}

function drawEvents() {
  const list = $("events");
  if (!list.childElementCount) {
    for (const e of events) {
      const li = document.createElement("li");
      li.textContent = `${e.time.toFixed(3)}  ${e.subject}.${e.name}${e.detail ? `(${e.detail})` : ""}`;
      li.className = e.category;
      li.title = e.category;
      li.onclick = () => { state.playing = false; show(indexAt(e.time), e.time); };
      list.appendChild(li);
    }
  }
  [...list.children].forEach((li, i) => li.classList.toggle("past", events[i].time <= state.time + 1e-9));
}

// Each plotted property, how it is read from a view, and the animated keys that move it.
const moves = ["center", "bounds", "transform", "transform3D"];
const curves = [
  ["alpha", v => view(v).alpha, ["alpha"]], ["x", v => frameOf(v).x, moves], ["y", v => frameOf(v).y, moves],
  ["scale", v => { const t = view(v).t; return Math.hypot(t[0], t[1]); }, ["transform", "transform3D"]],
  ["rotation°", v => { const t = view(v).t; return Math.atan2(t[1], t[0]) * 180 / Math.PI; }, ["transform", "transform3D"]],
];

// The animations of view `id` that move a property animated through `keys`, with their spans.
function drivers(id, keys) {
  return animations.filter(a => a.views.some(t => t.from.id === id && t.keys.some(k => keys.includes(k))))
    .map(a => ({ curve: a.curve, start: a.start, end: a.start + a.duration * (a.autoreverses ? 2 : 1) * (a.forever ? Infinity : a.repeatCount || 1) }));
}
const seconds = t => `${+t.toFixed(3)}`;
function describeDriver(d) {
  return `${d.curve} ${seconds(d.start)}–${Number.isFinite(d.end) ? seconds(d.end) + " s" : "∞"}`;
}

// Time-axis ticks: a round step (1, 2, 2.5 or 5 × 10^n s) giving about `count` of them over the span.
function ticks(from, to, count) {
  const span = Math.max(to - from, 1e-9), raw = span / count, power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 2.5, 5, 10].map(m => m * power).find(s => s >= raw);
  const list = [];
  for (let k = Math.ceil(from / step - 1e-9); k * step <= to + 1e-9; k++) list.push(+(k * step).toFixed(6));
  return list;
}

function drawPlots() {
  const box = $("plots");
  if (state.selected === null) { box.replaceChildren(); return; }
  const samples = frames.map(f => f.views.find(v => v.id === state.selected) || null);
  const gid = ghost ? matching(ghost.frames, nameOf(frames, state.selected), state.selected) : null;
  const ghostSamples = ghost ? ghost.frames.map(f => f.views.find(v => v.id === gid) || null) : [];
  const named = samples.find(s => s);
  $("plot-title").textContent = `Curves of ${named ? (named.name || named.kind + " #" + named.id) : "#" + state.selected}`;
  if (box.childElementCount !== curves.length) {
    box.replaceChildren(...curves.map(([name]) => {
      const div = document.createElement("div"); div.className = "plot"; div.dataset.property = name;
      div.innerHTML = `<span class="reading"></span><canvas></canvas><div class="curve-label"></div>`; return div;
    }));
  }
  const ratio = devicePixelRatio || 1, axis = 13 * ratio;
  curves.forEach(([name, read, keys], i) => {
    const canvas = box.children[i].querySelector("canvas"), ctx = canvas.getContext("2d");
    canvas.width = canvas.clientWidth * ratio; canvas.height = canvas.clientHeight * ratio;
    const values = samples.map(s => s ? read(s) : null), known = values.filter(v => v !== null);
    const old = ghostSamples.map(s => s ? read(s) : null);
    let lo = Math.min(...known, ...old.filter(v => v !== null)), hi = Math.max(...known, ...old.filter(v => v !== null));
    if (!(hi - lo > 1e-9)) { lo -= 1; hi += 1; }
    const w = canvas.width, h = canvas.height, pad = 6 * ratio, span = Math.max(end - start, 1e-9);
    const X = t => (t - start) / span * (w - 2 * pad) + pad, Y = v => h - axis - pad - (v - lo) / (hi - lo) * (h - axis - 2 * pad);
    ctx.clearRect(0, 0, w, h);
    // The spans of the animations that drove it, faint behind the curve; their curves are labelled below.
    const driven = drivers(state.selected, keys);
    ctx.fillStyle = "#0a84ff22";
    for (const d of driven) { const x0 = Math.max(X(d.start), 0), x1 = Math.min(X(Math.min(d.end, end)), w); if (x1 > x0) ctx.fillRect(x0, 0, Math.max(x1 - x0, ratio), h - axis); }
    ctx.lineWidth = 1.5 * ratio;
    const line = (list, times, color) => {
      ctx.strokeStyle = color; ctx.beginPath();
      let pen = false;
      list.forEach((v, k) => { if (v === null) { pen = false; return; } const x = X(times[k].time), y = Y(v); pen ? ctx.lineTo(x, y) : ctx.moveTo(x, y); pen = true; });
      ctx.stroke();
    };
    if (ghost) line(old, ghost.frames, "#8e8e9355");  // the other generation, faint
    line(values, frames, "#0a84ff");
    ctx.fillStyle = "#fff"; ctx.fillRect(X(state.time), 0, 1, h - axis);
    // The time axis: ticks in seconds at the foot.
    const marks = ticks(start, end, Math.max(2, Math.floor(w / (48 * ratio))));
    ctx.fillStyle = "#555"; ctx.fillRect(pad, h - axis, w - 2 * pad, 1);
    ctx.font = `${9 * ratio}px sans-serif`; ctx.textBaseline = "bottom"; ctx.textAlign = "center";
    marks.forEach((t, k) => {
      const x = X(t);
      ctx.fillStyle = "#555"; ctx.fillRect(x, h - axis, 1, 3 * ratio);
      ctx.fillStyle = "#888"; ctx.fillText(k === marks.length - 1 ? `${seconds(t)} s` : seconds(t), Math.min(Math.max(x, 10 * ratio), w - 12 * ratio), h);
    });
    canvas.dataset.ticks = marks.join(",");
    const now = values[state.index];
    box.children[i].querySelector(".reading").textContent = `${name}: ${now === null ? "—" : now.toFixed(3)}  [${lo.toFixed(2)} … ${hi.toFixed(2)}]`;
    box.children[i].querySelector(".curve-label").textContent = driven.map(describeDriver).join(" · ");
  });
}

function tick(now) {
  if (!state.playing) { state.last = null; return; }
  if (state.last !== null) {
    let time = state.time + (now - state.last) / 1000 * state.speed;
    // Looping starts over from the first frame with content; else playback stops on the last frame.
    if (time > end && $("loop").checked) time = frames[firstContent()].time;
    time = Math.min(end, time);
    show(indexAt(time), time);
    if (time >= end && !$("loop").checked) { state.playing = false; $("play").textContent = "▶"; }
  }
  state.last = now;
  if (state.playing) requestAnimationFrame(tick);
}

// Hot reload into the paused moment: the new generation at the same time, with the same view
// selected, and the one it replaces kept as the ghost.
function swapTrace(generation) {
  if (!current) return startPlayer(generation);
  const name = nameOf(frames, state.selected), id = state.selected, time = state.time;
  // The ghost is the newest generation before this one, whichever of the two was on show.
  if (!state.showing.startsWith("previous")) ghost = current;
  state.showing = "new (B shows the previous)";
  adopt(generation);
  state.selected = id === null ? null : matching(frames, name, id);
  layout();
  const kept = Math.max(start, Math.min(end, time));
  show(indexAt(kept), kept);
}

// A/B: flips which generation is drawn in full and which as the ghost.
function toggleAB() {
  if (!ghost) return;
  const name = nameOf(frames, state.selected), id = state.selected, other = current, time = state.time;
  state.showing = state.showing.startsWith("new") ? "previous (B shows the new)" : "new (B shows the previous)";
  adopt(ghost);
  ghost = other;
  state.selected = id === null ? null : matching(frames, name, id);
  layout();
  const kept = Math.max(start, Math.min(end, time));
  show(indexAt(kept), kept);
}

function startPlayer(generation) {
  adopt(generation);
  readHash();
}

function setPlaying(on) {
  state.playing = on;
  $("play").textContent = on ? "❚❚" : "▶";
  if (on && frames.length) { if (state.time >= end) show(firstContent()); state.last = null; requestAnimationFrame(tick); }
}

// The first frame that draws anything (a fill, a label's text, an image): a trace often starts
// on an empty window, before the scenario's screens are built.
function firstContent() {
  const paints = v => !v.hidden && view(v).alpha > 0 && (v.background || (v.kind === "Label" && detail(v, "text")) || (v.kind === "ImageView" && detail(v, "image") !== null));
  const found = frames.findIndex(f => f.views.some(paints));
  return found < 0 ? 0 : found;
}

// The view under a point of the stage (in the root's points): the last drawn whose bounds hold it,
// through the same steps the drawing takes, 3D projections included (SD2.4), and inside the bounds
// of every ancestor that clips it (the device's screen, clipsToBounds, a projected layer's plane).
function viewAt(frame, x, y) {
  let hit = null;
  const inside = (entry, point) => {
    const local = unproject(entry.H, point[0], point[1]), p = view(entry.v);
    return local && local[0] >= p.origin[0] && local[0] <= p.origin[0] + p.size[0] && local[1] >= p.origin[1] && local[1] <= p.origin[1] + p.size[1];
  };
  for (const entry of placements(frame)) if (inside(entry, [x, y]) && entry.clips.every(c => inside(c, [x, y]))) hit = entry.v;
  return hit;
}

function readHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.has("zoom")) state.zoom = parseFloat(params.get("zoom")) || null;
  if (params.has("speed")) { state.speed = Math.max(0.1, Math.min(1, parseFloat(params.get("speed")) || 1)); $("speed").value = String(state.speed); }
  if (!frames.length) return;
  if (params.has("view")) {
    const key = params.get("view"), match = frames.flatMap(f => f.views).find(v => v.name === key || String(v.id) === key);
    state.selected = match ? match.id : null;
  }
  layout();
  if (params.has("loop")) $("loop").checked = params.get("loop") !== "0";
  const time = params.has("t") ? Math.max(start, Math.min(end, parseFloat(params.get("t")) || 0)) : frames[firstContent()].time;
  show(indexAt(time), time);
  setPlaying(params.get("play") === "1");
}

function writeHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  params.set("t", state.time.toFixed(3));
  if (state.selected !== null) params.set("view", nameOf(frames, state.selected) || String(state.selected));
  history.replaceState(null, "", "#" + params.toString());
}

$("play").onclick = () => setPlaying(!state.playing);
$("back").onclick = () => { setPlaying(false); show(state.index - 1); writeHash(); };
$("next").onclick = () => { setPlaying(false); show(state.index + 1); writeHash(); };
$("speed").onchange = e => { state.speed = parseFloat(e.target.value); };
scrub.oninput = () => { setPlaying(false); show(parseInt(scrub.value, 10)); writeHash(); };
stage.onclick = e => {
  if (!frames.length) return;
  const r = stage.getBoundingClientRect(), hit = viewAt(frames[state.index], (e.clientX - r.left) / r.width * size[0], (e.clientY - r.top) / r.height * size[1]);
  state.selected = hit ? hit.id : null;
  writeHash(); show(state.index, state.time);
};
timeline.onclick = e => {
  const r = timeline.getBoundingClientRect(), time = start + (e.clientX - r.left) / r.width * (end - start);
  setPlaying(false); show(indexAt(time), time); writeHash();
};
addEventListener("keydown", e => {
  if (e.target.tagName === "SELECT") return;
  if (e.key === " ") { e.preventDefault(); setPlaying(!state.playing); }
  if (e.key === "ArrowLeft") $("back").onclick();
  if (e.key === "ArrowRight") $("next").onclick();
  if (e.key === "b" || e.key === "B") toggleAB();
});
addEventListener("resize", () => { layout(); show(state.index, state.time); });
addEventListener("hashchange", readHash);
// The single-file player carries its trace; the studio hands generations to swapTrace.
if ($("trace")) startPlayer(parseTrace($("trace").textContent));


