extension HTMLPlayer {
    /// Reads the embedded trace and draws one frame on a canvas, with the same rules as the Cairo
    /// renderer: transforms about the anchor down the tree, group opacity (through offscreen
    /// layers), rounded fills, clipping, hidden views skipped, labels and image placeholders.
    static let drawingScript = #"""

    "use strict";
    const records = document.getElementById("trace").textContent.split("\n").filter(l => l.trim()).map(l => JSON.parse(l));
    const header = records[0];
    const frames = records.filter(r => r.type === "frame");
    const events = records.filter(r => r.type === "event");

    function view(v) {
      return {
        center: v.center || [0, 0], size: v.size || [0, 0], origin: v.boundsOrigin || [0, 0],
        anchor: v.anchor || [0.5, 0.5], t: v.transform || [1, 0, 0, 1, 0, 0],
        alpha: v.alpha === undefined ? 1 : v.alpha,
      };
    }

    // This view's bounds space to its superview's (T10.2), as [a, b, c, d, tx, ty].
    function toSuperview(v) {
      const p = view(v), [a, b, c, d, tx, ty] = p.t;
      const ax = p.origin[0] + p.anchor[0] * p.size[0], ay = p.origin[1] + p.anchor[1] * p.size[1];
      return [a, b, c, d, -(a * ax + c * ay) + tx + p.center[0], -(b * ax + d * ay) + ty + p.center[1]];
    }

    // The frame in the superview (the bounding box when transformed), as UIKit reports it.
    function frameOf(v) {
      const p = view(v), [a, b, c, d, tx, ty] = p.t;
      const x0 = -p.anchor[0] * p.size[0], y0 = -p.anchor[1] * p.size[1];
      const xs = [], ys = [];
      for (const [x, y] of [[x0, y0], [x0 + p.size[0], y0], [x0, y0 + p.size[1]], [x0 + p.size[0], y0 + p.size[1]]]) {
        xs.push(a * x + c * y + tx + p.center[0]); ys.push(b * x + d * y + ty + p.center[1]);
      }
      const minX = Math.min(...xs), minY = Math.min(...ys);
      return { x: minX, y: minY, w: Math.max(...xs) - minX, h: Math.max(...ys) - minY };
    }

