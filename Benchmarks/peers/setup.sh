#!/usr/bin/env bash
# Creates Benchmarks/peers/.venv and installs the peer layout engines into it (not system-wide):
#   stretchable  — Python bindings to Taffy (Rust)
#   pyyoga       — Python bindings to Yoga (C++)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 -m venv "$here/.venv"
"$here/.venv/bin/pip" install --quiet --upgrade pip
"$here/.venv/bin/pip" install --quiet stretchable pyyoga
"$here/.venv/bin/python" -c "import stretchable, pyyoga; print('peers installed:', 'stretchable', stretchable.__version__ if hasattr(stretchable, '__version__') else '', '+ pyyoga')"
