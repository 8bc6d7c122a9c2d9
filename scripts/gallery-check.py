#!/usr/bin/env python3
"""End-to-end checks of `stagecraft gallery` (docs/gallery.md, GA2) in a real headless browser
(Debian's chromium, driven by Playwright from PyPI, as studio-check.py does): renders every example
into a scratch folder, timing it (METRIC gallery.total.s), then opens index.html as a file and
checks that no text overflows its box (at a desktop and a phone width), every image loads, every
link resolves to an existing file (and line anchor), the sections come in the documented order,
hovering a card plays its GIF, and no thumbnail is blank.

Usage: gallery-check.py STAGECRAFT_BINARY WORK_DIR [SCENARIO PATHS…]
Prints one line per check, the METRIC line, and ends with `gallery-check: N passed, N failed, N skipped`.
"""
import os
import re
import shutil
import subprocess
import sys
import time
from urllib.parse import unquote, urlparse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import player_widths  # noqa: E402  (beside this script)

BINARY, WORK = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
PATHS = sys.argv[3:] or ["examples/scenarios"]
results = {"passed": 0, "failed": 0, "skipped": 0}
KNOWN = ["Seeds", "Libraries", "Apple's samples", "UIKit"]
OTHER = "More scenarios"


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + str(detail)[:600]}", flush=True)


def skip(name, why):
    results["skipped"] += 1
    print(f"skip {name}: {why}", flush=True)


def finish():
    print(f"gallery-check: {results['passed']} passed, {results['failed']} failed, {results['skipped']} skipped")
    sys.exit(1 if results["failed"] else 0)


out = os.path.join(WORK, "gallery")
shutil.rmtree(out, ignore_errors=True)
started = time.time()
run = subprocess.run([BINARY, "gallery", "--out", out, "--color", "never", *PATHS], capture_output=True, text=True)
elapsed = time.time() - started
print(f"METRIC gallery.total.s {elapsed:.1f} s")
summary = re.search(r"^(\d+) passed, (\d+) failed", run.stdout, re.M)
check("stagecraft gallery renders every example and they pass", run.returncode == 0 and summary is not None,
      run.stdout[-1500:] + run.stderr[-500:])
if summary is None:
    finish()
passed = int(summary.group(1))

# The expected sections, from the scenario files' own gallery{ section = … } (read here with a regex,
# independently of the Swift side): known ones first in the documented order, the others
# alphabetically, files without one last.
files = []
for path in PATHS:
    if os.path.isdir(path):
        for root, _, names in os.walk(path):
            files += [os.path.join(root, n) for n in names if n.endswith(".lua")]
    else:
        files.append(path)
sections = set()
for path in files:
    text = open(path).read()
    if not re.search(r"^\s*scenario\s*\(", text, re.M):
        continue
    found = re.search(r"^gallery\s*\(?\s*\{[^}]*?\bsection\s*=\s*(?:\"([^\"]+)\"|'([^']+)'|\[\[(.+?)\]\])", text, re.M | re.S)
    sections.add(next(g for g in found.groups() if g).strip() if found else OTHER)
expected = [s for s in KNOWN if s in sections] + sorted(s for s in sections if s not in KNOWN and s != OTHER) \
    + ([OTHER] if OTHER in sections else [])

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    skip("gallery in a browser", "Playwright is not installed (scripts/test-gallery installs it)")
    finish()
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium is None:
    skip("gallery in a browser", "chromium is not installed (scripts/test-gallery installs it with apt when it can)")
    finish()

# Every text node's boxes inside its nearest block's box, and no sideways scrolling.
OVERFLOW = """() => {
  const bad = [], blocks = new Set(["block", "flex", "grid", "list-item", "table-cell", "inline-block", "inline-flex"]);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    let box = node.parentElement;
    while (box && !blocks.has(getComputedStyle(box).display)) box = box.parentElement;
    if (!box || box.closest("pre")) continue;  // source listings scroll sideways on purpose
    const outer = box.getBoundingClientRect(), range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.left < outer.left - 1 || r.right > outer.right + 1 || r.top < outer.top - 1 || r.bottom > outer.bottom + 1) {
        bad.push(node.textContent.trim().slice(0, 60) + " in " + box.className); break;
      }
    }
    if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== "visible") bad.push("clipped: " + node.textContent.trim().slice(0, 60));
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) bad.push("the page scrolls sideways: " + document.documentElement.scrollWidth);
  return bad;
}"""

