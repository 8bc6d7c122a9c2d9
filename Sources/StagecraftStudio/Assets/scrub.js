// Scrub any number (docs/studio.md, SD5.x): the source panel beside the stage shows the files the
// scenario on show loaded, every numeric literal a handle. Dragging one sideways (Shift: ten
// times finer) or typing a value re-runs the scenario with that number in memory (/preview) and
// repaints the stage at the paused moment; one preview at a time, and only the newest value
// waits behind it, so a fast drag never queues. Letting go writes the number into the file at its
// bytes (/write), and the change comes back as any save does (watch, tests, the ghost). Undo
// (the button, Ctrl/Cmd-Z) writes the previous value back (/undo). A file changed in the editor
// since the panel read it is never overwritten: the server answers 409 and the panel reloads it.
"use strict";

const scrubber = { files: {}, file: null, shownFor: null, drag: null, busy: false, pending: null, paints: [], status: "" };
window.scrubber = scrubber;

function panel() { return document.getElementById("source"); }

function setStatus(text, bad = false) {
  scrubber.status = text;
  const line = panel().querySelector(".status");
  line.textContent = text;
  line.classList.toggle("bad", bad);
}

// The scenario on show changed, or a push came: read its files again (a save in the editor, our
// own write-back), unless a drag is under way.
async function refreshSources() {
  const item = studio.snapshot && studio.snapshot.scenarios.find(s => s.id === studio.shownId);
  if (!item || scrubber.drag) return;
  const files = item.scenario.scripts && item.scenario.scripts.length ? item.scenario.scripts : [item.scenario.file];
  if (scrubber.shownFor !== item.id) {
    scrubber.shownFor = item.id;
    // The role scripts first: they hold the motion's numbers; the scenario file last.
    scrubber.file = files.find(f => f !== item.scenario.file) || files[0];
  }
  const loaded = await Promise.all(files.map(async file => {
    const response = await fetch(`/source?file=${encodeURIComponent(file)}`);
    return response.ok ? await response.json() : null;
  }));
  if (scrubber.drag) return;
  scrubber.files = {};
  loaded.forEach((source, k) => { if (source) scrubber.files[files[k]] = source; });
  drawSource();
}

function drawSource() {
  document.body.classList.add("has-source");
  const box = panel(), picker = box.querySelector("select");
  const names = Object.keys(scrubber.files);
  picker.replaceChildren(...names.map(name => { const o = document.createElement("option"); o.value = o.textContent = name; return o; }));
  if (!names.includes(scrubber.file)) scrubber.file = names[0] || null;
  picker.value = scrubber.file || "";
  const source = scrubber.files[scrubber.file], code = box.querySelector("pre");
  box.querySelector(".note").textContent = source && source.note ? source.note : "";
  if (!source) { code.replaceChildren(); return; }
  // The text cut at the literals' byte offsets (the server counts UTF-8 bytes).
  const bytes = new TextEncoder().encode(source.text), decode = (a, b) => new TextDecoder().decode(bytes.slice(a, b));
  const parts = [];
  let at = 0;
  source.literals.forEach((literal, k) => {
    parts.push(document.createTextNode(decode(at, literal.start)));
    const span = document.createElement("span");
    span.className = "num"; span.textContent = decode(literal.start, literal.end);
    span.dataset.index = String(k); span.title = "drag sideways (Shift: finer), double-click to type";
    parts.push(span);
    at = literal.end;
  });
  parts.push(document.createTextNode(decode(at, bytes.length)));
  code.replaceChildren(...parts);
  box.querySelector("#undo").disabled = false;
  if (typeof layout === "function" && frames.length) { layout(); show(state.index, state.time); }
}

