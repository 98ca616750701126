#!/usr/bin/env bash
# A differential run against real Blueprint on deep, wide, squeezed random trees (issue #33):
#
#   Scripts/differential/run.sh BLUEPRINT_GIT_DIR OUT SEED [COUNT [MAX_NODES]]
#
# Builds the shared oracle (../shared/blueprint-oracle, from a clone or mirror of square/Blueprint)
# and this package's CLI in release, writes COUNT fixtures (default 2000, up to MAX_NODES nodes,
# default 150) with gen_deep.py under OUT (which must not exist), records Blueprint's values with
# `blueprint-oracle record --prune` (checks on the oracle's hazards are dropped; its report goes to
# OUT.hazards.json) and checks them with `blueprint-layout check`. Exits as `check` does: 0 only
# when every fixture passed. Not part of CI: it needs the oracle, which needs Blueprint's sources.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 BLUEPRINT_GIT_DIR OUT SEED [COUNT [MAX_NODES]]" >&2; exit 2; }
BLUEPRINT_GIT=$1
OUT=$2
SEED=$3
COUNT=${4:-2000}
MAX_NODES=${5:-150}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ORACLE_DIR=${ORACLE_DIR:-$ROOT/../shared/blueprint-oracle}
[ ! -e "$OUT" ] || { echo "error: $OUT exists" >&2; exit 1; }

ORACLE=$("$ORACLE_DIR/build.sh" "$BLUEPRINT_GIT" | tail -1)
(cd "$ROOT" && swift build -c release --product blueprint-layout >&2)
CLI=$(cd "$ROOT" && swift build -c release --show-bin-path)/blueprint-layout

python3 "$ROOT/Scripts/differential/gen_deep.py" --seed "$SEED" --count "$COUNT" --max-nodes "$MAX_NODES" \
    --oracle "$ORACLE_DIR" "$OUT"
"$ORACLE" record --prune --report "$OUT.hazards.json" "$OUT"
"$CLI" check "$OUT"
