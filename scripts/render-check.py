#!/usr/bin/env python3
"""End-to-end checks of `stagecraft render`: PNG and GIF files decoded by Pillow (an independent
decoder) and the HTML player screenshotted by headless Chromium, against colours computed here
from the trace itself.

Usage: render-check.py STAGECRAFT_BINARY WORK_DIR
Prints one line per check and ends with `render-check: N passed, N failed, N skipped`.
"""
import json
import os
import shutil
import subprocess
import sys

from PIL import Image

BINARY, WORK = sys.argv[1], sys.argv[2]
results = {"passed": 0, "failed": 0, "skipped": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + detail}")


def skip(name, why):
    results["skipped"] += 1
    print(f"skip {name}: {why}")


def render(*args):
    run = subprocess.run([BINARY, "render", *args, "--quiet"], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"stagecraft render {' '.join(args)} failed: {run.stderr}")


def parse_color(text):
    """#RRGGBB or #RRGGBBAA as 0-255 channels and alpha 0-1."""
    value = text.lstrip("#")
    alpha = int(value[6:8], 16) / 255 if len(value) == 8 else 1.0
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4)), alpha


def load_trace(path):
    frames = []
    with open(path) as handle:
        for line in handle:
            record = json.loads(line)
            if record["type"] == "frame":
                frames.append(record)
    return frames


def frame_at(frames, time):
    shown = frames[0]
    for frame in frames:
        if frame["time"] <= time + 1e-4:  # the trace's times are rounded to 4 decimals
            shown = frame
    return shown


def expected_color(frame, x, y, margin=1.0):
    """Source-over of every view's background under window point (x, y), back to front, on white;
    None when an edge passes within `margin` points (anti-aliased there). Valid where no view on
    the path has a transform, text or an image: true of the points used."""
    by_id = {view["id"]: view for view in frame["views"]}

    def origin(view):
        # The view's top-left in window coordinates, and its alpha times its ancestors'.
        cx, cy = view["center"]
        w, h = view["size"]
        ax, ay = view.get("anchor", [0.5, 0.5])
        if "parent" not in view:
            return (0.0, 0.0), view.get("alpha", 1)
        (px, py), parent_alpha = origin(by_id[view["parent"]])
        bx, by = by_id[view["parent"]].get("boundsOrigin", [0, 0])
        return (px + cx - ax * w - bx, py + cy - ay * h - by), parent_alpha * view.get("alpha", 1)

    def visible(view):
        while view is not None:
            if view.get("hidden") or view.get("alpha", 1) <= 0:
                return False
            view = by_id.get(view.get("parent"))
        return True

    color = [255.0, 255.0, 255.0]
    for view in frame["views"]:
        if "background" not in view or not visible(view):
            continue
        (left, top), alpha = origin(view)
        w, h = view["size"]
        if min(abs(x - left), abs(x - left - w), abs(y - top), abs(y - top - h)) < margin:
            return None
        if left <= x < left + w and top <= y < top + h:
            rgb, own = parse_color(view["background"])
            a = own * alpha
            color = [c * a + base * (1 - a) for c, base in zip(rgb, color)]
    return tuple(round(c) for c in color)


def near(actual, expected, tolerance):
    if expected is None:
        return True
    return max(abs(a - e) for a, e in zip(actual[:3], expected)) <= tolerance


os.makedirs(WORK, exist_ok=True)
trace_path = os.path.join(WORK, "demo.jsonl")
render("demo", "--out", trace_path)
frames = load_trace(trace_path)
end = frames[-1]["time"]
FPS = 30
points = [(300, 400), (300, 800), (30, 420)]

# PNG frames: every 1/30 s of the demo, decoded by Pillow, coloured as the trace says.
png_dir = os.path.join(WORK, "png")
shutil.rmtree(png_dir, ignore_errors=True)
render("demo", "--out", png_dir, "--format", "png", "--fps", str(FPS))
names = sorted(os.listdir(png_dir))
count = int(end * FPS + 1e-6) + 1
check("png: one file per 1/30 s", len(names) == count, f"{len(names)} files, expected {count}")
pngs = [Image.open(os.path.join(png_dir, name)).convert("RGBA") for name in names]
check("png: 390x844 at scale 1", all(image.size == (390, 844) for image in pngs), str(pngs[0].size))
bad = []
for k, image in enumerate(pngs):
    frame = frame_at(frames, k / FPS)
    for x, y in points:
        want, got = expected_color(frame, x + 0.5, y + 0.5), image.getpixel((x, y))
        if not near(got, want, 2):
            bad.append(f"frame {k} ({x},{y}) {got} != {want}")
check("png: colours at known points match the trace", not bad, "; ".join(bad[:5]))
render("demo", "--out", os.path.join(WORK, "at.png"), "--at", "0.55", "--scale", "2")
big = Image.open(os.path.join(WORK, "at.png")).convert("RGBA")
want = expected_color(frame_at(frames, 0.55), 300.25, 400.25)
check("png: --scale 2 doubles the pixels", big.size == (780, 1688), str(big.size))
check("png: --scale 2 keeps colours", near(big.getpixel((600, 800)), want, 2), f"{big.getpixel((600, 800))} != {want}")

# GIF at 30 fps: frame delays add up to real time, and each moment shows what the PNG shows.
gif_path = os.path.join(WORK, "demo.gif")
render("demo", "--out", gif_path, "--fps", str(FPS))
gif = Image.open(gif_path)
durations, stored = [], []
for index in range(gif.n_frames):
    gif.seek(index)
    durations.append(gif.info["duration"])
    stored.append(gif.convert("RGB"))
total_cs = round(count / FPS * 100)
check("gif: loops forever", gif.info.get("loop") == 0, str(gif.info.get("loop")))
check("gif: delays add up to the span", sum(durations) == total_cs * 10, f"{sum(durations)} ms != {total_cs * 10} ms")
check("gif: no delay under 2 cs", min(durations) >= 20, str(min(durations)))
starts = [sum(durations[:i]) for i in range(len(durations))]
bad = []
for k, png in enumerate(pngs):
    at_ms = round(k / FPS * 100) * 10
    shown = max(i for i, start in enumerate(starts) if start <= at_ms)
    for x in range(5, 390, 40):
        for y in range(5, 844, 40):
            got, want = stored[shown].getpixel((x, y)), png.getpixel((x, y))[:3]
            if not near(got, want, 12):
                bad.append(f"t={k}/{FPS} ({x},{y}) gif {got} png {want}")
