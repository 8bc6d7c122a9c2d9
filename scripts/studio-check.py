#!/usr/bin/env python3
"""End-to-end checks of `stagecraft studio` in a real headless browser (Debian's chromium, driven
by Playwright from PyPI): start the studio on a free port on a scratch scenario, edit its
animator on disk the way editors save (write a temporary file, rename it into place), and read
from the page itself that the new trace arrived, the moment (time and selected view) was kept,
the ghost of the previous generation was drawn, A/B flips the two, a syntax error's overlay
appears over the last good motion and clears on the fixing save, a dropped connection catches
up, and a burst of saves ends on the last one. Then measures save → paint over 50 saves, checks
the player's stage on a second scenario file (curves labelled with their animations' curves over a
time axis, SD2.5; nothing drawn past the device's screen, SD2.6; clicks on a card mid-flip hitting
its projected trapezoid, SD2.4), and measures the studio's idle CPU.

Usage: studio-check.py STAGECRAFT_BINARY WORK_DIR   (STUDIO_CHECK_ONLY=moments, scrub or compare: only studio_moments.py's,
studio_scrub.py's or studio_compare.py's checks)
Prints one line per check, the METRIC lines, and ends with `studio-check: N passed, N failed, N skipped`.
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from urllib.parse import urlencode

BINARY, WORK = os.path.abspath(sys.argv[1]), sys.argv[2]
results = {"passed": 0, "failed": 0, "skipped": 0}

SCENARIO = """\
local fade = animator "animators/fade.lua"
local home = screen "home" { backgroundColor = "systemGroupedBackground" }
local detail = screen "detail" { backgroundColor = "systemYellow" }
scenario("fade presents the detail screen", function()
  window { root = home }
  transition(detail, { animator = fade, style = "overFullScreen" })
  present(home, detail)
  advance(0.5)
  expect.alpha("detail", 1, 0.01)
end)
"""


def animator(duration):
    return f"""\
local Fade = {{}}
function Fade.transitionDuration(ctx) return {duration} end
function Fade.animateTransition(ctx)
  local to = ctx:view("to")
  to.frame = ctx:finalFrame(ctx:viewController("to"))
  to.alpha = 0
  ctx.containerView:addSubview(to)
  UIView.animate({duration}, function() to.alpha = 1 end, function() ctx:completeTransition(true) end)
end
return Fade
"""


# The player's stage (SD2.4–SD2.6): a flipping card to click mid-flip; a bar that slides half past the
# right edge of an iPhone 15 in portrait, and a ball on a spring, before the device turns (so the
# stage, sized for the trace's largest window, is wider than the portrait screen).
STAGE = """\
local board = screen "board" {
  backgroundColor = "systemBackground",
  view { "card", frame = {95, 500, 200, 100}, backgroundColor = "systemBlue" },
}
scenario("a card flips", function()
  window { root = board }
  local card = board.view:viewNamed("card")
  UIView.transition(card, 1, {"transitionFlipFromLeft", "curveLinear"}, function() card.backgroundColor = "systemOrange" end)
  advance(1.2)
end)
local home = screen "home" {
  backgroundColor = "systemBackground",
  view { "bar", frame = {0, 100, 200, 100}, backgroundColor = "systemRed" },
  view { "ball", frame = {0, 300, 50, 50}, backgroundColor = "systemGreen" },
}
scenario("a bar slides half off the screen, then the device turns", function()
  window { root = home, device = "iPhone 15" }
  local bar, ball = home.view:viewNamed("bar"), home.view:viewNamed("ball")
  local width = home.view.bounds.size.width
  UIView.animate(0.5, 0, "curveEaseOut", function() bar.center = CGPoint(width, 150) end)
  UIViewPropertyAnimator(0.6, 0.5, function() ball.center = CGPoint(200, 325) end):startAnimation()
  advance(0.7)
  rotate("landscapeLeft")
  advance(0.5)
end)
"""

# Issue 24, items 2 and 3: a page on another origin (a second local server, its name mapped to
# 127.0.0.1 by Chromium's resolver rules, as a DNS rebinding attacker's would be) tries to read the
# studio's pushes over a WebSocket, by every name of the loopback address.
ATTACK = """<!doctype html><meta charset="utf-8"><title>another site</title><script>
window.result = { events: [], closed: 0 };
const port = new URLSearchParams(location.search).get("port");
for (const host of ["127.0.0.1", "localhost"]) {
  const socket = new WebSocket(`ws://${host}:${port}/live`);
  socket.onopen = () => result.events.push(`${host}: open`);
  socket.onmessage = (e) => result.events.push(`${host}: message ${String(e.data).slice(0, 40)}`);
  socket.onerror = () => result.events.push(`${host}: error`);
  socket.onclose = (e) => { result.events.push(`${host}: close ${e.code}`); result.closed += 1; };
}
</script>"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


