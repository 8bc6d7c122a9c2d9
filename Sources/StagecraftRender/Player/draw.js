// The Stagecraft player's drawing: one trace frame on a canvas, with the same rules as the Cairo
// renderer: transforms about the anchor down the tree, group opacity (through offscreen layers),
// rounded fills, clipping, hidden views skipped, labels and images (RC1). Shared by
// `stagecraft render --format html` (inlined) and `stagecraft studio` (served).
"use strict";

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
  const xs = [], ys = [], m = v.transform3D;
  for (const [x, y] of [[x0, y0], [x0 + p.size[0], y0], [x0, y0 + p.size[1]], [x0 + p.size[0], y0 + p.size[1]]]) {
    if (m) {
      // Through the 3D transform's projection, as LayerProperties.frame (L2.4); corners behind the eye are left out.
      const w = x * m[3] + y * m[7] + m[15];
      if (w <= 1e-9) continue;
      xs.push((x * m[0] + y * m[4] + m[12]) / w + p.center[0]); ys.push((x * m[1] + y * m[5] + m[13]) / w + p.center[1]);
      continue;
    }
    xs.push(a * x + c * y + tx + p.center[0]); ys.push(b * x + d * y + ty + p.center[1]);
  }
  if (!xs.length) return { x: 0, y: 0, w: 0, h: 0 };
  const minX = Math.min(...xs), minY = Math.min(...ys);
  return { x: minX, y: minY, w: Math.max(...xs) - minX, h: Math.max(...ys) - minY };
}

// 3D layers (L2.5): 4×4 row-vector matrices as 16-element arrays, m11…m44.
function mul4(a, b) {
  const r = new Array(16).fill(0);
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++)
    for (let k = 0; k < 4; k++) r[i * 4 + j] += a[i * 4 + k] * b[k * 4 + j];
  return r;
}
function move4(x, y, z) { return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]; }
function affine4(t) { const [a, b, c, d, tx, ty] = t; return [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]; }

// The flattened step from v's bounds to its superview's, as a 3×3 row-vector homography, when
// v has a 3D transform or its superview a sublayer transform; else null (the affine path).
function projectiveStep(v, parent) {
  const sub = parent && parent.sublayerTransform;
  if (!v.transform3D && !sub) return null;
  const p = view(v);
  const ax = p.origin[0] + p.anchor[0] * p.size[0], ay = p.origin[1] + p.anchor[1] * p.size[1];
  let m = mul4(mul4(move4(-ax, -ay, 0), v.transform3D || affine4(p.t)), move4(p.center[0], p.center[1], v.zPosition || 0));
  if (sub) {
    const q = view(parent);
    const px = q.origin[0] + q.anchor[0] * q.size[0], py = q.origin[1] + q.anchor[1] * q.size[1];
    m = mul4(mul4(mul4(m, move4(-px, -py, 0)), sub), move4(px, py, 0));
  }
  return [m[0], m[1], m[3], m[4], m[5], m[7], m[12], m[13], m[15]];
}
function project(h, x, y) {
  const w = x * h[2] + y * h[5] + h[8];
  return w > 1e-9 ? [(x * h[0] + y * h[3] + h[6]) / w, (x * h[1] + y * h[4] + h[7]) / w] : null;
}
// The inverse of `project`: the point of the plane that projects to (x, y), if one in front of the eye does.
function unproject(h, x, y) {
  const [a, b, c, d, e, f, g, i, k] = h;
  const inv = [e * k - f * i, c * i - b * k, b * f - c * e, f * g - d * k, a * k - c * g, c * d - a * f, d * i - e * g, b * g - a * i, a * e - b * d];
  const det = a * inv[0] + b * inv[3] + c * inv[6];
  if (Math.abs(det) < 1e-12) return null;
  const w = x * inv[2] + y * inv[5] + inv[8];
  if (Math.abs(w) < 1e-12) return null;
  const local = [(x * inv[0] + y * inv[3] + inv[6]) / w, (x * inv[1] + y * inv[4] + inv[7]) / w];
  return local[0] * h[2] + local[1] * h[5] + h[8] > 1e-9 ? local : null;
}
function mul3(a, b) {
  const r = new Array(9).fill(0);
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) for (let k = 0; k < 3; k++) r[i * 3 + j] += a[i * 3 + k] * b[k * 3 + j];
  return r;
}
function signedArea(points) {
  let sum = 0;
  points.forEach((a, i) => { const b = points[(i + 1) % points.length]; sum += a[0] * b[1] - b[0] * a[1]; });
  return sum;
}

