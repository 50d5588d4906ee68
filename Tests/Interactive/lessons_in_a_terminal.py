#!/usr/bin/env python3
"""Steps through a lesson in the real `layoutlab` shell in a pseudo-terminal, as a reader
would: `lesson list`, `lesson table-header`, Enter for a step, an own command between steps,
`back` to the state before a step, and `quit` to leave the lesson with the scene kept.

Usage: lessons_in_a_terminal.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import sys
import tempfile

import pexpect

from terminal import PROMPT, check, start, summary, type_line

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"


def step_prompt(number):
    return f"lesson {number}/"


def main():
    child = start(BINARY)

    shown = type_line(child, "lesson list")
    check("lesson list names the five seeds' lessons",
          all(name in shown for name in ["table-header", "self-sizing-cells", "intrinsic-height-table",
                                          "table-in-scroll-view", "static-cells"]), shown)

    # Starting shows the first step's prose and what Enter will type, then the step prompt.
    shown = type_line(child, "lesson table-header", step_prompt(1))
    check("a lesson starts with its first step's why and commands",
          "-- step 1 of" in shown and "  > table table frame (0, 0, 320, 568)" in shown, shown)

    # Enter runs the step: the commands echo as typed, with their real output.
    shown = type_line(child, "", step_prompt(2))
    check("Enter runs the step's commands and shows their output",
          "lab> table table frame (0, 0, 320, 568)" in shown and "table.contentSize = (320, 880)" in shown, shown)
    check("then the next step is shown", "-- step 2 of" in shown and "view header in table" in shown, shown)

    # An own command between steps runs as usual and the lesson waits.
    shown = type_line(child, "print table.rowHeight", step_prompt(2))
    check("an own command runs between steps", "table.rowHeight = 44" in shown, shown)

    shown = type_line(child, "", step_prompt(3))
    check("the second step makes the header", "header.frame = (0, 0, 320, 100)" in shown, shown)
    shown = type_line(child, "print header.frame", step_prompt(3))
    check("the header exists after step 2", "header.frame = (0, 0, 320, 100)" in shown, shown)

    # back: the state before step 2 (no header), and step 2 shown again.
    shown = type_line(child, "back", step_prompt(2))
    check("back says where it returned", "Back to before step 2." in shown, shown)
    shown = type_line(child, "print header.frame", step_prompt(2))
    check("back undid step 2", "there is no view or constraint named 'header'" in shown, shown)
    shown = type_line(child, "print table.contentSize", step_prompt(2))
    check("back kept step 1", "table.contentSize = (320, 880)" in shown, shown)

    # Running step 2 again gives the same result.
    shown = type_line(child, "", step_prompt(3))
    check("a step run again after back prints the same",
          "header.frame = (0, 0, 320, 100)" in shown and "table.contentSize = (320, 980)" in shown, shown)

    # quit leaves the lesson, not the shell; the scene stays.
    shown = type_line(child, "quit", PROMPT)
    check("quit leaves the lesson", "Left lesson table-header after 2 of" in shown, shown)
    shown = type_line(child, "print header.frame")
    check("the scene stays after the lesson", "header.frame = (0, 0, 320, 100)" in shown, shown)

    # On a scene with views a lesson offers to empty it; reset does and starts.
    shown = type_line(child, "lesson table-header", "reset? ")
    check("a lesson offers to empty a scene with views", "reset empties the scene and starts the lesson" in shown, shown)
    shown = type_line(child, "reset", step_prompt(1))
    check("reset empties the scene and starts the lesson", "-- step 1 of" in shown, shown)

    # A change between steps is said before the next step; Enter again goes on.
    type_line(child, "", step_prompt(2))
    shown = type_line(child, "view extra", step_prompt(2))
    shown = type_line(child, "", step_prompt(2))
    check("a change between steps is said first", "Since step 1 you changed the scene" in shown and "added: view extra" in shown, shown)
    shown = type_line(child, "", step_prompt(3))
    check("Enter again runs the step with the change", "-- step 3 of" in shown, shown)
    shown = type_line(child, "quit", PROMPT)

    # At 60 columns no line of a step's prose passes the width.
    child.setwinsize(30, 60)
    shown = type_line(child, "lesson 1", "reset? ")
    shown = type_line(child, "reset", step_prompt(1))
    # The lesson's own lines: from its introduction on (reset's report before it is the shell's).
    lines = shown.replace("\r", "").split("\n")
    start_at = next((index for index, line in enumerate(lines) if line.startswith("Lesson table-header")), 0)
    prose = [line for line in lines[start_at:] if not line.startswith("  > ")]
    check("prose fits a 60-column terminal", "-- step 1 of" in shown and all(len(line) <= 60 for line in prose),
          [line for line in prose if len(line) > 60] or shown)
    child.setwinsize(30, 100)

    child.sendline("quit")
    child.expect_exact(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)

    interrupt_a_step()
    for columns in (60, 80, 140):
        prose_fits_every_lesson(columns)
    return summary()


SLOW_LESSON = """# A slow step