check("gif: every moment matches the PNG within palette tolerance", not bad, "; ".join(bad[:5]))

gif60 = os.path.join(WORK, "demo60.gif")
render("demo", "--out", gif60, "--fps", "60", "--from", "0", "--to", "0.4")
fast = Image.open(gif60)
fast_durations = []
for index in range(fast.n_frames):
    fast.seek(index)
    fast_durations.append(fast.info["duration"])
check("gif 60 fps: real time, no delay under 2 cs",
      sum(fast_durations) == round(25 / 60 * 100) * 10 and min(fast_durations) >= 20, str(fast_durations))

# HTML player: offline, scrubbed by the URL hash, screenshotted by headless Chromium.
html_path = os.path.join(WORK, "demo.html")
render("demo", "--out", html_path)
html = open(html_path).read()
check("html: no network references", "http://" not in html and "https://" not in html and "src=" not in html)
node = shutil.which("node")
if node is None:
    skip("html: script syntax", "node is not installed")
else:
    script_path = os.path.join(WORK, "player.js")
    with open(script_path, "w") as handle:
        handle.write(html.rsplit("<script>", 1)[1].split("</script>", 1)[0])
    syntax = subprocess.run([node, "--check", script_path], capture_output=True, text=True)
    check("html: script syntax (node --check)", syntax.returncode == 0, syntax.stderr[-500:])
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium is None:
    skip("html: chromium screenshot", "chromium is not installed (scripts/test-render installs it with apt when it can)")
else:
    for time in (0.2, 0.55):
        shot = os.path.join(WORK, f"player-{time}.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{html_path}#t={time}&zoom=0.5"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check(f"html at {time} s: screenshot taken", False, "chromium wrote no file")
            continue
        image = Image.open(shot).convert("RGB")
        frame = frame_at(frames, time)
        bad = []
        # The stage canvas sits at (16, 16), half size at zoom 0.5.
        for x, y in points:
            want, got = expected_color(frame, x + 1, y + 1, margin=2), image.getpixel((16 + x // 2, 16 + y // 2))
            if not near(got, want, 3):
                bad.append(f"({x},{y}) {got} != {want}")
        check(f"html at {time} s: the scrubbed frame's colours", not bad, "; ".join(bad))

# The same player on a phone and a desktop (SD4.6), driven by Playwright where it is installed.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    from playwright.sync_api import sync_playwright
except ImportError:
    sync_playwright = None
if chromium is None or sync_playwright is None:
    skip("html at 390 and 1280 px", "chromium or Playwright is not installed (scripts/test-render installs them when it can)")
else:
    import player_widths
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        player_widths.run(browser, f"file://{html_path}", "render --format html's player", check)
        browser.close()

# 3D layers (L2.2, L2.6): a card turned about y with perspective, drawn by the Cairo renderer and
# the HTML player. Its matrix is computed here (Core Animation's row-vector convention); the
# pictures must show a trapezoid (the receding edge shorter), and a back-facing single-sided card
# must leave the background.
import math


def turned_card(angle, double_sided=True):
    c, s, d = math.cos(angle), math.sin(angle), 300.0
    # CATransform3DRotate(perspective, angle, 0, 1, 0) = rotation · perspective (m34 = -1/d).
    m = [c, 0, -s, s / d, 0, 1, 0, 0, s, 0, c, -c / d, 0, 0, 0, 1]
    card = {"id": 2, "parent": 1, "kind": "View", "center": [100, 100], "size": [100, 100],
            "transform": [c, 0, 0, 1, 0, 0], "background": "#0000FF", "transform3D": m}
    if not double_sided:
        card["doubleSided"] = False
    window = {"id": 1, "kind": "Window", "center": [100, 100], "size": [200, 200], "background": "#FFFFFF"}
    path = os.path.join(WORK, f"card-{angle:.3f}-{double_sided}.jsonl")
    with open(path, "w") as handle:
        handle.write('{"type":"header","format":"stagecraft-trace/1","frameRate":60}\n')
        handle.write(json.dumps({"type": "frame", "frame": 0, "time": 0, "views": [window, card]}) + "\n")
    return path


def column_heights(image, x0, y0, columns):
    blue = lambda p: p[2] > 200 and p[0] < 60 and p[1] < 60
    return [sum(1 for y in range(200) if blue(image.getpixel((x0 + x, y0 + y)))) for x in columns]


quarter = math.pi / 4
near_scale, far_scale = 300 / (300 - 50 * math.sin(quarter)), 300 / (300 + 50 * math.sin(quarter))
left, right = 100 - 50 * math.cos(quarter) * near_scale, 100 + 50 * math.cos(quarter) * far_scale
columns = [math.ceil(left) + 2, math.floor(right) - 3]
trapezoid = turned_card(quarter)
png3d = os.path.join(WORK, "card.png")
render(trapezoid, "--out", png3d, "--at", "0")
heights = column_heights(Image.open(png3d).convert("RGB"), 0, 0, columns)
check("3d png: the turned card is a trapezoid (receding edge shorter)",
      heights[0] - heights[1] > 15 and abs(heights[0] - 2 * 50 * near_scale) < 4, f"heights {heights}")
back = os.path.join(WORK, "back.png")
render(turned_card(0.75 * math.pi, double_sided=False), "--out", back, "--at", "0")
image = Image.open(back).convert("RGB")
check("3d png: a back-facing single-sided card leaves the background",
      all(image.getpixel((x, y)) == (255, 255, 255) for x in range(0, 200, 3) for y in range(0, 200, 3)))
html3d = os.path.join(WORK, "card.html")
render(trapezoid, "--out", html3d)
if chromium is None:
    skip("3d html: chromium screenshot", "chromium is not installed")
else:
    shot = os.path.join(WORK, "card-player.png")
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                    f"file://{html3d}#t=0&zoom=1"], capture_output=True, timeout=120)
    if not os.path.exists(shot):
        check("3d html: screenshot taken", False, "chromium wrote no file")
    else:
        heights = column_heights(Image.open(shot).convert("RGB"), 16, 16, columns)
        check("3d html: the player draws the same trapezoid",
              heights[0] - heights[1] > 15 and abs(heights[0] - 2 * 50 * near_scale) < 4, f"heights {heights}")

# Blur (T12.3, docs/blur.md): a black/white edge under a visual effect view, drawn by the renderer
# and the player, must become a ramp whose 10-90 % width is a Gaussian's, 2 * 1.2816 * sigma, with
# sigma = the style's radius (blur.json: light is Apple's 30 pt) times the amount; none at amount 0.
# Then the blurred modal example (examples/scenarios/blurred_modal.lua): its trace's blur amount at
# the held moment of the short swipe is the finger's share, 1 - 80/422, and the player draws that
# frame as the renderer does.
blur_radius = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "StagecraftRender",
                                          "Player", "blur.json")))["styles"]["light"]["radius"]
