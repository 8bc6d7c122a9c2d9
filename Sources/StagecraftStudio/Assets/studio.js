// The studio page around the player (draw.js, player.js): the scenario list, the live connection
// and the error overlay. Each push on /live is the whole state; when the selected scenario's
// trace is newer than the one on show, it is fetched and swapped in at the same moment, with the
// same view selected, the previous generation kept as the ghost (B flips the two). A failure's
// `at t=… (frame N)` jumps to that frame with the view it named selected; a failing scenario
// opens at its first failure, and its failures are marked on the timeline.
"use strict";

const studio = { snapshot: null, selected: null, shown: {}, paints: [], connected: false, busy: false };
window.studio = studio;

function connect() {
  const socket = studio.socket = new WebSocket(`ws://${location.host}/live`);
  socket.onopen = () => { studio.connected = true; };
  socket.onmessage = message => receive(JSON.parse(message.data));
  // A dropped connection loses nothing: the server keeps the state, and the next one sends it whole.
  socket.onclose = () => { studio.connected = false; $("status").textContent = "reconnecting…"; setTimeout(connect, 250); };
}

function receive(snapshot) {
  studio.snapshot = snapshot;
  const ids = snapshot.scenarios.map(s => s.id);
  if (!ids.includes(studio.selected)) {
    const wanted = new URLSearchParams(location.hash.slice(1)).get("scenario");
    // What is broken first: a failing scenario with a trace, else the first with one.
    const withTrace = snapshot.scenarios.filter(s => s.traceGeneration !== undefined);
    const first = withTrace.find(s => failing(s.scenario)) || withTrace[0];
    studio.selected = ids.includes(wanted) ? wanted : (first ? first.id : ids[0] ?? null);
  }
  const failed = snapshot.scenarios.filter(s => failing(s.scenario)).length;
  $("status").textContent = `generation ${snapshot.generation} · ${snapshot.scenarios.length - failed} passed, ${failed} failed`;
  drawList();
  drawError();
  markFailures();
  update();
  document.dispatchEvent(new Event("studio:shown"));
}

const failing = s => !s.passed && !s.skipped;

// The selected scenario's failure moments, unless a script error marred its run: the trace on
// show is then the last good one, whose moments these are not.
function failureMoments() {
  const item = studio.snapshot && studio.snapshot.scenarios.find(s => s.id === studio.selected);
  return item && !item.scenario.error ? item.scenario.moments || [] : [];
}

function markFailures() {
  state.marks = studio.shownId === studio.selected ? failureMoments().map(m => m.time) : [];
  if (frames.length) drawTimeline();
}

// To a failure's moment: its frame (by number, else the one on screen at its time), its view selected.
function jumpTo(moment) {
  setPlaying(false);
  const found = frames.findIndex(f => f.frame === moment.frame);
  if (moment.view !== undefined && moment.view !== null && frames.some(f => f.views.some(v => v.id === moment.view))) state.selected = moment.view;
  show(found >= 0 ? found : indexAt(moment.time), moment.time);
  writeHash();
}

// Fetches the selected scenario's trace when it is newer than the one on show; one at a time,
// and again if a push came in meanwhile (the newest wins).
async function update() {
  if (studio.busy) { studio.again = true; return; }
  studio.busy = true;
  try {
    do {
      studio.again = false;
      const item = studio.snapshot.scenarios.find(s => s.id === studio.selected);
      if (!item || item.traceGeneration === undefined || (studio.shownId === item.id && studio.shown[item.id] === item.traceGeneration)) continue;
      const response = await fetch(`/trace?id=${encodeURIComponent(item.id)}`);
      if (!response.ok) continue;
      const generation = parseTrace(await response.text());
      // The header names the scenario on show.
      document.body.dataset.title = item.id;
      document.title = `${item.scenario.name} — Stagecraft studio`;
      const opening = studio.shownId !== item.id, fresh = studio.shownId === undefined;
      if (!opening) swapTrace(generation);
      else { ghost = null; state.selected = null; fresh ? startPlayer(generation) : (adopt(generation), layout(), show(firstContent())); }
      studio.shownId = item.id;
      studio.shown[item.id] = item.traceGeneration;
      if (studio.onTraceShown) studio.onTraceShown(item.id, item.traceGeneration, current);  // compare.js
      markFailures();
      // A scenario opened (not re-run) at its first failure, or at the failure asked for; a time
      // in the page's address wins on the first load.
      const moments = failureMoments(), asked = studio.jump && studio.jump.id === item.id ? studio.jump.moment : null;
      studio.jump = null;
      if (asked) jumpTo(asked);
      else if (opening && moments.length && !(fresh && new URLSearchParams(location.hash.slice(1)).has("t"))) jumpTo(moments[0]);
      const mark = { generation: studio.snapshot.generation, trace: item.traceGeneration };
      // Painted: the frame after the one the canvas was drawn in.
      requestAnimationFrame(() => requestAnimationFrame(() => { mark.at = Date.now(); studio.paints.push(mark); }));
      document.dispatchEvent(new Event("studio:shown"));
    } while (studio.again);
  } finally { studio.busy = false; }
}