// The literal's new text for `value`, written as it was: hexadecimal stays hexadecimal, and as
// many decimals as the original had (more while dragging finely).
function formatLike(literal, value, decimals) {
  if (literal.hex) {
    const digits = literal.text.replace(/^-/, "").slice(2), upper = digits === digits.toUpperCase() && /[A-F]/.test(digits);
    const body = Math.round(Math.abs(value)).toString(16);
    return (value < 0 ? "-" : "") + literal.text.replace(/^-/, "").slice(0, 2) + (upper ? body.toUpperCase() : body);
  }
  // An exponent stays an exponent (`1.5e-3`, which Lua and Swift both read).
  if (exponentOf(literal.text) !== null) return value.toExponential(decimals);
  const text = value.toFixed(decimals);
  return decimals === 0 && !literal.text.includes(".") ? String(Math.round(value)) : text;
}

// The power of ten a decimal literal is written with (`2.5E+2` → 2), or null.
function exponentOf(text) {
  const found = /[eE]([+-]?\d+)$/.exec(text);
  return found ? Number(found[1]) : null;
}

function decimalsOf(text) {
  const found = /\.(\d*)/.exec(text.replace(/[eE].*$/, ""));
  return found ? found[1].length : 0;
}

function startDrag(event, index) {
  const source = scrubber.files[scrubber.file], literal = source.literals[index];
  event.preventDefault();
  event.target.setPointerCapture(event.pointerId);
  scrubber.drag = { source, literal, span: event.target, x: event.clientX, base: current, text: literal.text, moved: false };
  event.target.classList.add("dragging");
}

function moveDrag(event) {
  const drag = scrubber.drag;
  if (!drag) return;
  const dx = event.clientX - drag.x;
  if (!drag.moved && Math.abs(dx) < 2) return;
  drag.moved = true;
  const literal = drag.literal, fine = event.shiftKey;
  const decimals = decimalsOf(literal.text) + (fine ? 1 : 0);
  // One step per pixel: the last written decimal (1 for an integer), a tenth of it with Shift.
  const step = literal.hex ? 1 : Math.pow(10, (exponentOf(literal.text) || 0) - decimalsOf(literal.text)) / (fine ? 10 : 1);
  let value = literal.value + dx * step;
  if (!literal.negatable && value < 0) value = 0;
  setValue(formatLike(literal, value, literal.hex ? 0 : decimals));
}

function setValue(text) {
  const drag = scrubber.drag;
  if (text === drag.text) return;
  drag.text = text;
  drag.span.textContent = text;
  requestPreview(text, performance.now());
}

// One preview in flight; a newer value waits in `pending`, replacing any older one.
async function requestPreview(text, inputAt) {
  scrubber.pending = { text, inputAt, drag: scrubber.drag };
  if (scrubber.busy) return;
  scrubber.busy = true;
  try {
    while (scrubber.pending) {
      const { text, inputAt, drag } = scrubber.pending;
      scrubber.pending = null;
      const { source } = drag;
      const query = queryOf({ scenario: studio.shownId, file: source.file, edits: editsOf(drag, text), hash: source.hash });
      const response = await fetch(`/preview?${query}`, { method: "POST" });
      const answer = await response.json();
      if (!response.ok) { setStatus(answer.error || `preview refused (${response.status})`, true); continue; }
      // A script error of the preview's run, where the terminal would put it: file:line first.
      if (answer.error) {
        const e = answer.error, where = e.file ? `${e.file}${e.line ? ":" + e.line : ""}: ` : "";
        setStatus(`${text}: ${where}${e.message} (preview, not saved)`, true);
        continue;
      }
      if (!answer.trace) { setStatus("the preview recorded no trace", true); continue; }
      showPreview(parseTrace(answer.trace));
      setStatus(`${text}: ${answer.passed ? "passes" : "fails"} (preview, not saved)`);
      requestAnimationFrame(() => requestAnimationFrame(() => scrubber.paints.push({ text, ms: performance.now() - inputAt })));
    }
  } finally { scrubber.busy = false; }
}

// A query string with every value percent-encoded (URLSearchParams writes a space as `+`, which
// the server reads as a `+`: scenario ids have spaces).
function queryOf(values) {
  return Object.entries(values).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
}

// The `edits` of a request: `START:END:TEXT` per literal (a curve handle moves two at once and
// gives its texts as a list).
function editsOf(drag, text) {
  const literals = drag.literals || [drag.literal], texts = Array.isArray(text) ? text : [text];
  return literals.map((l, k) => `${l.start}:${l.end}:${texts[k]}`).join(",");
}

