#!/usr/bin/env python3
"""Drives the real `layoutlab` shell in a pseudo-terminal, as a person would.

Checks: the prompt, Tab completion of a command name and of `fox.` paths, completion by
position from a command's signature (a prototype after `rows add TABLE COUNT`, an option's
cases after `style=`, a view name alone where only a view is taken, a folder's files), a
command's output, Ctrl-C dropping a half-typed line, Ctrl-D leaving with status 0, history kept
across a restart (Up arrow recalls the last line of the previous run), and Ctrl-Z at the prompt
suspending the shell as a job of bash (`fg` resumes it with the half-typed line kept).

Usage: shell_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import sys
import tempfile

import pexpect

import terminal
from terminal import PROMPT, check, results

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"


def start(state):
    return terminal.start(BINARY, state)


def main():
    state = tempfile.mkdtemp(prefix="layoutlab-pty-")

    child = start(state)
    check("banner and prompt", "Type help" in child.before, child.before)

    child.sendline("view fox")
    child.expect_exact(PROMPT)

    # Tab completes a command name: `pri` becomes `print `.
    child.send("pri\t")
    child.send("fox.fr\t")  # `fox.fr` completes to the common prefix `fox.frame`.
    child.send(".he\t")      # then `fox.frame.height`.
    child.sendline("")
    child.expect_exact("fox.frame.height = 0")
    check("Tab completes command names and fox. paths", True)
    child.expect_exact(PROMPT)

    # Tab twice on an ambiguous `fox.` lists the members.
    child.send("print fox.\t")
    child.expect_exact("leading")
    check("Tab lists fox. members", True)
    child.sendcontrol("c")
    child.expect_exact("^C")
    child.expect_exact(PROMPT)

    # Ctrl-C drops a half-typed line: nothing runs.
    child.send("remove fo")
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    child.sendline("print fox.frame")
    index = child.expect_exact(["fox.frame = (0, 0, 0, 0)", "there is no view"])
    check("Ctrl-C drops the half-typed line", index == 0, child.before)
    child.expect_exact(PROMPT)

    # Completion by position, from the command's signature.
    child.sendline("table t frame (0, 0, 320, 568); prototype Cell in t; label title in Cell")
    child.expect_exact(PROMPT)
    child.send("rows add t 3 \t")  # the only prototype of t
    child.sendline("")
    child.expect_exact(PROMPT)
    child.sendline("rows list t 2")
    index = child.expect_exact(["[0, 2] Cell", "error"])
    check("rows add TABLE COUNT + Tab completes the prototype", index == 0, child.before)
    child.expect_exact(PROMPT)

    child.send("table u style=\t\t")  # an enum option's cases
    index = child.expect_exact(["grouped", PROMPT])
    check("style= + Tab lists the option's cases", index == 0, child.before)
    child.sendcontrol("c")
    child.expect_exact("^C")
    child.expect_exact(PROMPT)

    child.send("layout f\t")  # a view name alone: no `fox.`, layout would reject it
    child.sendline("")
    index = child.expect_exact([PROMPT, "error"])
    check("layout f + Tab completes the view name only", index == 0, child.before)

    with open(os.path.join(state, "script.lab"), "w") as script:
        script.write("view fromfile\n")
    os.makedirs(os.path.join(state, "sub"), exist_ok=True)
    child.send(f"source {state}/\t\t")  # the folder's files, folders with a slash
    index = child.expect_exact(["script.lab", PROMPT])
    found = index == 0
    index = child.expect_exact(["sub/", PROMPT])
    check("a file argument + Tab lists the folder", found and index == 0, child.before)
    child.sendcontrol("c")
    child.expect_exact("^C")
    child.expect_exact(PROMPT)

    # A mistake is reported with its column, and the session goes on.
    child.sendline("print fox.nope")
    child.expect_exact("<stdin>:")
    child.expect_exact("error: fox has no property 'nope'")
    check("errors name line and column", True)
    child.expect_exact(PROMPT)

    child.sendline("print fox.frame.width")
    child.expect_exact("fox.frame.width = 0")
    child.expect_exact(PROMPT)

    # clear clears the terminal (home, erase) and leaves the scene as it is.
    child.sendline("clear")
    child.expect_exact("\x1b[H\x1b[2J")
    child.expect_exact(PROMPT)
    child.sendline("print fox.frame.width")
    child.expect_exact("fox.frame.width = 0")
    child.expect_exact(PROMPT)
    check("clear clears the terminal and keeps the scene", True)

    # Ctrl-D on an empty line leaves with status 0.
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    check("Ctrl-D leaves with status 0", child.exitstatus == 0, f"status {child.exitstatus}")

    # History after a restart: Up recalls the last line of the previous session.
    child = start(state)
    child.sendline("view fox")
    child.expect_exact(PROMPT)
    child.send("\x1b[A\x1b[A")  # Up, Up: past `view fox` to `print fox.frame.width`.
    child.sendline("")
    index = child.expect_exact(["fox.frame.width = 0", PROMPT])
    check("history is kept across runs", index == 0, child.before)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    check("quit leaves with status 0", child.exitstatus == 0, f"status {child.exitstatus}")

    suspend_at_the_prompt(state)
    return terminal.summary()


def suspend_at_the_prompt(state):
    """Ctrl-C and Ctrl-Z are keys while a line is edited (the terminal's ISIG is off), so the
    shell raises SIGTSTP itself. A job is stopped only under a shell with job control (a
    process group without one discards SIGTSTP), so bash runs it here."""
    env = dict(os.environ, XDG_STATE_HOME=state, PS1="bash$ ", TERM="xterm", NO_COLOR="1")
    bash = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8", timeout=120)
    bash.expect_exact("bash$ ")
    bash.sendline(os.path.abspath(BINARY))
    bash.expect_exact(PROMPT)
    bash.sendline("view box frame (0, 0, 10, 10)")
    bash.expect_exact(PROMPT)
    bash.send("print box.fr")
    bash.send("\x1a")
    index = bash.expect(["Stopped", pexpect.TIMEOUT], timeout=60)
    check("Ctrl-Z at the prompt suspends the shell", index == 0, bash.before)
    if index != 0:
        bash.close(force=True)
        return
    bash.expect_exact("bash$ ")
    bash.sendline("fg")
    bash.expect_exact("print box.fr")
    bash.send("ame\r")
    index = bash.expect_exact(["box.frame = (0, 0, 10, 10)", pexpect.TIMEOUT], timeout=60)
    check("fg resumes it with the half-typed line kept", index == 0, bash.before)
    bash.sendline("quit")
    bash.expect_exact("bash$ ")
    bash.sendline("exit")
    bash.expect(pexpect.EOF)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (pexpect.TIMEOUT, pexpect.EOF) as error:
        check("shell answered as expected", False, type(error).__name__)
        sys.exit(terminal.summary())