BROKEN = "local Fade = {}\nfunction Fade.transitionDuration(ctx)\n  return 0.2\nend\nfunction Fade.animateTransition(ctx\nreturn Fade\n"


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + str(detail)}", flush=True)


def skip(name, why):
    results["skipped"] += 1
    print(f"skip {name}: {why}", flush=True)


def save(path, text):
    """As editors save: a temporary file renamed over the old one. Returns the rename's time (ms)."""
    temporary = path + ".tmp"
    with open(temporary, "w") as handle:
        handle.write(text)
    at = time.time() * 1000
    os.rename(temporary, path)
    return at


def finish():
    print(f"studio-check: {results['passed']} passed, {results['failed']} failed, {results['skipped']} skipped")
    sys.exit(1 if results["failed"] else 0)


try:
    from playwright.sync_api import sync_playwright
except ImportError:
    skip("studio in a browser", "Playwright is not installed (scripts/test-studio installs it)")
    finish()
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium is None:
    skip("studio in a browser", "chromium is not installed (scripts/test-studio installs it with apt when it can)")
    finish()

import importlib.util
compare_spec = importlib.util.spec_from_file_location("studio_compare", os.path.join(os.path.dirname(os.path.abspath(__file__)), "studio_compare.py"))
compare = importlib.util.module_from_spec(compare_spec)
compare_spec.loader.exec_module(compare)
# Issue 27, part 4 (SD6.x): compare generations, a studio of its own too.
if os.environ.get("STUDIO_CHECK_ONLY") in (None, "compare"):
    compare.run(BINARY, WORK, chromium, check, skip, save, animator)
    if os.environ.get("STUDIO_CHECK_ONLY") == "compare":
        finish()
# Issue 27, part 3 (docs/studio.md, SD4.x): a studio of its own on a failing scenario and a pan.
spec = importlib.util.spec_from_file_location("studio_moments", os.path.join(os.path.dirname(os.path.abspath(__file__)), "studio_moments.py"))
moments = importlib.util.module_from_spec(spec)
spec.loader.exec_module(moments)
if os.environ.get("STUDIO_CHECK_ONLY") in (None, "", "moments"):
    moments.run(BINARY, WORK, chromium, check, skip, save, animator)
if os.environ.get("STUDIO_CHECK_ONLY") == "moments":
    finish()
# Issue 27, part 4 (SD5.x): scrub any number, in a studio of its own.
spec = importlib.util.spec_from_file_location("studio_scrub", os.path.join(os.path.dirname(os.path.abspath(__file__)), "studio_scrub.py"))
scrub = importlib.util.module_from_spec(spec)
spec.loader.exec_module(scrub)
scrub.run(BINARY, WORK, chromium, check, skip, save)
if os.environ.get("STUDIO_CHECK_ONLY") == "scrub":
    finish()

project = os.path.join(WORK, "studio")
os.makedirs(os.path.join(project, "scenarios"), exist_ok=True)
os.makedirs(os.path.join(project, "animators"), exist_ok=True)
fade = os.path.join(project, "animators", "fade.lua")
save(os.path.join(project, "scenarios", "fade.lua"), SCENARIO)
save(fade, animator(0.2))
save(os.path.join(project, "scenarios", "stage.lua"), STAGE)

