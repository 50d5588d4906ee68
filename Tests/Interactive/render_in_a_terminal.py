#!/usr/bin/env python3
"""Drives `render` in the real `layoutlab` shell in a pseudo-terminal: the terminal picture
fills the terminal's width, and Ctrl-C during a long `render --frames` shows the progress,
stops, removes the frames written and puts the clock back. `render png` to a FIFO is refused
before rsvg-convert starts, and Ctrl-C during a conversion kills rsvg-convert and brings the
prompt back. And `layoutlab test --update` (no terminal needed) writes a symlinked
transcript's target and refuses a read-only one.

Usage: render_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import re
import shutil
import stat
import subprocess
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
        child = pexpect.spawn(BINARY, env=environment, encoding="utf-8", timeout=120, dimensions=(30, 80))
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
    # Drawing past a second shows its progress: interrupt once it does.
    child.expect_exact("drawing frames: ", timeout=60)
    child.expect_exact("(Ctrl-C interrupts)", timeout=30)
    progress = child.before
    child.sendcontrol("c")
    child.expect_exact(PROMPT, timeout=30)
    shown = child.before
    check("Ctrl-C stops render --frames and says nothing changed", "^C (interrupted; nothing changed)" in shown, shown)
    check("a long render shows how many frames are drawn", re.search(r"\d+ of 9001 ", progress), progress)
    check("the frames written are removed", os.listdir(folder) == [], os.listdir(folder))
    shown = type_line(child, "timeline")
    check("the clock is back where it was", "now 0 s" in shown, shown)
    child.sendcontrol("d")
    child.close()
    shutil.rmtree(folder, ignore_errors=True)


def children_of(pid):
    """The processes whose parent is `pid`."""
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
    return [int(child) for child in found]


def is_running(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie has exited: only its parent's wait is missing.
    try:
        with open(f"/proc/{pid}/stat") as status:
            return status.read().split(") ")[-1].split()[0] != "Z"
    except OSError:
        return False


def png_to_a_fifo():
    # The tester's case: rsvg-convert opened a FIFO nobody read, and the shell hung. The FIFO
    # is refused before rsvg-convert starts; the prompt comes back at once.
    folder = tempfile.mkdtemp(prefix="layoutlab-fifo-")
    fifo = os.path.join(folder, "pipe")
    os.mkfifo(fifo)
    child = start(BINARY)
    type_line(child, "view box frame (0, 0, 100, 100)")
    child.sendline(f"render box png {fifo}")
    try:
        child.expect_exact(PROMPT, timeout=60)
        shown = child.before
    except pexpect.TIMEOUT:
        shown = "(no prompt within 60 s)"
        child.sendcontrol("c")
        child.sendcontrol("c")
    check("render png to a FIFO is refused at once", "it is a FIFO (named pipe), not a regular file" in shown, shown)
    check("no rsvg-convert is left running", children_of(child.pid) == [], children_of(child.pid))
    check("the FIFO is still a FIFO", stat.S_ISFIFO(os.lstat(fifo).st_mode), os.listdir(folder))
    child.sendcontrol("d")
    child.close()
    shutil.rmtree(folder, ignore_errors=True)


def interrupt_png():
    # An rsvg-convert that never finishes (a stand-in first on PATH, saying its pid): Ctrl-C
    # kills it and brings the prompt back; nothing is written.
    folder = tempfile.mkdtemp(prefix="layoutlab-slow-png-")
    programs = os.path.join(folder, "bin")
    os.mkdir(programs)
    pid_file = os.path.join(folder, "pid")
    with open(os.path.join(programs, "rsvg-convert"), "w") as script:
        script.write(f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 300\n")
    os.chmod(os.path.join(programs, "rsvg-convert"), 0o755)
    child = start(BINARY, environment_extra={"PATH": programs + ":" + os.environ.get("PATH", "")})
    type_line(child, "view box frame (0, 0, 100, 100)")
    child.sendline(f"render box png {folder}/box.png")
    # Wait for the converter to say its pid (the shell is then waiting on it); the bound is
    # for a converter that never starts, not a guess at how long starting takes.
    deadline = time.time() + 60
    while not os.path.exists(pid_file) or not open(pid_file).read().strip():
        if time.time() > deadline:
            break
        time.sleep(0.1)
    converter = int(open(pid_file).read().strip() or 0) if os.path.exists(pid_file) else 0
    child.sendcontrol("c")
    try:
        child.expect_exact(PROMPT, timeout=60)
        shown = child.before
    except pexpect.TIMEOUT:
        shown = "(no prompt within 60 s of Ctrl-C)"
    check("Ctrl-C during render png says nothing changed", "^C (interrupted; nothing changed)" in shown, shown)
    check("rsvg-convert was started", converter > 0, converter)
    check("Ctrl-C kills rsvg-convert", converter > 0 and not is_running(converter), converter)
    check("nothing is written", sorted(os.listdir(folder)) == ["bin", "pid"], os.listdir(folder))
    shown = type_line(child, "print box.frame")
    check("the shell goes on after it", "box.frame = (0, 0, 100, 100)" in shown, shown)
    child.sendcontrol("d")
    child.close()
    shutil.rmtree(folder, ignore_errors=True)


def update_keeps_links_and_read_only_files():
    # `layoutlab test --update` replaced a read-only transcript with a new 0644 file, and a
    # symlinked one with a regular file.
    folder = tempfile.mkdtemp(prefix="layoutlab-update-")
    stale = "  > view a\n  > print a.alpha\n  a.alpha = 0\n"
    fresh = "  > view a\n  > print a.alpha\n  a.alpha = 1\n"
    for name in ("target.lab", "ro.lab"):
        with open(os.path.join(folder, name), "w") as transcript:
            transcript.write(stale)
    os.chmod(os.path.join(folder, "target.lab"), 0o600)
    os.symlink("target.lab", os.path.join(folder, "link.lab"))
    os.chmod(os.path.join(folder, "ro.lab"), 0o444)
    run = subprocess.run([BINARY, "test", "--update", os.path.join(folder, "link.lab"), os.path.join(folder, "ro.lab")],
                         capture_output=True, text=True)
    check("test --update writes a symlinked transcript's target", open(os.path.join(folder, "target.lab")).read() == fresh,
          run.stdout)
    check("the link stays a link", os.path.islink(os.path.join(folder, "link.lab")))
    check("the target keeps its mode", stat.S_IMODE(os.stat(os.path.join(folder, "target.lab")).st_mode) == 0o600)
    check("a read-only transcript is refused and said", "ro.lab is read-only" in run.stdout and run.returncode == 1, run.stdout)
    check("the read-only transcript is kept", open(os.path.join(folder, "ro.lab")).read() == stale
          and stat.S_IMODE(os.stat(os.path.join(folder, "ro.lab")).st_mode) == 0o444)
    shutil.rmtree(folder, ignore_errors=True)


def update_settles_error_lines():
    # An error names its command's line; writing the output in moves the commands below it.
    # `--update` once wrote the line the command had before (74 where it became 115), so the
    # next plain run failed. Here the error's command is line 6 of the file as typed, and the
    # two lines of output written in above it make it line 8.
    folder = tempfile.mkdtemp(prefix="layoutlab-update-")
    path = os.path.join(folder, "moves.lab")
    with open(path, "w") as transcript:
        transcript.write("  > view a\n  > view b\n  > print a.frame b.frame\n\nThen a mistake:\n  > set a.nope = 1\n")
    subprocess.run([BINARY, "test", "--update", path], capture_output=True, text=True)
    written = open(path).read()
    check("test --update writes the error at the command's new line", "moves.lab:8:7: error:" in written, written)
    again = subprocess.run([BINARY, "test", path], capture_output=True, text=True)
    check("the updated transcript passes as written", again.returncode == 0 and "1 passed, 0 failed" in again.stdout, again.stdout)
    shutil.rmtree(folder, ignore_errors=True)


def main():
    picture_fills_the_terminal()
    colours_unless_no_color()
    interrupt_frames()
    png_to_a_fifo()
    interrupt_png()
    update_keeps_links_and_read_only_files()
    update_settles_error_lines()
    return summary()


if __name__ == "__main__":
    sys.exit(main())
