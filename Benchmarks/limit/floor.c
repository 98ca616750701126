// The measured floor: BlueprintLayout's Row/Column algorithm (StackLayout) in plain C over flat
// arrays, for Benchmarks/limit/run.sh.
//
// The tree is a struct of arrays in breadth-first order (a node's children are contiguous), built
// once; a layout pass writes each node's frame, relative to its parent, into four arrays. There
// are no elements, no result tree and no allocation during a pass. The stack algorithm is the
// engine's step for step (Sources/BlueprintLayout/Elements/StackLayout+Distribution.swift), in the
// same floating-point operations and order, so frames compare exactly:
//   1. basis sizes: fixed children (grow and shrink 0) measured in the whole constraint, then the
//      flexible ones in what is left (not measured, basis 0, when nothing is left);
//   2. along the axis: overflow (condense proportionally or uniformly by shrink priority),
//      underflow (space evenly, grow proportionally or uniformly by grow priority, justify to
//      start, center or end) or natural lengths; every origin advances as `(origin + length) + gap`;
//   3. across the axis: fill, or start / center / end alignment (the default guide values).
// Spacing is the minimum spacing (no spacing preferences); no custom alignment guides.
//
// Measurements of a node within one pass are remembered the way the engine's default options
// remember them (LayoutOptions.default, Sources/BlueprintLayout/Engine/SizeCache.swift): a size `s`
// measured in constraint `c` answers `c`, and with range-boundary hints a constraint whose axes
// are each `c`'s or `.atMost(s)` when `s` is below `c`'s bound; newest first. This gives the
// engine's number of measurements exactly (22,110 on `nested`, 109,830 on `nested-wide`).
// `--memo none` measures every request instead: the plain recursion, whose work grows with the
// depth (157,310 measurements on `nested`). The engine's unconstrained-key search is not needed: these trees
// never propose an unconstrained axis (counted in `unconstrained_keys`).
//
// Usage:
//   floor frames nested DEPTH FANOUT     absolute frames, depth first, as `bench --serve` prints them
//   floor bench TREE [RUNS] [WARMUP]     one JSON line: median, min and max layout time of RUNS passes
//   floor serve                          line protocol: `sample TREE` -> {"tree", "layout_ms"}, `quit`
//   options before the command: --memo hints|none (default hints)
// TREE: flat (nested 1 × 10,000), nested (4 × 10), nested-wide (3 × 30), as `blueprint-layout bench`.

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { KIND_LEAF, KIND_ROW, KIND_COLUMN };
enum { UNDER_SPACE_EVENLY, UNDER_GROW_PROPORTIONALLY, UNDER_GROW_UNIFORMLY, UNDER_JUSTIFY_START,
       UNDER_JUSTIFY_CENTER, UNDER_JUSTIFY_END };
enum { OVER_CONDENSE_PROPORTIONALLY, OVER_CONDENSE_UNIFORMLY };
enum { ALIGN_FILL, ALIGN_START, ALIGN_CENTER, ALIGN_END };
enum { MEMO_NONE, MEMO_HINTS };
// A constraint along one axis of a stack: exactly, at most, or unconstrained (VectorConstraint.Axis).
enum { C_EXACTLY, C_AT_MOST, C_UNCONSTRAINED };

// Entries remembered per node (the engine keeps two inline and spills the rest). When a node needs
// more, the oldest is dropped and counted in `memo_dropped` (a check run must show 0).
#define MEMO_SLOTS 4

typedef struct {
    int count;
    // Per node.
    uint8_t *kind, *underflow, *overflow, *align;
    int32_t *first, *children;
    double *grow, *shrink, *spacing, *leaf_w, *leaf_h;
    // Per node: the frame relative to the parent.
    double *x, *y, *w, *h;
    // Per node: remembered measurements, key bounds (INFINITY: unconstrained) and sizes.
    uint8_t *memo_count, *memo_next;
    double *memo_kw, *memo_kh, *memo_sw, *memo_sh;
    // Scratch for the stack algorithm, used as a stack: five runs of `count` numbers per call.
    double *scratch;
    size_t scratch_top;
} Tree;

static int memo_mode = MEMO_HINTS;
static long stat_measurements, stat_hits, stat_dropped, stat_unconstrained;

// Swift's `max` and `min` (`y >= x ? y : x`, `y < x ? y : x`): the same answer for -0 and NaN.
static inline double smax(double x, double y) { return y >= x ? y : x; }
static inline double smin(double x, double y) { return y < x ? y : x; }

