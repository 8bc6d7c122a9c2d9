#!/usr/bin/env python3
"""Mutation check: does the test suite catch small, realistic bugs?

Each mutant is a patch under Tests/Mutants/ that changes one source line the way a real bug would,
with a header naming the rule it breaks and the tests that cover that code:

    # rule: T8.7 the older of two stacked animations still ends at its own time
    # tests: AdditiveAnimationTests
    --- a/Sources/Stagecraft/Animation/…
    +++ b/Sources/Stagecraft/Animation/…
    @@ …

For every mutant: apply it to a scratch copy of the repository, build the tests, run only
`swift test --filter <tests>` there, and put the sources back. The mutant is *killed* when a test
fails (or hangs past the limit), *survived* when they all pass; a mutant that does not build or no
longer applies is *invalid* (a broken patch to fix, not a kill). Before the mutants, each distinct
filter runs once on the unmutated copy: a filter that fails or matches no test would make its
kills meaningless (--no-baseline skips that while iterating on one patch).

The scratch copy (STAGECRAFT_MUTANTS_DIR, default /tmp/stagecraft-mutants-<checkout name>) is kept
between runs so that its .build stays warm: each run copies in only the files that differ from the
checkout, and the first run seeds it with a copy of the checkout's .build. Swift's build records hold
absolute paths, so a copy built at another path would rebuild everything (swift-syntax included):
where `unshare` may make a private mount namespace (root, or user namespaces allowed), builds and
tests see the copy mounted over the checkout's own path, in that namespace only, and the seeded
.build is warm from the start; elsewhere they run in the copy's folder and the first run is a full build.

Prints one line per mutant, the survivors, and `METRIC tests.mutants_killed.ratio <killed/valid> ratio`;
exits 1 when a mutant survived or is invalid.

Usage: scripts/mutants.py [--no-baseline] [PATCH …]   (default: Tests/Mutants/*.patch)
"""
import argparse
import filecmp
import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD_SECONDS = 3600
# A mutant can turn a loop endless: a test run this long counts as killed (it hung).
TEST_SECONDS = 900


class Mutant:
    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as f:
            text = f.read()
        headers = dict(re.findall(r"^# (rule|tests): *(.+?) *$", text, re.M))
        self.rule = headers.get("rule")
        self.tests = headers.get("tests")
        self.files = re.findall(r"^\+\+\+ b/(\S+)", text, re.M)
        problems = [f"no '# {key}:' line" for key, value in (("rule", self.rule), ("tests", self.tests)) if not value]
        if not self.files:
            problems.append("no '+++ b/<path>' line (a unified diff with a/ and b/ prefixes)")
        self.problem = "; ".join(problems) or None


def run(command, cwd, seconds, log):
    """Runs `command` with its output appended to `log`; returns the exit status, None on timeout."""
    if isinstance(cwd, tuple):
        command, cwd = in_copy(command, *cwd)
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(command)}\n")
        out.flush()
        try:
            return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=seconds).returncode
        except subprocess.TimeoutExpired:
            out.write(f"(timed out after {seconds} s)\n")
            return None


def namespace_works():
    return subprocess.run(["unshare", "--mount", "--propagation", "private", "true"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def in_copy(command, scratch, mounted):
    """`command` run in the copy: at the checkout's path in a private mount namespace, or in its folder."""
    if not mounted:
        return command, scratch
    script = 'mount --bind "$0" "$1" && cd "$1" && shift && exec "$@"'
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, scratch, ROOT] + command, ROOT


def checkout_files():
    listing = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                             check=True, capture_output=True).stdout.decode()
    return [path for path in listing.split("\0") if path and os.path.isfile(os.path.join(ROOT, path))]


def sync(scratch):
    """Makes the scratch copy's sources equal to the checkout's, touching only the files that differ
    (a file copied over a different one gets a new modification time, so the incremental build sees it)."""
    if not os.path.isdir(os.path.join(scratch, ".build")) and os.path.isdir(os.path.join(ROOT, ".build")):
        print(f"mutants: seeding {scratch}/.build from the checkout's (once)", file=sys.stderr)
        os.makedirs(scratch, exist_ok=True)
        subprocess.run(["cp", "-a", os.path.join(ROOT, ".build"), os.path.join(scratch, ".build")], check=True)
    wanted = set(checkout_files())
    for path in wanted:
        source, target = os.path.join(ROOT, path), os.path.join(scratch, path)
        if not os.path.exists(target):
            # A new copy keeps the checkout's times, so the seeded .build sees nothing changed.
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(source, target)
        elif not filecmp.cmp(source, target, shallow=False):
            shutil.copyfile(source, target)
            shutil.copymode(source, target)
    for folder, dirs, files in os.walk(scratch):
        relative = os.path.relpath(folder, scratch)
        if relative == ".":
            dirs[:] = [d for d in dirs if d != ".build"]
        for name in files:
            path = os.path.normpath(os.path.join(relative, name))
            if path not in wanted:
                os.remove(os.path.join(folder, name))