Why: a table whose every row is measured up front, far more rows than a test waits for.

  > table t frame (0, 0, 320, 568)
  > prototype Cell in t
  > label title in Cell "x" lines=0
  > vfl "H:|-8-[title]-8-|" in Cell
  > vfl "V:|-8-[title]-8-|" in Cell
  > set t.estimatedRowHeight = 0
  > rows add t 200000 Cell title "Row {n}: {words:3-30}"

The end.
"""


LESSONS = ["table-header", "self-sizing-cells", "intrinsic-height-table", "table-in-scroll-view",
           "static-cells", "stack-view-toggle", "reading-a-conflict-log"]


def prose_fits_every_lesson(columns):
    """Every lesson stepped to its end in a terminal `columns` wide: each step's prose (the
    lines between its `-- step` heading and its commands) fits, so no word is cut by the
    terminal's own wrapping. Optional sections are skipped (Enter), which runs them quietly."""
    # In a folder of its own: a lesson may write files (lesson 5's frames) where it is run.
    child = start(os.path.abspath(BINARY), width=columns, cwd=tempfile.mkdtemp(prefix="layoutlab-lessons-cwd-"))
    too_long = []
    for name in LESSONS:
        shown = type_line(child, f"lesson {name}", "> ")
        steps = 0
        while "End of lesson" not in shown and steps < 200:
            lines = shown.replace("\r", "").split("\n")
            in_prose = False
            in_fence = False
            for line in lines:
                if line.startswith("-- step") or line.startswith("Lesson ") or line.startswith("Next is"):
                    in_prose = True
                if line.startswith("  > ") or line.startswith("lab> "):
                    in_prose = False
                # Code and logs (fenced or indented) are shown as written, not re-wrapped.
                if line.startswith("```"):
                    in_fence = not in_fence
                    continue
                if in_fence or line.startswith("    "):
                    continue
                # A single word longer than the line cannot be cut: the terminal wraps it.
                if in_prose and len(line) > columns and " " in line.strip():
                    too_long.append(f"{name}: {line}")
            child.sendline("")
            child.expect(r"lesson (\d+/\d+|end)> ", timeout=60)
            shown = child.before
            steps += 1
        type_line(child, "quit")
        type_line(child, "reset")
    check(f"every lesson's prose fits {columns} columns", not too_long, too_long[:5])
    child.sendline("quit")
    child.expect(pexpect.EOF)


def interrupt_a_step():
    """Ctrl-C during a step takes the whole step back, and Enter offers it again."""
    folder = tempfile.mkdtemp(prefix="layoutlab-lessons-")
    with open(os.path.join(folder, "1-slow.lab"), "w", encoding="utf-8") as file:
        file.write(SLOW_LESSON)
    child = start(BINARY, environment_extra={"LAYOUTLAB_LESSONS": folder})
    type_line(child, "lesson slow", step_prompt(1))
    child.sendline("")
    # The step's output shows when it ends; the progress line says it is measuring.
    child.expect_exact("measuring rows: ", timeout=60)
    child.sendcontrol("c")
    child.expect_exact(step_prompt(1), timeout=30)
    shown = child.before
    check("Ctrl-C during a step says it was taken back", "Step 1 was interrupted and taken back" in shown, shown)
    shown = type_line(child, "print t.frame", step_prompt(1))
    check("the step's earlier lines are taken back too", "there is no view or constraint named 't'" in shown, shown)
    child.sendline("quit")
    child.expect_exact(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)


if __name__ == "__main__":
    sys.exit(main())
