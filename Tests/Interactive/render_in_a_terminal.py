#!/usr/bin/env python3
"""Drives `render` in the real `layoutlab` shell in a pseudo-terminal: the terminal picture
fills the terminal's width, and Ctrl-C during a long `render --frames` shows the progress,
stops, removes the frames written and puts the clock back.

Usage: render_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import shutil
import sys
import tempfile
import time

import pexpect

from terminal import PROMPT, check, start, summary, type_line

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"


def picture_fills_the_terminal():
    # 60 columns: a column is 320 / 59 = 5.42373 pt, and no line is wider than the terminal.
    child = start(BINARY, width=60)
    type_line(child, "view header frame (0, 0, 320, 100)")
    shown = type_line(child, "render header")
    lines = [line for line in shown.split("\r\n") if line.startswith(("┌", "│", "└"))]
    check("the picture says its scale for the terminal's width", "a column is 5.42373 pt" in shown, shown)
    check("the picture is as wide as the terminal", lines and max(len(line) for line in lines) == 60, lines)
    child.sendcontrol("d")
    child.close()


def colours_unless_no_color():
    # The header's label.bottom cannot hold in 100 pt: box and label are drawn red (ESC[31m)
    # on a terminal, and with NO_COLOR not at all.
    scene = ["view header frame (0, 0, 320, 100)", "view box in header", 'vfl "H:|-12-[box]-12-|" in header',
             'vfl "V:|-60-[box]-15-|" in header', "box.height == 40"]
    shown = {}
    for no_color in (None, "1"):
        environment = dict(os.environ, XDG_STATE_HOME=tempfile.mkdtemp(prefix="layoutlab-pty-"), TERM="xterm")
        environment.pop("NO_COLOR", None)
        if no_color:
            environment["NO_COLOR"] = no_color
        child = pexpect.spawn(BINARY, env=environment, encoding="utf-8", timeout=10, dimensions=(30, 80))
        child.expect_exact(PROMPT)
        for line in scene:
            type_line(child, line)
        shown[no_color] = type_line(child, "render header")
        child.sendcontrol("d")
        child.close()
    check("a broken view is red on a terminal", "\x1b[31m" in shown[None], shown[None])
    check("with NO_COLOR the picture has no escape codes", "\x1b[31m" not in shown["1"] and "box!" in shown["1"], shown["1"])


def interrupt_frames():
    if shutil.which("rsvg-convert") is None:
        check("rsvg-convert is installed for the Ctrl-C test (Scripts/test installs librsvg2-bin)", False)
        return
    folder = tempfile.mkdtemp(prefix="layoutlab-frames-")
    child = start(BINARY)
    type_line(child, "view box frame (0, 0, 100, 100)")
    type_line(child, "animate 100 curve=linear { set box.frame = (0, 0, 300, 300) }")
    # 9,001 PNGs, each through rsvg-convert: far longer than the test waits.
    child.sendline(f"render box --frames {folder} --fps 1000 to=9 --png")
    child.expect_exact("--png")
    time.sleep(2.0)
    child.sendcontrol("c")
    child.expect_exact(PROMPT, timeout=30)
    shown = child.before
    check("Ctrl-C stops render --frames and says nothing changed", "^C (interrupted; nothing changed)" in shown, shown)
    check("a long render shows how many frames are drawn", "drawing frames: " in shown and "(Ctrl-C interrupts)" in shown, shown)
    check("the frames written are removed", os.listdir(folder) == [], os.listdir(folder))
    shown = type_line(child, "timeline")
    check("the clock is back where it was", "now 0 s" in shown, shown)
    child.sendcontrol("d")
    child.close()
    shutil.rmtree(folder, ignore_errors=True)


def main():
    picture_fills_the_terminal()
    colours_unless_no_color()
    interrupt_frames()
    return summary()


if __name__ == "__main__":
    sys.exit(main())