// Canvas has no projective transform either: the subtree is flattened into an offscreen canvas
// and painted onto its projection in patches, each by the affine map that agrees with the
// projection at three corners, clipped to its projected quad (the Cairo renderer's method).
const PATCHES = 16;
function drawProjected(ctx, v, tree, step, alpha, depth) {
  const p = view(v), [x, y, w, h] = [p.origin[0], p.origin[1], p.size[0], p.size[1]];
  if (v.hidden || p.alpha <= 0 || w <= 0 || h <= 0) return;
  const quad = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(([px, py]) => project(step, px, py));
  if (quad.some(q => !q)) return;
  const t = ctx.getTransform(), mirrored = t.a * t.d - t.b * t.c < 0, area = signedArea(quad);
  if (Math.abs(area) < 1e-9) return;
  if (v.doubleSided === false && ((area < 0) !== mirrored)) return;  // its back faces the viewer (L2.6)
  const kids = tree.kids.get(v.id) || [];
  const hasContent = (v.kind === "Label" && detail(v, "text")) || (v.kind === "ImageView" && detail(v, "image") !== null);
  if (!kids.length && !hasContent && !v.cornerRadius && !v.border && !v.shadow && !v.mask) {
    // A plain fill is a polygon: exact, and no patch seams.
    if (!v.background) return;
    ctx.beginPath();
    quad.forEach(([qx, qy], k) => k ? ctx.lineTo(qx, qy) : ctx.moveTo(qx, qy));
    ctx.closePath();
    ctx.fillStyle = rgba(v.background, alpha * p.alpha);
    ctx.fill();
    return;
  }
  const density = Math.min(Math.max(Math.hypot(t.a, t.b), 0.25), 4096 / Math.max(w, h));
  const off = document.createElement("canvas");
  off.width = Math.ceil(w * density); off.height = Math.ceil(h * density);
  const octx = off.getContext("2d");
  octx.setTransform(density, 0, 0, density, 0, 0);
  drawView(octx, v, tree, true, 1, depth + 1, null);
  const dx = w / PATCHES, dy = h / PATCHES;
  for (let i = 0; i < PATCHES; i++) for (let j = 0; j < PATCHES; j++) {
    const x0 = x + i * dx, y0 = y + j * dy;
    const c = [[x0, y0], [x0 + dx, y0], [x0 + dx, y0 + dy], [x0, y0 + dy]].map(([px, py]) => project(step, px, py));
    if (c.some(q => !q)) continue;
    // Grown a little about its centre: canvas clips are antialiased, and abutting ones would leave seams.
    const mx = (c[0][0] + c[1][0] + c[2][0] + c[3][0]) / 4, my = (c[0][1] + c[1][1] + c[2][1] + c[3][1]) / 4;
    const grow = 1 + 2.5 / (Math.hypot(c[2][0] - c[0][0], c[2][1] - c[0][1]) * Math.hypot(t.a, t.b) + 1e-9);  // ≈ 1 px
    ctx.save();
    ctx.beginPath();
    c.forEach(([qx, qy], k) => { const gx = mx + (qx - mx) * grow, gy = my + (qy - my) * grow; k ? ctx.lineTo(gx, gy) : ctx.moveTo(gx, gy); });
    ctx.closePath();
    ctx.clip();
    ctx.transform((c[1][0] - c[0][0]) / dx, (c[1][1] - c[0][1]) / dx, (c[3][0] - c[0][0]) / dy, (c[3][1] - c[0][1]) / dy, c[0][0], c[0][1]);
    ctx.globalAlpha = alpha;
    ctx.drawImage(off, x - x0, y - y0, w, h);
    ctx.restore();
  }
}