// A bound as SizeConstraint stores it: not finite or greatestFiniteMagnitude is unconstrained
// (INFINITY); -0 is 0.
static inline double bound(double value) {
    if (!isfinite(value) || value == DBL_MAX) return INFINITY;
    return value == 0 ? 0 : value;
}

// NumericBoundary.measured: NaN and -infinity measure as 0.
static inline double measured(double value) { return isnan(value) || value == -INFINITY ? 0 : value; }

// NumericBoundary.spacing and the non-finite part of NumericBoundary.frame.
static inline double finite_or_zero(double value) { return isfinite(value) ? value : 0; }

static inline int same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }

// --- Building trees -------------------------------------------------------------------------

static void *zalloc(size_t count, size_t size) {
    void *pointer = calloc(count ? count : 1, size);
    if (!pointer) { fprintf(stderr, "floor: out of memory\n"); exit(1); }
    return pointer;
}

static void tree_allocate(Tree *tree, int count) {
    tree->count = count;
    tree->kind = zalloc(count, 1); tree->underflow = zalloc(count, 1);
    tree->overflow = zalloc(count, 1); tree->align = zalloc(count, 1);
    tree->first = zalloc(count, sizeof(int32_t)); tree->children = zalloc(count, sizeof(int32_t));
    double **numbers[] = {&tree->grow, &tree->shrink, &tree->spacing, &tree->leaf_w, &tree->leaf_h,
                          &tree->x, &tree->y, &tree->w, &tree->h};
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++) *numbers[i] = zalloc(count, sizeof(double));
    tree->memo_count = zalloc(count, 1); tree->memo_next = zalloc(count, 1);
    tree->memo_kw = zalloc((size_t)count * MEMO_SLOTS, sizeof(double));
    tree->memo_kh = zalloc((size_t)count * MEMO_SLOTS, sizeof(double));
    tree->memo_sw = zalloc((size_t)count * MEMO_SLOTS, sizeof(double));
    tree->memo_sh = zalloc((size_t)count * MEMO_SLOTS, sizeof(double));
    // Five numbers per child of every stack on one path from the root: at most five per node.
    tree->scratch = zalloc((size_t)count * 5 + 5, sizeof(double));
}

// BenchTrees.nested: alternating Row (even levels) and Column, `depth` container levels of
// `fan_out` children, 10×10 leaves at the bottom; every stack fills its cross axis, grows
// uniformly, condenses proportionally, spacing 0; every child grow 1, shrink 1.
static void build_nested(Tree *tree, int depth, int fan_out) {
    long count = 1, level_size = 1;
    for (int level = 0; level < depth; level++) { level_size *= fan_out; count += level_size; }
    if (count > 50000000) { fprintf(stderr, "floor: tree too large\n"); exit(2); }
    tree_allocate(tree, (int)count);
    int next = 1, level_start = 0, level_end = 1;
    for (int level = 0; level <= depth; level++) {
        for (int node = level_start; node < level_end; node++) {
            tree->grow[node] = 1;
            tree->shrink[node] = 1;
            if (level == depth) {
                tree->kind[node] = KIND_LEAF;
                tree->leaf_w[node] = 10;
                tree->leaf_h[node] = 10;
                continue;
            }
            tree->kind[node] = level % 2 == 0 ? KIND_ROW : KIND_COLUMN;
            tree->align[node] = ALIGN_FILL;
            tree->underflow[node] = UNDER_GROW_UNIFORMLY;
            tree->overflow[node] = OVER_CONDENSE_PROPORTIONALLY;
            tree->spacing[node] = 0;
            tree->first[node] = next;
            tree->children[node] = fan_out;
            next += fan_out;
        }
        level_start = level_end;
        level_end = next;
    }
}

static int build_named(Tree *tree, const char *name) {
    if (strcmp(name, "flat") == 0) build_nested(tree, 1, 10000);
    else if (strcmp(name, "nested") == 0) build_nested(tree, 4, 10);
    else if (strcmp(name, "nested-wide") == 0) build_nested(tree, 3, 30);
    else return 0;
    return 1;
}

// --- Remembered measurements ------------------------------------------------------------------

// Whether an entry measured in `measured` with size `size` answers `key` on one axis
// (SizeCache.axisAnswers with `.boundary` reach).
static inline int axis_answers(double measured_bound, double size, double key) {
    if (same_bits(measured_bound, key)) return 1;
    if (key == INFINITY) return 0;
    double maximum = measured_bound == INFINITY ? DBL_MAX : measured_bound;
    return key == size && size < maximum;
}

