/// Which version of the Unicode line-breaking rules ``LineBreaking`` follows.
///
/// Both run the algorithm of [UAX #14](https://www.unicode.org/reports/tr14/) for Unicode 15.0
/// (``LineBreaking/unicodeVersion``) on the same data, with the standard's default resolution of
/// classes (rule LB1: AI, SG and XX as AL, SA as AL or CM by general category, CJ as NS) and with
/// numbers kept together by the regular expression of UAX #14's Example 7 in section 8.2 (as the
/// Unicode test file `LineBreakTest.txt` and ICU do). They differ in three places only:
///
/// | text | ``icu`` | ``unicode`` |
/// |---|---|---|
/// | `-foo` after a break (start of text, space…) | `-foo` kept together | break after `-` |
/// | ` .5` (space, full stop, digit) | break before `.` | break after `.` |
/// | `a.5`, `,5` (a full stop or comma before a digit) | kept together | break after `.` or `,` |
///
/// ``icu`` is the default: the issue this module answers asks for ICU's line breaks, and ICU 72
/// (the ICU of Unicode 15.0) tailors the standard rules in exactly these ways (its rules keep a
/// word-initial hyphen, `-` or U+2010, with a following letter, and treat `IS` before a digit as
/// part of the number). ICU also splits Thai, Lao, Khmer and Myanmar text (class SA) into words
/// with a dictionary; no rules here do: a run of SA letters is one unbreakable word, as UAX #14's
/// default resolution of SA to AL makes it.
///
/// ```swift
/// LineBreaking.opportunities(in: "-5 and -x", rules: .icu).map(\.characterOffset)  // [3, 7, 9]
/// LineBreaking.opportunities(in: "-5 and -x", rules: .unicode).map(\.characterOffset)  // [3, 7, 8, 9]
/// ```
public enum LineBreakRules: Hashable, Sendable {
    /// UAX #14 with ICU 72's default tailoring: the default (see the type's discussion).
    case icu
    /// UAX #14 for Unicode 15.0 exactly as `LineBreakTest.txt` checks it (see the type's discussion).
    case unicode
}
