"""The HTML player on a phone and on a desktop (docs/studio.md, SD4.6), for render-check.py (the
player `render --format html` writes) and gallery-check.py (a gallery card's player): at 390 px
wide (an iPhone 14 in portrait) the page does not scroll sideways and every control is inside the
width and works; at 1280 px the controls stay beside the stage.
"""

CONTROLS = ["play", "back", "next", "speed", "loop", "scrub", "timeline"]

MEASURE = """ids => {
  const box = id => { const r = document.getElementById(id).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return { width: innerWidth, scrollWidth: document.documentElement.scrollWidth, stage: box("stage"),
           controls: Object.fromEntries(ids.map(id => [id, box(id)])), index: state.index };
}"""


def run(browser, url, label, check):
    """Checks the player at `url` (a file:// address) at 390 and 1280 px wide."""
    for width, height in ((390, 844), (1280, 900)):
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(url)
        page.wait_for_function("typeof frames !== 'undefined' && frames.length > 0")
        seen = page.evaluate(MEASURE, CONTROLS)
        outside = {id: box for id, box in seen["controls"].items() if box[0] < 0 or box[2] > width + 0.5 or box[2] <= box[0]}
        check(f"{label} at {width} px: no sideways scroll, every control within the width",
              seen["scrollWidth"] <= width and not outside and seen["stage"][2] <= width, (seen["scrollWidth"], outside, seen["stage"]))
        if width == 390:
            # Reachable: a click on "next frame" (scrolled to if need be) steps one frame.
            page.click("#next")
            after = page.evaluate("state.index")
            check(f"{label} at 390 px: the next-frame button works", after == min(seen["index"] + 1, page.evaluate("frames.length - 1")), (seen["index"], after))
        else:
            check(f"{label} at 1280 px: the controls are beside the stage, not beneath it",
                  seen["controls"]["play"][0] >= seen["stage"][2] and seen["controls"]["play"][1] < seen["stage"][3], (seen["stage"], seen["controls"]["play"]))
        page.close()