static inline int memo_lookup(Tree *tree, int node, double kw, double kh, double *sw, double *sh) {
    int count = tree->memo_count[node];
    int slot = tree->memo_next[node];
    for (int i = 0; i < count; i++) {
        slot = (slot + MEMO_SLOTS - 1) % MEMO_SLOTS;  // newest first
        size_t at = (size_t)node * MEMO_SLOTS + slot;
        double ew = tree->memo_kw[at], eh = tree->memo_kh[at];
        int hit = same_bits(ew, kw) && same_bits(eh, kh);
        if (!hit)
            hit = axis_answers(ew, tree->memo_sw[at], kw) && axis_answers(eh, tree->memo_sh[at], kh);
        if (hit) {
            *sw = tree->memo_sw[at];
            *sh = tree->memo_sh[at];
            return 1;
        }
    }
    return 0;
}

static inline void memo_insert(Tree *tree, int node, double kw, double kh, double sw, double sh) {
    int slot = tree->memo_next[node];
    size_t at = (size_t)node * MEMO_SLOTS + slot;
    tree->memo_kw[at] = kw; tree->memo_kh[at] = kh;
    tree->memo_sw[at] = sw; tree->memo_sh[at] = sh;
    tree->memo_next[node] = (uint8_t)((slot + 1) % MEMO_SLOTS);
    if (tree->memo_count[node] < MEMO_SLOTS) tree->memo_count[node]++;
    else stat_dropped++;
}

// --- The stack algorithm ------------------------------------------------------------------------

static void measure(Tree *tree, int node, double kw, double kh, double *sw, double *sh);

// The five runs of a stack's scratch: basis, axis origin and length, cross origin and length.
typedef struct { double *basis, *axis_origin, *axis_length, *cross_origin, *cross_length; } Workspace;

// Measures child `child` of a stack along `horizontal` in the constraint whose axis bounds are
// `axis_bound` and `cross_bound`, returning its length along the axis (`along`) or across it.
static inline double measure_child(Tree *tree, int child, int horizontal, double axis_bound, double cross_bound,
                                   int along) {
    double sw, sh;
    if (horizontal) measure(tree, child, axis_bound, cross_bound, &sw, &sh);
    else measure(tree, child, cross_bound, axis_bound, &sw, &sh);
    return (along == horizontal) ? sw : sh;
}

// The alignment value of a child whose cross length is `cross` (HorizontalAlignment /
// VerticalAlignment default values: 0, half, whole).
static inline double guide(int align, double cross) {
    switch (align) {
    case ALIGN_CENTER: return cross / 2;
    case ALIGN_END: return cross;
    default: return 0;
    }
}

