"""Issue 27, part 3 in the studio (docs/studio.md, SD4.x), for studio-check.py: each failure's
`at t=… (frame N)` is a link to that frame with the view its expectation named selected (SD4.1),
failures are flagged on the timeline (SD4.2), a failing scenario opens at its first failure
(SD4.3), the header names the scenario (SD4.4), and a pan's finger is drawn with its trail (SD4.5).
A studio of its own on a scratch project, so the checks of the live studio keep their scenarios.
"""
import os
from urllib.parse import urlencode
from studio_session import running_studio

# A fade of 0.4 s: at 0.1 s the detail screen's alpha is 0.25, not 1 (frame 6 at 60 Hz); at 0.3 s
# the badge is at {20, 100, 80, 80}, not {0, 0, 10, 10} (frame 18).
SCENARIOS = """\
local fade = animator "animators/fade.lua"
local home = screen "home" { backgroundColor = "systemGroupedBackground" }
local detail = screen "detail" {
  backgroundColor = "systemYellow",
  view { "badge", frame = {20, 100, 80, 80}, backgroundColor = "systemRed" },
}
scenario("a pan", function()
  window { root = home, size = {390, 844} }
  advance(0.1)
  pan { from = {100, 400}, to = {300, 400}, duration = 0.5 }
  advance(0.8)
end)
scenario("two failures", function()
  window { root = home, size = {390, 844} }
  transition(detail, { animator = fade, style = "overFullScreen" })
  present(home, detail)
  advance(0.1)
  expect.alpha("detail", 1, 0.01)
  advance(0.2)
  expect.frame("badge", {0, 0, 10, 10})
  advance(0.2)
end)
"""

FLAG = (0xff, 0x2d, 0xd4)  # player.js: the failures' flags on the timeline


def run(binary, work, chromium, check, skip, save, animator):
    from playwright.sync_api import sync_playwright
    project = os.path.join(work, "moments")
    os.makedirs(os.path.join(project, "scenarios"), exist_ok=True)
    os.makedirs(os.path.join(project, "animators"), exist_ok=True)
    save(os.path.join(project, "animators", "fade.lua"), animator(0.4))
    save(os.path.join(project, "scenarios", "moments.lua"), SCENARIOS)
    log_path = os.path.join(work, "moments.log")
    with running_studio(binary, project, log_path) as port:
        if port is None:
            check("moments: the studio started", False, open(log_path).read()[-1000:])
            return
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            checks(browser, port, check)
            browser.close()


MOMENT = """() => ({ time: state.time, frame: frames[state.index].frame, view: nameOf(frames, state.selected),
                     selected: studio.selected, title: document.getElementById("title").textContent, touches: stage.dataset.touches })"""

# The colour at the top of the timeline (where a flag's triangle is) at time `t`, 3 px right of
# its centre line, so the white playhead (2 px, at the moment on show) never covers it.
TIMELINE_TOP = """t => { const c = timeline, w = c.width, x = Math.round((t - start) / Math.max(end - start, 1e-9) * (w - 2) + 1 + 3 * (devicePixelRatio || 1));
                        return Array.from(c.getContext("2d").getImageData(x, 1, 1, 1).data.slice(0, 3)); }"""