blur_trace = os.path.join(WORK, "blur-edge.jsonl")
with open(blur_trace, "w") as handle:
    handle.write('{"type":"header","format":"stagecraft-trace/1","frameRate":60}\n')
    for index, amount in enumerate([0, 0.5, 1]):
        views = [{"id": 1, "kind": "Window", "center": [200, 30], "size": [400, 60], "background": "#FFFFFF"},
                 {"id": 2, "parent": 1, "kind": "View", "center": [100, 30], "size": [200, 60], "background": "#000000"},
                 {"id": 3, "parent": 1, "kind": "VisualEffectView", "center": [200, 30], "size": [400, 60], "blur": ["light", amount]}]
        handle.write(json.dumps({"type": "frame", "frame": index, "time": index / 10, "views": views}) + "\n")
    # The same at amount 1 under a translucent parent: the blur works in the parent's group.
    views = [{"id": 1, "kind": "Window", "center": [200, 30], "size": [400, 60], "background": "#FFFFFF"},
             {"id": 4, "parent": 1, "kind": "View", "center": [200, 30], "size": [400, 60], "alpha": 0.98},
             {"id": 2, "parent": 4, "kind": "View", "center": [100, 30], "size": [200, 60], "background": "#000000"},
             {"id": 3, "parent": 4, "kind": "VisualEffectView", "center": [200, 30], "size": [400, 60], "blur": ["light", 1]}]
    handle.write(json.dumps({"type": "frame", "frame": 3, "time": 0.3, "views": views}) + "\n")


def ramp_width(pixel, width=400):
    row = [pixel(x)[1] for x in range(width)]
    low, high = row[2], row[width - 3]

    def crossing(level):
        target = low + level * (high - low)
        for x in range(1, width):
            if row[x - 1] < target <= row[x]:
                return x - 1 + (target - row[x - 1]) / (row[x] - row[x - 1])
        return float("nan")
    return crossing(0.9) - crossing(0.1)


def blur_widths_ok(widths):
    expected = [2 * 1.2815516 * blur_radius * amount for amount in (0.5, 1, 1)]
    return widths[0] < 1.5 and all(abs(w - e) < 0.1 * e for w, e in zip(widths[1:], expected)), f"widths {widths}, expected ~{expected}"


png_widths = []
for index in range(4):
    shot = os.path.join(WORK, f"blur-{index}.png")
    render(blur_trace, "--out", shot, "--at", str(index / 10))
    image = Image.open(shot).convert("RGB")
    png_widths.append(ramp_width(lambda x: image.getpixel((x, 30))))
ok, detail = blur_widths_ok(png_widths)
check("blur png: the edge's 10-90 % ramp is the Gaussian's (none at 0, half at 0.5, in a translucent group)", ok, detail)
blur_html = os.path.join(WORK, "blur-edge.html")
render(blur_trace, "--out", blur_html)
if chromium is None:
    skip("blur html: chromium screenshot", "chromium is not installed")
else:
    html_widths = []
    for index in range(4):
        shot = os.path.join(WORK, f"blur-player-{index}.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{blur_html}#t={index / 10}&zoom=1"], capture_output=True, timeout=120)
        if os.path.exists(shot):
            played = Image.open(shot).convert("RGB")
            html_widths.append(ramp_width(lambda x: played.getpixel((16 + x, 16 + 30))))
    ok, detail = blur_widths_ok(html_widths) if len(html_widths) == 4 else (False, "chromium wrote no file")
    check("blur html: the player's ramp is the same Gaussian's", ok, detail)

