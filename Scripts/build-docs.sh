#!/usr/bin/env bash
# Builds the DocC documentation of the BlueprintLayout, BlueprintFixtures and BlueprintText
# libraries with the toolchain's own `docc` (no package plugin, nothing fetched):
#
#   .build/docs-out/BlueprintLayout.doccarchive
#   .build/docs-out/BlueprintFixtures.doccarchive
#   .build/docs-out/BlueprintText.doccarchive
#
# Fails (exit status 1) on any DocC warning — a ``Symbol`` link that does not resolve, in a doc
# comment or an article, is one — and when a module's landing page leaves a top-level symbol to
# DocC's automatic groups instead of a curated topic group. The doc comments of every library
# target, internal declarations included, are link-checked too.
#
#   Scripts/build-docs.sh                    build the archives
#   Scripts/build-docs.sh preview MODULE     build, then serve MODULE's documentation with
#                                            `docc preview` (http://localhost:8080/documentation/…)
#
# The archives are transformed for static hosting; to read one without `docc preview`:
#   python3 -m http.server 8000 --directory .build/docs-out/BlueprintLayout.doccarchive
#   open http://localhost:8000/documentation/blueprintlayout
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
DOCC=$(command -v docc || true)
if [ -z "$DOCC" ]; then
    DOCC=$(dirname "$(command -v swift)")/docc
fi

MODULES=(BlueprintLayout BlueprintFixtures BlueprintText)
# Every library whose doc comments are link-checked (internal declarations included).
CHECKED_MODULES=(BlueprintLayout BlueprintFixtures BlueprintFixturesTesting BlueprintLayoutCommand BlueprintBenchmarks BlueprintText)
SCRATCH=.build/docs                 # a build of its own: the flags below would rebuild .build/debug
GRAPHS=$SCRATCH/symbol-graphs       # every module's symbol graphs, written by the compiler
OUT=.build/docs-out

mode=build
preview_module=
case "${1:-}" in
    "") ;;
    preview)
        mode=preview
        preview_module=${2:-BlueprintLayout}
        if [[ " ${MODULES[*]} " != *" $preview_module "* ]]; then
            echo "error: no documentation for '$preview_module' (modules: ${MODULES[*]})" >&2
            exit 2
        fi
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "usage: Scripts/build-docs.sh [preview MODULE]" >&2
        exit 2
        ;;
esac

# 1. Symbol graphs, one debug build of the libraries, with the compiler writing each module's
# public symbols (extensions of other modules' types included) as it compiles the module.
# Incremental like any build: a module that did not change keeps its graphs.
build_graphs() {
    mkdir -p "$GRAPHS"
    for target in BlueprintLayoutCommand BlueprintFixturesTesting BlueprintText; do
        swift build --target "$target" --scratch-path "$SCRATCH" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$GRAPHS" \
            -Xswiftc -emit-extension-block-symbols
    done
}
build_graphs
for module in "${MODULES[@]}"; do
    if [ ! -f "$GRAPHS/$module.symbols.json" ]; then
        # The graphs were removed while the build was up to date: build once more from scratch.
        echo "no symbol graph for $module in $GRAPHS: rebuilding $SCRATCH"
        rm -rf "$SCRATCH"
        build_graphs
        break
    fi
done

# 2. One archive per module, from its catalog and only its own symbol graphs (the module's and
# those of its extensions to other modules: `BlueprintFixtures@BlueprintLayout.symbols.json`).
# The modules convert at once: most of a conversion's time is writing the archive's files.
convert() {
    local module=$1
    local module_graphs=$SCRATCH/graphs-$module
    local catalog=Sources/$module/$module.docc
    local archive=$OUT/$module.doccarchive
    rm -rf "$module_graphs" "$archive"
    mkdir -p "$module_graphs"
    cp "$GRAPHS/$module".symbols.json "$module_graphs"/
    if compgen -G "$GRAPHS/$module@*.symbols.json" >/dev/null; then
        cp "$GRAPHS/$module"@*.symbols.json "$module_graphs"/
    fi
    echo "docc convert $catalog -> $archive"
    if ! "$DOCC" convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "com.github.blueprint-layout.$module" \
        --warnings-as-errors \
        --output-path "$archive"; then
        echo "error: docc found problems in $module's documentation (above)"
        return 1
    fi

    # Every top-level symbol belongs to a curated topic group of the landing page: DocC lists
    # the others under generated groups ("Structures", "Protocols", …), which this rejects.
    local landing
    landing=$archive/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json
    if grep -q '"generated":true' "$landing"; then
        echo "error: $catalog/$module.md leaves these to DocC's automatic topic groups;" \
            "add them to a group under \"## Topics\":"
        tr '{' '\n' <"$landing" | grep '"generated":true' | grep -o '"doc:[^"]*"' |
            sed 's|\\/|/|g; s|.*/documentation/|  |; s|"$||'
        return 1
    fi
}