// A preview at the moment on show, the selection kept; the ghost stays the motion before the drag.
function showPreview(generation) {
  const name = nameOf(frames, state.selected), id = state.selected, time = state.time;
  adopt(generation);
  state.selected = id === null ? null : matching(frames, name, id);
  layout();
  const kept = Math.max(start, Math.min(end, time));
  show(indexAt(kept), kept);
}

async function endDrag() {
  const drag = scrubber.drag;
  if (!drag) return;
  if (drag.span) drag.span.classList.remove("dragging");
  while (scrubber.busy) await new Promise(resolve => setTimeout(resolve, 5));
  scrubber.drag = null;
  if (!drag.moved || String(drag.text) === String(drag.literals ? drag.literals.map(l => l.text) : drag.literal.text)) return;
  await writeBack(drag, drag.text, drag.base);
}

// Writes `text` over the drag's literal (or texts over its literals); the stage goes back to the
// motion before the drag, which the pushed re-run then replaces (and keeps as the ghost).
async function writeBack(drag, text, base) {
  const source = drag.source, literal = (drag.literals || [drag.literal])[0];
  const query = queryOf({ file: source.file, edits: editsOf(drag, text), hash: source.hash });
  const response = await fetch(`/write?${query}`, { method: "POST" });
  const answer = await response.json();
  if (base) adopt(base);
  if (response.ok) {
    scrubber.files[source.file] = answer;
    setStatus(`wrote ${text} at ${source.file}:${literal.line}`);
  } else {
    setStatus(answer.error || `not written (${response.status})`, true);
    if (answer.current) scrubber.files[source.file] = answer.current;
    // Back to the newest run the server has (the editor's save may have made one meanwhile).
    if (base) { studio.shown[studio.shownId] = 0; update(); }
  }
  drawSource();
}

async function undo() {
  const response = await fetch("/undo", { method: "POST" });
  const answer = await response.json();
  if (response.ok) { scrubber.files[answer.file] = answer; setStatus(`undone in ${answer.file}`); drawSource(); }
  else { setStatus(answer.error || `nothing undone (${response.status})`, true); refreshSources(); }
}

// Double-click: type a value; Enter previews and writes it, Escape leaves it.
function typeValue(span, index) {
  const source = scrubber.files[scrubber.file], literal = source.literals[index];
  const input = document.createElement("input");
  input.className = "num-input"; input.value = literal.text; input.size = Math.max(4, literal.text.length + 2);
  span.replaceWith(input);
  input.focus(); input.select();
  let done = false;
  const finish = async commit => {
    if (done) return;
    done = true;
    if (commit && input.value.trim() !== literal.text) await writeBack({ source, literal }, input.value.trim(), null);
    else drawSource();
  };
  input.onkeydown = e => { if (e.key === "Enter") finish(true); if (e.key === "Escape") finish(false); e.stopPropagation(); };
  input.onblur = () => finish(false);
}

function installSourcePanel() {
  const box = panel();
  box.querySelector("select").onchange = e => { scrubber.file = e.target.value; drawSource(); };
  box.querySelector("#undo").onclick = undo;
  const code = box.querySelector("pre");
  code.addEventListener("pointerdown", e => { if (e.target.classList.contains("num")) startDrag(e, Number(e.target.dataset.index)); });
  code.addEventListener("pointermove", moveDrag);
  code.addEventListener("pointerup", endDrag);
  code.addEventListener("pointercancel", endDrag);
  code.addEventListener("dblclick", e => { if (e.target.classList.contains("num")) typeValue(e.target, Number(e.target.dataset.index)); });
  // Capture phase: before the player's keys (space, arrows), and not while typing a value.
  document.addEventListener("keydown", e => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z" && !(e.target instanceof HTMLInputElement)) { e.preventDefault(); undo(); }
  }, true);
  document.addEventListener("studio:shown", refreshSources);
}

installSourcePanel();