// StackLayout.computeFrames: the children's frames along and across the axis, left in `ws`.
// `axis_kind`/`axis_value` and `cross_kind`/`cross_value` are the VectorConstraint.
static void compute_frames(Tree *tree, int node, int axis_kind, double axis_value, int cross_kind,
                           double cross_value, Workspace ws) {
    const int horizontal = tree->kind[node] == KIND_ROW;
    const int first = tree->first[node], count = tree->children[node];
    const double spacing = finite_or_zero(tree->spacing[node]);
    const double total_spacing = (double)(count - 1) * spacing;
    const double *grow = tree->grow + first, *shrink = tree->shrink + first;

    // Step 1: basis sizes. The size constraint of `exactly` and `atMost` is `atMost`.
    const double axis_bound = axis_kind == C_UNCONSTRAINED ? INFINITY : bound(axis_value);
    const double cross_bound = cross_kind == C_UNCONSTRAINED ? INFINITY : bound(cross_value);
    double fixed_length = 0;
    int has_flexible = 0;
    for (int i = 0; i < count; i++) {
        if (grow[i] == 0 && shrink[i] == 0) {
            double length = measure_child(tree, first + i, horizontal, axis_bound, cross_bound, 1);
            ws.basis[i] = length;
            fixed_length += length;
        } else {
            has_flexible = 1;
        }
    }
    if (has_flexible) {
        // `Axis - fixedLength - totalSpacing`: two subtractions, each normalizing the bound.
        double flexible = axis_bound == INFINITY ? INFINITY : bound(bound(axis_bound - fixed_length) - total_spacing);
        int left = flexible == INFINITY || flexible > 0;
        for (int i = 0; i < count; i++) {
            if (grow[i] == 0 && shrink[i] == 0) continue;
            ws.basis[i] = left ? measure_child(tree, first + i, horizontal, flexible, cross_bound, 1) : 0;
        }
    }

    // Step 2: along the axis.
    double total_basis = 0;
    for (int i = 0; i < count; i++) total_basis += ws.basis[i];
    const double natural = total_basis + total_spacing;
    int mode;  // 0 natural, 1 overflow, 2 underflow
    double length = axis_value;
    if (axis_kind == C_EXACTLY) mode = natural >= length ? 1 : 2;
    else if (axis_kind == C_AT_MOST) mode = natural >= length ? 1 : 0;
    else mode = 0;
    if (mode == 0) {
        double origin = 0;
        for (int i = 0; i < count; i++) {
            double l = ws.basis[i];
            ws.axis_origin[i] = origin;
            ws.axis_length[i] = l;
            origin = origin + l + spacing;
        }
    } else if (mode == 1) {
        const double extra = length - (total_basis + total_spacing);
        const int proportional = tree->overflow[node] == OVER_CONDENSE_PROPORTIONALLY;
        double total_priority = 0;
        for (int i = 0; i < count; i++) {
            double weight = proportional ? (total_basis > 0 ? ws.basis[i] / total_basis : ws.basis[i]) : 1;
            total_priority += weight * shrink[i];
        }
        if (total_priority == 0) total_priority = 1;
        double origin = 0;
        for (int i = 0; i < count; i++) {
            double weight = proportional ? (total_basis > 0 ? ws.basis[i] / total_basis : ws.basis[i]) : 1;
            double priority = weight * shrink[i];
            double magnitude = smax(0, ws.basis[i] + priority / total_priority * extra);
            ws.axis_origin[i] = origin;
            ws.axis_length[i] = magnitude;
            origin = origin + magnitude + spacing;
        }
    } else {
        const double extra = length - (total_basis + total_spacing);
        const int underflow = tree->underflow[node];
        double origin = 0;
        if (underflow == UNDER_JUSTIFY_CENTER) origin = extra / 2;
        else if (underflow == UNDER_JUSTIFY_END) origin = extra;
        double total_priority = 0;
        for (int i = 0; i < count; i++) {
            double weight = underflow == UNDER_GROW_PROPORTIONALLY
                                ? (total_basis > 0 ? ws.basis[i] / total_basis : ws.basis[i])
                                : underflow == UNDER_GROW_UNIFORMLY ? 1 : 0;
            total_priority += weight * grow[i];
        }
        if (total_priority == 0) total_priority = 1;
        double gap = spacing;
        if (underflow == UNDER_SPACE_EVENLY) gap = count > 1 ? (length - total_basis) / (double)(count - 1) : 0;
        for (int i = 0; i < count; i++) {
            double weight = underflow == UNDER_GROW_PROPORTIONALLY
                                ? (total_basis > 0 ? ws.basis[i] / total_basis : ws.basis[i])
                                : underflow == UNDER_GROW_UNIFORMLY ? 1 : 0;
            double priority = weight * grow[i];
            double magnitude = smax(0, ws.basis[i] + priority / total_priority * extra);
            ws.axis_origin[i] = origin;
            ws.axis_length[i] = magnitude;
            origin = origin + magnitude + gap;
        }
    }

    // Step 3: across the axis, measuring each child in the length it was given when needed.
    const int align = tree->align[node];
    if (align == ALIGN_FILL && cross_kind == C_EXACTLY) {
        for (int i = 0; i < count; i++) {
            ws.cross_origin[i] = 0;
            ws.cross_length[i] = cross_value;
        }
        return;
    }
    for (int i = 0; i < count; i++)
        ws.cross_length[i] = measure_child(tree, first + i, horizontal, bound(ws.axis_length[i]), cross_bound, 0);
    if (align == ALIGN_FILL) {
        double maximum = 0;
        for (int i = 0; i < count; i++) maximum = smax(maximum, ws.cross_length[i]);
        double available = cross_kind == C_AT_MOST ? smin(cross_value, maximum) : maximum;
        for (int i = 0; i < count; i++) {
            ws.cross_origin[i] = 0;
            ws.cross_length[i] = available;
        }
        return;
    }
    double max_value = -INFINITY, max_below = -INFINITY;
    for (int i = 0; i < count; i++) {
        double cross = ws.cross_length[i];
        double value = guide(align, cross);
        ws.cross_origin[i] = value;
        max_value = smax(max_value, value);
        max_below = smax(max_below, cross - value);
    }
    double min_aligned = -max_value;
    double contents = max_below - min_aligned;
    double available = cross_kind == C_EXACTLY ? cross_value : cross_kind == C_AT_MOST ? smin(cross_value, contents)
                                                                                       : contents;
    double offset = guide(align, available) - guide(align, contents) - min_aligned;
    for (int i = 0; i < count; i++) ws.cross_origin[i] = offset - ws.cross_origin[i];
}

