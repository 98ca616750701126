/* hb-shape-bench: how fast HarfBuzz loads a font and shapes text, the C side of
 * Benchmarks/harfbuzz/run.sh (built against Debian's libharfbuzz-dev; not part of the package).
 *
 *   hb-shape-bench FONT FACE STRINGS [ROUNDS]
 *
 * Prints the same measurements as blueprint-text-bench: load_us (blob from file, face, font:
 * median of 200), first_shape_us (shaping the first string with a fresh font: median of 20),
 * shape_ns_per_string and glyphs_per_second (every string shaped once per pass with a font
 * already used, a buffer reused; median of ROUNDS). Each string is split into runs of one script
 * as BlueprintText and the differential recorder split it (characters of script Common,
 * Inherited or Unknown join the run before them) and each run is shaped on its own, with script
 * and direction guessed from the run. */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    qsort(values, count, sizeof(double), compare);
    return values[count / 2];
}

static hb_font_t *load(const char *path, unsigned face_index) {
    hb_blob_t *blob = hb_blob_create_from_file(path);
    hb_face_t *face = hb_face_create(blob, face_index);
    hb_font_t *font = hb_font_create(face);
    unsigned upem = hb_face_get_upem(face);
    hb_font_set_scale(font, (int)upem, (int)upem);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return font;
}

static unsigned shape_run(hb_font_t *font, hb_buffer_t *buffer, const char *text, int start, int end, long *width) {
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf8(buffer, text, -1, (unsigned)start, end - start);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned count;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned i = 0; i < count; i++) *width += positions[i].x_advance;
    return count;
}

/* The next code point of UTF-8 `text` at `*offset` (well-formed input assumed). */
static hb_codepoint_t next_codepoint(const char *text, int *offset) {
    const unsigned char *s = (const unsigned char *)text + *offset;
    hb_codepoint_t c;
    int length;
    if (s[0] < 0x80) { c = s[0]; length = 1; }
    else if (s[0] < 0xE0) { c = s[0] & 0x1F; length = 2; }
    else if (s[0] < 0xF0) { c = s[0] & 0x0F; length = 3; }
    else { c = s[0] & 0x07; length = 4; }
    for (int i = 1; i < length; i++) c = (c << 6) | (s[i] & 0x3F);
    *offset += length;
    return c;
}

static unsigned shape(hb_font_t *font, hb_buffer_t *buffer, const char *text, long *width) {
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    int length = (int)strlen(text), offset = 0, start = 0;
    hb_script_t run_script = HB_SCRIPT_INVALID;
    unsigned glyphs = 0;
    while (offset < length) {
        int here = offset;
        hb_script_t script = hb_unicode_script(unicode, next_codepoint(text, &offset));
        if (script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN) continue;
        if (run_script != HB_SCRIPT_INVALID && script != run_script) {
            glyphs += shape_run(font, buffer, text, start, here, width);
            start = here;
        }
        run_script = script;
    }
    if (start < length) glyphs += shape_run(font, buffer, text, start, length, width);
    return glyphs;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: hb-shape-bench FONT FACE STRINGS [ROUNDS]\n");
        return 2;
    }
    const char *path = argv[1];
    unsigned face_index = (unsigned)atoi(argv[2]);
    int rounds = argc > 4 ? atoi(argv[4]) : 20;
    FILE *file = fopen(argv[3], "rb");
    if (!file) { perror(argv[3]); return 1; }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *contents = malloc(length + 1);
    if (fread(contents, 1, length, file) != (size_t)length) { perror("read"); return 1; }
    contents[length] = 0;
    fclose(file);
    int capacity = 1024, count = 0;
    char **strings = malloc(capacity * sizeof(char *));
    for (char *line = strtok(contents, "\n"); line; line = strtok(NULL, "\n")) {
        if (count == capacity) strings = realloc(strings, (capacity *= 2) * sizeof(char *));
        strings[count++] = line;
    }

    double loads[200], firsts[20];
    for (int i = 0; i < 200; i++) {
        double start = now_ns();
        hb_font_t *font = load(path, face_index);
        loads[i] = (now_ns() - start) / 1000;
        hb_font_destroy(font);
    }
    hb_buffer_t *buffer = hb_buffer_create();
    long width = 0;
    for (int i = 0; i < 20; i++) {
        hb_font_t *font = load(path, face_index);
        double start = now_ns();
        shape(font, buffer, strings[0], &width);
        firsts[i] = (now_ns() - start) / 1000;
        hb_font_destroy(font);
    }

    hb_font_t *font = load(path, face_index);
    long glyphs = 0;
    for (int i = 0; i < count; i++) glyphs += shape(font, buffer, strings[i], &width);
    double *passes = malloc(rounds * sizeof(double));
    for (int round = 0; round < rounds; round++) {
        double start = now_ns();
        for (int i = 0; i < count; i++) shape(font, buffer, strings[i], &width);
        passes[round] = now_ns() - start;
    }
    double pass = median(passes, rounds);
    printf("strings %d\n", count);
    printf("glyphs %ld\n", glyphs);
    printf("load_us %.1f\n", median(loads, 200));
    printf("first_shape_us %.1f\n", median(firsts, 20));
    printf("shape_ns_per_string %.0f\n", pass / count);
    printf("glyphs_per_second %.0f\n", (double)glyphs / (pass / 1e9));
    printf("harfbuzz %s\n", hb_version_string());
    if (width == 42) printf("\n");
    hb_buffer_destroy(buffer);
    hb_font_destroy(font);
    return 0;
}
