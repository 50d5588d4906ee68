#!/usr/bin/env python3
"""Types expressions, `let`, `expect` and per-property help into the real `layoutlab` shell
in a pseudo-terminal, and completes a component path with Tab.

Usage: values_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import sys

import pexpect

from terminal import PROMPT, check, start, summary

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"


def run(child, line, expected):
    """Types a line and waits for `expected` in its output, then for the prompt."""
    child.sendline(line)
    try:
        child.expect_exact(expected)
        found = True
    except pexpect.TIMEOUT:
        found = False
    child.expect_exact(PROMPT)
    return found


def main():
    child = start(BINARY, width=200)

    run(child, "view header frame (0, 0, 320, 100)", "")
    check("let names a value from the model", run(child, "let w = header.bounds.width - 24", "w = 296"))
    check("print evaluates expressions", run(child, "print w / 2 + max(1, 2)", "w / 2 + max(1, 2) = 150"))
    run(child, "set header.frame.height = w / 2", "")
    check("set reaches a component", run(child, "print header.frame", "header.frame = (0, 0, 320, 148)"))
    check("a passing expect prints nothing", run(child, "expect header.frame.height == 148; print 1", "1 = 1"))
    check("a failing expect shows both sides",
          run(child, "expect header.frame.height > 200", "expectation failed: header.frame.height > 200 (left 148, right 200)"))
    check("a misspelt property gets the closest", run(child, "print header.heigth", "did you mean 'height'?"))
    check("help explains one property", run(child, "help label.numberOfLines", "Values: a whole number in 0...1000000"))
    check("a huge priority is an error naming the range",
          run(child, "header.width == 320 @1e19", "1...1000"))

    # Tab completes a component of a composite property: `header.frame.wi` -> `header.frame.width`.
    child.send("print header.frame.wi\t")
    child.sendline("")
    try:
        child.expect_exact("header.frame.width = 320")
        completed = True
    except pexpect.TIMEOUT:
        completed = False
    check("Tab completes a component", completed)
    child.expect_exact(PROMPT)

    child.sendcontrol("d")
    child.expect(pexpect.EOF)

    sys.exit(summary())


if __name__ == "__main__":
    main()