// Every view the stage draws, back to front as `drawView` goes, with the homography from its bounds
// to the stage's points (`H`, row-vector 3×3 as `project` takes) and the ancestors whose bounds clip
// it: the root (the device's screen), views that clip to bounds, and projected views (drawn
// flattened within their bounds). Views `drawView` leaves out (hidden, transparent, a degenerate
// transform, a corner behind the eye, a back face that is not double-sided) are left out with
// their subtrees. For hit-testing and the selection outline (SD2.4).
function placements(frame) {
  const tree = children(frame), out = [];
  const visit = (v, parent, above, clips) => {
    const p = view(v);
    if (v.hidden || p.alpha <= 0) return;
    let step, flattened = false;
    if (!parent) step = [1, 0, 0, 0, 1, 0, -p.origin[0], -p.origin[1], 1];
    else {
      step = projectiveStep(v, parent);
      if (step) {
        const [x, y, w, h] = [p.origin[0], p.origin[1], p.size[0], p.size[1]];
        if (w <= 0 || h <= 0) return;
        const quad = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(([px, py]) => project(mul3(step, above), px, py));
        if (quad.some(q => !q)) return;
        const area = signedArea(quad);
        if (Math.abs(area) < 1e-9 || (v.doubleSided === false && area < 0)) return;
        flattened = true;
      } else {
        const m = toSuperview(v);
        if (Math.abs(m[0] * m[3] - m[1] * m[2]) < 1e-12) return;
        step = [m[0], m[1], 0, m[2], m[3], 0, m[4], m[5], 1];
      }
    }
    const H = parent ? mul3(step, above) : step, entry = { v, H, clips };
    out.push(entry);
    const inner = !parent || v.clips || flattened ? [...clips, entry] : clips;
    const kids = tree.kids.get(v.id) || [];
    const ordered = kids.some(k => k.zPosition) ? kids.map((k, i) => [k, i]).sort((a, b) => ((a[0].zPosition || 0) - (b[0].zPosition || 0)) || a[1] - b[1]).map(e => e[0]) : kids;
    for (const kid of ordered) visit(kid, v, H, inner);
  };
  for (const root of tree.roots) visit(root, null, null, []);
  return out;
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

// Images (docs/gallery.md, RC1): what ImageArt.swift draws, from the same shapes (ART, art.json,
// put in front of this file by PlayerAssets) and the same generator, in the same integer maths.
const TINT = "#007AFF";
function fnv1a(text) {
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  return hash;
}
function xorshift(seed) {
  let state = seed === 0 ? 0x9E3779B9 : seed;
  return () => { state = (state ^ (state << 13)) >>> 0; state = (state ^ (state >>> 17)) >>> 0; state = (state ^ (state << 5)) >>> 0; return state; };
}
function hsl(hue, s, l, alpha = 1) {
  const h = (hue % 360) / 360, hex = v => Math.round(v * 255).toString(16).padStart(2, "0");
  const channel = n => { const k = (n + h * 12) % 12, a = s * Math.min(l, 1 - l); return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)); };
  return "#" + hex(channel(0)) + hex(channel(8)) + hex(channel(4)) + hex(alpha);
}
function artShape(entry, ink, paper) {
  const c = v => v === "ink" ? ink : v === "paper" ? paper : v;
  const out = entry.slice();
  if (entry[0] === "poly") out[1] = c(entry[1]);
  else if (entry[0] === "stroke") out[2] = c(entry[2]);
  else if (entry[0] === "circle") out[4] = c(entry[4]);
  else if (entry[0] === "ring") out[5] = c(entry[5]);
  else if (entry[0] === "rect") out[6] = c(entry[6]);
  return out;
}
function expandPicture(name, depth) {
  const raw = ART.pictures[name];
  if (depth >= 8 || !raw) return [];
  return raw.flatMap(e => e[0] === "use" ? expandPicture(e[1], depth + 1) : [artShape(e, TINT, "#FFFFFF")]);
}
function scaleShape(e, f) {
  const p = v => 0.5 + (v - 0.5) * f, pts = (from) => e.slice(0, from).concat(e.slice(from).map(p));
  switch (e[0]) {
    case "circle": return ["circle", p(e[1]), p(e[2]), e[3] * f, e[4]];
    case "ring": return ["ring", p(e[1]), p(e[2]), e[3] * f, e[4] * f, e[5]];
    case "rect": return ["rect", p(e[1]), p(e[2]), e[3] * f, e[4] * f, e[5] * f, e[6]];
    case "poly": return pts(2);
    case "stroke": { const q = pts(3); q[1] = e[1] * f; return q; }
    default: return e;
  }
}
// { shapes, fit: "fill" | "square", outline: width or null }, as ImageArt.forName.
const artCache = new Map();
function imageArt(name) {
  if (artCache.has(name)) return artCache.get(name);
  const art = pictureArt(name) || glyphArt(name) || generatedArt(name);
  artCache.set(name, art);
  return art;
}
function pictureArt(name) {
  const key = name.toLowerCase();
  const match = ART.pictures[key] ? key : Object.keys(ART.pictures).filter(k => !k.startsWith("_")).sort()
    .find(k => key.startsWith(k) && key.length > k.length && !/\p{L}/u.test(key.slice(k.length).charAt(0)));
  return match ? { shapes: expandPicture(match, 0), fit: "fill", outline: null } : null;
}
function glyphArt(name) {
  const explicit = name.startsWith("symbol:"), body = explicit ? name.slice(7) : name, words = body.split(".");
  if (!explicit && !(/^[a-z0-9.]+$/.test(body) && !words.includes("") && (words.length > 1 || ART.glyphs[body]))) return null;
  const known = words.map((w, i) => i).filter(i => ART.glyphs[words[i]]);
  const enclosures = ["circle", "square"];
  let index = known.find(i => !enclosures.includes(words[i]));
  if (index === undefined) index = known[0];
  const filled = words[words.length - 1] === "fill";
  const enclosure = index === undefined ? undefined : words.slice(index + 1).find(w => enclosures.includes(w) && w !== words[index]);
  let inner;
  if (index !== undefined) {
    const inside = filled && enclosure !== undefined;
    inner = ART.glyphs[words[index]].map(e => artShape(e, inside ? "#FFFFFF" : TINT, inside ? TINT : "#FFFFFF"));
  } else {
    const sides = 3 + fnv1a(body) % 6, points = [];
    for (let k = 0; k < sides; k++) { const a = -Math.PI / 2 + k * 2 * Math.PI / sides; points.push(0.5 + 0.42 * Math.cos(a), 0.5 + 0.42 * Math.sin(a)); }
    inner = [["poly", TINT, ...points]];
  }
  const outline = filled ? null : 0.07;
  if (enclosure === undefined) return { shapes: inner, fit: "square", outline };
  const frame = enclosure === "circle" ? ["circle", 0.5, 0.5, 0.46, TINT] : ["rect", 0.04, 0.04, 0.92, 0.92, 0.2, TINT];
  return { shapes: [frame, ...inner.map(e => scaleShape(e, 0.6))], fit: "square", outline };
}
function generatedArt(name) {
  const random = xorshift(fnv1a(name)), hue = random() % 360, next = () => random() / 4294967296;
  const sky = hsl(hue, 0.55, 0.62), deep = hsl(hue + 40, 0.6, 0.38);
  const disc = ["circle", 0.15 + 0.7 * next(), 0.15 + 0.3 * next(), 0.12 + 0.12 * next(), hsl(hue + 180, 0.7, 0.82, 0.9)];
  const left = 0.6 + 0.2 * next(), px = 0.25 + 0.5 * next(), py = 0.45 + 0.2 * next(), right = 0.6 + 0.2 * next();
  const hill = ["poly", hsl(hue + 20, 0.45, 0.28), 0, left, px, py, 1, right, 1, 1, 0, 1];
  const side = 0.18 + 0.14 * next();
  const card = ["rect", 0.08 + 0.5 * next(), 0.1 + 0.3 * next(), side * 1.3, side, 0.04, "#FFFFFF59"];
  return { shapes: [["grad", 0, 0, 1, 1, sky, deep], disc, hill, card], fit: "fill", outline: null };
}
function drawArt(ctx, name, x, y, w, h, alpha) {
  if (w <= 0 || h <= 0) return;
  const art = imageArt(name);
  ctx.save();
  ctx.beginPath(); ctx.rect(x, y, w, h); ctx.clip();
  if (art.fit === "fill") { ctx.translate(x, y); ctx.scale(w, h); }
  else { const side = Math.min(w, h); ctx.translate(x + w / 2 - side / 2, y + h / 2 - side / 2); ctx.scale(side, side); }
  ctx.lineCap = "round"; ctx.lineJoin = "round";
  const path = (pts) => { ctx.beginPath(); for (let k = 0; k + 1 < pts.length; k += 2) k ? ctx.lineTo(pts[k], pts[k + 1]) : ctx.moveTo(pts[k], pts[k + 1]); };
  for (const e of art.shapes) {
    let color, width = art.outline;
    switch (e[0]) {
      case "grad": {
        const g = ctx.createLinearGradient(e[1], e[2], e[3], e[4]);
        g.addColorStop(0, rgba(e[5], alpha)); g.addColorStop(1, rgba(e[6], alpha));
        ctx.fillStyle = g;
        if (e.length > 10) ctx.fillRect(e[7], e[8], e[9], e[10]); else ctx.fillRect(0, 0, 1, 1);
        continue;
      }
      case "circle": ctx.beginPath(); ctx.arc(e[1], e[2], e[3], 0, 2 * Math.PI); color = e[4]; break;
      case "ring": ctx.beginPath(); ctx.arc(e[1], e[2], e[3], 0, 2 * Math.PI); width = e[4]; color = e[5]; break;
      case "rect": roundedRect(ctx, e[1], e[2], e[3], e[4], e[5]); color = e[6]; break;
      case "poly": path(e.slice(2)); ctx.closePath(); color = e[1]; break;
      case "stroke": path(e.slice(3)); width = e[1]; color = e[2]; break;
      default: continue;
    }
    if (width !== null) { ctx.lineWidth = width; ctx.strokeStyle = rgba(color, alpha); ctx.stroke(); }
    else { ctx.fillStyle = rgba(color, alpha); ctx.fill(); }
  }
  ctx.restore();
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
    if (name !== null) drawArt(ctx, name, x, y, w, h, alpha);
  }
}

