#!/usr/bin/env python3
"""Installs `layoutlab` into a temporary prefix with `Scripts/install --debug` (the debug
build the other tests use: a release build would cost CI several minutes), moves the
installed tree elsewhere (it must be relocatable), and uses it as a person would from another
folder: `lesson list`, `--version`, `man -l` on the installed page, and the bash completion
sourced in a pseudo-terminal completing `layoutlab te<Tab>`.

Usage: install_in_a_terminal.py   (from the repository's root, after `swift build`)
Prints `N passed, N failed` last and exits 1 on any failure.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import pexpect

from terminal import check, summary

ROOT = os.getcwd()


def run(arguments, cwd, **extra):
    environment = dict(os.environ, NO_COLOR="1", **extra)
    environment.pop("LAYOUTLAB_LESSONS", None)
    return subprocess.run(arguments, cwd=cwd, env=environment, capture_output=True, text=True)


def main():
    work = tempfile.mkdtemp(prefix="layoutlab-install-")
    first = os.path.join(work, "prefix")
    installed = run([os.path.join(ROOT, "Scripts/install"), "--debug", first], cwd=ROOT)
    check("Scripts/install --debug PREFIX succeeds and says one line",
          installed.returncode == 0 and installed.stdout.count("\n") == 1, installed.stdout + installed.stderr)

    # Moved whole: nothing may point back at the first place (or at the checkout).
    prefix = os.path.join(work, "moved", "elsewhere")
    os.makedirs(os.path.dirname(prefix))
    shutil.move(first, prefix)
    program = os.path.join(prefix, "bin", "layoutlab")
    share = os.path.join(prefix, "share")
    for path in ["layoutlab/layoutlab.dump.schema.json", "layoutlab/layoutlab.tmLanguage.json", "man/man1/layoutlab.1",
                 "bash-completion/completions/layoutlab", "zsh/site-functions/_layoutlab",
                 "fish/vendor_completions.d/layoutlab.fish"]:
        check(f"installed share/{path}", os.path.getsize(os.path.join(share, path)) > 0)

    # From a folder with no Scripts/lessons: the lessons come from PREFIX/share/layoutlab.
    elsewhere = os.path.join(work, "somewhere")
    os.makedirs(elsewhere)
    with open(os.path.join(elsewhere, "list.txt"), "w") as script:
        script.write("lesson list\n")
    listed = run([program, "run", "list.txt"], cwd=elsewhere)
    lessons = sorted((int(name.split("-", 1)[0]), name[len(name.split("-", 1)[0]) + 1:-4])
                     for name in os.listdir(os.path.join(ROOT, "Scripts/lessons")) if name.endswith(".lab"))
    shown = [re.match(r"(\d+)\s+(\S+)", line) for line in listed.stdout.splitlines()]
    check("lesson list from another folder lists the installed lessons, by number",
          listed.returncode == 0 and [(int(m.group(1)), m.group(2)) for m in shown if m] == lessons,
          listed.stdout + listed.stderr)
    check("the installed lessons are the repository's",
          sorted(os.listdir(os.path.join(share, "layoutlab/lessons"))) ==
          sorted(n for n in os.listdir(os.path.join(ROOT, "Scripts/lessons")) if n.endswith(".lab")))

    source = open(os.path.join(ROOT, "Sources/layoutlab/LayoutLab.swift")).read()
    version = re.search(r'static let version = "([^"]+)"', source).group(1)
    shown_version = run([program, "--version"], cwd=elsewhere)
    check("--version prints the version the source declares", shown_version.stdout == version + "\n", shown_version.stdout)
    helped = run([program, "--help"], cwd=elsewhere)
    check("--help lists the subcommands", helped.returncode == 0 and all(
        re.search(rf"^\s+{name}\b", helped.stdout, re.M) for name in ["shell", "run", "test"]), helped.stdout)

    # The manual, rendered by man itself: every option swift-argument-parser declares and every
    # command the shell's help lists is in it (the same declarations, one source of truth).
    manual = run(["man", "-P", "cat", "-l", os.path.join(share, "man/man1/layoutlab.1")], cwd=elsewhere,
                 MANWIDTH="200", LANG="C.UTF-8")
    page = manual.stdout
    check("man -l renders the installed page without complaint",
          manual.returncode == 0 and "LAYOUTLAB(1)" in page and manual.stderr == "", manual.stderr)
    tool = json.loads(run([program, "--experimental-dump-help"], cwd=elsewhere).stdout)
    options = set()

    def collect(command):
        if command.get("shouldDisplay", True):
            for argument in command.get("arguments", []):
                for name in argument.get("names", []):
                    if argument.get("shouldDisplay") and name["kind"] == "long":
                        options.add("--" + name["name"])
            for subcommand in command.get("subcommands", []):
                collect(subcommand)
    collect(tool["command"])
    missing = sorted(option for option in options if option not in page)
    check(f"the manual shows all {len(options)} long options", options and not missing, missing)
    with open(os.path.join(elsewhere, "help.txt"), "w") as script:
        script.write("help\n")
    overview = run([program, "run", "help.txt"], cwd=elsewhere).stdout
    # A command's row starts two spaces in; a summary too long for the line goes on further in.
    commands = [line.split()[0] for line in overview.splitlines() if re.match(r"^  \S", line)]
    missing = [name for name in commands if not re.search(rf"^\s+{re.escape(name)}\b", page, re.M)]
    check(f"the manual's COMMANDS has all {len(commands)} commands help lists", len(commands) > 20 and not missing, missing)

    # The bash completion, sourced in an interactive bash on a terminal.
    environment = dict(os.environ, PATH=os.path.join(prefix, "bin") + ":" + os.environ["PATH"], TERM="dumb", PS1="$ ")
    bash = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=environment, cwd=elsewhere,
                         encoding="utf-8", timeout=120, dimensions=(24, 200))
    bash.expect_exact("$ ")
    bash.sendline("source " + os.path.join(share, "bash-completion/completions/layoutlab") + "; echo sourced-$?")
    bash.expect_exact("sourced-0")
    bash.expect_exact("$ ")
    def completes(typed, expected, name):
        """Types `typed` and a Tab; checks the line then shows `expected`; clears the line."""
        bash.send(typed + "\t")
        try:
            bash.expect_exact(expected, timeout=60)
            completed = True
        except pexpect.TIMEOUT:
            completed = False
        check(name, completed, bash.before)

    cleared = [0]
    def clear_line():
        """Empties the line with Ctrl-U and waits for a command's output, not for a prompt: a
        Ctrl-C that lands while a completion is still running (a busy machine) can leave bash
        without a fresh prompt, where keys typed meanwhile wait their turn. The output, 41-cleared,
        is not the typed text, so it is seen only once the echo ran."""
        cleared[0] += 1
        bash.sendcontrol("u")
        bash.sendline(f"echo $((40 + {cleared[0]}))-cleared")
        bash.expect_exact(f"{40 + cleared[0]}-cleared")

    completes("layoutlab te", "layoutlab test ", "layoutlab te<Tab> completes to layoutlab test")
    completes("--ju", "--junit ", "layoutlab test --ju<Tab> completes to --junit")
    clear_line()
    # A screen's name after --device: iPhone15P is only iPhone15ProMax.
    completes("layoutlab shell --device iPhone15P", "iPhone15ProMax ", "layoutlab shell --device iPhone15P<Tab> completes to iPhone15ProMax")
    clear_line()
    # A script to run, whatever its name ends in.
    with open(os.path.join(elsewhere, "my-header.txt"), "w") as script:
        script.write("view header\n")
    completes("layoutlab run my", "my-header.txt ", "layoutlab run my<Tab> completes to the file my-header.txt")
    clear_line()
    bash.sendline("exit")
    bash.expect(pexpect.EOF)

    shutil.rmtree(work, ignore_errors=True)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