static inline Workspace push_workspace(Tree *tree, int count) {
    double *base = tree->scratch + tree->scratch_top;
    tree->scratch_top += (size_t)count * 5;
    return (Workspace){base, base + count, base + 2 * count, base + 3 * count, base + 4 * count};
}

// A node's size in a constraint of bounds `kw` × `kh` (INFINITY: unconstrained), remembered.
static void measure(Tree *tree, int node, double kw, double kh, double *sw, double *sh) {
    if (kw == INFINITY || kh == INFINITY) stat_unconstrained++;
    if (memo_mode != MEMO_NONE && memo_lookup(tree, node, kw, kh, sw, sh)) {
        stat_hits++;
        return;
    }
    stat_measurements++;
    double width = 0, height = 0;
    const int count = tree->children[node];
    if (tree->kind[node] == KIND_LEAF) {
        width = tree->leaf_w[node];
        height = tree->leaf_h[node];
    } else if (count > 0) {
        const int horizontal = tree->kind[node] == KIND_ROW;
        double axis = horizontal ? kw : kh, cross = horizontal ? kh : kw;
        size_t top = tree->scratch_top;
        Workspace ws = push_workspace(tree, count);
        compute_frames(tree, node, axis == INFINITY ? C_UNCONSTRAINED : C_AT_MOST, axis,
                       cross == INFINITY ? C_UNCONSTRAINED : C_AT_MOST, cross, ws);
        double extent_axis = 0, extent_cross = 0;
        for (int i = 0; i < count; i++) {
            extent_axis = smax(extent_axis, ws.axis_origin[i] + ws.axis_length[i]);
            extent_cross = smax(extent_cross, ws.cross_origin[i] + ws.cross_length[i]);
        }
        tree->scratch_top = top;
        width = horizontal ? extent_axis : extent_cross;
        height = horizontal ? extent_cross : extent_axis;
    }
    *sw = measured(width);
    *sh = measured(height);
    if (memo_mode != MEMO_NONE) memo_insert(tree, node, kw, kh, *sw, *sh);
}

// Lays a node out in exactly `width` × `height`: its children's frames, then theirs.
static void place(Tree *tree, int node, double width, double height) {
    const int count = tree->children[node];
    if (tree->kind[node] == KIND_LEAF || count == 0) return;
    const int horizontal = tree->kind[node] == KIND_ROW;
    const int first = tree->first[node];
    size_t top = tree->scratch_top;
    Workspace ws = push_workspace(tree, count);
    compute_frames(tree, node, C_EXACTLY, horizontal ? width : height, C_EXACTLY, horizontal ? height : width, ws);
    for (int i = 0; i < count; i++) {
        double ax = finite_or_zero(ws.axis_origin[i]), al = finite_or_zero(ws.axis_length[i]);
        double cx = finite_or_zero(ws.cross_origin[i]), cl = finite_or_zero(ws.cross_length[i]);
        int child = first + i;
        tree->x[child] = horizontal ? ax : cx;
        tree->y[child] = horizontal ? cx : ax;
        tree->w[child] = horizontal ? al : cl;
        tree->h[child] = horizontal ? cl : al;
    }
    tree->scratch_top = top;
    for (int i = first; i < first + count; i++)
        if (tree->kind[i] != KIND_LEAF) place(tree, i, tree->w[i], tree->h[i]);
}

// One layout pass in the root frame 1000×1000 at the origin: fresh remembered measurements.
__attribute__((noinline)) void floor_layout(Tree *tree) {
    memset(tree->memo_count, 0, (size_t)tree->count);
    memset(tree->memo_next, 0, (size_t)tree->count);
    tree->scratch_top = 0;
    tree->x[0] = 0; tree->y[0] = 0; tree->w[0] = 1000; tree->h[0] = 1000;
    place(tree, 0, 1000, 1000);
}