modal_dir = os.path.join(WORK, "blurred-modal")
shutil.rmtree(modal_dir, ignore_errors=True)
modal_file = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "scenarios", "blurred_modal.lua")
ran = subprocess.run([BINARY, "run", modal_file, "--filter", "a short swipe", "--trace-dir", modal_dir], capture_output=True, text=True)
modal_traces = sorted(os.listdir(modal_dir)) if os.path.isdir(modal_dir) else []
check("blurred modal: the scenario passes and writes its trace", ran.returncode == 0 and len(modal_traces) == 1, ran.stderr[-300:] + str(modal_traces))
if len(modal_traces) == 1:
    modal_trace = os.path.join(modal_dir, modal_traces[0])
    modal_frames = load_trace(modal_trace)
    held = [f for f in modal_frames for v in f["views"] if v.get("name") == "backdropBlur" and "blur" in v
            and abs(v["blur"][1] - (1 - 80 / 422)) < 0.002]
    check("blurred modal: the trace holds the blur at 1 - 80/422 while the finger rests", len(held) > 0)
    if held and chromium is not None:
        moment = held[len(held) // 2]["time"]
        modal_png = os.path.join(WORK, "blurred-modal.png")
        render(modal_trace, "--out", modal_png, "--at", str(moment))
        drawn = Image.open(modal_png).convert("RGB")
        modal_html = os.path.join(WORK, "blurred-modal.html")
        render(modal_trace, "--out", modal_html)
        shot = os.path.join(WORK, "blurred-modal-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{modal_html}#t={moment}&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("blurred modal html: screenshot taken", False, "chromium wrote no file")
        else:
            played = Image.open(shot).convert("RGB")
            bad = [f"({x},{y}) png {drawn.getpixel((x, y))} html {played.getpixel((16 + x, 16 + y))}"
                   for x in range(15, 390, 40) for y in range(15, 480, 40)
                   if not near(played.getpixel((16 + x, 16 + y)), drawn.getpixel((x, y)), 8)]
            check("blurred modal html: the player blurs the backdrop as the renderer does", not bad, "; ".join(bad[:5]))

# UIView.transition's flip (L2.7, docs/layers.md): examples/scenarios/animation_fidelity.lua's flip run
# to a trace and drawn about a quarter of the way. The card's corners are projected here through the
# trace's matrix (row-vector, about the centre (195, 550)); the pictures must show that trapezoid,
# its near (left) edge about 100 pt tall and the receding right edge clearly shorter.
flip_dir = os.path.join(WORK, "flip")
shutil.rmtree(flip_dir, ignore_errors=True)
fidelity = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "scenarios", "animation_fidelity.lua")
ran = subprocess.run([BINARY, "run", fidelity, "--filter", "a flip from the left", "--trace-dir", flip_dir], capture_output=True, text=True)
flip_traces = sorted(os.listdir(flip_dir)) if os.path.isdir(flip_dir) else []
check("flip: the scenario writes its trace", ran.returncode == 0 and len(flip_traces) == 1, ran.stderr[-300:] + str(flip_traces))
if len(flip_traces) == 1:
    flip_trace = os.path.join(flip_dir, flip_traces[0])
    flip_frames = load_trace(flip_trace)
    begin = next(f["time"] for f in flip_frames if any(v.get("name", "").startswith("transition snapshot") for v in f["views"]))
    moment = frame_at(flip_frames, begin + 0.25)
    card = next(v for v in moment["views"] if v.get("name") == "card")
    m = card["transform3D"]

    def project(x, y):
        w = x * m[3] + y * m[7] + m[15]
        return 195 + (x * m[0] + y * m[4] + m[12]) / w, 550 + (x * m[1] + y * m[5] + m[13]) / w

    (lx, lt), (_, lb) = project(-100, -50), project(-100, 50)
    (rx, rt), (_, rb) = project(100, -50), project(100, 50)
    check("flip: a quarter of the way the trace's card is a trapezoid, its receding right edge shorter",
          abs((lb - lt) - 100) < 1 and (lb - lt) - (rb - rt) > 8, f"left {lb - lt}, right {rb - rt}")
    flip_columns = [math.ceil(lx) + 2, math.floor(rx) - 2]
    expected_heights = [lb - lt, rb - rt]

    def card_heights(image, x0, y0):
        # systemBlue (0, 122, 255) pixels in each column, over the white board.
        is_blue = lambda p: p[2] > 200 and p[0] < 60 and 90 < p[1] < 160
        return [sum(1 for y in range(440, 660) if is_blue(image.getpixel((x0 + x, y0 + y)))) for x in flip_columns]

    def trapezoid(heights):
        # Columns 2 px inside the edges: their heights within 3 px of the projected edges'.
        return all(abs(got - want) <= 3 for got, want in zip(heights, expected_heights))

    flip_png = os.path.join(WORK, "flip.png")
    render(flip_trace, "--out", flip_png, "--at", str(moment["time"]))
    heights = card_heights(Image.open(flip_png).convert("RGB"), 0, 0)
    check("flip png: a quarter of the way the card is a trapezoid (receding edge shorter)", trapezoid(heights), f"heights {heights}")
    if chromium is None:
        skip("flip html: chromium screenshot", "chromium is not installed")
    else:
        flip_html = os.path.join(WORK, "flip.html")
        render(flip_trace, "--out", flip_html)
        shot = os.path.join(WORK, "flip-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{flip_html}#t={moment['time']}&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("flip html: screenshot taken", False, "chromium wrote no file")
        else:
            heights = card_heights(Image.open(shot).convert("RGB"), 16, 16)
            check("flip html: the player draws the same trapezoid", trapezoid(heights), f"heights {heights}")

# The keyboard (T11.5f, docs/layout.md): examples/scenarios/safe_area_and_keyboard.lua's iPhone 15
# scenario run to a trace; mid-rise and docked, the pictures show the keyboard's colour (#D1D3D9)
# from its top (read from the trace) to the bottom of the screen, and not above it.
keyboard_dir = os.path.join(WORK, "keyboard")
shutil.rmtree(keyboard_dir, ignore_errors=True)
keyboard_scenario = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "scenarios", "safe_area_and_keyboard.lua")
ran = subprocess.run([BINARY, "run", keyboard_scenario, "--filter", "iPhone 15: above", "--trace-dir", keyboard_dir], capture_output=True, text=True)
keyboard_traces = sorted(os.listdir(keyboard_dir)) if os.path.isdir(keyboard_dir) else []
check("keyboard: the scenario writes its trace", ran.returncode == 0 and len(keyboard_traces) == 1, ran.stderr[-300:] + str(keyboard_traces))
if len(keyboard_traces) == 1:
    keyboard_trace = os.path.join(keyboard_dir, keyboard_traces[0])
    keyboard_frames = load_trace(keyboard_trace)

    def keyboard_top(frame):
        panel = next((v for v in frame["views"] if v.get("name") == "keyboard"), None)
        return None if panel is None else panel["center"][1] - panel["size"][1] / 2

    shown = [f for f in keyboard_frames if keyboard_top(f) is not None]
    rising = next(f for f in shown if 600 < keyboard_top(f) < 760)
    docked = next(f for f in shown if abs(keyboard_top(f) - 516) < 1e-6)
    key_color = (209, 211, 217)
    check("keyboard: the trace has it rising, then docked at 852 - 336", rising is not None and docked is not None)
    keyboard_html = os.path.join(WORK, "keyboard.html")
    render(keyboard_trace, "--out", keyboard_html)
    for label, frame in (("rising", rising), ("docked", docked)):
        top = keyboard_top(frame)
        below, above = (196, math.ceil(top) + 3), (196, math.floor(top) - 3)
        keyboard_png = os.path.join(WORK, f"keyboard-{label}.png")
        render(keyboard_trace, "--out", keyboard_png, "--at", str(frame["time"]))
        image = Image.open(keyboard_png).convert("RGB")
        check(f"keyboard png ({label}, top {top:.1f}): its colour from its top to the screen's bottom, not above",
              near(image.getpixel(below), key_color, 2) and near(image.getpixel((196, 848)), key_color, 2)
              and not near(image.getpixel(above), key_color, 6),
              f"below {image.getpixel(below)}, bottom {image.getpixel((196, 848))}, above {image.getpixel(above)}")
        if chromium is None:
            skip(f"keyboard html ({label}): chromium screenshot", "chromium is not installed")
            continue
        shot = os.path.join(WORK, f"keyboard-player-{label}.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,1000",
                        f"file://{keyboard_html}#t={frame['time']}&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check(f"keyboard html ({label}): screenshot taken", False, "chromium wrote no file")
            continue
        played = Image.open(shot).convert("RGB")
        at = lambda point: played.getpixel((16 + point[0], 16 + point[1]))
        check(f"keyboard html ({label}): the player draws it at the same place",
              near(at(below), key_color, 3) and near(at((196, 848)), key_color, 3) and not near(at(above), key_color, 6),
              f"below {at(below)}, bottom {at((196, 848))}, above {at(above)}")

# Rotation (LY1.7, docs/layout.md): a red bar as wide as the window (flexible width) while the
# window turns from 390 × 844 to 844 × 390 in 0.3 s on ease-in-ease-out. Half way in time (0.15 s
# in) the rule puts the window and the bar at (390 + 844) / 2 = 617 wide; the PNG and the player
# must draw that window, red to x = 600, and the player nothing of it at x = 700.
rotation_scenario = os.path.join(WORK, "rotation.lua")
with open(rotation_scenario, "w") as handle:
    handle.write("""
scenario("rotated bar", function()
  local bar = UIView{ frame = CGRect(0, 0, 390, 100), name = "bar" }
  bar.backgroundColor = "#FF0000"
  bar.autoresizingMask = { "flexibleWidth" }
  window { root = screen "home" { backgroundColor = "#FFFFFF", bar } }
  advance(0.1)
  rotate "landscapeLeft"
  untilIdle()
end)
""")
rotation_dir = os.path.join(WORK, "rotation-traces")
shutil.rmtree(rotation_dir, ignore_errors=True)
run = subprocess.run([BINARY, "run", rotation_scenario, "--trace-dir", rotation_dir], capture_output=True, text=True)
rotation_traces = sorted(os.listdir(rotation_dir)) if os.path.isdir(rotation_dir) else []
check("rotation: the scenario ran and wrote its trace", run.returncode == 0 and len(rotation_traces) == 1, run.stdout[-300:] + run.stderr[-300:])
if len(rotation_traces) == 1:
    rotation_trace = os.path.join(rotation_dir, rotation_traces[0])
    half = frame_at(load_trace(rotation_trace), 0.25)
    bar = next(v for v in half["views"] if v.get("name") == "bar")
    check("rotation: half way the trace's bar is 617 wide (ease-in-out, half the way)", abs(bar["size"][0] - 617) < 0.01, str(bar["size"]))
    rotation_png = os.path.join(WORK, "rotation.png")
    render(rotation_trace, "--out", rotation_png, "--at", str(half["time"]))
    image = Image.open(rotation_png).convert("RGB")
    check("rotation png: the half-turned window (617 wide) with the bar red to x = 600",
          image.size[0] == 617 and near(image.getpixel((600, 50)), (255, 0, 0), 2) and near(image.getpixel((600, 300)), (255, 255, 255), 2),
          f"{image.size} {image.getpixel((600, 50))}")
    if chromium is None:
        skip("rotation html: chromium screenshot", "chromium is not installed")
    else:
        rotation_html = os.path.join(WORK, "rotation.html")
        render(rotation_trace, "--out", rotation_html)
        shot = os.path.join(WORK, "rotation-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,1000",
                        f"file://{rotation_html}#t={half['time']}&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("rotation html: screenshot taken", False, "chromium wrote no file")
        else:
            played = Image.open(shot).convert("RGB")
            at = lambda x, y: played.getpixel((16 + x, 16 + y))
            check("rotation html: the player draws the half-turned window, red to x = 600 and not at 700",
                  near(at(600, 50), (255, 0, 0), 3) and not near(at(700, 50), (255, 0, 0), 60), f"{at(600, 50)} {at(700, 50)}")

# The iOS 18 zoom (docs/zoom.md, T11.2b, T11.2e), from a scenario's trace drawn mid-zoom by the
# renderer and the player: inside the clip, the zoomed photo's black top; at the clip's corner,
# rounded, what is behind it; outside it, the grid's white dimmed by the scenario's dimmingColor
# (0, 0, 0.5 at 60 %) times the dimming view's alpha. Expected colours computed here from the trace.
zoom_dir = os.path.join(WORK, "zoom")
shutil.rmtree(zoom_dir, ignore_errors=True)
scenario_file = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "scenarios", "zoom_ios18.lua")
ran = subprocess.run([BINARY, "run", scenario_file, "--filter", "modal zoom", "--trace-dir", zoom_dir], capture_output=True, text=True)
zoom_traces = sorted(os.listdir(zoom_dir)) if os.path.isdir(zoom_dir) else []
check("zoom: the scenario writes its trace", ran.returncode == 0 and len(zoom_traces) == 1, ran.stderr[-300:] + str(zoom_traces))
if len(zoom_traces) == 1:
    zoom_trace = os.path.join(zoom_dir, zoom_traces[0])
    zoom_frames = load_trace(zoom_trace)
    start = next(f["time"] for f in zoom_frames if any(v.get("name") == "zoom.clip" for v in f["views"]))
    moment = frame_at(zoom_frames, start + 0.1)
    views = {v.get("name"): v for v in moment["views"]}
    clip, dim, photo = views["zoom.clip"], views["zoom.dimming"], views["photo"]
    (cx, cy), (cw, ch) = clip["center"], clip["size"]
    left, top, radius = cx - cw / 2, cy - ch / 2, clip.get("cornerRadius", 0)
    rgb, own = parse_color(dim["background"])
    a = own * dim.get("alpha", 1)
    dimmed = tuple(round(255 * (1 - a) + c * a) for c in rgb)
    scale = photo.get("transform", [1, 0, 0, 1, 0, 0])[0]

    def photo_local(x, y):
        # Window → clip (no transform) → the photo, scaled about its centre.
        px, py = photo["center"]
        return (x - left - px) / scale + 195, (y - top - py) / scale + 422

    def photo_color(x, y):
        # The photo's own colour under window point (x, y): its map (a subview) or its black.
        lx, ly = photo_local(x + 0.5, y + 0.5)
        (mx, my), (mw, mh) = views["map"]["center"], views["map"]["size"]
        inside_map = abs(lx - mx) < mw / 2 - 2 and abs(ly - my) < mh / 2 - 2
        on_edge = abs(abs(lx - mx) - mw / 2) < 2 or abs(abs(ly - my) - mh / 2) < 2
        return None if on_edge else parse_color(views["map"]["background"])[0] if inside_map else (0, 0, 0)

    inner = (int(left + radius + 4), int(top + radius + 4))
    deeper = (int(left + cw / 2), int(top + 20))
    check("zoom: the chosen inner points are clear of edges", None not in (photo_color(*inner), photo_color(*deeper)))
    check("zoom: mid-zoom, with a rounded corner", radius > 8 and left > 10, f"radius {radius}, left {left}")
    zoom_png = os.path.join(WORK, "zoom.png")
    render(zoom_trace, "--out", zoom_png, "--at", str(moment["time"]))
    image = Image.open(zoom_png).convert("RGB")
    outside, corner = (5, 95), (int(left) + 1, int(top) + 1)
    check("zoom png: outside the clip the grid is dimmed by dimmingColor", near(image.getpixel(outside), dimmed, 3),
          f"{image.getpixel(outside)} != {dimmed}")
    for point in (inner, deeper):
        check(f"zoom png: inside the clip the scaled photo shows at {point}", near(image.getpixel(point), photo_color(*point), 3),
              f"{image.getpixel(point)} != {photo_color(*point)}")
    check("zoom png: the clip's corner is rounded (what is behind shows)", max(image.getpixel(corner)) > 60, str(image.getpixel(corner)))
    if chromium is None:
        skip("zoom html: chromium screenshot", "chromium is not installed")
    else:
        zoom_html = os.path.join(WORK, "zoom.html")
        render(zoom_trace, "--out", zoom_html)
        shot = os.path.join(WORK, "zoom-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{zoom_html}#t={moment['time']}&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("zoom html: screenshot taken", False, "chromium wrote no file")
        else:
            played = Image.open(shot).convert("RGB")
            at = lambda point: played.getpixel((16 + point[0], 16 + point[1]))
            check("zoom html: the player dims outside and shows the photo inside",
                  near(at(outside), dimmed, 4) and near(at(inner), photo_color(*inner), 4)
                  and near(at(deeper), photo_color(*deeper), 4) and max(at(corner)) > 60,
                  f"outside {at(outside)} (want {dimmed}), inside {at(inner)} {at(deeper)}, corner {at(corner)}")

# Sheets (T11.3, T11.4, docs/sheets.md): examples/scenarios/sheets.lua run to traces, drawn, and
# the pictures decoded. Expected colours come from the rules: on the default iPhone 14 (top safe
# area 47) a white card from y = 47 + 10 = 57 with 10 pt rounded top corners over a black dim at
# 0.4, and the presenting view (systemBlue, #007AFF) scaled to 358/390 with its top at the safe
# area's, 47, so 16 pt of dimmed window (white) show on each side.
sheet_traces = os.path.join(WORK, "sheets")
run = subprocess.run([BINARY, "run", os.path.join(os.path.dirname(__file__), "..", "examples", "scenarios", "sheets.lua"),
                      "--trace-dir", sheet_traces], capture_output=True, text=True)
check("sheets: the example scenarios ran", run.returncode == 0, run.stderr[-300:])
dimmed = lambda rgb: tuple(round(c * 0.6) for c in rgb)
blue, white = (0, 122, 255), (255, 255, 255)
card_png = os.path.join(WORK, "sheet-card.png")
render(os.path.join(sheet_traces, "a_page_sheet_is_a_card_over_the_pushed_back_presenting_view.jsonl"),
       "--out", card_png, "--at", "0.5")
image = Image.open(card_png).convert("RGB")
check("sheets png: the card is white below its rounded corners", image.getpixel((10, 67)) == white and
      image.getpixel((195, 58)) == white, f"{image.getpixel((10, 67))} {image.getpixel((195, 58))}")
check("sheets png: the card's top corner pixel shows what is behind (rounded, radius 10)",
      near(image.getpixel((1, 58)), dimmed(white), 3) and near(image.getpixel((388, 58)), dimmed(white), 3),
      f"{image.getpixel((1, 58))} {image.getpixel((388, 58))}")
check("sheets png: the presenting view shows above the card, dimmed",
      near(image.getpixel((195, 52)), dimmed(blue), 3), str(image.getpixel((195, 52))))
check("sheets png: above the safe area the window shows, dimmed",
      near(image.getpixel((195, 30)), dimmed(white), 3), str(image.getpixel((195, 30))))
check("sheets png: the presenting view is scaled back (16 pt of window each side)",
      near(image.getpixel((8, 52)), dimmed(white), 3) and near(image.getpixel((20, 52)), dimmed(blue), 3)
      and near(image.getpixel((382, 52)), dimmed(white), 3), f"{image.getpixel((8, 52))} {image.getpixel((20, 52))}")
medium_png = os.path.join(WORK, "sheet-medium.png")
render(os.path.join(sheet_traces, "medium_and_large_detents__dragged_up__flung_down__and_the_grabber.jsonl"),
       "--out", medium_png, "--at", "0.5")
image = Image.open(medium_png).convert("RGB")
check("sheets png: at the medium detent the presenting view is not scaled",
      near(image.getpixel((3, 5)), dimmed(blue), 3) and near(image.getpixel((3, 420)), dimmed(blue), 3),
      f"{image.getpixel((3, 5))} {image.getpixel((3, 420))}")
grabber = image.getpixel((195, 429))
check("sheets png: the grabber is drawn 5 pt below the medium card's top (422)",
      grabber != white and near(image.getpixel((195, 424)), white, 1) and near(image.getpixel((195, 434)), white, 1),
      f"{grabber}")

sheet_html = os.path.join(WORK, "sheet-card.html")
render(os.path.join(sheet_traces, "a_page_sheet_is_a_card_over_the_pushed_back_presenting_view.jsonl"), "--out", sheet_html)
if chromium is None:
    skip("sheets html: chromium screenshot", "chromium is not installed")
else:
    shot = os.path.join(WORK, "sheet-player.png")
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                    f"file://{sheet_html}#t=0.5&zoom=1"], capture_output=True, timeout=120)
    if not os.path.exists(shot):
        check("sheets html: screenshot taken", False, "chromium wrote no file")
    else:
        image = Image.open(shot).convert("RGB")
        at = lambda x, y: image.getpixel((16 + x, 16 + y))  # the player draws the screen 16 px in
        check("sheets html: the player draws the rounded card over the pushed-back presenting view",
              at(10, 67) == white and near(at(1, 58), dimmed(white), 3) and near(at(195, 52), dimmed(blue), 3)
              and near(at(8, 52), dimmed(white), 3),
              f"{at(10, 67)} {at(1, 58)} {at(195, 52)} {at(8, 52)}")

# Scrolling (SV1.9, docs/scrolling.md): a list of coloured rows dragged up by a scenario's pan. Its
# contentOffset is its bounds origin in the trace; the PNG and the player must show the row the
# offset brings to the top, not row 0.
scroll_scenario = os.path.join(WORK, "scrolled_list.lua")
with open(scroll_scenario, "w") as handle:
    handle.write("""
scenario("scrolled list", function()
  local names = {}
  for i = 1, 30 do names[i] = "r" .. i end
  local list = UITableView{ frame = CGRect(0, 0, 390, 844), rowHeight = 100, rows = names, cellStyle = "custom", name = "list" }
  local colors = { "#FF0000", "#00A000", "#0000FF", "#FFA000", "#A000FF" }
  for i, cell in ipairs(list.cells) do cell.backgroundColor = colors[(i - 1) % 5 + 1] end
  window { root = screen "home" { list } }
  pan { from = {195, 700}, to = {195, 300}, duration = 0.4, hold = 0.1 }
  untilIdle()
end)
""")
trace_dir = os.path.join(WORK, "scroll-traces")
shutil.rmtree(trace_dir, ignore_errors=True)
run = subprocess.run([BINARY, "run", scroll_scenario, "--trace-dir", trace_dir], capture_output=True, text=True)
traces = sorted(os.listdir(trace_dir)) if os.path.isdir(trace_dir) else []
if run.returncode != 0 or not traces:
    check("scroll: the scenario ran and wrote its trace", False, run.stdout[-300:] + run.stderr[-300:])
else:
    scroll_trace = os.path.join(trace_dir, traces[0])
    scroll_frames = load_trace(scroll_trace)
    last = scroll_frames[-1]
    list_view = next(view for view in last["views"] if view.get("name") == "list")
    offset_y = list_view.get("boundsOrigin", [0, 0])[1]
    # The list starts at −47 on the default iPhone 14 (its first row under the notch, SV1.1); 400 pt
    # dragged at 1000 pt/s: the pan begins 16.667 pt in, held still before the lift.
    check("scroll: the trace's bounds origin is the dragged offset", abs(offset_y - (-47 + 400 - 2 * 1000 / 120)) < 0.01, str(offset_y))
    top_row = int(offset_y // 100)
    row_colors = [(255, 0, 0), (0, 160, 0), (0, 0, 255), (255, 160, 0), (160, 0, 255)]
    scrolled_png = os.path.join(WORK, "scrolled.png")
    render(scroll_trace, "--out", scrolled_png, "--at", str(last["time"]))
    image = Image.open(scrolled_png).convert("RGB")
    # The top edge of the window shows row `top_row`; the first row would be red.
    y = int((top_row + 1) * 100 - offset_y) // 2
    got = image.getpixel((195, y))
    check("scroll png: the row the offset brings to the top is drawn there",
          near(got, row_colors[top_row % 5], 2) and near(got, expected_color(last, 195.5, y + 0.5), 2) and top_row % 5 != 0,
          f"row {top_row} at y {y}: {got}")
    if chromium is None:
        skip("scroll html: chromium screenshot", "chromium is not installed")
    else:
        scroll_html = os.path.join(WORK, "scrolled.html")
        render(scroll_trace, "--out", scroll_html)
        shot = os.path.join(WORK, "scrolled-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{scroll_html}#t={last['time']}&zoom=0.5"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("scroll html: screenshot taken", False, "chromium wrote no file")
        else:
            got = Image.open(shot).convert("RGB").getpixel((16 + 195 // 2, 16 + y // 2))
            check("scroll html: the player draws the scrolled row at the top", near(got, row_colors[top_row % 5], 3), f"{got}")

# Images (RC1, docs/gallery.md): built-in pictures, glyphs and generated pictures drawn by the
# renderer and by the player from the same shapes. Decoded here: the pizza's crust and sauce at
# points computed from art.json's circles, a filled glyph in systemBlue, and the player's canvas
# against the PNG on a grid (a few anti-aliased edge pixels may differ).
art = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "StagecraftRender", "Player", "art.json")))
images_scenario = os.path.join(WORK, "images.lua")
IMAGES = [("pizza", (10, 10, 180, 180)), ("photo", (200, 10, 180, 120)), ("avatar", (10, 200, 120, 120)),
          ("map", (140, 200, 240, 160)), ("symbol:star.fill", (10, 380, 80, 80)), ("music.mic.circle.fill", (100, 380, 80, 80)),
          ("trash.square", (190, 380, 80, 80)), ("Squats", (10, 480, 180, 120)), ("a", (200, 480, 180, 120)),
          ("", (10, 610, 110, 110)), ("symbol:", (130, 610, 110, 110)), ("🍕 photo.x", (250, 610, 130, 110))]
with open(images_scenario, "w") as handle:
    views = ",\n    ".join(f'image {{ "i{k}", frame = {{{x}, {y}, {w}, {h}}}, image = "{name}" }}' for k, (name, (x, y, w, h)) in enumerate(IMAGES))
    handle.write(f'scenario("images", function()\n  window {{ root = screen "home" {{\n    {views}\n  }} }}\n  advance(0.1)\nend)\n')
images_traces = os.path.join(WORK, "images-traces")
shutil.rmtree(images_traces, ignore_errors=True)
run = subprocess.run([BINARY, "run", images_scenario, "--trace-dir", images_traces], capture_output=True, text=True)
traces = sorted(os.listdir(images_traces)) if os.path.isdir(images_traces) else []
if run.returncode != 0 or not traces:
    check("images: the scenario ran and wrote its trace", False, run.stdout[-300:] + run.stderr[-300:])
else:
    images_trace = os.path.join(images_traces, traces[0])
    images_png = os.path.join(WORK, "images.png")
    render(images_trace, "--out", images_png, "--at", "0.05")
    drawn = Image.open(images_png).convert("RGB")
    crust = parse_color(next(e for e in art["pictures"]["_pizza"] if e[0] == "circle")[4])[0]
    sauce_circle = [e for e in art["pictures"]["_pizza"] if e[0] == "circle"][1]
    # Pizza at (10, 10) 180 × 180: the crust ring between radii 0.405 and 0.46, the sauce just inside it.
    crust_point = (10 + 90, 10 + round(180 * (0.5 - 0.4325)))
    check("images png: the pizza's crust is where art.json puts it", near(drawn.getpixel(crust_point), crust, 3), f"{drawn.getpixel(crust_point)} != {crust}")
    sauce_point = (10 + 90 + round(180 * 0.27), 10 + 90 + round(180 * 0.27))
    check("images png: its sauce inside the crust", near(drawn.getpixel(sauce_point), parse_color(sauce_circle[4])[0], 3), str(drawn.getpixel(sauce_point)))
    check("images png: a filled symbol is systemBlue at its centre", near(drawn.getpixel((50, 425)), (0, 122, 255), 3), str(drawn.getpixel((50, 425))))
    check("images png: a generated picture is not white", drawn.getpixel((12, 482)) != (255, 255, 255), str(drawn.getpixel((12, 482))))
    if chromium is None:
        skip("images html: chromium screenshot", "chromium is not installed")
    else:
        images_html = os.path.join(WORK, "images.html")
        render(images_trace, "--out", images_html)
        shot = os.path.join(WORK, "images-player.png")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--screenshot={shot}", "--window-size=1280,900",
                        f"file://{images_html}#t=0.05&zoom=1"], capture_output=True, timeout=120)
        if not os.path.exists(shot):
            check("images html: screenshot taken", False, "chromium wrote no file")
        else:
            played = Image.open(shot).convert("RGB")
            points = [(x, y) for x in range(3, 390, 6) for y in range(3, 730, 6)]
            off = [((x, y), played.getpixel((16 + x, 16 + y)), drawn.getpixel((x, y))) for x, y in points
                   if max(abs(a - b) for a, b in zip(played.getpixel((16 + x, 16 + y)), drawn.getpixel((x, y)))) > 24]
            check(f"images html: the player draws the images as the PNG does ({len(points)} points, ≤ 2 % at edges)",
                  len(off) <= len(points) * 0.02, f"{len(off)} differ, e.g. {off[:4]}")

