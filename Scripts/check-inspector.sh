#!/usr/bin/env bash
# Checks the inspector page (`blueprint-layout render --html`) in a real headless browser.
#
# Builds the CLI, renders the page of Scripts/inspector/fixtures (13 fixtures in 7 folders: 6 pass, 6 fail,
# 1 cannot be decoded), checks that render --html exits 1 for it, then runs Scripts/inspector/check_inspector.py
# in Debian's Chromium at 1400 x 1000 and 390 x 844 (what it asserts is listed at the top of that file) and
# writes screenshots of the list, a failing fixture and a decode error at both sizes to Docs/inspector/.
#
# Chromium is installed with apt-get when it is missing. Where no browser can be installed (no apt-get, no
# permission, no network), the check is skipped with a message saying why, and the script exits 0.
#
# Usage: Scripts/check-inspector.sh [--screenshots DIR]   (default Docs/inspector; CI writes them elsewhere,
#                                                         so that its run leaves the checkout as it was)
set -euo pipefail
cd "$(dirname "$0")/.."

screenshots=Docs/inspector
case "${1:-}" in
    "") ;;
    --screenshots)
        screenshots=${2:?"--screenshots needs a folder"}
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "usage: Scripts/check-inspector.sh [--screenshots DIR]" >&2
        exit 2
        ;;
esac

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

skip() {
    echo "SKIPPED: the inspector's browser check did not run: $1"
    exit 0
}

find_browser() {
    local name
    for name in chromium chromium-browser google-chrome-stable google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then
            command -v "$name"
            return 0
        fi
    done
    return 1
}

if ! command -v python3 >/dev/null 2>&1; then
    skip "python3 is not installed (the check drives the browser from Python's standard library)"
fi

if ! browser=$(find_browser); then
    if ! command -v apt-get >/dev/null 2>&1; then
        skip "no Chromium is installed and apt-get is not available to install Debian's chromium"
    fi
    sudo=""
    if [ "$(id -u)" != 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo="sudo -n"
        else
            skip "no Chromium is installed, and installing it with apt-get needs root (no password-less sudo)"
        fi
    fi
    echo "Installing Debian's chromium with apt-get..."
    log=$(mktemp)
    if ! { $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >"$log" 2>&1 ||
        { $sudo apt-get update >>"$log" 2>&1 &&
            $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >>"$log" 2>&1; }; }; then
        tail -n 5 "$log"
        skip "apt-get could not install chromium (the last lines of its output are above)"
    fi
    rm -f "$log"
    browser=$(find_browser) || skip "apt-get installed chromium, but no chromium command was found"
fi
echo "Browser: $("$browser" --version 2>/dev/null || echo "$browser")"

swift build --product blueprint-layout
cli="$(swift build --show-bin-path)/blueprint-layout"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
"$cli" render --html Scripts/inspector/fixtures -o "$work/inspector.html" >"$work/stdout" 2>"$work/stderr" || status=$?
if [ "$status" != 1 ] || ! grep -q "^error: Scripts/inspector/fixtures/broken/" "$work/stderr" || [ ! -s "$work/inspector.html" ]; then
    echo "FAIL: render --html of a folder with a fixture that cannot be decoded should write the page, name the file" \
        "on standard error and exit 1; it exited $status"
    cat "$work/stdout" "$work/stderr"
    exit 1
fi
echo "ok   render --html wrote the page, named the broken fixture and exited 1"

python3 Scripts/inspector/check_inspector.py --chromium "$browser" --page "$work/inspector.html" --cli "$cli" \
    --fixtures Scripts/inspector/fixtures --screenshots "$screenshots"
