#!/usr/bin/env python3
"""Checks `stagecraft test --junit` with real consumers: junitparser (from PyPI) reads the report
as CI tools do, and xmlschema validates it against the JUnit schema Jenkins' xUnit plugin (and
pytest's own xunit2 tests) use, Tests/Fixtures/junit/junit-10.xsd.

The one deliberate extension: `file` and `line` on <testcase>, which GitLab reads to link a
failure to its source and pytest's xunit1 family writes; junit-10.xsd has no such attributes, so
the strict check runs on the report with exactly those two removed, after checking they are the
only attributes beyond the schema.

Usage: scripts/check-junit.py STAGECRAFT_BINARY
"""
import datetime
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import junitparser
import xmlschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Tests", "Fixtures", "junit", "junit-10.xsd")

MIXED = """local home = screen "home" {}
window { root = home, size = { 390, 844 } }

scenario("passes", function()
  expect.equal(1, 1)
end)

scenario("fails", function()
  expect.equal(1, 2, "one")
end)

scenario("skipped", { skip = "waits for the iPad profile" }, function()
  expect.equal(1, 2)
end)

scenario("errors", function()
  local broken = nil
  broken.field = 1
end)
"""

WHOLE = """local home = screen "home" {}
window { root = home, size = { 390, 844 } }
advance(0.1)
expect.equal(2, 2)
"""


NEVER_COMPLETES = """local A = {}
function A.transitionDuration(ctx) return 0.3 end
function A.animateTransition(ctx)
  ctx.containerView:addSubview(ctx:view("to"))
end
return A
"""

STRESSED = """local never = animator "animators/never.lua"
local home = screen "home" {}
local detail = screen "detail" {}

scenario("never completes", function()
  window { root = home }
  transition(detail, { animator = never, style = "overFullScreen" })
  present(home, detail)
  untilIdle()
end)

scenario("nothing moves", function()
  window { root = home }
  advance(0.1)
end)
"""


def fail(message):
    print("check-junit: FAIL: " + message)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def main():
    binary = sys.argv[1]
    work = tempfile.mkdtemp(prefix="junit-")
    suite_dir = os.path.join(work, "suite")
    os.makedirs(suite_dir)
    with open(os.path.join(suite_dir, "mixed.lua"), "w") as f:
        f.write(MIXED)
    with open(os.path.join(suite_dir, "whole.lua"), "w") as f:
        f.write(WHOLE)
    report = os.path.join(work, "report.xml")
    run = subprocess.run([binary, "test", "suite", "--junit", report, "--color", "never"],
                         cwd=work, capture_output=True, text=True, timeout=120)
    check(run.returncode == 1, f"exit {run.returncode}, expected 1\n{run.stdout}\n{run.stderr}")
    check(run.stdout.strip().endswith("2 passed, 2 failed, 1 skipped"), "summary line: " + run.stdout[-200:])

    xml = junitparser.JUnitXml.fromfile(report)
    suites = list(xml)
    check(len(suites) == 2, f"{len(suites)} testsuites, expected 2")
    by_name = {case.name: (suite, case) for suite in suites for case in suite}
    check(set(by_name) == {"passes", "fails", "skipped", "errors", "whole"}, f"testcases {sorted(by_name)}")

    mixed_suite, _ = by_name["passes"]
    check((mixed_suite.tests, mixed_suite.failures, mixed_suite.errors, mixed_suite.skipped) == (4, 1, 1, 1),
          f"mixed suite counts {(mixed_suite.tests, mixed_suite.failures, mixed_suite.errors, mixed_suite.skipped)}")
    check(mixed_suite.hostname, "testsuite has no hostname")
    datetime.datetime.fromisoformat(mixed_suite.timestamp)  # raises when not ISO 8601
    check(mixed_suite.time >= 0, "testsuite time")

    expected_results = {"passes": None, "fails": junitparser.Failure, "skipped": junitparser.Skipped,
                        "errors": junitparser.Error, "whole": None}
    expected_lines = {"passes": "4", "fails": "8", "skipped": "12", "errors": "16", "whole": None}
    for name, (suite, case) in by_name.items():
        kinds = [type(result) for result in case.result]
        want = expected_results[name]
        check(kinds == ([want] if want else []), f"{name}: results {kinds}, expected {want}")
        file = "suite/whole.lua" if name == "whole" else "suite/mixed.lua"
        check(case.classname == file[:-4].replace("/", "."), f"{name}: classname {case.classname}")
        check(case._elem.get("file") == file, f"{name}: file {case._elem.get('file')}")
        check(case._elem.get("line") == expected_lines[name], f"{name}: line {case._elem.get('line')}")
        check(case.time >= 0, f"{name}: time")
    failure = by_name["fails"][1].result[0]
    check(failure.type == "expectation" and "one" in failure.message, f"failure {failure.type} {failure.message}")
    error = by_name["errors"][1].result[0]
    check(error.type == "script-error" and "mixed.lua:18" in error.text, f"error {error.type} {error.text}")
    skipped = by_name["skipped"][1].result[0]
    check(skipped.message == "waits for the iPad profile", f"skipped {skipped.message}")

    validate(report)
    print("check-junit: junitparser read 2 suites, 5 testcases (1 failure, 1 error, 1 skipped); junit-10.xsd valid")

    # `stagecraft stress --junit`: a testcase per run, the same format.
    stress_dir = os.path.join(work, "stressed")
    os.makedirs(os.path.join(stress_dir, "animators"))
    with open(os.path.join(stress_dir, "animators", "never.lua"), "w") as f:
        f.write(NEVER_COMPLETES)
    with open(os.path.join(stress_dir, "stressed.lua"), "w") as f:
        f.write(STRESSED)
    stress_report = os.path.join(work, "stress.xml")
    run = subprocess.run([binary, "stress", "stressed", "--junit", stress_report, "--out", "replays", "--color", "never"],
                         cwd=work, capture_output=True, text=True, timeout=120)
    check(run.returncode == 1, f"stress: exit {run.returncode}, expected 1\n{run.stdout}\n{run.stderr}")
    check(run.stdout.strip().endswith("1 passed, 1 failed"), "stress summary line: " + run.stdout[-200:])
    cases = [case for suite in junitparser.JUnitXml.fromfile(stress_report) for case in suite]
    check(len(cases) == 2, f"stress: {len(cases)} testcases, expected 2")
    failed = [case for case in cases if case.result]
    check(len(failed) == 1 and "completeTransition once" in (failed[0].result[0].message or "") + (failed[0].result[0].text or ""),
          f"stress: failures {[case.result for case in failed]}")
    validate(stress_report)
    print("check-junit: stress report read by junitparser (2 testcases, 1 failure); junit-10.xsd valid")


def validate(report):
    """The strict schema, with the two testcase attributes it lacks removed (and only those)."""
    schema = xmlschema.XMLSchema(SCHEMA)
    tree = ET.parse(report)
    for case in tree.iter("testcase"):
        extra = set(case.attrib) - {"name", "time", "classname", "group"}
        check(extra <= {"file", "line"}, f"testcase attributes beyond the schema: {extra}")
        case.attrib.pop("file", None)
        case.attrib.pop("line", None)
    errors = list(schema.iter_errors(tree))
    check(not errors, "junit-10.xsd: " + "; ".join(str(e.reason) for e in errors[:3]))


if __name__ == "__main__":
    main()