    function detail(v, key) {
      const item = (v.details || []).find(d => d.startsWith(key + "="));
      if (!item) return null;
      const raw = item.slice(key.length + 1);
      if (!raw.startsWith('"')) return raw;
      return raw.slice(1, -1).replace(/\\u\{([0-9a-fA-F]+)\}|\\(.)/g, (m, hex, ch) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ n: "\n", t: "\t", r: "\r", "0": "\0" }[ch] ?? ch));
    }

    function children(frame) {
      const kids = new Map(), roots = [], seen = new Set();
      for (const v of frame.views) {
        if (v.parent !== undefined && seen.has(v.parent)) {
          if (!kids.has(v.parent)) kids.set(v.parent, []);
          kids.get(v.parent).push(v);
        } else roots.push(v);
        seen.add(v.id);
      }
      return { kids, roots };
    }

    // A light colour from the image name (FNV-1a), the same as the Cairo renderer's.
    function tint(name) {
      let hash = 2166136261;
      for (const byte of new TextEncoder().encode(name)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
      const hue = (hash % 360) / 60, x = 1 - Math.abs((hue % 2) - 1);
      const rgb = [[1, x, 0], [x, 1, 0], [0, 1, x], [0, x, 1], [x, 0, 1], [1, 0, x]][Math.min(5, Math.floor(hue))];
      return rgb.map(c => Math.round((0.55 + 0.4 * c) * 255));
    }

    function rgba(hex, alpha) {
      const n = parseInt(hex.slice(1, 7), 16), a = hex.length > 7 ? parseInt(hex.slice(7, 9), 16) / 255 : 1;
      return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${a * alpha})`;
    }

    // `corners` is the layer's maskedCorners bits (1 top left, 2 top right, 4 bottom left, 8 bottom right).
    function roundedRect(ctx, x, y, w, h, r, corners) {
      ctx.beginPath();
      r = Math.max(0, Math.min(r, w / 2, h / 2));
      if (r === 0) { ctx.rect(x, y, w, h); return; }
      const m = corners === undefined ? 15 : corners, c = bit => (m & bit) ? r : 0;
      ctx.moveTo(x + c(1), y); ctx.arcTo(x + w, y, x + w, y + h, c(2)); ctx.arcTo(x + w, y + h, x, y + h, c(8));
      ctx.arcTo(x, y + h, x, y, c(4)); ctx.arcTo(x, y, x + w, y, c(1)); ctx.closePath();
    }

    // Layer styling (L1.2–L1.6): shadow under, border over, mask clipping everything.
    function outlinePath(ctx, v, x, y, w, h) { roundedRect(ctx, x, y, w, h, v.cornerRadius || 0, v.maskedCorners); }
    function drawShadow(ctx, v, x, y, w, h, alpha, filled) {
      if (!v.shadow || v.clips || (!filled && !v.shadowPath)) return;
      const [color, opacity, radius, dx, dy] = v.shadow, t = ctx.getTransform();
      ctx.save();
      ctx.shadowColor = rgba(color, opacity * alpha);
      ctx.shadowBlur = radius * Math.hypot(t.a, t.b);
      ctx.shadowOffsetX = t.a * dx + t.c * dy; ctx.shadowOffsetY = t.b * dx + t.d * dy;
      // Only the shadow is wanted: the shape itself is drawn far away, off the canvas.
      const far = 100000;
      ctx.setTransform(t.a, t.b, t.c, t.d, t.e - far, t.f);
      ctx.shadowOffsetX += far;
      if (v.shadowPath) { ctx.fillStyle = "#000"; ctx.fill(new Path2D(v.shadowPath)); }
      else { outlinePath(ctx, v, x, y, w, h); ctx.fillStyle = "#000"; ctx.fill(); }
      ctx.restore();
    }
    function drawBorder(ctx, v, x, y, w, h, alpha) {
      if (!v.border) return;
      const [width, color] = v.border;
      ctx.save(); outlinePath(ctx, v, x, y, w, h); ctx.clip();
      outlinePath(ctx, v, x, y, w, h); ctx.lineWidth = 2 * width; ctx.strokeStyle = rgba(color, alpha); ctx.stroke();
      ctx.restore();
    }

    function drawContent(ctx, v, x, y, w, h, alpha) {
      if (v.kind === "Label") {
        const text = (detail(v, "text") || "").split("\n")[0];
        if (!text) return;
        const size = parseFloat(detail(v, "fontSize") || "17"), align = detail(v, "align") || "natural";
        ctx.font = `${size}px "DejaVu Sans", sans-serif`;
        ctx.textBaseline = "middle";
        ctx.textAlign = align === "center" ? "center" : align === "right" ? "right" : "left";
        ctx.fillStyle = rgba(detail(v, "textColor") || "#000000", alpha);
        ctx.fillText(text, align === "center" ? x + w / 2 : align === "right" ? x + w : x, y + h / 2, w);
      } else if (v.kind === "ImageView") {
        const name = detail(v, "image");
        if (name === null) return;
        const [r, g, b] = tint(name);
        ctx.fillStyle = `rgba(${r},${g},${b},${alpha})`;
        ctx.fillRect(x, y, w, h);
        ctx.fillStyle = `rgba(${Math.round(r * 0.45)},${Math.round(g * 0.45)},${Math.round(b * 0.45)},${alpha})`;
        ctx.font = `bold ${Math.min(13, Math.max(6, h * 0.3))}px "DejaVu Sans", sans-serif`;
        ctx.textAlign = "center"; ctx.textBaseline = "middle";
        ctx.fillText(name, x + w / 2, y + h / 2, w - 4);
      }
    }

    const layers = [];
    function layer(depth, like) {
      if (!layers[depth]) layers[depth] = document.createElement("canvas");
      const canvas = layers[depth];
      if (canvas.width !== like.width || canvas.height !== like.height) { canvas.width = like.width; canvas.height = like.height; }
      const ctx = canvas.getContext("2d");
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      return ctx;
    }

    function drawView(ctx, v, tree, isRoot, alpha, depth) {
      const p = view(v);
      if (v.hidden || p.alpha <= 0) return;
      ctx.save();
      if (isRoot) ctx.translate(-p.origin[0], -p.origin[1]);
      else {
        const m = toSuperview(v);
        if (Math.abs(m[0] * m[3] - m[1] * m[2]) < 1e-12) { ctx.restore(); return; }
        ctx.transform(...m);
      }
      const kids = tree.kids.get(v.id) || [];
      const hasContent = (v.kind === "Label" && detail(v, "text")) || (v.kind === "ImageView" && detail(v, "image") !== null);
      const grouped = p.alpha < 1 && (kids.length > 0 || (v.background && hasContent));
      let target = ctx, own = grouped ? 1 : alpha * p.alpha;
      if (grouped) { target = layer(depth, ctx.canvas); target.save(); target.setTransform(ctx.getTransform()); }
      const [x, y, w, h] = [p.origin[0], p.origin[1], p.size[0], p.size[1]];
      if (v.mask) target.clip(new Path2D(v.mask));
      drawShadow(target, v, x, y, w, h, own, !!v.background || hasContent);
      if (v.background) { outlinePath(target, v, x, y, w, h); target.fillStyle = rgba(v.background, own); target.fill(); }
      if (v.clips) { target.save(); outlinePath(target, v, x, y, w, h); target.clip(); }
      drawContent(target, v, x, y, w, h, own);
      const ordered = kids.some(k => k.zPosition) ? kids.map((k, i) => [k, i]).sort((a, b) => ((a[0].zPosition || 0) - (b[0].zPosition || 0)) || a[1] - b[1]).map(e => e[0]) : kids;
      for (const kid of ordered) drawView(target, kid, tree, false, grouped ? 1 : alpha, grouped ? depth + 1 : depth);
      if (v.clips) target.restore();
      drawBorder(target, v, x, y, w, h, own);
      if (grouped) {
        target.restore();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha = alpha * p.alpha;
        ctx.drawImage(target.canvas, 0, 0);
      }
      ctx.restore();
    }

    // Draws `frame` on `canvas`, `scale` pixels per point, white behind, as the Cairo renderer does.
    function drawFrame(canvas, frame, scale, selected) {
      const ctx = canvas.getContext("2d");
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      const tree = children(frame);
      for (const root of tree.roots) drawView(ctx, root, tree, true, 1, 0);
      if (selected !== null) outline(ctx, frame, tree, selected, scale);
    }

    // A dashed outline around the selected view, through the same transforms.
    function outline(ctx, frame, tree, id, scale) {
      const byId = new Map(frame.views.map(v => [v.id, v]));
      const chain = [];
      for (let v = byId.get(id); v; v = v.parent === undefined ? null : byId.get(v.parent)) chain.unshift(v);
      if (!chain.length) return;
      ctx.save();
      chain.forEach((v, i) => { const p = view(v); if (i === 0) ctx.translate(-p.origin[0], -p.origin[1]); else ctx.transform(...toSuperview(v)); });
      const p = view(chain[chain.length - 1]);
      ctx.setLineDash([4 / scale, 3 / scale]); ctx.lineWidth = 2 / scale; ctx.strokeStyle = "#ff2d55";
      ctx.strokeRect(p.origin[0], p.origin[1], p.size[0], p.size[1]);
      ctx.restore();
    }

    """#
}
