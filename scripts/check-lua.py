#!/usr/bin/env python3
"""Checks the Lua people read and copy against lua/*.d.lua with a real LuaLS language server.

Usage: check-lua.py SERVER REPO [PROJECT]
  SERVER   the lua-language-server binary
  REPO     the repository (examples/ and lua/ are read from it)
  PROJECT  optional: a project made by `stagecraft new` (its own .luarc.json is used as written)

1. `--check` over a copy of examples/ and docs/porting.md's Lua blocks (with lua/ as the
   library) and over PROJECT: any
   diagnostic in FAILING fails, so an undefined global, an unknown field or a call with the
   wrong number of arguments in an example is a test failure. Counts of every code are printed.
2. `--check` over lua/ itself: its annotations must name only types that exist.
3. Completion, over the language server protocol on stdio, after `ctx:` typed into a role file
   (PROJECT's animator, else an example's): it must offer TransitionContext's methods.
"""
import collections
import json
import os
import re
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

# Codes that fail the check. `param-type-mismatch` and `undefined-doc-*` come from newer servers
# and the annotations respectively; LuaLS 3.2's own type check is a stub, so argument types are
# not checked by it (argument counts are: redundant-parameter, missing-parameter).
FAILING = {
    "undefined-global", "undefined-field", "redundant-parameter", "missing-parameter",
    "param-type-mismatch", "undefined-doc-name", "undefined-doc-class", "undefined-doc-param",
    "duplicate-doc-field", "duplicate-doc-param", "doc-field-no-class", "circle-doc-class",
}
# What TransitionContext offers after `ctx:`: read from the annotations, not listed here.
CONTEXT_CLASS = "TransitionContext"


def luarc(library):
    return {
        "runtime.version": "Lua 5.4",
        "workspace.library": [str(library)],
        # The sandbox has no io, debug or package: using them is an undefined global.
        "runtime.builtin": {"io": "disable", "debug": "disable", "package": "disable", "ffi": "disable",
                            "jit": "disable", "bit": "disable", "bit32": "disable"},
    }


