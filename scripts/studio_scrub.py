"""Issue 27, part 4 in the studio (docs/studio.md, SD5.x), for studio-check.py: the source panel
shows the scenario's scripts with their numbers as handles (SD5.1); dragging one re-runs the
scenario in memory and repaints the stage at the paused moment, equal to the renderer's PNG of
the file with that value (SD5.2); letting go writes exactly that number into the file (SD5.3);
an edit in the editor meanwhile wins (SD5.3); Ctrl-Z writes the previous value back (SD5.4); the
page at 390 and 1280 px (SD5.7, studio_widths.py).
Prints METRIC studio.scrub_to_paint.ms.p50 / .p99 (SD5.5). A studio of its own on a scratch
project, so the other checks keep their scenarios.
"""
import importlib.util
import os
import re
import subprocess
import time
from studio_session import running_studio

# SD5.7: the studio page at 390 and 1280 px (a file of its own, as player_widths.py is the player's).
_spec = importlib.util.spec_from_file_location("studio_widths", os.path.join(os.path.dirname(os.path.abspath(__file__)), "studio_widths.py"))
widths = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(widths)

# A linear fade: at t = 0.2 s the detail screen is at alpha 0.5 with 0.4 s, 0.25 with 0.8 s.
ANIMATOR = """\
local Fade = {}
-- 0.9 in a comment is not a number to drag
function Fade.transitionDuration(ctx) return 0.4 end
function Fade.animateTransition(ctx)
  local to = ctx:view("to")
  to.frame = ctx:finalFrame(ctx:viewController("to"))
  to.alpha = 0
  ctx.containerView:addSubview(to)
  UIView.animate(0.4, 0, "curveLinear", function() to.alpha = 1 end, function() ctx:completeTransition(true) end)
end
return Fade
"""

SCENARIO = """\
local fade = animator "animators/fade.lua"
local home = screen "home" { backgroundColor = "systemGroupedBackground" }
local detail = screen "detail" { backgroundColor = "systemYellow" }
scenario("scrubbed fade", function()
  window { root = home, size = {390, 844} }
  transition(detail, { animator = fade, style = "overFullScreen" })
  present(home, detail)
  advance(0.6)
end)
"""

SCENARIO_ID = "scenarios/scrub.lua › scrubbed fade"

# A property animator on control points (0.2, 0.8), (0.3, 1): the curve editor's cubic; and one
# on a spring of damping ratio 0.45 (SD5.6), 0.45 written twice: the handle is found by the
# parameter it is passed as, not by its value.
CURVE = """\
local home = screen "home" {
  backgroundColor = "systemBackground",
  view { "bar", frame = {0, 100, 100, 100}, backgroundColor = "systemRed" },
  view { "ball", frame = {0, 300, 50, 50}, backgroundColor = "systemGreen" },
  view { "dot", frame = {0, 500, 40, 40}, backgroundColor = "systemBlue" },
  view { "box", frame = {0, 600, 40, 40}, backgroundColor = "systemOrange" },
}
scenario("a cubic slide", function()
  window { root = home, size = {390, 844} }
  local bar, ball, dot, box = home.view:viewNamed("bar"), home.view:viewNamed("ball"), home.view:viewNamed("dot"), home.view:viewNamed("box")
  UIViewPropertyAnimator(0.5, CGPoint(0.2, 0.8), CGPoint(0.3, 1), function() bar.center = CGPoint(300, 150) end):startAnimation()
  UIViewPropertyAnimator(0.6, 0.45, function() ball.center = CGPoint(200, 325) end):startAnimation()
  UIViewPropertyAnimator(0.5, UISpringTimingParameters(0.7, 2), function() dot.center = CGPoint(200, 520) end):startAnimation()
  UIView.animateKeyframes(0.6, 0, nil, function()
    UIView.addKeyframe(0, 0.5, function() box.center = CGPoint(100, 620) end)
    UIView.addKeyframe(0.5, 0.5, function() box.center = CGPoint(300, 620) end)
  end)
  advance(0.45)
  advance(0.25)
end)
"""
CURVE_ID = "scenarios/curve.lua › a cubic slide"


