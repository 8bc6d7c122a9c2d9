// Compare (docs/studio.md, SD6.x): pin an earlier generation of the scenario on show and view it
// beside the current one (side by side) or drawn translucent over it (onion skin), at the same
// moment. Both are drawn from the player's clock, so scrubbing, stepping and playing move them
// together. Needs player.js and studio.js before it; it wraps the player's `layout` and `show`.
//
// Memory: the page keeps the last `limit` generations of the scenario on show that it received
// (each a parsed trace), letting older ones go. A pinned generation is held apart from them: a
// pin is never evicted — it lasts until unpinned or another scenario is shown — and the bar says
// when it is no longer among the kept ones (it cannot be pinned again once unpinned).
"use strict";

const compare = { id: null, kept: [], limit: 6, pinned: null, mode: "side", barFor: null };
window.compare = compare;

// Gap between the two stages, in points (scaled with them).
const compareGap = 16;
const pinnedStage = document.createElement("canvas");
pinnedStage.id = "pinned-stage";
pinnedStage.hidden = true;
stage.insertAdjacentElement("afterend", pinnedStage);

const sideBySide = () => compare.pinned !== null && compare.mode === "side";
const numberOf = generation => { const k = compare.kept.find(k => k.generation === generation); return k ? k.number : null; };

// studio.js reports each trace it puts on show, with the state's generation that recorded it.
studio.onTraceShown = (id, number, generation) => {
  if (compare.id !== id) { compare.id = id; compare.kept = []; unpin(); }
  if (!compare.kept.some(k => k.number === number)) compare.kept.push({ number, generation });
  while (compare.kept.length > compare.limit) compare.kept.shift();
  drawCompareBar();
};

function pin(number) {
  const found = compare.kept.find(k => k.number === number);
  if (!found || found.generation === current) return;
  compare.pinned = found;
  redraw();
}

function unpin() {
  if (compare.pinned === null) return;
  compare.pinned = null;
  redraw();
}

function setCompareMode(mode) {
  compare.mode = mode;
  redraw();
}

function redraw() {
  layout();
  if (frames.length) show(state.index, state.time);
  drawCompareBar();
}

// Side by side: the player lays out a stage as wide as both and the gap, so its controls move
// aside (or beneath, on a phone) for the pair; then each canvas gets one trace's width.
const playerLayout = layout;
layout = function () {
  const side = sideBySide() && frames.length > 0;
  document.body.classList.toggle("compare-side", side);
  pinnedStage.hidden = !side;
  if (!side) return playerLayout();
  const own = size;
  size = [own[0] * 2 + compareGap, own[1]];
  try { playerLayout(); } finally { size = own; }
  const zoom = state.scale / (devicePixelRatio || 1);
  for (const canvas of [stage, pinnedStage]) {
    canvas.style.width = `${size[0] * zoom}px`; canvas.style.height = `${size[1] * zoom}px`;
    canvas.width = Math.round(size[0] * state.scale); canvas.height = Math.round(size[1] * state.scale);
  }
  pinnedStage.style.marginLeft = `${compareGap * zoom}px`;
};

// Onion skin: the pinned generation stands in for the player's ghost while it draws (30 % over
// the stage, its curves faint beside the new ones). Side by side: each stage is drawn clean, with
// no ghost over it. Either way the player's own ghost (B) is left as it was.
const playerShow = show;
show = function (index, time) {
  const pinned = compare.pinned, onion = pinned !== null && compare.mode === "onion" && pinned.generation !== current;
  const own = ghost;
  if (onion) ghost = pinned.generation;
  else if (sideBySide()) ghost = null;
  try { playerShow(index, time); } finally { ghost = own; }
  stage.dataset.compare = sideBySide() ? "side" : onion ? "onion" : "none";
  if (sideBySide() && frames.length) drawPinned();
  // B swapped which generation is on show: the bar names the other one now.
  if (compare.barFor !== current) drawCompareBar();
};

// The pinned generation's frame at the moment on show, the same view selected (by name, as SD1.3).
function drawPinned() {
  const other = compare.pinned.generation;
  const frame = other.frames[indexAt(state.time, other.frames)];
  drawFrame(pinnedStage, frame, state.scale, matching(other.frames, nameOf(frames, state.selected), state.selected));
  pinnedStage.dataset.frame = String(frame.frame);
  pinnedStage.dataset.time = String(frame.time);
}

// The bar in the sidebar: which earlier generation to pin, how to show it, and what is on show.
const bar = document.createElement("div");
bar.id = "compare";
bar.innerHTML = '<div class="row"><span class="label">compare</span> <select id="compare-generation" title="An earlier generation of this scenario"></select> '
  + '<button id="compare-pin">pin</button> <select id="compare-mode"><option value="side">side by side</option><option value="onion">onion skin</option></select></div>'
  + '<div id="compare-status"></div>';
$("status").insertAdjacentElement("afterend", bar);
$("compare-pin").onclick = () => compare.pinned ? unpin() : pin(Number($("compare-generation").value));
$("compare-mode").onchange = e => setCompareMode(e.target.value);

function drawCompareBar() {
  compare.barFor = current;
  const onShow = numberOf(current), earlier = compare.kept.filter(k => k.generation !== current).reverse();
  // While pinned, the choice shows the pinned generation and is locked until unpinned.
  const choice = $("compare-generation"), listed = compare.pinned ? [compare.pinned] : earlier;
  choice.replaceChildren(...listed.map(k => Object.assign(document.createElement("option"), { value: String(k.number), textContent: `generation ${k.number}` })));
  choice.disabled = compare.pinned !== null || earlier.length === 0;
  $("compare-pin").textContent = compare.pinned ? "unpin" : "pin";
  $("compare-pin").disabled = compare.pinned === null && earlier.length === 0;
  $("compare-mode").value = compare.mode;
  const shown = onShow === null ? "the generation on show" : `generation ${onShow}`;
  let text;
  if (!compare.pinned) text = earlier.length ? `pin one to see it with ${shown} at the same moment` : "save a change to have an earlier generation to compare";
  else if (compare.mode === "side") text = `left: ${shown} (on show) · right: generation ${compare.pinned.number} (pinned)`;
  else text = `generation ${compare.pinned.number} (pinned) drawn at 30 % over ${shown}`;
  if (compare.pinned && !compare.kept.includes(compare.pinned)) {
    text += ` — no longer among the last ${compare.limit} generations this page keeps; held while pinned`;
  }
  $("compare-status").textContent = text;
  bar.dataset.pinned = compare.pinned ? String(compare.pinned.number) : "";
}

drawCompareBar();
