extension HTMLPlayer {
    /// The controls: playback on the page's clock scaled by the speed, stepping, scrubbing, the
    /// event timeline, the view tree and the property curves; state mirrored in the URL hash.
    static let interfaceScript = #"""

    const $ = id => document.getElementById(id);
    const stage = $("stage"), scrub = $("scrub"), timeline = $("timeline");
    // The stage fits the largest window of the trace: a scenario that picks a device (T11.5a) or
    // rotates it resizes the window after the first frame.
    const size = frames.reduce((most, frame) => {
      const root = frame.views.find(v => v.parent === undefined) || frame.views[0];
      const [w, h] = root ? view(root).size : [0, 0];
      return [Math.max(most[0], w), Math.max(most[1], h)];
    }, [0, 0]).map((length, axis) => length > 0 ? length : [390, 844][axis]);
    const start = frames[0].time, end = frames[frames.length - 1].time;
    const state = { index: 0, time: start, playing: false, speed: 1, selected: null, zoom: null, last: null };
    const colors = { lifecycle: "#7fd1ff", transition: "#ffd60a", diagnostic: "#ff453a", gesture: "#bf5af2",
                     animator: "#30d158", presentation: "#64d2ff", delegate: "#ac8e68", log: "#aaaaaa" };
    $("title").textContent = document.title + ` — ${frames.length} frames at ${header.frameRate} Hz, ${events.length} events`;
    scrub.max = String(frames.length - 1);

    function indexAt(time) {
      let found = 0;
      // 0.1 ms of slack: the trace's times are rounded to 4 decimals.
      for (let i = 0; i < frames.length; i++) if (frames[i].time <= time + 1e-4) found = i;
      return found;
    }

    function layout() {
      const zoom = state.zoom ?? Math.min(1, (innerHeight - 32) / size[1]);
      const ratio = devicePixelRatio || 1;
      stage.style.width = `${size[0] * zoom}px`; stage.style.height = `${size[1] * zoom}px`;
      stage.width = Math.round(size[0] * zoom * ratio); stage.height = Math.round(size[1] * zoom * ratio);
      document.querySelector("main").style.left = `${size[0] * zoom + 40}px`;
      timeline.width = timeline.clientWidth * ratio; timeline.height = 36 * ratio;
      state.scale = zoom * ratio;
    }

