"""A `stagecraft studio` of its own for a browser check module (studio_moments.py, studio_compare.py,
studio_scrub.py): started on a free port in a scratch project, its output logged, stopped however
the checks end.
"""
import contextlib
import re
import subprocess
import time


@contextlib.contextmanager
def running_studio(binary, project, log_path):
    """Yields the port the studio listens on, or None when it did not say within 30 s (the log
    then holds why)."""
    log = open(log_path, "w")
    studio = subprocess.Popen([binary, "studio", "scenarios", "--port", "0", "--color", "never"], cwd=project,
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline, port = time.time() + 30, None
        while port is None and time.time() < deadline and studio.poll() is None:
            found = re.search(r"studio on http://127\.0\.0\.1:(\d+)/", open(log_path).read())
            port = int(found.group(1)) if found else time.sleep(0.05)
        yield port
    finally:
        studio.terminate()
        try:
            studio.wait(10)
        except subprocess.TimeoutExpired:
            studio.kill()
        log.close()
