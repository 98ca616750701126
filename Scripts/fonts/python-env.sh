#!/usr/bin/env bash
# Makes (once) the Python virtual environment of the font scripts, .build/font-tools-venv, with
# fontTools (subsetting) and uharfbuzz (HarfBuzz, the differential reference), and prints its
# python's path. Versions are pinned so that recorded data can be made again.
#
#   PY=$(Scripts/fonts/python-env.sh) && "$PY" Scripts/fonts/record-harfbuzz-widths.py
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=.build/font-tools-venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import fontTools, uharfbuzz' 2>/dev/null; then
    python3 -m venv "$VENV" >&2
    "$VENV/bin/pip" install --quiet 'fonttools==4.68.0' 'uharfbuzz==0.57.0' >&2
fi
echo "$PWD/$VENV/bin/python"
