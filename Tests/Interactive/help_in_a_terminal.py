#!/usr/bin/env python3
"""`help` and the manual at 60 and 80 columns, on a real terminal: the shell started at that
width prints `help`, `help properties` and `help COMMAND` for every command help lists, and
`man -l` shows the page `layoutlab generate-manual` makes; no line is longer than the
terminal (help keeps one column spare), so the terminal cuts none. The manual has its
EXAMPLES, ENVIRONMENT, FILES and EXIT STATUS sections.

Usage: help_in_a_terminal.py PATH/TO/layoutlab
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import re
import subprocess
import sys
import tempfile

import pexpect

from terminal import PROMPT, check, start, summary, type_line

# Terminal controls, and man's bold and underline (a character, a backspace, then the
# character or an underscore shown over it).
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|.\x08")


def lines_of(text):
    return [ESCAPES.sub("", line) for line in text.replace("\r\n", "\n").split("\n")]


def help_at(binary, columns):
    child = start(binary, width=columns)
    overview = lines_of(type_line(child, "help"))
    names = [m.group(1) for m in (re.match(r"^  ([a-z][A-Za-z-]*)(\s|$)", line) for line in overview) if m]
    check(f"help at {columns} columns lists the commands", len(names) > 50, names)
    too_long = []
    for topic in [""] + ["properties"] + names:
        output = lines_of(type_line(child, f"help {topic}".strip())) if topic else overview
        too_long += [f"help {topic}: {line!r} ({len(line)})" for line in output if len(line) > columns - 1]
    check(f"at {columns} columns no line of help, help properties or help COMMAND ({len(names)} commands) "
          f"is longer than {columns - 1}", not too_long, too_long[:5])
    child.sendline("quit")
    child.expect(pexpect.EOF)


def manual_at(page, columns):
    environment = dict(os.environ, MANPAGER="cat", PAGER="cat", LANG="C.UTF-8")
    environment.pop("MANWIDTH", None)
    child = pexpect.spawn("man", ["-l", page], env=environment, encoding="utf-8", timeout=30, dimensions=(30, columns))
    child.expect(pexpect.EOF)
    text = lines_of(child.before)
    shown = [line for line in text if line.strip()]
    check(f"man -l at {columns} columns shows the page", any("LAYOUTLAB(1)" in line for line in shown), shown[:3])
    too_long = [f"{line!r} ({len(line)})" for line in text if len(line) > columns]
    check(f"man -l at {columns} columns: no line longer than {columns}", not too_long, too_long[:5])
    for section in ["EXAMPLES", "ENVIRONMENT", "FILES", "EXIT STATUS"]:
        check(f"the manual has {section} (at {columns} columns)", section in text, "")


def main():
    binary = os.path.abspath(sys.argv[1])
    page = os.path.join(tempfile.mkdtemp(prefix="layoutlab-manual-"), "layoutlab.1")
    with open(page, "w") as file:
        file.write(subprocess.run([binary, "generate-manual"], capture_output=True, text=True, check=True).stdout)
    for columns in (60, 80):
        help_at(binary, columns)
        manual_at(page, columns)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