def run(binary, work, chromium, check, skip, save):
    from playwright.sync_api import sync_playwright
    project = os.path.join(work, "scrub")
    os.makedirs(os.path.join(project, "scenarios"), exist_ok=True)
    os.makedirs(os.path.join(project, "animators"), exist_ok=True)
    animator_path = os.path.join(project, "animators", "fade.lua")
    save(animator_path, ANIMATOR)
    save(os.path.join(project, "scenarios", "scrub.lua"), SCENARIO)
    save(os.path.join(project, "scenarios", "curve.lua"), CURVE)
    log_path = os.path.join(work, "scrub.log")
    with running_studio(binary, project, log_path) as port:
        if port is None:
            check("scrub: the studio started", False, open(log_path).read()[-1000:])
            return
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            checks(browser, port, project, animator_path, binary, check, skip, save)
            widths.run(browser, port, SCENARIO_ID, check)
            browser.close()


def read(path):
    with open(path) as handle:
        return handle.read()


def wait_file(path, expected, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if read(path) == expected:
            return True
        time.sleep(0.02)
    return False


def wait_changed(path, before, seconds=20):
    """The file's text once it differs from `before` (or as it is after `seconds`)."""
    deadline, text = time.time() + seconds, read(path)
    while time.time() < deadline and text == before:
        time.sleep(0.05)
        text = read(path)
    return text


def drag(page, start, end):
    """A curve handle dragged from `start` to `end` in two moves, let go once its previews settled."""
    (x0, y0), (x1, y1) = start, end
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2)
    page.mouse.move(x1, y1)
    page.wait_for_function("!scrubber.busy && !scrubber.pending", timeout=30000)
    page.mouse.up()


DETAIL_ALPHA = """() => { const f = frames[state.index], v = f.views.find(w => w.name === "detail"); return v ? view(v).alpha : null; }"""
PIXELS = """() => { const c = document.getElementById("stage"), d = c.getContext("2d").getImageData(0, 0, c.width, c.height);
                    return { w: c.width, h: c.height, data: Array.from(d.data) }; }"""


def handle_centre(page, index):
    """The centre of the panel's number `index`, in page pixels, once the panel holds still (a
    push redraws it: a box asked for meanwhile can be of a node just replaced)."""
    page.wait_for_function("!studio.busy && !scrubber.busy && !scrubber.drag", timeout=30000)
    for _ in range(50):
        box = page.locator("#source .num").nth(index).bounding_box()
        if box is not None:
            return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        time.sleep(0.05)
    raise SystemExit("studio_scrub: the source panel's number {index} never settled")


