#!/usr/bin/env python3
"""Random scenario files through the real CLI: every binding and DSL primitive called with hostile
arguments (extremes, NaN, infinities, huge strings, nested and cyclic tables, functions that raise
or yield, coroutines, objects of the wrong class), plainly and from inside coroutines.

A run passes when every `stagecraft test` process ends by itself with its summary line and exit
status 0 or 1 (failed scenarios are expected: the inputs are nonsense). A crash (a signal, another
status, no summary line) or a hang is a bug: the file that caused it is copied into the hostile
corpus (Tests/StagecraftCLITests/HostileScenarios/fuzz_*.lua), which the test suite replays.

Usage: scripts/fuzz.py BINARY [--minutes M] [--seed S] [--corpus DIR]
"""
import argparse
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ANNOTATIONS = os.path.join(ROOT, "lua", "stagecraft.d.lua")
FILES_PER_BATCH = 12
SCENARIOS_PER_FILE = 4
STATEMENTS_PER_SCENARIO = 40
HANG_SECONDS = 120

# The scenario DSL's primitives (ScenarioPrelude and the host's tables).
PRIMITIVES = ["present", "dismiss", "push", "pop", "selectTab", "tap", "pan", "edgePan", "pinch", "resize",
              "advance", "advanceFrames", "advanceTo", "untilIdle", "now", "frameIndex", "find", "animator",
              "presentation", "interaction", "delegate", "dimming", "transition", "navigationTransition",
              "tabTransition", "setRoot", "window", "screen", "view", "label", "image", "list", "grid",
              "navigation", "tabs", "device", "rotate", "showKeyboard", "hideKeyboard", "at", "cancelTouches",
              "releaseTouches", "collectGarbage", "stress"]
EXPECTATIONS = ["near", "equal", "truthy", "alpha", "frame", "inHierarchy", "notInHierarchy", "order", "events",
                "lifecycle", "completedOnce", "completions", "noDiagnostics", "diagnostics", "invariants"]
SCALARS = ["0", "1", "-1", "0.5", "2", "60", "-0.0", "1e-300", "1e308", "-1e308", "0/0", "math.huge", "-math.huge",
           "math.maxinteger", "math.mininteger", "2^53", "2^63", "1e19", "-1e19", "true", "false", "nil",
           '"x"', '""', '"to"', '"from"', '"custom"', '"linear"', '"\\0"', '("x"):rep(100000)', '"home"', '"box"']
TABLES = ["{}", "{1, 2, 3, 4}", "{x = 1, y = 2}", "{width = 1e308, height = -1}", "{0/0, 0/0, 0/0, 0/0}",
          "{{{}}}", "cyclic", "{animations = function() end, duration = 1e308}", "{count = 1e18}",
          "{from = {0, 0}, to = {1e308, 0/0}, duration = 0.1}", "{at = {10, 10}}", "setmetatable({}, {__index = function() error('meta') end})"]
FUNCTIONS = ["function() end", "function() error('boom') end", "function() error({}) end", "function() return 1e308 end",
             "function(...) return ... end", "function() coroutine.yield(1) end", "function() while true do end end",
             "function() return pick() end", "function() advance(0.05) end"]


def parse_annotations():
    """Each class's fields and methods (inherited ones included), and the globals' static functions."""
    classes, parents, statics, current = {}, {}, {}, None
    for line in open(ANNOTATIONS, encoding="utf-8"):
        if m := re.match(r"---@class (\w+)(?: : (\w+))?", line):
            current = m.group(1)
            classes.setdefault(current, (set(), set()))
            if m.group(2):
                parents[current] = m.group(2)
        elif (m := re.match(r"---@field (\w+)", line)) and current:
            classes[current][0].add(m.group(1))
        elif m := re.match(r"function (\w+):(\w+)\(", line):
            classes.setdefault(m.group(1), (set(), set()))[1].add(m.group(2))
        elif m := re.match(r"function (\w+)\.(\w+)\(", line):
            statics.setdefault(m.group(1), set()).add(m.group(2))
        elif m := re.match(r"(\w+) = \{\}", line):
            statics.setdefault(m.group(1), set())

    def members(name, seen=()):
        fields, methods = classes.get(name, (set(), set()))
        fields, methods = set(fields), set(methods)
        if name in parents and parents[name] not in seen:
            f, m = members(parents[name], seen + (name,))
            fields |= f
            methods |= m
        return fields, methods

    api = {name: tuple(sorted(x) for x in members(name)) for name in classes}
    return api, {k: sorted(v) for k, v in statics.items()}


def lua_api(api):
    """The API as a Lua table: class name → {fields, methods}, read at run time for the object picked."""
    def strings(items):
        return "{" + ", ".join(f'"{i}"' for i in items) + "}"
    entries = [f'{name} = {{ f = {strings(f)}, m = {strings(m)} }}' for name, (f, m) in sorted(api.items()) if f or m]
    return "local API = {\n  " + ",\n  ".join(entries) + "\n}"