# 3. The links in every doc comment of every library, internal declarations included: symbol
# graphs down to private declarations, read from the modules just built, converted with an empty
# catalog and thrown away. Only the warnings count. A module whose graphs are the ones last checked
# without a warning is not converted again.
link_check() {
    local module=$1
    local bin triple graphs catalog
    bin=$(swift build --show-bin-path --scratch-path "$SCRATCH")
    triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
    graphs=$SCRATCH/link-check/$module-graphs
    catalog=$SCRATCH/link-check/$module.docc
    local stamp=$SCRATCH/link-check/$module.checked
    rm -rf "$graphs" "$catalog" "$SCRATCH/link-check/$module.doccarchive"
    mkdir -p "$graphs" "$catalog"
    local sdk=()
    if [ "$(uname)" = Darwin ]; then
        sdk=(-sdk "$(xcrun --show-sdk-path)")
    fi
    swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" \
        -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" \
        -Xcc -fmodule-map-file="$bin/CBlueprintSupport.build/module.modulemap" \
        -Xcc -fmodule-map-file="$bin/CBenchSupport.build/module.modulemap" \
        -Xcc -fmodule-map-file="$bin/CCommandSupport.build/module.modulemap" \
        -Xcc -I -Xcc Sources/CBlueprintSupport/include -Xcc -I -Xcc Sources/CBenchSupport/include \
        -Xcc -I -Xcc Sources/CCommandSupport/include \
        -minimum-access-level private -output-dir "$graphs"
    local sum
    sum=$(cat "$graphs"/*.symbols.json | cksum)
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then
        echo "link check of $module's doc comments: unchanged since the last check"
        return 0
    fi
    rm -f "$stamp"
    echo "link check of $module's doc comments"
    if ! "$DOCC" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "com.github.blueprint-layout.link-check.$module" \
        --warnings-as-errors \
        --no-transform-for-static-hosting \
        --output-path "$SCRATCH/link-check/$module.doccarchive"; then
        echo "error: a doc comment in $module has a link that does not resolve (above)"
        return 1
    fi
    rm -rf "$SCRATCH/link-check/$module.doccarchive"
    echo "$sum" >"$stamp"
}

mkdir -p "$OUT" "$SCRATCH/link-check"
jobs=()
pids=()
for module in "${MODULES[@]}"; do
    convert "$module" >"$SCRATCH/convert-$module.log" 2>&1 &
    jobs+=("$SCRATCH/convert-$module.log")
    pids+=($!)
done
for module in "${CHECKED_MODULES[@]}"; do
    link_check "$module" >"$SCRATCH/link-check-$module.log" 2>&1 &
    jobs+=("$SCRATCH/link-check-$module.log")
    pids+=($!)
done
status=0
for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then
        status=1
    fi
    cat "${jobs[$index]}"
done
if [ "$status" -ne 0 ]; then
    echo "error: the documentation has problems (above)" >&2
    exit 1
fi
echo "documentation written to $OUT: ${MODULES[*]/%/.doccarchive}"

if [ "$mode" = preview ]; then
    # The preview's own build goes to the scratch path, not into the catalog.
    exec "$DOCC" preview "Sources/$preview_module/$preview_module.docc" \
        --output-dir "$SCRATCH/preview-$preview_module" \
        --additional-symbol-graph-dir "$SCRATCH/graphs-$preview_module" \
        --fallback-display-name "$preview_module" \
        --fallback-bundle-identifier "com.github.blueprint-layout.$preview_module"
fi
