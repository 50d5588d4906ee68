#!/usr/bin/env python3
"""Output is byte-stable across runs, locales (LANG, LC_ALL, LC_NUMERIC) and NO_COLOR: the
same script, run under each environment, prints the same bytes on standard output and on
standard error and exits the same way. Locales that are not installed must not matter either
(the program never formats through the locale). In a terminal, NO_COLOR turns the red
`error:` off and changes nothing else of the line.

Usage: output_stability.py PATH_TO_LAYOUTLAB
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import os
import subprocess
import sys
import tempfile

import pexpect

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutlab"
results = []

SCRIPT = """\
view header frame (0, 0, 320, 100)
label l in header "Déjà vu: naïve café, 3.5 × 2" lines=0
set l.preferredMaxLayoutWidth = 100
print l.frame l.lines l.intrinsicContentSize
view a frame (0, 0, 100.25, 33.3333)
set a.alpha = 0.333333
print a.frame a.alpha
a.width == 0.5 * header.width + 1.25 @750
constraints
help set
set a.alpha = 1,5
"""

ENVIRONMENTS = [
    {},
    {"LANG": "C"},
    {"LANG": "C.UTF-8"},
    {"LC_ALL": "C.UTF-8"},
    {"LC_ALL": "de_DE.UTF-8"},
    {"LANG": "fr_FR.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8"},
    {"LC_ALL": "POSIX"},
    {"NO_COLOR": "1"},
    {"NO_COLOR": ""},
    {"TERM": "dumb"},
]


def check(name, condition, detail=""):
    results.append((name, bool(condition)))
    print(("ok     " if condition else "FAILED ") + name + ("" if condition else f": {detail!r}"))


def base_environment(state):
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("LC_") and key not in ("LANG", "LANGUAGE", "NO_COLOR", "TERM")}
    environment.update(XDG_STATE_HOME=state, HOME=state)
    return environment


def run(arguments, extra, state, stdin=None):
    environment = base_environment(state)
    environment.update(extra)
    done = subprocess.run([BINARY] + arguments, env=environment, input=stdin, capture_output=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def main():
    state = tempfile.mkdtemp(prefix="layoutlab-stability-")
    script = os.path.join(state, "script.lab")
    with open(script, "w", encoding="utf-8") as file:
        file.write(SCRIPT)
    for name, arguments, stdin in [
        ("run FILE", ["run", script], None),
        ("piped input", [], SCRIPT.encode("utf-8")),
        ("test (transcripts)", ["test", "Scripts"], None),
    ]:
        reference = run(arguments, {}, state, stdin)
        check(f"{name}: the reference run prints something", reference[1] or reference[2], reference)
        for extra in ENVIRONMENTS[1:]:
            outcome = run(arguments, extra, state, stdin)
            check(f"{name}: the same bytes under {extra}", outcome == reference,
                  (outcome[0], outcome[1][-200:], outcome[2][-200:]))
        check(f"{name}: the same bytes a second time", run(arguments, {}, state, stdin) == reference)
        check(f"{name}: the same bytes with --no-color", run(arguments + ["--no-color"] if arguments else ["--no-color"], {}, state, stdin) == reference)

    # In a terminal: NO_COLOR drops the colour of `error:` and nothing else.
    lines = {}
    for label, extra in [("colour", {"TERM": "xterm"}), ("no colour", {"TERM": "xterm", "NO_COLOR": "1"}),
                         ("C locale", {"TERM": "xterm", "NO_COLOR": "1", "LANG": "C", "LC_ALL": "C"})]:
        environment = base_environment(state)
        environment.update(extra)
        child = pexpect.spawn(BINARY, env=environment, timeout=120, dimensions=(30, 120))
        child.expect_exact(b"lab> ")
        child.sendline('label l "D\xc3\xa9j\xc3\xa0 vu" lines=0'.encode("latin-1"))
        child.expect_exact(b"lab> ")
        child.sendline(b"print l.text l.intrinsicContentSize; set nosuch.alpha = 1")
        child.expect_exact(b"lab> ")
        lines[label] = child.before.split(b"\r\n", 1)[1]
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
        child.close()
    check("in a terminal, error: is red unless NO_COLOR", b"\x1b[1;31merror:" in lines["colour"], lines["colour"])
    check("with NO_COLOR, no escape code at all", b"\x1b" not in lines["no colour"], lines["no colour"])
    check("colour is the only difference", lines["colour"].replace(b"\x1b[1;31merror:\x1b[0m", b"error:") == lines["no colour"],
          (lines["colour"], lines["no colour"]))
    check("the C locale prints the same bytes (UTF-8 text included)", lines["C locale"] == lines["no colour"],
          (lines["C locale"], lines["no colour"]))

    passed = sum(1 for _, ok in results if ok)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