class Generator:
    def __init__(self, rng, api, statics):
        self.rng, self.api, self.statics = rng, api, statics

    def value(self, depth=0):
        r = self.rng.random()
        if r < 0.35:
            return self.rng.choice(SCALARS)
        if r < 0.55:
            return "pick()"
        if r < 0.7:
            table = self.rng.choice(TABLES)
            return "cyclic()" if table == "cyclic" else table
        if r < 0.8:
            return self.rng.choice(FUNCTIONS)
        if r < 0.87:
            return "coroutine.create(function() return pick() end)"
        if r < 0.95 and depth < 2:
            cls = self.rng.choice(list(self.statics))
            return f"{cls}({self.args(depth + 1)})"
        return self.rng.choice(list(self.statics))

    def args(self, depth=0):
        return ", ".join(self.value(depth) for _ in range(self.rng.randint(0, 4)))

    def call(self):
        r = self.rng.random()
        if r < 0.25:
            return f"local o = pick(); o[member(o, 'f')] = {self.value()}"
        if r < 0.35:
            return f"local o = pick(); keep(o[member(o, 'f')])"
        if r < 0.6:
            return f"local o = pick(); keep(o[member(o, 'm')]({', '.join(['o'] + ([self.args()] if self.rng.random() < 0.8 else []))}))".replace(", )", ")")
        if r < 0.75:
            cls = self.rng.choice([c for c in self.statics if self.statics[c]] or list(self.statics))
            name = self.rng.choice(self.statics[cls]) if self.statics[cls] else None
            return f"keep({cls}.{name}({self.args()}))" if name else f"keep({cls}({self.args()}))"
        if r < 0.92:
            return f"keep({self.rng.choice(PRIMITIVES)}({self.args()}))"
        return f"keep(expect.{self.rng.choice(EXPECTATIONS)}({self.args()}))"

    def action(self):
        """A well-formed act on the scripted transition, at a random moment: interleavings of
        presents, dismissals, gestures and time are where the machinery has most states."""
        number = lambda low, high: f"{self.rng.uniform(low, high):.3f}"
        return self.rng.choice([
            "keep(present(home, detail))", "keep(dismiss(detail))", "keep(dismiss(detail, false))",
            f"advance({number(0, 0.6)})", "untilIdle(2)", f"tap {{ at = {{{number(0, 390)}, {number(0, 844)}}} }}",
            f"pan {{ from = {{{number(0, 390)}, {number(0, 844)}}}, to = {{{number(-100, 500)}, {number(-100, 900)}}}, duration = {number(0, 0.5)}, velocity = {{{number(-3000, 3000)}, {number(-3000, 3000)}}} }}",
            f"edgePan {{ edge = 'left', distance = {number(0, 400)}, duration = {number(0, 0.5)} }}",
            f"pinch {{ center = {{200, 400}}, from = {number(10, 300)}, to = {number(10, 300)}, duration = {number(0, 0.5)} }}",
            f"resize {{{number(200, 1200)}, {number(200, 1200)}}}",
            f"device '{self.rng.choice(['iPhone SE', 'iPhone 15', 'iPhone 15 Pro Max', 'iPad'])}'",
            f"rotate '{self.rng.choice(['portrait', 'landscapeLeft', 'landscapeRight', 'portraitUpsideDown'])}'",
            f"showKeyboard {{ height = {number(1, 500)}, duration = {number(0, 0.5)} }}", "hideKeyboard()",
            f"at(now() + {number(0, 0.5)}, function() {self.rng.choice(['cancelTouches()', 'releaseTouches()', 'collectGarbage()', 'keep(dismiss(detail))', 'keep(present(home, detail))'])} end)",
            f"releaseTouches {{ speed = {number(-6000, 6000)}, after = {number(0, 1)} }}", "cancelTouches()",
        ])

    def statement(self):
        if self.rng.random() < 0.2:
            return f"pcall(function() {self.action()} end)"
        body = self.call()
        r = self.rng.random()
        if r < 0.15:
            return f"pcall(coroutine.wrap(function() {body} end))"
        if r < 0.2:
            return f"do local co = coroutine.create(function() {body}; coroutine.yield(); {self.call()} end); coroutine.resume(co, pick()); coroutine.resume(co) end"
        if r < 0.25:
            return f"advance({self.rng.choice(['0', '0.016', '0.1', '0.5'])})"
        return f"pcall(function() {body} end)"

    def file(self, index):
        out = [f"-- fuzz file {index}",
               'local home = screen "home" { view { "box", frame = {0, 0, 100, 100} }, label { "title", text = "t" } }',
               'local detail = screen "detail" { }',
               "local function cyclic() local t = {}; t.t = t; t[1] = t; return t end",
               self.api_table,
               # The class of a handle or value from its tostring ("View<…>", "CGRect(…)"); a
               # random member of it (or of any class, now and then: the wrong-member path).
               "local names = {}; for k in pairs(API) do names[#names + 1] = k end; table.sort(names)",
               "local function member(o, kind) local cls = API[tostring(o):match('^(%a+)')] "
               "if not cls or math.random() < 0.1 then cls = API[names[math.random(#names)]] end "
               "local list = cls[kind]; if #list == 0 then list = cls.f end; return list[math.random(#list)] end"]
        for s in range(SCENARIOS_PER_FILE):
            out.append(f'scenario("fuzz {s}", function()')
            out.append("  local pool = {}")
            out.append("  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end")
            out.append("  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end")
            out.append("  pcall(window, { root = home })")
            # A real transition's roles from examples/, picked per scenario.
            out.append(self.rng.choice([
                '  pcall(transition, detail, { animator = animator "animators/slide_up.lua", presentation = dimming { dimmingAlpha = 0.4 }, interactive = interaction "interactions/swipe_down.lua", style = "custom" })',
                '  pcall(transition, detail, { animator = animator "animators/aapl_custom.lua", presentation = presentation "presentations/aapl_custom.lua", style = "custom" })',
                '  pcall(transition, detail, { animator = animator "animators/cross_fade.lua", style = "overFullScreen" })',
                '  pcall(transition, detail, { animator = animator "animators/slide.lua", presentation = presentation "presentations/half_sheet.lua", style = "custom" })',
            ]))
            out.append('  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))')
            for _ in range(STATEMENTS_PER_SCENARIO):
                out.append("  " + self.statement())
            out.append("  pcall(untilIdle, 2)")
            out.append("end)")
        return "\n".join(out) + "\n"