function drawList() {
  const list = $("scenarios");
  list.replaceChildren(...studio.snapshot.scenarios.map(item => {
    const s = item.scenario, li = document.createElement("li");
    li.className = (s.skipped ? "skip" : s.passed ? "pass" : "fail") + (item.id === studio.selected ? " selected" : "");
    li.dataset.id = item.id;
    const failures = s.error ? [] : s.failures;
    li.innerHTML = `<span class="verdict"></span> <span class="file"></span> › <span class="name"></span>`;
    li.querySelector(".verdict").textContent = s.skipped ? "SKIP" : s.passed ? "PASS" : "FAIL";
    li.querySelector(".file").textContent = s.file;
    li.querySelector(".name").textContent = s.name;
    failures.forEach((text, k) => li.appendChild(why(text, (s.moments || [])[k], item.id)));
    if (s.diagnostics.length) { const div = document.createElement("div"); div.className = "why"; div.textContent = s.diagnostics.join("\n"); li.appendChild(div); }
    li.onclick = () => choose(item.id);
    return li;
  }));
}

function choose(id, moment) {
  const shown = studio.shownId === id;
  studio.selected = id;
  studio.jump = moment && !shown ? { id, moment } : null;
  const params = new URLSearchParams(location.hash.slice(1));
  params.set("scenario", id);
  history.replaceState(null, "", "#" + params.toString());
  drawList(); drawError(); markFailures();
  if (moment && shown) jumpTo(moment);
  update();
}

// One failure's text, its `at t=… (frame N)` line a link to that moment.
function why(text, moment, id) {
  const div = document.createElement("div");
  div.className = "why";
  text.split("\n").forEach((line, k) => {
    if (k) div.appendChild(document.createTextNode("\n"));
    const at = moment && /^\s*at t=.*\(frame \d+\)$/.test(line);
    if (!at) { div.appendChild(document.createTextNode(line)); return; }
    const link = document.createElement("a");
    link.className = "moment"; link.href = "#"; link.textContent = line.trim();
    link.dataset.frame = String(moment.frame);
    link.onclick = e => { e.preventDefault(); e.stopPropagation(); choose(id, moment); };
    div.appendChild(document.createTextNode(line.slice(0, line.length - line.trimStart().length)));
    div.appendChild(link);
  });
  return div;
}

// The root cause first: the reloads that failed, then the selected scenario's own script error.
// The last good motion stays on the stage beneath.
function drawError() {
  const box = $("error"), item = studio.snapshot.scenarios.find(s => s.id === studio.selected);
  const errors = [...studio.snapshot.errors, ...(item && item.scenario.error ? [item.scenario.error] : [])];
  const seen = new Set(), shown = errors.filter(e => { const key = `${e.file}:${e.line}:${e.message}`; return !seen.has(key) && seen.add(key); });
  box.hidden = shown.length === 0;
  box.replaceChildren(...shown.map(e => {
    const div = document.createElement("div");
    div.innerHTML = '<div class="message"></div><div class="where"></div><div class="source"></div>';
    div.querySelector(".message").textContent = e.message;
    div.querySelector(".where").textContent = e.file ? `${e.file}${e.line ? ":" + e.line : ""}` : "";
    // The code frame: the error's line and two around it, the error's own marked, as the terminal shows it.
    const source = div.querySelector(".source");
    if (e.context) {
      source.replaceChildren(...e.context.map(l => {
        const row = document.createElement("div");
        row.className = l.number === e.line ? "at" : "";
        row.textContent = `${l.number === e.line ? ">" : " "} ${l.number} │ ${l.text}`;
        return row;
      }));
    } else if (e.source !== undefined) source.textContent = `${e.line} │ ${e.source}`;
    else source.remove();
    return div;
  }));
  if (shown.length) {
    const note = document.createElement("div");
    note.className = "note";
    note.textContent = "the last good motion is shown beneath; fix and save to clear";
    box.appendChild(note);
  }
}

connect();