index = os.path.join(out, "index.html")
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"])
    for width, height in [(1280, 900), (390, 844)]:
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(f"file://{index}")
        bad = page.evaluate(OVERFLOW)
        check(f"at {width} px wide, no text overflows its box", not bad, bad[:5])
        page.close()

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"file://{index}")
    shown = page.evaluate("[...document.querySelectorAll('section.section')].map(s => s.dataset.section)")
    check("the sections come in the documented order", shown == expected, f"{shown} != {expected}")
    cards = page.evaluate("""[...document.querySelectorAll('figure.card')].map(c => ({
        status: c.classList.contains('pass') ? 'pass' : c.classList.contains('fail') ? 'fail' : 'skip',
        still: c.querySelector('img') && c.querySelector('img').getAttribute('src'),
        gif: c.querySelector('img') && c.querySelector('img').dataset.gif || null,
        links: [...c.querySelectorAll('figcaption a')].map(a => a.textContent) }))""")
    check("one card per passing scenario, each with a pass mark", sum(c["status"] == "pass" for c in cards) == passed, f"{len(cards)} cards, {passed} passed")
    check("each card links its player (when it has a still), its GIF (when it has one) and its source",
          all((c["still"] is None or c["links"][:1] == ["player"]) and c["links"][-1] == "source" and (c["gif"] is None) == ("GIF" not in c["links"])
              for c in cards), [c for c in cards if c["links"][-1:] != ["source"]][:3])

    # Every image (the stills, lazy ones too, and the GIFs they swap to) decodes.
    page.evaluate("document.querySelectorAll('img').forEach(i => i.loading = 'eager')")
    page.wait_for_function("[...document.images].every(i => i.complete)", timeout=60000)
    broken = page.evaluate("[...document.images].filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute('src'))")
    check(f"every thumbnail loads ({len(cards)} cards)", not broken, broken[:5])
    gifs = page.evaluate("""async () => {
        const urls = [...document.querySelectorAll('img[data-gif]')].map(i => i.dataset.gif), bad = [];
        for (const url of urls) {
          const img = new Image(); img.src = url;
          try { await img.decode(); } catch (e) { bad.push(url); continue; }
          if (!(img.naturalWidth > 0)) bad.push(url);
        }
        return { count: urls.length, bad };
    }""")
    check(f"every GIF loads ({gifs['count']})", gifs["count"] > 0 and not gifs["bad"], gifs["bad"][:5])
    first = page.locator("img[data-gif]").first
    still = first.get_attribute("src")
    first.hover()
    check("hovering a card plays its GIF", first.get_attribute("src") == first.get_attribute("data-gif"), first.get_attribute("src"))
    page.mouse.move(0, 0)
    check("leaving it shows the still again", first.get_attribute("src") == still, first.get_attribute("src"))

    # Every link: an existing file, and its #L<line> anchor (or in-page anchor) exists.
    links = page.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)")
    pages = {}
    missing = []
    for link in links:
        url = urlparse(link)
        path = unquote(url.path)
        if url.scheme != "file" or not os.path.isfile(path):
            missing.append(link)
            continue
        if url.fragment:
            if path not in pages:
                pages[path] = open(path, errors="replace").read()
            if f'id="{url.fragment}"' not in pages[path]:
                missing.append(link)
    check(f"every link resolves to an existing file and anchor ({len(links)} links)", not missing, missing[:5])
    source = next((l for l in links if "#L" in l), None)
    if source:
        page.goto(source)
        target = page.evaluate("document.querySelector(':target') && document.querySelector(':target').textContent")
        check("a source link opens the file at the scenario's line", target is not None and "scenario" in target, target)
    # A card's player on a phone and a desktop (SD4.6).
    page.goto(f"file://{index}")
    players = page.evaluate("[...document.querySelectorAll('a[href]')].filter(a => a.textContent.trim() === 'player').map(a => a.href)")
    if players:
        player_widths.run(browser, players[0], "a gallery card's player", check)
    else:
        check("a gallery card links a player", False, links[:5])
    browser.close()

# No thumbnail is blank (a single colour, like frame 0's empty window) when its GIF shows anything else.
try:
    from PIL import Image, ImageSequence

    def plain(image):
        return len(image.convert("RGB").getcolors(1 << 16) or [0, 0]) < 2

    blank = []
    for card in cards:
        if card["still"] and plain(Image.open(os.path.join(out, card["still"]))):
            if card["gif"] and not all(plain(f) for f in ImageSequence.Iterator(Image.open(os.path.join(out, card["gif"])))):
                blank.append(card["still"])
    check("no thumbnail is blank when its motion shows something", not blank, blank[:5])
except ImportError:
    skip("no thumbnail is blank", "Pillow is not installed")
finish()