# Bad input first: a port in use is named, and the exit is non-zero.
log_path = os.path.join(WORK, "studio.log")
log = open(log_path, "w")
studio = subprocess.Popen([BINARY, "studio", "scenarios", "--port", "0", "--color", "never"], cwd=project, stdout=log, stderr=subprocess.STDOUT)


def output():
    with open(log_path) as handle:
        return handle.read()


def wait_output(pattern, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        found = re.search(pattern, output())
        if found:
            return found
        time.sleep(0.05)
    raise SystemExit(f"studio-check: no {pattern!r} in the studio's output:\n{output()[-2000:]}")


try:
    port = int(wait_output(r"studio on http://127\.0\.0\.1:(\d+)/").group(1))
    wait_output("watching ")
    busy = subprocess.run([BINARY, "studio", "scenarios", "--port", str(port)], cwd=project, capture_output=True, text=True, timeout=30)
    check("a port in use: a clear message and a non-zero exit", busy.returncode != 0 and f"port {port} on 127.0.0.1 is in use" in busy.stderr,
          f"exit {busy.returncode}, {busy.stderr[-300:]}")
    listening = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True) if shutil.which("ss") else None
    if listening is None or not listening.stdout.strip():
        skip("loopback only", "ss is not installed")
    else:
        addresses = [line.split()[3] for line in listening.stdout.strip().splitlines()]
        check("the server listens on 127.0.0.1 only", addresses == [f"127.0.0.1:{port}"], addresses)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        console_errors, missing = [], []
        page.on("console", lambda message: console_errors.append(message.text) if message.type == "error" else None)
        page.on("response", lambda response: missing.append(response.url) if response.status >= 400 else None)
        page.goto(f"http://127.0.0.1:{port}/#t=0.1&view=detail")
        page.wait_for_function("window.studio && studio.paints.length >= 1", timeout=20000)
        # Issue 24, item 5: /favicon.ico was a 404 on every page load, an error in the console.
        icon = page.evaluate("fetch('/favicon.ico').then(async r => [r.status, r.headers.get('content-type'), (await r.arrayBuffer()).byteLength])")
        check("the studio serves its icon: /favicon.ico is an image, not a 404", icon[0] == 200 and icon[1] == "image/x-icon" and icon[2] > 100, icon)
        check("the page loads with no console error and no failed request", not console_errors and not missing, (console_errors, missing))

        # What the page shows: the selected view's name, its alpha now, in the current and the ghost generation.
        MOMENT = """() => {
          const id = state.selected, name = nameOf(frames, id);
          const alpha = (list, vid) => { const f = list[indexAt(state.time, list)]; const v = f && f.views.find(w => w.id === vid); return v ? view(v).alpha : null; };
          return { time: state.time, name, alpha: alpha(frames, id), generation: studio.snapshot.generation,
                   ghost: ghost ? alpha(ghost.frames, matching(ghost.frames, name, id)) : null,
                   drawn: stage.dataset.ghost, paints: studio.paints.length, showing: state.showing || null,
                   error: !document.getElementById("error").hidden, errorText: document.getElementById("error").textContent };
        }"""
        first = page.evaluate(MOMENT)
        check("the page opens at the hash's moment with its view selected", abs(first["time"] - 0.1) < 1e-9 and first["name"] == "detail", first)
        check("the scenario list shows file › scenario and PASS",
              "PASS scenarios/fade.lua › fade presents the detail screen" in page.inner_text("#scenarios"), page.inner_text("#scenarios"))

        def wait_generation(generation, timeout=20000):
            page.wait_for_function(f"studio.snapshot.generation >= {generation} && !studio.busy && studio.paints.length && studio.paints[studio.paints.length - 1].generation >= {generation} && studio.paints[studio.paints.length - 1].at", timeout=timeout)

        def wait_snapshot(generation, timeout=20000):
            page.wait_for_function(f"studio.snapshot.generation >= {generation} && !studio.busy", timeout=timeout)

        save(fade, animator(0.4))
        wait_generation(first["generation"] + 1)
        swapped = page.evaluate(MOMENT)
        check("a save pushes the new trace without a page reload", swapped["generation"] == first["generation"] + 1 and page.evaluate("performance.getEntriesByType('navigation').length") == 1, swapped)
        check("the moment is kept: same time, same view selected", abs(swapped["time"] - 0.1) < 1e-9 and swapped["name"] == "detail", swapped)
        check("the new motion is on show: a slower fade is less far along at the same time",
              swapped["alpha"] is not None and swapped["ghost"] is not None and swapped["alpha"] < swapped["ghost"] - 0.05, swapped)
        check("the ghost of the previous generation is drawn, and it is the old motion",
              swapped["drawn"] == "drawn" and abs(swapped["ghost"] - first["alpha"]) < 1e-9, swapped)

        page.keyboard.press("b")
        flipped = page.evaluate(MOMENT)
        check("B flips to the previous generation at the same moment",
              flipped["showing"].startswith("previous") and abs(flipped["alpha"] - first["alpha"]) < 1e-9 and abs(flipped["time"] - 0.1) < 1e-9, flipped)
        page.keyboard.press("b")
        back = page.evaluate(MOMENT)
        check("B again flips back to the new one", back["showing"].startswith("new") and abs(back["alpha"] - swapped["alpha"]) < 1e-9, back)

        # The player: clicking the stage selects the view under the pointer; without a time in
        # the hash it opens on the first frame that draws something (frame 0 is an empty window).
        page.evaluate("state.selected = null; show(state.index, state.time)")
        box = page.locator("#stage").bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        clicked = page.evaluate(MOMENT)
        check("clicking the stage selects the view under the pointer", clicked["name"] == "detail", clicked)
        plain = browser.new_page(viewport={"width": 1280, "height": 900})
        plain.goto(f"http://127.0.0.1:{port}/")
        plain.wait_for_function("window.studio && studio.paints.length >= 1", timeout=20000)
        opened = plain.evaluate("({ index: state.index, first: firstContent(), views: frames[firstContent()].views.length, empty: frames[0].views.every(v => !v.background) })")
        check("without a time, the player opens on the first frame with content, not the empty frame 0",
              opened["index"] == opened["first"] > 0 and opened["empty"] and opened["views"] > 1, opened)
        plain.close()

        # Errors in place: the overlay over the last good motion, the terminal saying the same.
        save(fade, BROKEN)
        wait_snapshot(swapped["generation"] + 1)
        broken = page.evaluate(MOMENT)
        check("a syntax error shows as an overlay with file:line and the source line",
              broken["error"] and "animators/fade.lua:6" in broken["errorText"] and "')' expected near 'return'" in broken["errorText"]
              and "6 │ return Fade" in broken["errorText"], broken)
        check("the last good motion stays beneath the overlay", broken["alpha"] is not None and abs(broken["alpha"] - swapped["alpha"]) < 1e-9, broken)
        wait_output(r"✗ animators/fade\.lua:6: '\)' expected near 'return'")
        check("the terminal shows the same error", True)
        # Issue 27: a runtime error (a misspelt UIView.animate, line 8) gets the overlay too, with the
        # code around it — line 8 marked between 6 and 10 — and the nearest registered name.
        save(fade, animator(0.4).replace("UIView.animate(", "UIView.animte("))
        wait_snapshot(broken["generation"] + 1)
        typo = page.evaluate(MOMENT)
        check("a runtime error shows as an overlay with the code around its line and a did-you-mean",
              typo["error"] and "UIView has no member 'animte' — did you mean 'animate'?" in typo["errorText"]
              and "> 8 │   UIView.animte(" in typo["errorText"] and "6 │   to.alpha = 0" in typo["errorText"]
              and "10 │ return Fade" in typo["errorText"], typo)
        save(fade, animator(0.4))
        wait_snapshot(typo["generation"] + 1)
        fixed = page.evaluate(MOMENT)
        check("a fixed save clears the overlay", not fixed["error"], fixed)

        # A dropped connection loses nothing: what was saved while it was down arrives on reconnecting.
        page.evaluate("studio.socket.close()")
        page.wait_for_function("!studio.connected")
        save(fade, animator(0.3))
        wait_output(r"re-run \(1 passed", 20)
        before = fixed["generation"]
        wait_generation(before + 1)
        caught = page.evaluate(MOMENT)
        check("a client that reconnects gets the save it missed", caught["generation"] == before + 1 and abs(caught["ghost"] - fixed["alpha"]) < 1e-9, caught)

        # A burst of saves coalesces, and the last one wins.
        for k in range(40):
            save(fade, animator(0.25 + 0.005 * (k % 7)))
        save(fade, animator(0.2))
        deadline = time.time() + 30
        final = None
        while time.time() < deadline:
            time.sleep(0.3)
            final = page.evaluate(MOMENT)
            if not page.evaluate("studio.busy") and final["alpha"] is not None and abs(final["alpha"] - first["alpha"]) < 1e-9:
                break
        check("a burst of saves ends on the last one", final is not None and abs(final["alpha"] - first["alpha"]) < 1e-9, final)
        runs = output().count("↻ saved:")
        check("the burst coalesced into fewer runs than saves", runs < 4 + 41, runs)

        # save → paint, from the rename to the frame after the new trace was drawn, as the page saw it.
        latencies = []
        for k in range(50):
            generation = page.evaluate("studio.snapshot.generation")
            renamed = save(fade, animator(0.4 if k % 2 == 0 else 0.2))
            wait_generation(generation + 1)
            painted = page.evaluate(f"studio.paints.find(p => p.generation >= {generation + 1}).at")
            latencies.append(painted - renamed)
        latencies.sort()
        p50, p99 = latencies[len(latencies) // 2], latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        check("50 saves each painted", len(latencies) == 50)
        print(f"METRIC studio.save_to_paint.ms.p50 {p50:.1f} ms")
        print(f"METRIC studio.save_to_paint.ms.p99 {p99:.1f} ms")

        # The canvas at a known moment against the renderer's PNG of the same scenario (Cairo):
        # a fresh page (no ghost), at 1 pixel per point, sampled on a grid.
        png = os.path.join(WORK, "fade-at-0.1.png")
        subprocess.run([BINARY, "render", "scenarios/fade.lua", "--at", "0.1", "--scale", "1", "--out", png, "--quiet"],
                       cwd=project, check=True, capture_output=True)
        try:
            from PIL import Image
        except ImportError:
            Image = None
        if Image is None:
            skip("the canvas matches the renderer's PNG", "Pillow is not installed (scripts/test-studio installs it)")
        else:
            fresh = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
            fresh.goto(f"http://127.0.0.1:{port}/#t=0.1&zoom=1")
            fresh.wait_for_function("window.studio && studio.paints.length >= 1", timeout=20000)
            pixels = fresh.evaluate("""() => { const c = document.getElementById("stage"), d = c.getContext("2d").getImageData(0, 0, c.width, c.height);
                                         return { w: c.width, h: c.height, data: Array.from(d.data) }; }""")
            image = Image.open(png).convert("RGB")
            same_size = (pixels["w"], pixels["h"]) == image.size
            off = []
            if same_size:
                for gy in range(1, 40):
                    for gx in range(1, 20):
                        x, y = gx * pixels["w"] // 20, gy * pixels["h"] // 40
                        k = (y * pixels["w"] + x) * 4
                        canvas_rgb = pixels["data"][k:k + 3]
                        png_rgb = image.getpixel((x, y))
                        if max(abs(a - b) for a, b in zip(canvas_rgb, png_rgb)) > 3:
                            off.append(((x, y), canvas_rgb, png_rgb))
            check("the canvas at t = 0.1 s matches the renderer's PNG (741 points)", same_size and not off,
                  f"size {pixels['w']}×{pixels['h']} vs {image.size}; {len(off)} points differ, e.g. {off[:3]}")
            fresh.close()

        # The player's stage, on the stage scenarios: a fresh page at 1 pixel per point for each.
        ids = page.evaluate("studio.snapshot.scenarios.map(s => s.id)")
        slide_id = next((i for i in ids if "half off the screen" in i), None)
        flip_id = next((i for i in ids if "a card flips" in i), None)
        check("the stage scenarios ran", slide_id is not None and flip_id is not None, ids)

        def open_scenario(scenario_id, moment, view=None):
            other = browser.new_page(viewport={"width": 1600, "height": 1000}, device_scale_factor=1)
            other.goto(f"http://127.0.0.1:{port}/#" + urlencode({"scenario": scenario_id, "t": moment, "zoom": 1, **({"view": view} if view else {})}))
            other.wait_for_function("window.studio && studio.paints.length >= 1", timeout=20000)
            return other

        if slide_id is not None:
            # SD2.6: at 0.6 s the bar (left edge 100 pt before the portrait screen's right edge) is half off
            # the screen; the stage is as wide as the landscape window, so there is stage beyond the screen.
            slide = open_scenario(slide_id, 0.6, "bar")
            seen = slide.evaluate("""() => { const c = stage, d = c.getContext("2d").getImageData(0, 0, c.width, c.height);
                                        const root = frames[state.index].views[0];
                                        return { w: c.width, h: c.height, data: Array.from(d.data), screen: view(root).size, time: state.time }; }""")
            screen_w = round(seen["screen"][0])

            def pixel(x, y):
                k = (y * seen["w"] + x) * 4
                return tuple(seen["data"][k:k + 3])
            red = lambda p: p[0] > 200 and p[1] < 90 and p[2] < 90
            inside = [pixel(x, 150) for x in range(screen_w - 95, screen_w - 5, 10)]
            beyond = [pixel(x, y) for x in range(screen_w + 2, min(seen["w"], screen_w + 100), 7) for y in range(105, 200, 15)]
            check("the stage is wider than the portrait screen at this moment", seen["w"] > screen_w + 100, seen["w"])
            check("the bar is drawn up to the screen's right edge", all(red(p) for p in inside), inside)
            check("nothing is drawn past the device's screen (the stage clips to it)",
                  not any(red(p) for p in beyond) and all(p == (0, 0, 0) for p in beyond), [p for p in beyond if p != (0, 0, 0)][:5])

            # SD2.5: each curve says which animation drove it, and the plots have a time axis in seconds.
            labels = slide.evaluate("""() => Object.fromEntries([...document.querySelectorAll(".plot")].map(p =>
                                        [p.dataset.property, { label: p.querySelector(".curve-label").textContent, ticks: p.querySelector("canvas").dataset.ticks }]))""")
            check("the bar's x curve is labelled with its curve and span: .easeOut 0–0.5 s",
                  labels.get("x", {}).get("label") == ".easeOut 0–0.5 s" and labels.get("alpha", {}).get("label") == "", labels)
            ticks = [float(t) for t in labels.get("x", {}).get("ticks", "").split(",") if t]
            steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:])}
            span = slide.evaluate("[start, end]")
            check("the curves have a time axis: evenly spaced round ticks in seconds across the trace",
                  len(ticks) >= 3 and len(steps) == 1 and min(steps) in (0.1, 0.2, 0.25, 0.5, 1) and ticks[0] >= span[0] - 1e-9 and ticks[-1] <= span[1] + 1e-9,
                  f"ticks {ticks} over {span}")
            slide.evaluate("state.selected = matching(frames, 'ball', null); show(state.index, state.time)")
            ball = slide.evaluate("document.querySelector('.plot[data-property=\"x\"] .curve-label').textContent")
            check("the ball's x curve is labelled with its spring: spring(dampingRatio: 0.5, initialVelocity: 0) 0–0.6 s",
                  ball == "spring(dampingRatio: 0.5, initialVelocity: 0) 0–0.6 s", ball)
            slide.close()

        if flip_id is not None:
            # SD2.4: a quarter of a second into the 1 s flip, clicks hit the card where it is drawn (its
            # projected trapezoid), not where its transform's affine part would put it.
            flip = open_scenario(flip_id, 0.3)
            card = flip.evaluate("(() => { const f = frames[state.index], v = f.views.find(w => w.name === 'card'); return { v, time: f.time }; })()")
            v = card["v"]
            m, cx, cy = v["transform3D"], v["center"][0], v["center"][1]

            def project(x, y):
                w = x * m[3] + y * m[7] + m[15]
                return cx + (x * m[0] + y * m[4] + m[12]) / w, cy + (x * m[1] + y * m[5] + m[13]) / w
            left, right = project(-100, 0)[0], project(100, 0)[0]
            a, d = v["transform"][0], v["transform"][3]
            affine_left, affine_right = cx - 100 * a, cx + 100 * a
            box = flip.locator("#stage").bounding_box()

            def click(x, y):
                flip.mouse.click(box["x"] + x, box["y"] + y)
                return flip.evaluate("nameOf(frames, state.selected)")
            drawn_only = ((left + affine_left) / 2, cy)     # inside the trapezoid, left of the affine box
            affine_only = ((right + affine_right) / 2, cy)  # inside the affine box, right of the trapezoid
            check("mid-flip the card's trapezoid and its affine box differ by more than 3 pt on each side",
                  affine_left - left > 3 and affine_right - right > 3, (left, right, affine_left, affine_right))
            hit = click(*drawn_only)
            check("clicking the flipping card where it is drawn selects it", hit in ("card", "transition snapshot of card"), (hit, drawn_only))
            missed = click(*affine_only)
            check("clicking beside the drawn card (inside its affine box) selects what is drawn there", missed == "board", (missed, affine_only))
            flip.close()

        # Issue 24, items 2 and 3: another origin cannot read /live, nor a rebinding name anything.
        attacker_dir = os.path.join(WORK, "attacker")
        os.makedirs(attacker_dir, exist_ok=True)
        with open(os.path.join(attacker_dir, "attack.html"), "w") as handle:
            handle.write(ATTACK)
        attacker_port = free_port()
        attacker = subprocess.Popen([sys.executable, "-m", "http.server", str(attacker_port), "--bind", "127.0.0.1", "--directory", attacker_dir],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            hostile = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP evil.test 127.0.0.1"])
            other = hostile.new_page()
            deadline = time.time() + 20
            while True:
                try:
                    other.goto(f"http://evil.test:{attacker_port}/attack.html?port={port}")
                    break
                except Exception:
                    if time.time() > deadline:
                        raise
                    time.sleep(0.2)
            # Refused, both sockets close; accepted, they open (and the push follows at once).
            other.wait_for_function("result.closed >= 2 || result.events.some(e => e.includes(': open'))", timeout=20000)
            time.sleep(0.5)
            attack = other.evaluate("result.events")
            check("a page on another origin cannot open /live (cross-site WebSocket hijacking)",
                  not any(": open" in e or ": message" in e for e in attack), attack)
            wait_output(r"refused a WebSocket from origin 'http://evil\.test:\d+'")
            check("the terminal says a WebSocket from another origin was refused", True)
            rebound = [other.goto(f"http://evil.test:{port}{path}").status for path in ("/", "/state", "/live", "/favicon.ico")]
            check("a name rebound to 127.0.0.1 gets 421 on every route (DNS rebinding)", rebound == [421] * 4, rebound)
            own = hostile.new_page()
            own.goto(f"http://localhost:{port}/")
            own.wait_for_function("window.studio && studio.connected && studio.paints.length >= 1", timeout=20000)
            check("the studio's own page by the name localhost loads and connects", True)
            hostile.close()
        finally:
            attacker.terminate()
            attacker.wait(10)

        # Idle: the page open, nothing saved.
        time.sleep(1)
        ticks = os.sysconf("SC_CLK_TCK")

        def cpu():
            with open(f"/proc/{studio.pid}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])
        start, started = cpu(), time.time()
        time.sleep(5)
        idle = (cpu() - start) / ticks / (time.time() - started) * 100
        print(f"METRIC studio.idle_cpu.percent {idle:.2f} %")
        check("idle CPU of the studio with the page open ≤ 1 %", idle <= 1.0, f"{idle:.2f} %")
        browser.close()
finally:
    studio.terminate()
    try:
        studio.wait(10)
    except subprocess.TimeoutExpired:
        studio.kill()
    log.close()
finish()