# MP4, only when ffmpeg is there (optional; not installed by the scripts: 80 packages).
ffmpeg, ffprobe = shutil.which("ffmpeg"), shutil.which("ffprobe")
if ffmpeg is None or ffprobe is None:
    skip("mp4", "ffmpeg is not installed (optional: apt-get install ffmpeg)")
else:
    mp4 = os.path.join(WORK, "demo.mp4")
    render("demo", "--out", mp4, "--fps", str(FPS))
    probe = subprocess.run([ffprobe, "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                            "stream=nb_read_frames,width,height", "-of", "json", mp4], capture_output=True, text=True)
    stream = json.loads(probe.stdout)["streams"][0]
    check("mp4: one video frame per 1/30 s", int(stream["nb_read_frames"]) == count and stream["width"] == 390,
          str(stream))
    still = os.path.join(WORK, "mp4-frame.png")
    subprocess.run([ffmpeg, "-v", "error", "-y", "-i", mp4, "-vf", "select=eq(n\\,16)", "-frames:v", "1", still], check=True)
    image = Image.open(still).convert("RGB")
    want = expected_color(frame_at(frames, 16 / FPS), 300.5, 400.5)
    check("mp4: colours survive the video codec", near(image.getpixel((300, 400)), want, 8), f"{image.getpixel((300, 400))} != {want}")

# Bad input: a clear message, a non-zero exit, and an existing output left as it was.
keep = os.path.join(WORK, "keep.gif")
with open(keep, "wb") as handle:
    handle.write(b"precious")
broken = os.path.join(WORK, "broken.jsonl")
with open(broken, "w") as handle:
    handle.write('{"type":"header","format":"stagecraft-trace/1","frameRate":60}\n{"type":"frame","frame":0}\n')
cases = [
    (["missing.jsonl", "--out", keep], "no such file"),
    ([broken, "--out", keep], "line 2"),
    (["demo", "--out", keep, "--fps", "-3"], "--fps"),
    (["demo", "--out", keep, "--from", "2", "--to", "1"], "after --to"),
    (["demo", "--out", keep, "--from", "30", "--to", "31"], "outside the trace"),
    (["demo", "--out", os.path.join(WORK, "x.bmp")], "--format"),
    (["demo", "--out", os.path.join(WORK, "one.png")], "--at"),
    (["demo", "--out", os.path.join(WORK, "nodir", "sub", "x.gif")], "cannot write"),
    (["demo", "--out", keep, "--at", "0.5"], "--at"),
]
for args, words in cases:
    run = subprocess.run([BINARY, "render", *args], capture_output=True, text=True)
    check(f"cli: {' '.join(os.path.basename(a) for a in args)} is refused",
          run.returncode != 0 and words in run.stderr, f"exit {run.returncode}, stderr {run.stderr.strip()[:200]}")
check("cli: a refused render leaves the old file", open(keep, "rb").read() == b"precious")
round_trip = os.path.join(WORK, "again.jsonl")
render(trace_path, "--out", round_trip)
check("cli: a trace file renders back to the same trace", open(round_trip).read() == open(trace_path).read())

print(f"render-check: {results['passed']} passed, {results['failed']} failed, {results['skipped']} skipped")
sys.exit(1 if results["failed"] else 0)
