"""Issue 27, part 4, Compare in the studio (docs/studio.md, SD6.x), for studio-check.py: pin an
earlier generation of the scenario on show and view it beside the current one or as an onion skin
over it, at the same moment, both moving together; the page keeps a bounded number of generations
and a pin outlives its eviction; unpin; and the same at 390 px wide. The stages' pixels are
checked against the renderer's PNG of each generation (`stagecraft render … --at 0.1 --scale 1`).
A studio of its own on a scratch project.
"""
import os
import subprocess
from urllib.parse import urlencode
from studio_session import running_studio

# A fade of the detail screen over the home screen: generation 1 lasts 0.4 s, generation 2 0.2 s,
# so at t = 0.1 s the detail's alpha differs (an ease-in-out at 1/4 versus at 1/2 of its span).
SCENARIO = """\
local fade = animator "animators/fade.lua"
local home = screen "home" { backgroundColor = "systemGroupedBackground" }
local detail = screen "detail" { backgroundColor = "systemYellow", modalPresentationStyle = "overFullScreen" }
scenario("fade", function()
  window { root = home, size = {390, 844} }
  transition(detail, { animator = fade, style = "overFullScreen" })
  present(home, detail)
  advance(0.5)
end)
scenario("still", function()
  window { root = home, size = {390, 844} }
  advance(0.1)
end)
"""

SCENARIO_ID = "scenarios/compare.lua › fade"
PIXELS = """id => { const c = document.getElementById(id), d = c.getContext("2d").getImageData(0, 0, c.width, c.height);
                   return { w: c.width, h: c.height, data: Array.from(d.data) }; }"""