def run(binary, paths):
    """(crashed, reason, seconds) for one `stagecraft test` process over `paths`."""
    started = time.monotonic()
    try:
        proc = subprocess.run([binary, "test", "--timeout", "2", "--jobs", "2"] + paths, capture_output=True, cwd=ROOT,
                              timeout=HANG_SECONDS, text=True, errors="replace")
    except subprocess.TimeoutExpired:
        return True, f"hung for {HANG_SECONDS} s", time.monotonic() - started
    elapsed = time.monotonic() - started
    lines = proc.stdout.strip().splitlines()
    summary = bool(lines) and re.fullmatch(r"\d+ passed, \d+ failed", lines[-1]) is not None
    if proc.returncode < 0:
        return True, f"killed by signal {-proc.returncode}\n{proc.stderr[-3000:]}", elapsed
    if proc.returncode not in (0, 1) or not summary:
        return True, f"exit status {proc.returncode}, last line {lines[-1] if lines else '(none)'}\n{proc.stderr[-3000:]}", elapsed
    return False, "", elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Tests", "StagecraftCLITests", "HostileScenarios"))
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(1 << 31)
    rng = random.Random(seed)
    api, statics = parse_annotations()
    generator = Generator(rng, api, statics)
    generator.api_table = lua_api(api)
    work = tempfile.mkdtemp(prefix="stagecraft-fuzz-")
    deadline = time.monotonic() + options.minutes * 60
    files = scenarios = statements = 0
    crashes = []
    batch_index = 0
    try:
        while time.monotonic() < deadline:
            batch = []
            for i in range(FILES_PER_BATCH):
                path = os.path.join(work, f"fuzz_{batch_index}_{i}.lua")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(generator.file(files + i))
                batch.append(path)
            batch_index += 1
            crashed, reason, _ = run(options.binary, batch)
            files += len(batch)
            scenarios += len(batch) * SCENARIOS_PER_FILE
            statements += len(batch) * SCENARIOS_PER_FILE * STATEMENTS_PER_SCENARIO
            if crashed:
                # Find the file(s) responsible, alone, and keep them as regression inputs.
                for path in batch:
                    alone, why, _ = run(options.binary, [path])
                    if alone:
                        text = open(path, encoding="utf-8").read()
                        digest = hashlib.sha1(text.encode()).hexdigest()[:10]
                        kept = os.path.join(options.corpus, f"fuzz_{digest}.lua")
                        with open(kept, "w", encoding="utf-8") as f:
                            f.write(f"-- status: any\n-- A crash scripts/fuzz found (seed {seed}): {why.splitlines()[0]}\n" + text)
                        crashes.append((kept, why))
                        print(f"fuzz: CRASH {why.splitlines()[0]} -> kept as {os.path.relpath(kept, ROOT)}", flush=True)
                if not any(c for c in crashes):
                    print(f"fuzz: the batch crashed ({reason.splitlines()[0]}) but no file alone did", flush=True)
                    crashes.append(("batch", reason))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"fuzz: seed {seed}, {files} files, {scenarios} scenarios, {statements} random calls, {len(crashes)} crashes")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