    function show(index, time) {
      state.index = Math.max(0, Math.min(frames.length - 1, index));
      state.time = time ?? frames[state.index].time;
      scrub.value = String(state.index);
      drawFrame(stage, frames[state.index], state.scale, state.selected);
      $("clock").textContent = `${state.time.toFixed(3)} s · frame ${frames[state.index].frame}`;
      drawTimeline(); drawTree(); drawEvents(); drawPlots();
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

    const curves = [
      ["alpha", v => view(v).alpha], ["x", v => frameOf(v).x], ["y", v => frameOf(v).y],
      ["scale", v => { const t = view(v).t; return Math.hypot(t[0], t[1]); }],
      ["rotation°", v => { const t = view(v).t; return Math.atan2(t[1], t[0]) * 180 / Math.PI; }],
    ];

    function drawPlots() {
      const box = $("plots");
      if (state.selected === null) { box.replaceChildren(); return; }
      const samples = frames.map(f => f.views.find(v => v.id === state.selected) || null);
      const named = samples.find(s => s);
      $("plot-title").textContent = `Curves of ${named ? (named.name || named.kind + " #" + named.id) : "#" + state.selected}`;
      if (box.childElementCount !== curves.length) {
        box.replaceChildren(...curves.map(([name]) => {
          const div = document.createElement("div"); div.className = "plot";
          div.innerHTML = `<span>${name}</span><canvas></canvas>`; return div;
        }));
      }
      curves.forEach(([name, read], i) => {
        const canvas = box.children[i].querySelector("canvas"), ctx = canvas.getContext("2d");
        canvas.width = canvas.clientWidth * (devicePixelRatio || 1); canvas.height = canvas.clientHeight * (devicePixelRatio || 1);
        const values = samples.map(s => s ? read(s) : null), known = values.filter(v => v !== null);
        let lo = Math.min(...known), hi = Math.max(...known);
        if (!(hi - lo > 1e-9)) { lo -= 1; hi += 1; }
        const w = canvas.width, h = canvas.height, pad = 6 * (devicePixelRatio || 1), span = Math.max(end - start, 1e-9);
        const X = t => (t - start) / span * (w - 2 * pad) + pad, Y = v => h - pad - (v - lo) / (hi - lo) * (h - 2 * pad);
        ctx.clearRect(0, 0, w, h);
        ctx.strokeStyle = "#0a84ff"; ctx.lineWidth = 1.5 * (devicePixelRatio || 1); ctx.beginPath();
        let pen = false;
        values.forEach((v, k) => { if (v === null) { pen = false; return; } const x = X(frames[k].time), y = Y(v); pen ? ctx.lineTo(x, y) : ctx.moveTo(x, y); pen = true; });
        ctx.stroke();
        ctx.fillStyle = "#fff"; ctx.fillRect(X(state.time), 0, 1, h);
        const now = values[state.index];
        box.children[i].querySelector("span").textContent = `${name}: ${now === null ? "—" : now.toFixed(3)}  [${lo.toFixed(2)} … ${hi.toFixed(2)}]`;
      });
    }

    function tick(now) {
      if (!state.playing) { state.last = null; return; }
      if (state.last !== null) {
        const time = Math.min(end, state.time + (now - state.last) / 1000 * state.speed);
        show(indexAt(time), time);
        if (time >= end) { state.playing = false; $("play").textContent = "▶"; }
      }
      state.last = now;
      if (state.playing) requestAnimationFrame(tick);
    }

    function setPlaying(on) {
      state.playing = on;
      $("play").textContent = on ? "❚❚" : "▶";
      if (on) { if (state.time >= end) show(0); state.last = null; requestAnimationFrame(tick); }
    }

    function readHash() {
      const params = new URLSearchParams(location.hash.slice(1));
      if (params.has("zoom")) state.zoom = parseFloat(params.get("zoom")) || null;
      if (params.has("speed")) { state.speed = Math.max(0.1, Math.min(1, parseFloat(params.get("speed")) || 1)); $("speed").value = String(state.speed); }
      if (params.has("view")) {
        const key = params.get("view"), match = frames.flatMap(f => f.views).find(v => v.name === key || String(v.id) === key);
        state.selected = match ? match.id : null;
      }
      layout();
      const time = params.has("t") ? Math.max(start, Math.min(end, parseFloat(params.get("t")) || 0)) : start;
      show(indexAt(time), time);
      setPlaying(params.get("play") === "1");
    }

    function writeHash() {
      const params = new URLSearchParams(location.hash.slice(1));
      params.set("t", state.time.toFixed(3));
      if (state.selected !== null) params.set("view", String(state.selected));
      history.replaceState(null, "", "#" + params.toString());
    }

    $("play").onclick = () => setPlaying(!state.playing);
    $("back").onclick = () => { setPlaying(false); show(state.index - 1); writeHash(); };
    $("next").onclick = () => { setPlaying(false); show(state.index + 1); writeHash(); };
    $("speed").onchange = e => { state.speed = parseFloat(e.target.value); };
    scrub.oninput = () => { setPlaying(false); show(parseInt(scrub.value, 10)); writeHash(); };
    timeline.onclick = e => {
      const r = timeline.getBoundingClientRect(), time = start + (e.clientX - r.left) / r.width * (end - start);
      setPlaying(false); show(indexAt(time), time); writeHash();
    };
    addEventListener("keydown", e => {
      if (e.target.tagName === "SELECT") return;
      if (e.key === " ") { e.preventDefault(); setPlaying(!state.playing); }
      if (e.key === "ArrowLeft") $("back").onclick();
      if (e.key === "ArrowRight") $("next").onclick();
    });
    addEventListener("resize", () => { layout(); show(state.index, state.time); });
    addEventListener("hashchange", readHash);
    readHash();

    """#
}