GRID = [(gx * 390 // 20, gy * 844 // 40) for gy in range(1, 40) for gx in range(1, 20)]


def rgb(pixels, x, y):
    k = (y * pixels["w"] + x) * 4
    return pixels["data"][k:k + 3]


def off_by(pixels, expected):
    """The grid points where `pixels` (a canvas) and `expected((x, y))` differ by more than 3 levels."""
    return [((x, y), rgb(pixels, x, y), expected((x, y))) for x, y in GRID
            if max(abs(a - b) for a, b in zip(rgb(pixels, x, y), expected((x, y)))) > 3]


def run(binary, work, chromium, check, skip, save, animator):
    from playwright.sync_api import sync_playwright
    try:
        from PIL import Image
    except ImportError:
        skip("SD6: compare", "Pillow is not installed (scripts/test-studio installs it)")
        return
    project = os.path.join(work, "compare")
    os.makedirs(os.path.join(project, "scenarios"), exist_ok=True)
    os.makedirs(os.path.join(project, "animators"), exist_ok=True)
    fade = os.path.join(project, "animators", "fade.lua")
    save(fade, animator(0.4))
    save(os.path.join(project, "scenarios", "compare.lua"), SCENARIO)

    def render(name):
        png = os.path.join(work, name)
        subprocess.run([binary, "render", "scenarios/compare.lua", "--scenario", "fade", "--at", "0.1", "--scale", "1", "--out", png, "--quiet"],
                       cwd=project, check=True, capture_output=True)
        return Image.open(png).convert("RGB")

    old_png = render("compare-old.png")
    log_path = os.path.join(work, "compare.log")
    with running_studio(binary, project, log_path) as port:
        if port is None:
            check("compare: the studio started", False, open(log_path).read()[-1000:])
            return
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            checks(browser, port, check, lambda: save(fade, animator(0.2)), lambda k: save(fade, animator(0.2 + 0.05 * k)),
                   old_png, lambda: render("compare-new.png"))
            browser.close()


def checks(browser, port, check, change, another, old_png, render_new):
    hash_ = "#" + urlencode({"scenario": SCENARIO_ID, "t": 0.1, "zoom": 1})
    page = browser.new_page(viewport={"width": 1600, "height": 1000}, device_scale_factor=1)
    page.goto(f"http://127.0.0.1:{port}/" + hash_)
    page.wait_for_function("window.compare && compare.kept.length === 1 && !studio.busy", timeout=20000)
    check("SD6.1: with one generation there is nothing to pin", page.evaluate("document.getElementById('compare-pin').disabled"))
    first = page.evaluate("compare.kept[0].number")
    change()
    page.wait_for_function("compare.kept.length === 2 && !studio.busy", timeout=20000)
    second = page.evaluate("compare.kept[1].number")
    new_png = render_new()
    offered = page.evaluate("Array.from(document.querySelectorAll('#compare-generation option')).map(o => o.textContent)")
    check("SD6.1: after a save the earlier generation is offered to pin", offered == [f"generation {first}"], offered)
    page.click("#compare-pin")
    page.evaluate("show(indexAt(0.1), 0.1)")
    side = page.evaluate("({ pinned: compare.pinned && compare.pinned.number, mode: stage.dataset.compare, hidden: document.getElementById('pinned-stage').hidden, "
                         "status: document.getElementById('compare-status').textContent, time: state.time, pinnedTime: +document.getElementById('pinned-stage').dataset.time })")
    check("SD6.2: pinned, side by side: two stages at the same moment, the status naming both",
          side["pinned"] == first and side["mode"] == "side" and not side["hidden"] and "(pinned)" in side["status"]
          and abs(side["time"] - 0.1) < 1e-9 and abs(side["pinnedTime"] - 0.1) < 1e-3, side)
    shown, pinned = page.evaluate(PIXELS, "stage"), page.evaluate(PIXELS, "pinned-stage")
    sizes = [(shown["w"], shown["h"]), (pinned["w"], pinned["h"]), new_png.size, old_png.size]
    if len(set(sizes)) != 1:
        check("SD6.2: both stages are 390 × 844 at zoom 1, as the renderer's PNGs", False, sizes)
    else:
        differ = [p for p in GRID if max(abs(a - b) for a, b in zip(new_png.getpixel(p), old_png.getpixel(p))) > 12]
        check("SD6.2: the two generations' PNGs differ at t = 0.1 s (so the comparison can fail)", len(differ) > 100, len(differ))
        bad = off_by(shown, new_png.getpixel)
        check("SD6.2: the stage on show is the new generation's frame at 0.1 s (the renderer's PNG, 741 points)", not bad, f"{len(bad)} differ, e.g. {bad[:3]}")
        bad = off_by(pinned, old_png.getpixel)
        check("SD6.2: the pinned stage is the earlier generation's frame at 0.1 s (its PNG, 741 points)", not bad, f"{len(bad)} differ, e.g. {bad[:3]}")

    # Both move together: a step forwards, then the scrubber, move both to the same moment.
    page.keyboard.press("ArrowRight")
    step = page.evaluate("({ time: state.time, pinned: +document.getElementById('pinned-stage').dataset.time })")
    page.evaluate("() => { const s = document.getElementById('scrub'); s.value = String(indexAt(0.3)); s.dispatchEvent(new Event('input')); }")
    scrub = page.evaluate("({ time: state.time, pinned: +document.getElementById('pinned-stage').dataset.time })")
    check("SD6.3: stepping and scrubbing move both stages to the same moment",
          step["time"] > 0.1 and abs(step["pinned"] - step["time"]) < 1e-3 and abs(scrub["time"] - 0.3) < 0.02 and abs(scrub["pinned"] - scrub["time"]) < 1e-3,
          (step, scrub))

    # B still flips the player's two newest generations; the bar names the one on show.
    page.keyboard.press("b")
    flipped = page.evaluate("document.getElementById('compare-status').textContent")
    page.keyboard.press("b")
    back = page.evaluate("document.getElementById('compare-status').textContent")
    check("SD6.1: B flips the generation on show and the bar follows, the pin staying",
          flipped.startswith(f"left: generation {first} (on show)") and back.startswith(f"left: generation {second} (on show)")
          and page.evaluate("compare.pinned.number") == first, (flipped, back))

    # Onion skin: the pinned frame at 30 % over the new one: 0.7 · new + 0.3 · old, both views covering the screen.
    page.select_option("#compare-mode", "onion")
    page.evaluate("show(indexAt(0.1), 0.1)")
    onion = page.evaluate("({ mode: stage.dataset.compare, hidden: document.getElementById('pinned-stage').hidden, width: stage.width })")
    check("SD6.2: onion skin: one stage, the pinned drawn over it", onion == {"mode": "onion", "hidden": True, "width": 390}, onion)
    blended = page.evaluate(PIXELS, "stage")
    mix = lambda p: [round(0.7 * n + 0.3 * o) for n, o in zip(new_png.getpixel(p), old_png.getpixel(p))]
    bad = off_by(blended, mix)
    check("SD6.2: the onion skin is the new frame with the pinned one at 30 % over it (0.7 · new + 0.3 · old, 741 points)", not bad, f"{len(bad)} differ, e.g. {bad[:3]}")

    # Eviction: the page keeps the last 6 generations; the pin outlives its eviction and says so.
    page.select_option("#compare-mode", "side")
    for k in range(1, 7):
        another(k)
        page.wait_for_function(f"compare.kept.length >= 2 && compare.kept[compare.kept.length - 1].number >= {second + k} && !studio.busy", timeout=20000)
    kept = page.evaluate("({ kept: compare.kept.map(k => k.number), pinned: compare.pinned && compare.pinned.number, status: document.getElementById('compare-status').textContent })")
    check("SD6.4: the page keeps the last 6 generations; the pinned one, evicted from them, is still pinned and the bar says so",
          len(kept["kept"]) == 6 and first not in kept["kept"] and kept["pinned"] == first and "no longer among the last 6" in kept["status"], kept)
    page.evaluate("show(indexAt(0.1), 0.1)")
    bad = off_by(page.evaluate(PIXELS, "pinned-stage"), old_png.getpixel)
    check("SD6.4: the evicted pin still draws its generation", not bad, f"{len(bad)} differ")

    page.click("#compare-pin")
    gone = page.evaluate("({ pinned: compare.pinned, mode: stage.dataset.compare, hidden: document.getElementById('pinned-stage').hidden, side: document.body.classList.contains('compare-side'), "
                         "button: document.getElementById('compare-pin').textContent, offered: document.querySelectorAll('#compare-generation option').length })")
    check("SD6.1: unpin: one stage again, the bar offers the kept generations (the evicted one not among them)",
          gone == {"pinned": None, "mode": "none", "hidden": True, "side": False, "button": "pin", "offered": 5}, gone)
    # Another scenario starts afresh: its own generations, nothing pinned.
    page.click("#compare-pin")
    repinned = page.evaluate("compare.pinned !== null && !document.getElementById('pinned-stage').hidden")
    page.locator("#scenarios li", has_text="still").click()
    page.wait_for_function("studio.shownId === 'scenarios/compare.lua › still' && !studio.busy", timeout=20000)
    other = page.evaluate("({ kept: compare.kept.length, pinned: compare.pinned, hidden: document.getElementById('pinned-stage').hidden, mode: stage.dataset.compare })")
    check("SD6.4: choosing another scenario drops the pin and the kept generations",
          repinned and other == {"kept": 1, "pinned": None, "hidden": True, "mode": "none"}, (repinned, other))
    page.close()

    # SD6.5: on a 390 px phone, side by side fits: no sideways scroll, both stages and the bar's controls inside the width.
    phone = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=1)
    phone.goto(f"http://127.0.0.1:{port}/#" + urlencode({"scenario": SCENARIO_ID, "t": 0.1}))
    phone.wait_for_function("window.compare && compare.kept.length === 1 && !studio.busy", timeout=20000)
    before = phone.evaluate("compare.kept[0].number")
    another(7)
    phone.wait_for_function(f"compare.kept.length === 2 && compare.kept[1].number > {before} && !studio.busy", timeout=20000)
    phone.click("#compare-pin")
    fit = phone.evaluate("""() => {
        const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.width]; };
        return { scroll: document.documentElement.scrollWidth, stage: box(stage), pinned: box(document.getElementById("pinned-stage")),
                 controls: Array.from(document.querySelectorAll("#compare select, #compare button, #play, #next")).map(box) }; }""")
    inside = lambda b: b[0] >= 0 and b[1] <= 390 and b[2] > 0
    check("SD6.5: at 390 px, side by side: no sideways scroll, both stages and every control within the width",
          fit["scroll"] <= 390 and inside(fit["stage"]) and inside(fit["pinned"]) and fit["pinned"][0] >= fit["stage"][1]
          and all(inside(b) for b in fit["controls"]), fit)
    phone.close()