def check(server, workspace, log):
    """Runs `--check` on workspace; returns {file: [diagnostic]}. Fails unless the server says it
    diagnosed at least every Lua file of the workspace (a check that read nothing must not pass)."""
    shutil.rmtree(log, ignore_errors=True)
    run = subprocess.run([server, f"--check={workspace}", "--checklevel=Hint", f"--logpath={log}"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
    output = run.stdout.decode(errors="replace")
    files = len(list(pathlib.Path(workspace).rglob("*.lua")))
    # Progress is printed as `done/total` (total includes the server's own meta files).
    totals = [int(total) for total in re.findall(r"\d+/(\d+)", output)]
    if run.returncode != 0 or "Diagnosis complete" not in output or not totals or max(totals) < files:
        sys.exit(f"check-lua: the server did not diagnose {workspace} ({files} Lua files):\n{output[-2000:]}")
    report = pathlib.Path(log) / "check.json"
    return json.loads(report.read_text() or "{}") if report.exists() else {}


def summarize(title, results, root):
    counts = collections.Counter()
    failures = []
    for uri, diagnostics in sorted(results.items()):
        path = os.path.relpath(uri.replace("file://", ""), root)
        if path.startswith(".."):
            continue  # the server's own meta files (its os.lua has an undefined type of its own)
        for d in diagnostics:
            counts[d["code"]] += 1
            if d["code"] in FAILING:
                failures.append(f"  {path}:{d['range']['start']['line'] + 1}: {d['code']}: {d['message']}")
    shown = ", ".join(f"{code} {n}" for code, n in sorted(counts.items())) or "none"
    print(f"check-lua: {title}: {sum(counts.values())} diagnostics ({shown})")
    return failures


def context_methods(library):
    """TransitionContext's methods as the annotations declare them."""
    text = (pathlib.Path(library) / "stagecraft.d.lua").read_text()
    prefix = f"function {CONTEXT_CLASS}:"
    return {line[len(prefix):].split("(")[0] for line in text.splitlines() if line.startswith(prefix)}


class Client:
    """Just enough of an LSP client: requests in order, server requests answered with nothing."""

    def __init__(self, server, root):
        self.process = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, cwd=root)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the language server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if "method" in message and "id" in message:  # a request from the server
                items = message.get("params", {}).get("items", [])
                result = [None] * len(items) if message["method"] == "workspace/configuration" else None
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
            elif message.get("id") == self.next_id:
                return message.get("result")

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()


def complete_after_ctx(server, root, role_file, library):
    """Types `ctx:` at the start of animateTransition's body and asks for completion there."""
    lines = pathlib.Path(role_file).read_text().splitlines()
    at = next((i for i, l in enumerate(lines) if "animateTransition(ctx)" in l and l.lstrip().startswith("function")), None)
    if at is None:
        sys.exit(f"check-lua: {role_file} has no `function …animateTransition(ctx)` to type into")
    lines.insert(at + 1, "  ctx:")
    text = "\n".join(lines) + "\n"
    client = Client(server, root)
    try:
        client.request("initialize", {"processId": os.getpid(), "rootUri": pathlib.Path(root).as_uri(),
                                      "capabilities": {"workspace": {"configuration": True}}})
        client.notify("initialized", {})
        uri = pathlib.Path(role_file).as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "lua", "version": 1, "text": text}})
        deadline = time.monotonic() + 60
        while True:
            result = client.request("textDocument/completion",
                                    {"textDocument": {"uri": uri}, "position": {"line": at + 1, "character": 6}})
            items = result.get("items", []) if isinstance(result, dict) else (result or [])
            labels = {item["label"].split("(")[0] for item in items}
            # While the workspace loads, the server answers with a progress item instead.
            if not any(label.startswith("Workspace loading") for label in labels) or time.monotonic() > deadline:
                break
            time.sleep(0.1)
    finally:
        client.close()
    wanted = context_methods(library)
    missing = wanted - labels
    print(f"check-lua: completion after `ctx:` in {os.path.basename(role_file)}: {len(wanted & labels)} of "
          f"{len(wanted)} {CONTEXT_CLASS} methods offered")
    if not wanted or missing:
        return [f"  completion after `ctx:` lacks {', '.join(sorted(missing)) or CONTEXT_CLASS + ' methods'} "
                f"(offered: {', '.join(sorted(labels)) or 'nothing'})"]
    return []


def main():
    server, repo = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    project = pathlib.Path(sys.argv[3]).resolve() if len(sys.argv) > 3 else None
    library = repo / "lua"
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        # A copy, so that the check's .luarc.json and cache stay out of the repository.
        workspace = scratch / "examples"
        shutil.copytree(repo / "examples", workspace / "examples", ignore=shutil.ignore_patterns("*.jsonl"))
        # The porting guide's Lua blocks are checked like examples: readers copy them too.
        guide = (repo / "docs" / "porting.md").read_text().split("```lua\n")[1:]
        (workspace / "docs").mkdir()
        for number, block in enumerate(guide, 1):
            (workspace / "docs" / f"porting_{number}.lua").write_text(block.split("```")[0])
        (workspace / ".luarc.json").write_text(json.dumps(luarc(library)))
        failures += summarize(f"examples/ and the {len(guide)} Lua blocks of docs/porting.md", check(server, workspace, scratch / "log1"), workspace)

        annotations = scratch / "annotations"
        shutil.copytree(library, annotations)
        (annotations / ".luarc.json").write_text(json.dumps({"runtime.version": "Lua 5.4"}))
        failures += summarize("lua/ (the annotations)", check(server, annotations, scratch / "log2"), annotations)

        if project:
            failures += summarize("a `stagecraft new` project", check(server, project, scratch / "log3"), project)
            failures += complete_after_ctx(server, project, project / "animators" / "my_animator.lua", library)
        else:
            failures += complete_after_ctx(server, workspace, workspace / "examples" / "animators" / "slide_up.lua", library)
    if failures:
        print("check-lua: FAILED\n" + "\n".join(failures))
        sys.exit(1)
    print("check-lua: ok")


if __name__ == "__main__":
    main()
