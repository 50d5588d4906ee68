"""What the pseudo-terminal tests share: starting the real `layoutlab` shell in a fresh state
folder, typing lines, recording checks, and the closing `N passed, N failed` line."""
import os
import tempfile

import pexpect

PROMPT = "lab> "
results = []


def check(name, condition, detail=""):
    """Records a check and prints it as it happens."""
    results.append((name, bool(condition)))
    print(("ok     " if condition else "FAILED ") + name + ("" if condition else f": {detail}"))


def start(binary, state=None, width=100, environment_extra=None, cwd=None):
    """The shell on a terminal, with its history in `state` (a new folder by default),
    `environment_extra` added to its environment, and `cwd` its current folder (this one by
    default)."""
    state = state or tempfile.mkdtemp(prefix="layoutlab-pty-")
    environment = dict(os.environ, XDG_STATE_HOME=state, NO_COLOR="1", TERM="xterm", **(environment_extra or {}))
    environment.pop("LAYOUTLAB_HISTORY", None)
    child = pexpect.spawn(binary, env=environment, encoding="utf-8", timeout=120, dimensions=(30, width), cwd=cwd)
    child.expect_exact(PROMPT)
    return child


def type_line(child, line, expect=PROMPT):
    """Types a line; returns what the shell printed before `expect` (the prompt by default)."""
    child.sendline(line)
    child.expect_exact(expect)
    return child.before


def summary():
    """Prints the closing line; returns the exit status."""
    failed = sum(1 for _, ok in results if not ok)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0
