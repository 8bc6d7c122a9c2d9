// The studio page around the player (draw.js, player.js): the scenario list, the live connection
// and the error overlay. Each push on /live is the whole state; when the selected scenario's
// trace is newer than the one on show, it is fetched and swapped in at the same moment, with the
// same view selected, the previous generation kept as the ghost (B flips the two).
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
    const withTrace = snapshot.scenarios.find(s => s.traceGeneration !== undefined);
    studio.selected = ids.includes(wanted) ? wanted : (withTrace ? withTrace.id : ids[0] ?? null);
  }
  const failed = snapshot.scenarios.filter(s => !s.scenario.passed && !s.scenario.skipped).length;
  $("status").textContent = `generation ${snapshot.generation} · ${snapshot.scenarios.length - failed} passed, ${failed} failed`;
  drawList();
  drawError();
  update();
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
      if (!item || item.traceGeneration === undefined || studio.shown[item.id] === item.traceGeneration) continue;
      const response = await fetch(`/trace?id=${encodeURIComponent(item.id)}`);
      if (!response.ok) continue;
      const generation = parseTrace(await response.text());
      if (studio.shownId === item.id) swapTrace(generation);
      else { ghost = null; state.selected = null; studio.shownId === undefined ? startPlayer(generation) : (adopt(generation), layout(), show(firstContent())); }
      studio.shownId = item.id;
      studio.shown[item.id] = item.traceGeneration;
      const mark = { generation: studio.snapshot.generation, trace: item.traceGeneration };
      // Painted: the frame after the one the canvas was drawn in.
      requestAnimationFrame(() => requestAnimationFrame(() => { mark.at = Date.now(); studio.paints.push(mark); }));
    } while (studio.again);
  } finally { studio.busy = false; }
}

function drawList() {
  const list = $("scenarios");
  list.replaceChildren(...studio.snapshot.scenarios.map(item => {
    const s = item.scenario, li = document.createElement("li");
    li.className = (s.skipped ? "skip" : s.passed ? "pass" : "fail") + (item.id === studio.selected ? " selected" : "");
    li.dataset.id = item.id;
    const why = [...(s.error ? [] : s.failures), ...s.diagnostics].join("\n");
    li.innerHTML = `<span class="verdict"></span> <span class="file"></span> › <span class="name"></span>${why ? '<div class="why"></div>' : ""}`;
    li.querySelector(".verdict").textContent = s.skipped ? "SKIP" : s.passed ? "PASS" : "FAIL";
    li.querySelector(".file").textContent = s.file;
    li.querySelector(".name").textContent = s.name;
    if (why) li.querySelector(".why").textContent = why;
    li.onclick = () => {
      studio.selected = item.id;
      const params = new URLSearchParams(location.hash.slice(1));
      params.set("scenario", item.id);
      history.replaceState(null, "", "#" + params.toString());
      drawList(); drawError(); update();
    };
    return li;
  }));
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
