"""The studio page on a phone and on a desktop (docs/studio.md, SD5.7), for studio_scrub.py: at
390 px wide (an iPhone 14 in portrait) the page does not scroll sideways, the scenario list, the
stage with its controls, the source panel and the curve editor are each inside the width and
reachable (scrolled to, the element is what a tap at its centre hits), and the next-frame button
works; at 1280 px the source panel and the curve editor stand beside the stage, in view.
"""
from urllib.parse import urlencode

# The player's controls (player_widths.py) and the studio's own panels.
PARTS = ["#sidebar", "#stage", "#play", "#next", "#scrub", "#timeline", "#source", "#curve canvas", "#curve select", "#source pre"]

MEASURE = """selectors => {
  const box = s => { const r = document.querySelector(s).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return { scrollWidth: document.documentElement.scrollWidth, boxes: Object.fromEntries(selectors.map(s => [s, box(s)])), index: state.index };
}"""

# What a tap at the element's centre hits is the element or inside it (not covered by another).
HIT = """selector => {
  const e = document.querySelector(selector), r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (hit === e || e.contains(hit));
}"""


def run(browser, port, scenario_id, check):
    for width, height in ((390, 844), (1280, 900)):
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(f"http://127.0.0.1:{port}/#" + urlencode({"scenario": scenario_id, "t": "0.2", "view": "detail"}))
        page.wait_for_function("window.studio && studio.shownId === " + repr(scenario_id) + " && !studio.busy && document.querySelectorAll('#source .num').length > 0", timeout=30000)
        seen = page.evaluate(MEASURE, PARTS)
        outside = {s: b for s, b in seen["boxes"].items() if b[0] < 0 or b[2] > width + 0.5 or b[2] <= b[0] or b[3] <= b[1]}
        check(f"SD5.7: the studio at {width} px: no sideways scroll, the list, stage, controls, source and curve editor within the width",
              seen["scrollWidth"] <= width and not outside, (seen["scrollWidth"], outside))
        stage = seen["boxes"]["#stage"]
        if width == 390:
            check("SD5.7: at 390 px the stage takes the window's width, not what the side columns leave",
                  stage[2] - stage[0] >= width / 2, stage)
            hidden = []
            for selector in ["#next", "#curve canvas", "#source pre", "#scenarios"]:
                page.locator(selector).first.scroll_into_view_if_needed()
                if not page.evaluate(HIT, selector):
                    hidden.append(selector)
            check("SD5.7: at 390 px the next-frame button, the curve editor, the source and the list are reachable (scrolled to, not covered)", not hidden, hidden)
            before = page.evaluate("state.index")
            page.click("#next")
            after = page.evaluate("state.index")
            check("SD5.7: at 390 px the next-frame button works", after == min(before + 1, page.evaluate("frames.length - 1")), (before, after))
        else:
            source, canvas = seen["boxes"]["#source"], seen["boxes"]["#curve canvas"]
            check("SD5.7: at 1280 px the source panel and the curve editor are beside the stage, in view",
                  source[0] >= stage[2] and canvas[3] <= height and page.evaluate(HIT, "#curve canvas"), (stage, source, canvas))
        page.close()