def checks(browser, port, project, animator_path, binary, check, skip, save):
    page = browser.new_page(viewport={"width": 1600, "height": 900}, device_scale_factor=1)
    from urllib.parse import urlencode
    page.goto(f"http://127.0.0.1:{port}/#" + urlencode({"scenario": SCENARIO_ID, "t": "0.2", "zoom": "1", "view": "detail"}))
    page.wait_for_function("window.studio && studio.shownId === " + repr(SCENARIO_ID) + " && studio.paints.length >= 1 && !studio.busy && window.scrubber && document.querySelectorAll('#source .num').length > 0", timeout=30000)

    # SD5.1: the animator's numbers are handles, the one in its comment is not.
    numbers = page.evaluate("Array.from(document.querySelectorAll('#source .num')).map(n => n.textContent)")
    check("SD5.1: the source panel shows the animator with its numbers as handles, not the comment's",
          numbers == ["0.4", "0", "0.4", "0", "1"] and page.evaluate("document.querySelector('#source pre').textContent") == ANIMATOR, numbers)
    before = page.evaluate(DETAIL_ALPHA)
    check("the fade is at alpha 0.5 at t = 0.2 s before scrubbing", before is not None and abs(before - 0.5) < 0.02, before)

    # SD5.2: drag the UIView.animate duration (the third number) 4 px right: 0.4 + 4 × 0.1 = 0.8.
    note = page.evaluate("document.querySelector('#curve .curve-note').textContent")
    check("SD5.6: a named curve (the fade's .linear) is drawn read-only, saying why",
          page.evaluate("document.getElementById('curve').dataset.curve") == ".linear" and note.startswith("read-only: .linear is a named curve"), note)
    x, y = handle_centre(page, 2)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 4, y)
    page.wait_for_function("scrubber.paints.length >= 1 && !scrubber.busy && !scrubber.pending", timeout=30000)
    during = page.evaluate(DETAIL_ALPHA)
    check("SD5.2: while dragging, the stage shows the 0.8 s fade at the same moment (alpha 0.25 at t = 0.2 s)",
          during is not None and abs(during - 0.25) < 0.02 and abs(page.evaluate("state.time") - 0.2) < 1e-9, during)
    check("SD5.2: the file is not written while dragging", read(animator_path) == ANIMATOR)
    preview = page.evaluate(PIXELS)
    page.mouse.up()
    written = ANIMATOR.replace('UIView.animate(0.4,', 'UIView.animate(0.8,')
    check("SD5.3: letting go writes 0.8 at the literal's bytes, the rest of the file as it was", wait_file(animator_path, written), read(animator_path))

    # The preview's frame against the renderer's PNG of the file as written, at the same moment.
    png = os.path.join(project, "scrubbed-at-0.2.png")
    subprocess.run([binary, "render", "scenarios/scrub.lua", "--at", "0.2", "--scale", "1", "--out", png, "--quiet"], cwd=project, check=True, capture_output=True)
    try:
        from PIL import Image
    except ImportError:
        Image = None
    if Image is None:
        skip("SD5.2: the preview matches the renderer's PNG", "Pillow is not installed (scripts/test-studio installs it)")
    else:
        image = Image.open(png).convert("RGB")
        same_size = (preview["w"], preview["h"]) == image.size
        off = []
        if same_size:
            for gy in range(1, 40):
                for gx in range(1, 20):
                    px, py = gx * preview["w"] // 20, gy * preview["h"] // 40
                    k = (py * preview["w"] + px) * 4
                    if max(abs(a - b) for a, b in zip(preview["data"][k:k + 3], image.getpixel((px, py)))) > 3:
                        off.append(((px, py), preview["data"][k:k + 3], image.getpixel((px, py))))
        check("SD5.2: the repainted frame matches the renderer's PNG of the written file at t = 0.2 s (741 points)",
              same_size and not off, f"size {preview['w']}×{preview['h']} vs {image.size}; {len(off)} differ, e.g. {off[:3]}")

    # The write goes through the ordinary hot reload: the pushed run shows 0.8 s, the ghost 0.4 s.
    page.wait_for_function("studio.shown[studio.shownId] > 1 && !studio.busy && document.querySelector('#source .num:nth-of-type(3)').textContent === '0.8'", timeout=30000)
    after = page.evaluate(DETAIL_ALPHA)
    ghost = page.evaluate("""() => { const f = ghost && ghost.frames[indexAt(state.time, ghost.frames)]; const v = f && f.views.find(w => w.name === "detail"); return v ? view(v).alpha : null; }""")
    check("SD5.3: the watch re-runs the written file: 0.25 on show, the 0.4 s fade as the ghost",
          after is not None and abs(after - 0.25) < 0.02 and ghost is not None and abs(ghost - 0.5) < 0.02, (after, ghost))

    # SD5.4: Ctrl-Z writes the previous value back.
    page.keyboard.press("Control+z")
    check("SD5.4: Ctrl-Z puts 0.4 back into the file", wait_file(animator_path, ANIMATOR), read(animator_path))
    # The undo's re-run on show again (the 0.4 s fade), and the panel read after it.
    page.wait_for_function("document.querySelectorAll('#source .num')[2].textContent === '0.4' && !studio.busy && ("
                           + DETAIL_ALPHA + ")() > 0.45", timeout=30000)
    time.sleep(0.3)

    # Typed: a double-click, a value, Enter writes it; Ctrl-Z again.
    x, y = handle_centre(page, 2)
    page.mouse.dblclick(x, y)
    page.keyboard.press("Control+a")
    page.keyboard.type("0.6")
    page.keyboard.press("Enter")
    check("a typed value is written at the literal's bytes", wait_file(animator_path, ANIMATOR.replace("UIView.animate(0.4,", "UIView.animate(0.6,")), read(animator_path))
    page.wait_for_function("!studio.busy && (" + DETAIL_ALPHA + ")() < 0.4", timeout=30000)
    page.click("#undo")
    check("SD5.4: and undone with the Undo button", wait_file(animator_path, ANIMATOR), read(animator_path))
    page.wait_for_function("document.querySelectorAll('#source .num')[2].textContent === '0.4' && !studio.busy && ("
                           + DETAIL_ALPHA + ")() > 0.45", timeout=30000)
    time.sleep(0.3)

    # SD5.3: an edit in the editor during a drag wins; the panel reloads it.
    x, y = handle_centre(page, 2)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 2, y)
    page.wait_for_function("!scrubber.busy && !scrubber.pending", timeout=30000)
    theirs = ANIMATOR.replace("return 0.4 end", "return 0.45 end")
    save(animator_path, theirs)
    page.mouse.up()
    page.wait_for_function("!scrubber.drag && /changed on disk/.test(scrubber.status)", timeout=30000)
    time.sleep(0.3)
    check("SD5.3: the studio refuses to write over a file changed in the editor since it read it; the editor's text stays",
          read(animator_path) == theirs, read(animator_path))
    page.wait_for_function("document.querySelector('#source pre').textContent.includes('return 0.45 end')", timeout=30000)
    check("SD5.3: the panel reloads the editor's version", True)

    # SD5.5: scrub → paint, from each pointer move to the frame after its preview was drawn; a long
    # drag with Shift (steps of 0.01): every value previewed or skipped for a newer one, never queued.
    page.wait_for_function("!studio.busy", timeout=30000)
    time.sleep(0.3)
    x, y = handle_centre(page, 2)
    page.evaluate("scrubber.paints = []")
    page.keyboard.down("Shift")
    page.mouse.move(x, y)
    page.mouse.down()
    started = time.time()
    moves = 60
    # As fast as the browser takes moves: the previews, not the input, must set the pace.
    for k in range(1, moves + 1):
        page.mouse.move(x + k, y)
    moving = time.time() - started
    page.wait_for_function("!scrubber.busy && !scrubber.pending", timeout=30000)
    seconds = time.time() - started
    try:
        # Painted two animation frames after it was drawn.
        page.wait_for_function("scrubber.paints.length && scrubber.paints[scrubber.paints.length - 1].text === '1.00'", timeout=5000)
    except Exception:
        pass
    paints = page.evaluate("scrubber.paints")
    page.mouse.up()
    page.keyboard.up("Shift")
    expected = ANIMATOR.replace("return 0.4 end", "return 0.45 end").replace("UIView.animate(0.4,", "UIView.animate(1.00,")
    check("SD5.5: a Shift-drag of 60 px moves in hundredths (0.4 → 1.00), written once at the end", wait_file(animator_path, expected), read(animator_path))
    check("SD5.5: the last value dragged to is the last one painted", bool(paints) and paints[-1]["text"] == "1.00", paints[-3:])
    check("SD5.5: a fast drag coalesces: fewer previews than moves, none queued", 0 < len(paints) <= moves, len(paints))
    latencies = sorted(p["ms"] for p in paints)
    if latencies:
        p50, p99 = latencies[len(latencies) // 2], latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        print(f"METRIC studio.scrub_to_paint.ms.p50 {p50:.1f} ms")
        print(f"METRIC studio.scrub_to_paint.ms.p99 {p99:.1f} ms")
        print(f"METRIC studio.scrub_updates.per_s {len(paints) / seconds:.1f} /s")
        print(f"studio-check: the drag's {moves} moves took {moving * 1000:.0f} ms, its {len(paints)} previews {seconds * 1000:.0f} ms")
    page.close()
    curve(browser, port, project, check)


def curve(browser, port, project, check):
    """SD5.6: the curve editor draws the bar's cubic with its control points; dragging the first
    one to about (0.4, 0.6) writes both of its numbers into the scenario file, nothing else."""
    from urllib.parse import urlencode
    path = os.path.join(project, "scenarios", "curve.lua")
    page = browser.new_page(viewport={"width": 1600, "height": 900}, device_scale_factor=1)
    page.goto(f"http://127.0.0.1:{port}/#" + urlencode({"scenario": CURVE_ID, "view": "bar", "t": "0.3"}))
    page.wait_for_function("window.studio && studio.shownId === " + repr(CURVE_ID) + " && !studio.busy && window.curveEditor && curveEditor.target", timeout=30000)
    # The editor's maths against docs/timing.md's reference values (computed independently there).
    values = page.evaluate("""[cubicAt(namedCurves.easeInOut, 0.3), cubicAt(namedCurves.easeIn, 0.5), cubicAt(namedCurves.easeOut, 0.8),
                              cubicAt(namedCurves.default, 0.1), springAt(1, 100, 10, 0, 0.25), springForDuration(0.5, 1, 0).k, springForDuration(0.5, 1, 0).c]""")
    reference = [0.187396, 0.315357, 0.937718, 0.094796, 1.023360, 341.02, 36.93]
    tolerance = [1e-5, 1e-5, 1e-5, 1e-5, 1e-4, 0.01, 0.01]
    check("SD5.6: the curves drawn are docs/timing.md's: easeInEaseOut(0.3), easeIn(0.5), easeOut(0.8), default(0.1), a spring at 0.25 s, T = 0.5 s ζ = 1",
          all(abs(v - r) <= t for v, r, t in zip(values, reference, tolerance)), values)
    label = page.evaluate("document.getElementById('curve').dataset.curve")
    check("SD5.6: the curve editor shows the bar's animation by its label", label == "cubic(0.2, 0.8, 0.3, 1)", label)
    check("SD5.6: its control points are the scenario's literals, so the handles are live",
          page.evaluate("curveEditor.target.literals.map(l => l.text).join(' ')") == "0.2 0.8 0.3 1",
          page.evaluate("document.querySelector('#curve .curve-note').textContent"))
    where = """([x, y]) => { const r = document.querySelector('#curve canvas').getBoundingClientRect(), m = curveEditor.map;
                            return [r.left + m.X(x) / m.ratio, r.top + m.Y(y) / m.ratio]; }"""
    x0, y0 = page.evaluate(where, [0.2, 0.8])
    x1, y1 = page.evaluate(where, [0.4, 0.6])
    drag(page, (x0, y0), (x1, y1))
    text = wait_changed(path, CURVE)
    found = re.search(r"CGPoint\((-?[\d.]+), (-?[\d.]+)\), CGPoint\(0\.3, 1\)", text)
    rest_same = found is not None and text.replace(found.group(0), "CGPoint(0.2, 0.8), CGPoint(0.3, 1)") == CURVE
    near = found is not None and abs(float(found.group(1)) - 0.4) <= 0.02 and abs(float(found.group(2)) - 0.6) <= 0.02
    check("SD5.6: dragging the first control point to (0.4, 0.6) writes both its numbers, the rest of the file as it was",
          rest_same and near, text)

    # The spring: its dot on the curve's peak; 20 px up is 0.2 less damping (0.45 → 0.25).
    page.wait_for_function("!studio.busy && !scrubber.busy && !scrubber.drag", timeout=30000)
    time.sleep(0.5)
    page.evaluate("state.selected = frames[state.index].views.find(v => v.name === 'ball').id; show(state.index, state.time)")
    page.wait_for_function("curveEditor.target && document.getElementById('curve').dataset.curve.startsWith('spring(')", timeout=30000)
    label = page.evaluate("document.getElementById('curve').dataset.curve")
    # Byte offsets in the file as it is now (ASCII: the same as Python's indices).
    handles = page.evaluate("[curveEditor.target.literals.map(l => l.start), curveEditor.target.x && curveEditor.target.x.start]")
    check("SD5.6: the ball's spring is drawn with the animator's damping ratio (not advance's 0.45) up and down, its duration sideways",
          label == "spring(dampingRatio: 0.45, initialVelocity: 0)" and handles == [[read(path).index("0.6, 0.45") + 5], read(path).index("0.6, 0.45")], (label, handles))
    before = read(path)
    x0, y0 = page.evaluate("(() => { const p = springPeak(curveEditor.shape); return (" + where + ")([p.u, p.v]); })()")
    drag(page, (x0, y0), (x0, y0 - 20))
    text = wait_changed(path, before)
    found = re.search(r"UIViewPropertyAnimator\(0\.6, (-?[\d.]+), function", text)
    check("SD5.6: dragging the spring's dot 20 px up writes a damping ratio of about 0.25 in its place",
          found is not None and abs(float(found.group(1)) - 0.25) <= 0.015 and text.replace(found.group(0), "UIViewPropertyAnimator(0.6, 0.45, function") == before, text)

    # Sideways: 100 px to the right doubles the duration (0.6 → 1.20), the damping ratio as it was.
    page.wait_for_function("!studio.busy && !scrubber.busy && !scrubber.drag && curveEditor.target && curveEditor.target.x && curveEditor.target.literals[0].text !== '0.45'", timeout=30000)
    time.sleep(0.5)
    before = read(path)
    ratio = re.search(r"UIViewPropertyAnimator\(0\.6, (-?[\d.]+), function", before).group(1)
    x0, y0 = page.evaluate("(() => { const p = springPeak(curveEditor.shape); return (" + where + ")([p.u, p.v]); })()")
    drag(page, (x0, y0), (x0 + 100, y0))
    expected = before.replace(f"UIViewPropertyAnimator(0.6, {ratio}, function", f"UIViewPropertyAnimator(1.20, {ratio}, function")
    check("SD5.6: dragging the spring's dot 100 px sideways writes the call's duration doubled (1.20), nothing else", wait_file(path, expected), read(path))

    # The initial velocity's dot: UISpringTimingParameters(0.7, 2)'s second argument; 20 px up adds 1.
    page.wait_for_function("!studio.busy && !scrubber.busy && !scrubber.drag", timeout=30000)
    time.sleep(0.5)
    page.evaluate("state.selected = frames[state.index].views.find(v => v.name === 'dot').id; show(state.index, state.time)")
    page.wait_for_function("curveEditor.target && document.getElementById('curve').dataset.curve.startsWith('spring(dampingRatio: 0.7')", timeout=30000)
    before = read(path)
    found = page.evaluate("[document.getElementById('curve').dataset.curve, curveEditor.target.literals[0].start, curveEditor.target.v && curveEditor.target.v.start]")
    check("SD5.6: a spring's initial velocity is a handle of its own, the literal passed as it",
          found == ["spring(dampingRatio: 0.7, initialVelocity: 2)", before.index("(0.7, 2)") + 1, before.index("(0.7, 2)") + 6], found)
    x0, y0 = page.evaluate("(() => { const p = velocityDot(curveEditor.shape); return (" + where + ")([p.u, p.v]); })()")
    drag(page, (x0, y0), (x0, y0 - 20))
    text = wait_changed(path, before)
    found = re.search(r"UISpringTimingParameters\(0\.7, (-?[\d.]+)\)", text)
    check("SD5.6: dragging the velocity's dot 20 px up writes an initial velocity of about 3 in its place, nothing else",
          found is not None and abs(float(found.group(1)) - 3) <= 0.15 and text.replace(found.group(0), "UISpringTimingParameters(0.7, 2)") == before, text)

    # Keyframes: the animateKeyframes call of this duration (0.6, also the spring's duration before
    # it was dragged), its two addKeyframe calls as bars; the second's start dragged from 0.5 to 0.3.
    page.wait_for_function("!studio.busy && !scrubber.busy && !scrubber.drag", timeout=30000)
    time.sleep(0.5)
    page.evaluate("state.selected = frames[state.index].views.find(v => v.name === 'box').id; show(state.index, state.time)")
    page.wait_for_function("curveEditor.target && curveEditor.target.segments && document.getElementById('curve').dataset.curve.startsWith('keyframes(')", timeout=30000)
    before = read(path)
    segments = page.evaluate("curveEditor.target.segments.map(s => [s.start.start, s.length.start])")
    first, second = before.index("addKeyframe(0, 0.5"), before.index("addKeyframe(0.5, 0.5")
    check("SD5.6: keyframes are drawn as their segments, each one's relative start and duration the literals of its addKeyframe",
          segments == [[first + 12, first + 15], [second + 12, second + 17]], segments)
    x0, y0 = page.evaluate("(() => { const b = keyframeBars(curveEditor.shape, curveEditor.target)[1]; return (" + where + ")([b.start, b.v]); })()")
    x1, _ = page.evaluate(where, [0.3, 0])
    drag(page, (x0, y0), (x1, y0))
    expected = before.replace("addKeyframe(0.5, 0.5", "addKeyframe(0.30, 0.5")
    check("SD5.6: dragging the second keyframe's start to 0.3 writes 0.30 in its place, nothing else", wait_file(path, expected), read(path))
    page.close()
