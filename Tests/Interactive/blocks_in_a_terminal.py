#!/usr/bin/env python3
"""Drives the real `layoutlab` shell in a pseudo-terminal: blocks, `def`, undo and redo,
unquoted paths, and a failing line that changes nothing, typed as a person types them.

Usage: blocks_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import sys
import tempfile

import pexpect

from terminal import PROMPT, check, start, summary, type_line

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"
CONTINUATION = "...> "


def main():
    state = tempfile.mkdtemp(prefix="layoutlab-blocks-")
    child = start(BINARY, state)

    # A block over three lines: the prompt says the block goes on.
    type_line(child, "{", CONTINUATION)
    type_line(child, "  view header frame (0, 0, 320, 100)", CONTINUATION)
    type_line(child, "  view box in header frame (10, 10, 50, 50)", CONTINUATION)
    type_line(child, "}")
    shown = type_line(child, "print box.frame")
    check("a block typed over lines runs at '}'", "box.frame = (10, 10, 50, 50)" in shown, shown)

    # Ctrl-C at the continuation prompt drops the whole half-typed block.
    type_line(child, "{ view dropped", CONTINUATION)
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    shown = type_line(child, "print dropped")
    check("Ctrl-C drops a half-typed block", "there is no view or constraint named 'dropped'" in shown, shown)

    # def: a command made of commands, one undo step.
    type_line(child, "def fade v { set v.alpha = 0.5; set v.hidden = true }")
    type_line(child, "fade box")
    shown = type_line(child, "print box.alpha box.hidden")
    check("def runs its body with the argument", "box.alpha = 0.5" in shown and "box.hidden = true" in shown, shown)
    shown = type_line(child, "undo")
    check("undo steps back the whole call", "undid: fade box" in shown, shown)
    shown = type_line(child, "print box.alpha")
    check("the call is undone", "box.alpha = 1" in shown, shown)
    shown = type_line(child, "redo")
    shown = type_line(child, "print box.alpha")
    check("redo does it again", "box.alpha = 0.5" in shown, shown)

    # A line whose second command fails changes nothing.
    shown = type_line(child, "set box.alpha = 0.25; set box.nosuch = 1")
    check("a failing chain reports the error", "error:" in shown, shown)
    shown = type_line(child, "print box.alpha")
    check("and leaves the model as it was", "box.alpha = 0.5" in shown, shown)

    # save takes a path without quotes.
    path = os.path.join(state, "my-session.lab")
    shown = type_line(child, "save " + path)
    check("save with an unquoted path", os.path.exists(path) and "saved" in shown, shown)

    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    check("Ctrl-D leaves with status 0", child.exitstatus == 0, str(child.exitstatus))

    # test --update says when it writes errors in as expected output.
    import subprocess
    transcript = os.path.join(state, "update.lab")
    with open(transcript, "w") as handle:
        handle.write("# t\n\n  > view a\n  > view a\n")
    run = subprocess.run([BINARY, "test", "--update", transcript], capture_output=True, text=True)
    check("test --update counts the error lines it wrote",
          "1 expected line is now an error message" in run.stdout, run.stdout + run.stderr)

    return summary()


if __name__ == "__main__":
    sys.exit(main())