def restore(scratch, mutant):
    for path in mutant.files:
        shutil.copyfile(os.path.join(ROOT, path), os.path.join(scratch, path))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("patches", nargs="*", help="mutants to run (default: Tests/Mutants/*.patch)")
    parser.add_argument("--no-baseline", action="store_true", help="skip running each filter on the unmutated copy")
    args = parser.parse_args()
    paths = args.patches or sorted(glob.glob(os.path.join(ROOT, "Tests", "Mutants", "*.patch")))
    mutants = [Mutant(os.path.abspath(p)) for p in paths]
    if not mutants:
        sys.exit("mutants: no patches")

    scratch = os.environ.get("STAGECRAFT_MUTANTS_DIR", f"/tmp/stagecraft-mutants-{os.path.basename(ROOT)}")
    log = os.path.join(scratch, "mutants.log")
    started = time.monotonic()
    sync(scratch)
    open(log, "w").close()
    copy = (scratch, namespace_works())
    where = f"mounted over {ROOT} in a private namespace" if copy[1] else "built in place (no mount namespace)"
    print(f"mutants: {len(mutants)} in {scratch}, {where} (log: {log})", file=sys.stderr)
    if run(["swift", "build", "--build-tests"], copy, BUILD_SECONDS, log) != 0:
        sys.exit(f"mutants: the unmutated copy does not build (see {log})")
    if not args.no_baseline:
        command, cwd = in_copy(["swift", "test", "--skip-build", "list"], *copy)
        listed = subprocess.run(command, cwd=cwd, capture_output=True, text=True).stdout.splitlines()
        for tests in sorted({m.tests for m in mutants if m.tests}):
            if not any(re.search(tests, line) for line in listed):
                sys.exit(f"mutants: the filter '{tests}' matches no test")
            if run(["swift", "test", "--skip-build", "--filter", tests], copy, TEST_SECONDS, log) != 0:
                sys.exit(f"mutants: '{tests}' fails on the unmutated copy (see {log}): its kills would mean nothing")

    killed, survived, invalid = [], [], []
    for mutant in mutants:
        began = time.monotonic()
        if mutant.problem:
            outcome = f"invalid ({mutant.problem})"
            invalid.append(mutant)
        elif run(["patch", "-p1", "--forward", "--batch", "--fuzz=0", "--no-backup-if-mismatch", "--reject-file=-", "-s", "-i", mutant.path], scratch, 60, log) != 0:
            outcome = "invalid (does not apply: update the patch)"
            invalid.append(mutant)
            restore(scratch, mutant)
        else:
            if run(["swift", "build", "--build-tests"], copy, BUILD_SECONDS, log) != 0:
                outcome = "invalid (does not build: a mutant must compile)"
                invalid.append(mutant)
            else:
                status = run(["swift", "test", "--skip-build", "--filter", mutant.tests], copy, TEST_SECONDS, log)
                if status == 0:
                    outcome = "SURVIVED"
                    survived.append(mutant)
                else:
                    outcome = "killed" if status is not None else "killed (hung)"
                    killed.append(mutant)
            restore(scratch, mutant)
        print(f"{outcome:10} {mutant.name}  [{mutant.rule}]  {time.monotonic() - began:.0f} s", flush=True)

    valid = len(killed) + len(survived)
    print(f"{len(killed)} killed, {len(survived)} survived, {len(invalid)} invalid "
          f"in {time.monotonic() - started:.0f} s")
    for mutant in survived:
        print(f"survivor: {os.path.relpath(mutant.path, ROOT)}  [{mutant.rule}]  tests: {mutant.tests}")
    for mutant in invalid:
        print(f"invalid: {os.path.relpath(mutant.path, ROOT)}")
    if valid:
        print(f"METRIC tests.mutants_killed.ratio {len(killed) / valid:.3f} ratio")
    sys.exit(1 if survived or invalid else 0)


if __name__ == "__main__":
    main()
