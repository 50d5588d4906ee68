# Shared by Scripts/lab and Scripts/test: install what is missing, quietly.
# Sourced, not run.

# Runs a command as root, or through sudo when there is one.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "layoutlab: need root to run: $*" >&2; return 1; fi
}

apt_updated=no

# Installs Debian packages that are not installed yet.
ensure_debian_packages() {
    local missing=()
    for package in "$@"; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "layoutlab: installing ${missing[*]}" >&2
    if [ "$apt_updated" = no ]; then as_root apt-get update -qq >&2; apt_updated=yes; fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

ensure_toolchain() {
    if ! command -v swift >/dev/null 2>&1; then
        if [ -x /opt/swift/usr/bin/swift ]; then
            export PATH="/opt/swift/usr/bin:$PATH"
        else
            echo "layoutlab: the Swift 6 toolchain is missing (https://www.swift.org/install/linux/)" >&2
            return 1
        fi
    fi
}

# Whether this is macOS, where libedit and man come with the system and nothing is installed
# through apt (untested here: the project is built and tested on Linux only).
on_macos() { [ "$(uname -s)" = Darwin ]; }

# Everything the package needs from the system: libedit for line editing.
ensure_dependencies() {
    ensure_toolchain
    on_macos && return 0
    ensure_debian_packages pkg-config libedit-dev
}

# rsvg-convert (Debian's librsvg2-bin), which `render ... png` and `--png` run to turn SVG
# into PNG, and Liberation Sans (fonts-liberation), whose widths are Helvetica's, so label
# lines drawn in a PNG are as wide as the model measured them. Optional: when they cannot be
# installed the shell still runs, and the command says which package is missing.
ensure_picture_tools() {
    if on_macos; then
        command -v rsvg-convert >/dev/null 2>&1 || echo "layoutlab: render ... png needs rsvg-convert (brew install librsvg)" >&2
        return 0
    fi
    local wanted=(fonts-liberation)
    command -v rsvg-convert >/dev/null 2>&1 || wanted+=(librsvg2-bin)
    ensure_debian_packages "${wanted[@]}" ||
        echo "layoutlab: ${wanted[*]} could not be installed; render ... png will ask for rsvg-convert" >&2
}

# Prints a Python that can import pexpect, installing pexpect if need be: with pip into the
# python3 on PATH, else Debian's python3-pexpect for /usr/bin/python3.
python_with_pexpect() {
    if python3 -c "import pexpect" >/dev/null 2>&1; then echo python3; return 0; fi
    if python3 -m pip install --quiet pexpect >/dev/null 2>&1 && python3 -c "import pexpect" >/dev/null 2>&1; then
        echo python3; return 0
    fi
    if on_macos; then echo "layoutlab: the terminal tests need pexpect (python3 -m pip install pexpect)" >&2; return 1; fi
    ensure_debian_packages python3 python3-pexpect
    echo /usr/bin/python3
}

# man (man-db, with groff) for the test that renders the installed manual page with `man -l`.
ensure_manual_tools() {
    on_macos && return 0
    command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1 && return 0
    ensure_debian_packages man-db groff-base
}

# Builds with `swift build ARGS...`, printing nothing unless the build fails (then all of its
# output, and the failure's status). A first build says it may take minutes.
build_quietly() {
    local log
    log=$(mktemp)
    [ -d .build ] || echo "layoutlab: building (the first build takes a few minutes)" >&2
    if swift build "$@" >"$log" 2>&1; then
        rm -f "$log"
    else
        local status=$?
        cat "$log" >&2
        rm -f "$log"
        echo "layoutlab: swift build $* failed" >&2
        return "$status"
    fi
}