// --- Commands ---------------------------------------------------------------------------------

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

// Absolute frames depth first (LayoutResultNode.absoluteFrames): a child's origin is its frame
// moved by its parent's absolute origin.
static void print_frames(Tree *tree, int node, double ox, double oy, int *printed) {
    double x = tree->x[node] + ox, y = tree->y[node] + oy;
    printf("%s[%.17g, %.17g, %.17g, %.17g]", (*printed)++ ? ", " : "", x, y, tree->w[node], tree->h[node]);
    if (tree->kind[node] == KIND_LEAF) return;
    for (int i = 0; i < tree->children[node]; i++) print_frames(tree, tree->first[node] + i, x, y, printed);
}

static double sample(Tree *tree) {
    double start = now_ms();
    floor_layout(tree);
    return now_ms() - start;
}

static void usage(void) {
    fprintf(stderr, "usage: floor [--memo hints|none] frames nested DEPTH FANOUT | bench TREE [RUNS] [WARMUP]"
                    " | serve\n  TREE: flat, nested, nested-wide\n");
    exit(2);
}

int main(int argc, char **argv) {
    int arg = 1;
    if (arg + 1 < argc && strcmp(argv[arg], "--memo") == 0) {
        const char *mode = argv[arg + 1];
        if (strcmp(mode, "hints") == 0) memo_mode = MEMO_HINTS;
        else if (strcmp(mode, "none") == 0) memo_mode = MEMO_NONE;
        else usage();
        arg += 2;
    }
    if (arg >= argc) usage();
    const char *command = argv[arg];
    Tree tree;
    if (strcmp(command, "frames") == 0) {
        if (argc - arg != 4 || strcmp(argv[arg + 1], "nested") != 0) usage();
        int depth = atoi(argv[arg + 2]), fan_out = atoi(argv[arg + 3]);
        if (depth < 1 || fan_out < 1) usage();
        build_nested(&tree, depth, fan_out);
        floor_layout(&tree);
        int printed = 0;
        printf("[");
        print_frames(&tree, 0, 0, 0, &printed);
        printf("]\n");
        fprintf(stderr, "{\"nodes\": %d, \"measurements\": %ld, \"hits\": %ld, \"memo_dropped\": %ld, "
                        "\"unconstrained_keys\": %ld}\n",
                tree.count, stat_measurements, stat_hits, stat_dropped, stat_unconstrained);
        return 0;
    }
    if (strcmp(command, "bench") == 0) {
        if (argc - arg < 2 || !build_named(&tree, argv[arg + 1])) usage();
        int runs = argc - arg > 2 ? atoi(argv[arg + 2]) : 20, warmup = argc - arg > 3 ? atoi(argv[arg + 3]) : 3;
        if (runs < 1 || warmup < 0) usage();
        for (int i = 0; i < warmup; i++) floor_layout(&tree);
        double *times = zalloc((size_t)runs, sizeof(double));
        stat_measurements = stat_hits = stat_dropped = 0;
        for (int i = 0; i < runs; i++) times[i] = sample(&tree);
        qsort(times, (size_t)runs, sizeof(double), compare_doubles);
        printf("{\"tree\": \"%s\", \"nodes\": %d, \"runs\": %d, \"layout_ms\": %.6f, \"layout_ms_min\": %.6f, "
               "\"layout_ms_max\": %.6f, \"measurements\": %ld, \"hits\": %ld}\n",
               argv[arg + 1], tree.count, runs, times[runs / 2], times[0], times[runs - 1], stat_measurements / runs,
               stat_hits / runs);
        return 0;
    }
    if (strcmp(command, "serve") == 0) {
        Tree trees[3];
        const char *names[3] = {"flat", "nested", "nested-wide"};
        for (int i = 0; i < 3; i++) build_named(&trees[i], names[i]);
        char line[256];
        while (fgets(line, sizeof line, stdin)) {
            char name[64];
            if (strncmp(line, "quit", 4) == 0) break;
            int found = -1;
            if (sscanf(line, "sample %63s", name) == 1)
                for (int i = 0; i < 3; i++)
                    if (strcmp(name, names[i]) == 0) found = i;
            if (found < 0) printf("{\"error\": \"usage: sample flat|nested|nested-wide\"}\n");
            else printf("{\"tree\": \"%s\", \"layout_ms\": %.6f}\n", names[found], sample(&trees[found]));
            fflush(stdout);
        }
        return 0;
    }
    usage();
    return 2;
}