// A visual effect view's blur (T12.3), as FrameRenderer+Blur.swift draws it: what is already on the
// canvas beneath the view, within its rounded bounds, blurred (the canvas filter's Gaussian, whose
// parameter is the standard deviation, as blur.json's radius), then the style's tint; both scaled
// by the amount. `v.blur` is [style, amount].
let blurCopy = null;
// The canvas copied with its edge pixels repeated over `pad` pixels each side (as the Cairo
// renderer's pad extend), so a blur near the screen's edge is not thinned by transparency.
function paddedCopy(source, pad) {
  if (!blurCopy) blurCopy = document.createElement("canvas");
  const w = source.width, h = source.height;
  if (blurCopy.width !== w + 2 * pad || blurCopy.height !== h + 2 * pad) { blurCopy.width = w + 2 * pad; blurCopy.height = h + 2 * pad; }
  const g = blurCopy.getContext("2d");
  g.setTransform(1, 0, 0, 1, 0, 0); g.globalAlpha = 1; g.filter = "none"; g.imageSmoothingEnabled = false;
  g.clearRect(0, 0, blurCopy.width, blurCopy.height);
  g.drawImage(source, pad, pad);
  g.drawImage(source, 0, 0, w, 1, pad, 0, w, pad);
  g.drawImage(source, 0, h - 1, w, 1, pad, pad + h, w, pad);
  g.drawImage(source, 0, 0, 1, h, 0, pad, pad, h);
  g.drawImage(source, w - 1, 0, 1, h, pad + w, pad, pad, h);
  for (const [sx, sy, dx, dy] of [[0, 0, 0, 0], [w - 1, 0, pad + w, 0], [0, h - 1, 0, pad + h], [w - 1, h - 1, pad + w, pad + h]]) {
    g.drawImage(source, sx, sy, 1, 1, dx, dy, pad, pad);
  }
  return blurCopy;
}
function drawBlur(ctx, v, x, y, w, h, alpha) {
  const look = v.blur && BLUR.styles[v.blur[0]], amount = v.blur ? Math.min(Math.max(v.blur[1], 0), 1) : 0;
  if (!look || amount <= 0) return;
  const t = ctx.getTransform(), sigma = look.radius * amount * Math.hypot(t.a, t.b);
  ctx.save();
  if (v.mask) ctx.clip(new Path2D(v.mask));
  outlinePath(ctx, v, x, y, w, h); ctx.clip();
  if (sigma > 0) {
    const pad = Math.ceil(3 * sigma), copy = paddedCopy(ctx.canvas, pad);
    // The blur replaces what it covers (a translucent group's sharp pixels must not show through),
    // mixed with it at an alpha below 1: alpha of the old pixels taken out, the blur's added.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = "destination-out"; ctx.globalAlpha = alpha;
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.globalCompositeOperation = "lighter"; ctx.filter = `blur(${sigma}px)`;
    ctx.drawImage(copy, -pad, -pad);
    ctx.filter = "none"; ctx.globalAlpha = 1; ctx.globalCompositeOperation = "source-over";
    ctx.setTransform(t);
  }
  outlinePath(ctx, v, x, y, w, h); ctx.fillStyle = rgba(look.tint, amount * alpha); ctx.fill();
  ctx.restore();
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

function drawView(ctx, v, tree, isRoot, alpha, depth, parent) {
  const p = view(v);
  if (v.hidden || p.alpha <= 0) return;
  const step = isRoot ? null : projectiveStep(v, parent);
  if (step) return drawProjected(ctx, v, tree, step, alpha, depth);
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
  const [x, y, w, h] = [p.origin[0], p.origin[1], p.size[0], p.size[1]];
  // A blur works on what lies beneath, so it is drawn before the view's own group (T12.3).
  drawBlur(ctx, v, x, y, w, h, alpha * p.alpha);
  if (grouped) { target = layer(depth, ctx.canvas); target.save(); target.setTransform(ctx.getTransform()); }
  if (v.mask) target.clip(new Path2D(v.mask));
  drawShadow(target, v, x, y, w, h, own, !!v.background || hasContent);
  if (v.background) { outlinePath(target, v, x, y, w, h); target.fillStyle = rgba(v.background, own); target.fill(); }
  if (v.clips) { target.save(); outlinePath(target, v, x, y, w, h); target.clip(); }
  drawContent(target, v, x, y, w, h, own);
  const ordered = kids.some(k => k.zPosition) ? kids.map((k, i) => [k, i]).sort((a, b) => ((a[0].zPosition || 0) - (b[0].zPosition || 0)) || a[1] - b[1]).map(e => e[0]) : kids;
  for (const kid of ordered) drawView(target, kid, tree, false, grouped ? 1 : alpha, grouped ? depth + 1 : depth, v);
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

// Draws `frame` on `canvas`, `scale` pixels per point, white behind as the Cairo renderer does
// (or nothing behind, for the studio's onion skin).
function drawFrame(canvas, frame, scale, selected, opaque = true) {
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  // Outside the device's screen (a stage sized for a larger window of the trace) is the stage's black.
  ctx.fillStyle = "#000000";
  if (opaque) ctx.fillRect(0, 0, canvas.width, canvas.height);
  else ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const tree = children(frame);
  for (const root of tree.roots) {
    // The screen clips everything (SD2.6): a view moved past its edge is not drawn beyond it.
    const p = view(root);
    ctx.save();
    ctx.beginPath(); ctx.rect(0, 0, p.size[0], p.size[1]); ctx.clip();
    if (opaque) { ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, p.size[0], p.size[1]); }
    drawView(ctx, root, tree, true, 1, 0, null);
    ctx.restore();
  }
  if (selected !== null) outline(ctx, frame, selected, scale);
}

// A dashed outline around the selected view, where it is drawn: its bounds through the same steps,
// a 3D-transformed one as its projected quad.
function outline(ctx, frame, id, scale) {
  const entry = placements(frame).find(e => e.v.id === id);
  if (!entry) return;
  const p = view(entry.v), [x, y, w, h] = [p.origin[0], p.origin[1], p.size[0], p.size[1]];
  const quad = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]].map(([px, py]) => project(entry.H, px, py));
  if (quad.some(q => !q)) return;
  ctx.save();
  ctx.setLineDash([4 / scale, 3 / scale]); ctx.lineWidth = 2 / scale; ctx.strokeStyle = "#ff2d55";
  ctx.beginPath();
  quad.forEach(([qx, qy], k) => k ? ctx.lineTo(qx, qy) : ctx.moveTo(qx, qy));
  ctx.closePath(); ctx.stroke();
  ctx.restore();
}