def checks(browser, port, check):
    failing, panning = "scenarios/moments.lua › two failures", "scenarios/moments.lua › a pan"

    def open_page(hash_=""):
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"http://127.0.0.1:{port}/" + (("#" + urlencode(hash_)) if hash_ else ""))
        page.wait_for_function("window.studio && studio.paints.length >= 1 && !studio.busy", timeout=20000)
        return page

    # SD4.3: with no scenario asked for, the failing one is chosen, at its first failure.
    page = open_page()
    first = page.evaluate(MOMENT)
    check("SD4.3: the studio opens on the failing scenario, at its first failure (t = 0.1 s, frame 6), its view selected",
          first["selected"] == failing and abs(first["time"] - 0.1) < 1e-9 and first["frame"] == 6 and first["view"] == "detail", first)
    check("SD4.4: the header names the scenario on show", first["title"].startswith(failing), first["title"])

    # SD4.1: each `at t=… (frame N)` is a link to its moment, the expectation's view selected.
    links = page.locator("#scenarios a.moment")
    texts = [links.nth(k).inner_text() for k in range(links.count())]
    check("SD4.1: each failure's moment is a link", texts == ["at t=0.1s (frame 6)", "at t=0.3s (frame 18)"], texts)
    if len(texts) == 2:
        links.nth(1).click()
        second = page.evaluate(MOMENT)
        check("SD4.1: the second failure's link jumps to frame 18 (t = 0.3 s) and selects the badge",
              second["frame"] == 18 and abs(second["time"] - 0.3) < 1e-9 and second["view"] == "badge", second)
        links.nth(0).click()
        back = page.evaluate(MOMENT)
        check("SD4.1: the first one's goes back to frame 6 and selects the detail screen",
              back["frame"] == 6 and abs(back["time"] - 0.1) < 1e-9 and back["view"] == "detail", back)

    # SD4.2: a flag at each failure's time on the timeline, none elsewhere.
    page.evaluate("show(indexAt(0.5), 0.5)")
    flags = [page.evaluate(f"({TIMELINE_TOP})({t})") for t in (0.1, 0.3, 0.2)]
    near = lambda rgb: all(abs(a - b) <= 8 for a, b in zip(rgb, FLAG))
    check("SD4.2: the failures at 0.1 s and 0.3 s are flagged on the timeline, 0.2 s is not",
          near(flags[0]) and near(flags[1]) and not near(flags[2]), flags)

    # SD4.4 and SD4.5 on the pan: the header follows the choice; the finger is drawn where the trace has it.
    page.locator("#scenarios li", has_text="a pan").click()
    page.wait_for_function(f"studio.shownId === {panning!r} && !studio.busy", timeout=20000)
    page.evaluate("show(indexAt(0.35), 0.35)")
    pan = page.evaluate(MOMENT)
    check("SD4.4: choosing another scenario names it in the header", pan["title"].startswith(panning), pan["title"])
    check("SD4.3: a passing scenario has no flags", page.evaluate(f"({TIMELINE_TOP})(0.35)") != list(FLAG) and page.evaluate("(state.marks || []).length") == 0)
    finger = page.evaluate("frames[state.index].touches")
    # A linear pan from (100, 400) to (300, 400) over 0.5 s from t = 0.1: at 0.35 s, halfway.
    check("SD4.5: the studio's trace has the finger at 0.35 s halfway along the pan, (200, 400)",
          finger is not None and len(finger) == 1 and abs(finger[0][0] - 200) < 1 and abs(finger[0][1] - 400) < 1e-6, finger)
    ink = """() => { const s = state.scale, d = stage.getContext("2d").getImageData(Math.round(200 * s), Math.round(400 * s), 1, 1).data;
                     const t = stage.getContext("2d").getImageData(Math.round(170 * s), Math.round(400 * s), 1, 1).data;
                     return [Array.from(d.slice(0, 3)), Array.from(t.slice(0, 3))]; }"""
    drawn = page.evaluate(ink)
    bare = page.evaluate("(() => { const kept = frames[state.index].touches; frames[state.index].touches = []; show(state.index, state.time); const r = (" + ink + ")(); frames[state.index].touches = kept; show(state.index, state.time); return r; })()")
    check("SD4.5: the finger's dot is drawn at (200, 400) and its trail behind it (170, 400, past the dot's 18 pt radius)",
          pan["touches"] == "1" and drawn[0] != bare[0] and drawn[1] != bare[1], (pan["touches"], drawn, bare))
    page.evaluate("show(indexAt(0.05), 0.05)")
    check("SD4.5: before the finger lands nothing is drawn", page.evaluate("stage.dataset.touches") == "0")

    # SD4.1 across scenarios: a link of a scenario not on show loads it, then jumps.
    if page.locator("#scenarios a.moment").count() < 2:
        check("SD4.1: a link of a scenario not on show opens it at that failure", False, "no links")
        page.close()
        return
    page.locator("#scenarios a.moment").nth(1).click()
    page.wait_for_function(f"studio.shownId === {failing!r} && !studio.busy && frames[state.index].frame === 18", timeout=20000)
    other = page.evaluate(MOMENT)
    check("SD4.1: a link of a scenario not on show opens it at that failure",
          other["frame"] == 18 and other["view"] == "badge" and other["title"].startswith(failing), other)
    page.close()

    # SD4.3: a time in the address wins over the first failure.
    asked = open_page({"scenario": failing, "t": 0.2})
    moment = asked.evaluate(MOMENT)
    check("SD4.3: the address's time wins over the first failure", abs(moment["time"] - 0.2) < 1e-9 and moment["selected"] == failing, moment)
    asked.close()
