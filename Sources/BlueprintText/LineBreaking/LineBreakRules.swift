/// Which variant of the Unicode line-breaking rules ``LineBreaking`` follows.
///
/// Both run the algorithm of [UAX #14](https://www.unicode.org/reports/tr14/) for Unicode 15.0
/// (``LineBreaking/unicodeVersion``) on the same data, with the standard's default resolution of
/// classes (rule LB1: AI, SG and XX as AL, SA as AL or CM by general category, CJ as NS) and with
/// numbers kept together by the regular expression of UAX #14's Example 7 (section 8.2), as
/// Unicode's test file `LineBreakTest.txt` and ICU do, rather than by the shorter list of pairs in
/// rule LB25's own text (which would also keep `$(`, `%(`, `)%` and `/5` together outside numbers).
/// They differ in three places only:
///
/// | text | ``icu`` | ``unicode`` |
/// |---|---|---|
/// | `a -foo`: a hyphen (`-`, U+2010) after a space, a newline or the start, before a letter | no break after the hyphen | a break after it |
/// | `a .5`: a space, then `.` `,` `:` or `;` before a digit | a break after the space | a break after the `.` instead |
/// | `a.5`, `,5`: `.` `,` `:` or `;` before a digit, outside a number | no break | a break after the `.` |
///
/// ``icu`` is the default, so that text wraps where ICU 72 (the ICU of Unicode 15.0), the line
/// breaker of the common text stacks, wraps it: these three are its tailoring of the standard rules.
/// ICU's stock line iterator also splits Thai, Lao, Khmer and Myanmar (class SA) into words with
/// dictionaries; neither variant does: a run of SA letters is one word, as UAX #14's default
/// resolution of SA to AL makes it.
///
/// ```swift
/// LineBreaking.opportunities(in: "-5 and -x", rules: .icu).map(\.characterOffset)  // [3, 7, 9]
/// LineBreaking.opportunities(in: "-5 and -x", rules: .unicode).map(\.characterOffset)  // [3, 7, 8, 9]
/// ```
public enum LineBreakRules: Hashable, Sendable {
    /// UAX #14 with ICU 72's tailoring: the default (see the type's discussion).
    case icu
    /// UAX #14 for Unicode 15.0 exactly as `LineBreakTest.txt` checks it (see the type's discussion).
    case unicode
}
