// LineBreakData.swift
//
// GENERATED from the Unicode Character Database 15.0.0 by
// Scripts/generate-line-break-data.py (LineBreak.txt, EastAsianWidth.txt,
// emoji/emoji-data.txt, UnicodeData.txt, PropList.txt). DO NOT EDIT: change the script and
// run `python3 Scripts/generate-line-break-data.py` instead.
// 0 code points took a default from LineBreak.txt's header, 762730 the @missing XX.

/// The version of the Unicode Character Database the line-breaking tables come from.
let lineBreakDataUnicodeVersion = "15.0.0"

/// A code point's Line_Break class after UAX #14's rule LB1, with the finer classes later rules need.
///
/// AI, SG and XX are ``al``; CJ is ``ns``; SA is ``cm`` for marks (Mn, Mc) and ``al`` otherwise.
enum LineBreakClass: UInt8, CaseIterable, Sendable {
    /// BK: mandatory break (form feed, vertical tab, line and paragraph separator).
    case bk = 0
    /// CR: carriage return.
    case cr = 1
    /// LF: line feed.
    case lf = 2
    /// NL: next line (U+0085).
    case nl = 3
    /// SP: space (U+0020).
    case sp = 4
    /// ZW: zero width space.
    case zw = 5
    /// ZWJ: zero width joiner.
    case zwj = 6
    /// CM: combining mark, including SA's Mn and Mc.
    case cm = 7
    /// WJ: word joiner.
    case wj = 8
    /// GL: non-breaking glue.
    case gl = 9
    /// BA: break after.
    case ba = 10
    /// HH: U+2010 HYPHEN: BA for UAX #14 15.0, a hyphen for ICU's word-initial hyphen rule.
    case hh = 11
    /// BB: break before.
    case bb = 12
    /// B2: break on either side, not between two (em dash).
    case b2 = 13
    /// CB: contingent break (object replacement character).
    case cb = 14
    /// CL: close punctuation.
    case cl = 15
    /// CP: close parenthesis.
    case cp = 16
    /// CP_EA: close parenthesis of East_Asian_Width F, W or H (outside LB30).
    case cpEastAsian = 17
    /// EX: exclamation and interrogation.
    case ex = 18
    /// HL: Hebrew letter.
    case hl = 19
    /// HY: hyphen-minus.
    case hy = 20
    /// H2: Hangul LV syllable.
    case h2 = 21
    /// H3: Hangul LVT syllable.
    case h3 = 22
    /// ID: ideographic.
    case id = 23
    /// ID_PICT: unassigned Extended_Pictographic code point (LB30b).
    case idPictographic = 24
    /// IN: inseparable (leaders).
    case inseparable = 25
    /// IS: infix numeric separator.
    case infix = 26
    /// JL: Hangul leading jamo.
    case jl = 27
    /// JT: Hangul trailing jamo.
    case jt = 28
    /// JV: Hangul vowel jamo.
    case jv = 29
    /// NS: nonstarter, including CJ.
    case ns = 30
    /// NU: numeric.
    case nu = 31
    /// OP: open punctuation.
    case op = 32
    /// OP_EA: open punctuation of East_Asian_Width F, W or H (outside LB30).
    case opEastAsian = 33
    /// PO: postfix numeric.
    case po = 34
    /// PR: prefix numeric.
    case pr = 35
    /// QU: quotation.
    case qu = 36
    /// RI: regional indicator.
    case ri = 37
    /// SY: symbols allowing break after (solidus).
    case sy = 38
    /// EB: emoji base.
    case eb = 39
    /// EM: emoji modifier.
    case em = 40
    /// AL: alphabetic, including AI, SG, XX and SA other than Mn and Mc.
    case al = 41
}

extension LineBreakClass {
    /// The classes of all 1114112 code points in order, as runs: a class letter
    /// (``letters``) followed by the run's length in hexadecimal; line breaks are not part of it.
    /// 2539 runs.
    static let encodedRuns = """
        H9K1C1A2B1H12E1S1q1v1p1o1v1q1m1Q1v1p1g1U1g1s1lag2v3S1v1bm1p1Q1v1dm1K1P1v1H6D1H1aJ1m1o1p3v5q1v1K1v2o1
        p1v2M1v6q1v3m1v208M1v3M1v12M1v20H4fJ1HcJ7Hdveg1v104H7vffg1K1v4p1v1H2dK1H1v1H2v1H2S1H1v8T1bv4T4v16o3g
        2v2HbS1H1S3v2bH15lao1l2v3H1v63S1v1H7v2H6v2H2v1H4v2lav17H1v1eH1bv5bHbvflav21H9v4g1S1v3H1p2v16H4v1H9v1
        H3v1H5v2bH3v3cH8v2aH18v1H21v36H3v1H12v1H7vaH2K2lav11H3v38H1v1H7v2H2v2H3v9H1vaH2v2lav2o2v5o1v1p1v2H1v
        2H3v38H1v1H5v4H2v2H3v3H1v14laH2v3H1vbH3v38H1v1H8v1H3v1H3v14H2v2lav1p1v8H6v1H3v38H1v1H7v2H2v2H3v7H3va
        H2v2lav12H1v3bH5v3H3v1H4v9H1velav9p1v6H5v37H1v1H7v1H3v1H4v7H2vbH2v2lav7M1v9H3M1v37H1v1H7v1H3v1H4v7H2
        vbH2v2lav3H1vcH4v37H2v1H7v1H3v1H4v9H1vaH2v2lav9o1v7H3v46H1v4H6v1H1v1H8v6lav2H2v3dH1v2H7v4p1v7H8v1laK
        2v55H1v2H9vbH7v1lav27M4v1M2J1M2K1J1S5J1v1S1v3H2v6lavaK1H1v1H1v1H1m1P1m1P1H2v31HeK1H5K1H2v5Hbv1H24v1K
        2v6H1v9M2K1M1v5J2v50H14v1laK2vaH4v4H3v1H3v2H7v3H4vdHcv1H1laH4v62h60j48i58v15dH3v1K1v9eK1v27fK1v1am1P
        1v4eK3v24H4v1cH3K2v1bH2v1eH2v40H20K2k1v1K1v1K1p1v1H1v2lav18S2K2M1v1S2v1H3J1H1lav6bH2v22H1v76Hcv4Hcv8
        S2lav80lav3dH5v39Hav1H1dv2H1lav6lav16H1fv31H5v2fH11vblaK2v1K4vaH9v9K2v1H3v1eHdv2lav2cHev30H14v3K5lav
        6lav24K2v50H3v1H15v4H1v6H1v2H3vc6HdJ1H2eJ1H3v1fdM1v2K7J1K3F1H1G1H2L1J1K2N1v3q2m1q3m1q1v4Z3K1A2H5J1o8
        v1q2v1k2v6g1m1P1k3vcK1o1K4v1K3I1v5Havdm1P1vem1P1v11p7o1peo1p4o1p2o1p1o1pfH21v12o1v5o1vcp1vfbp2vdbZ1v
        18m1P1m1P1veX2vdn1P1vc5X4v20cX4v10X2v2X1v1X3t1X2v19X3v2cX1v16X1v3dXcv4X1v1X3v1X2v3X2v2X1v2X3v8X1v6X5
        v1X2t1X1v2X8v3X2t4v4dq6v1S2X1v3m1P1m1P1m1P1m1P1m1P1m1P1m1P1v4fm1P1v1fm1P1m1P1m1P1m1P1m1P1v193m1P1m1P
        1m1P1m1P1m1P1m1P1m1P1m1P1m1P1m1P1m1P1v3fm1P1m1P1v20m1P1v2f1H3v7S1K3v1S1K1v70K1veH1v60H20qeK8v1K1m1K1
        v2q2v2q2m1P1m1P1m1P1m1P1K4S1v1K2v1K2v5N2K3v1K2m1K8v1K1v1K2v3S2m1P1m1P1m1P1m1P1K1v22X1av1X59vcXd6v1aX
        cv4K1P2X2k1X2n1P1n1P1n1P1n1P1n1P1X2n1P1n1P1n1P1n1P1k1n1P2XaH6X5H1X5k2X3v1k1X1k1X1k1X1k1X1k1X19k1X1fk
        1X1k1X1k1X6k1X6k2v2H2k4X1k2X1k1X1k1X1k1X1k1X19k1X1fk1X1k1X1k1X6k1X6k2X4k4X1v5X2bv1X5ev1X54vck10X1fv1
        X28v8X1b70v40X5215k1X477v3X37v37K2v10dK1S1K1v10lav45H4v1Hav20H2v50H2v1K5v10aH1v3H1v4H1v17H5v4H1vbo1v
        3bM2S2v8H2v32H12v8K2lav6H12vaM1v2H1lav1cH8K2v17Hdvch1dv3H4v2fHev6K3v6lavbH1valav2fHevcH1v8H2v2lav3K3
        v1bH3v32H1v1H3v2H2v5H2v1H1v29H5K2v3H2vecH8K1H2v2lav6V1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W
        1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bV1W1bvcj17v4i31v2104X200v1dT1H1Tav1Tdv1T5v1T1v1T2v1T2v1Tav
        1eeP1m1vbco1v3H10g1P2g2S2n1P1Z1v6H10X5n1P1n1P1n1P1n1P1n1P1n1P1n1P1n1P1X2n1P1X7P1X1P1v1k2S2X1n1P1n1P1
        n1P1X8v1X1p1o1X1v93I1v1S1X2p1o1X2n1P1X2P1X1P1Xbk2X3S1X1bn1X1P1X1dn1X1P1X1n1P2n1P2k1X1kaX2dk2X1fv3X6v
        2X6v2X6v2X3v3o1p1X3p2v12H3O1v103K3vfaH1ve2H1v95H5v24K1v30K1vcflav3adK1vc7K1ve1H3v1H2v5H4v28H3v4H1v10
        K8v8dH2v9K6Z1v42K7v1e4H4v8lav171H2K1v4fH3v46Hbv31H4v7aH3v35HfK2v1dlaH1v2H2vaH4v2dHbv3K4H1v2dlav6H3v2
        4Hev1laK4v1H2v2cH1v1M1vaH3v30Hev4K2v1K1H4v1H2lav1M1v1K3v4cHcK2v1K2v1H1v2H1v67K1v35Hcv5lav6H4v37H2v1H
        7v2H2v2H3v9H1vaH2v2H7v3H5vc0H12v4K4v1laK2v2H1v51H14vclavd5H7v2H9M1K2S2v3Kfv4H2v52H11K2vdlav6Mdv3eHdv
        8lav53Hfv4lav2K3vedHfva5lav46H6v1H2v2H4v1H1v1H2K3v9lav77H7v2H7v1M1v1H1v1cHav28H7v1H4M1v1K4M1v1H1v9Hb
        v2eH10K3v1M3K2v5dMav125H8v1H8v1K5valav16M1S1v20H16v1Hev7aH6v3H1v1H2v1H7v1H1v8lav30H5v1H2v1H5v8lav149
        H4v9H2v1H1v30H7v3H5K2Xblav83o4v1eK1v470K5vde3m3P3v24P1v3m1P1m1P1vefm1P2vb4J7m1P1J3m1P1m1P1H1v6Hfv117
        8m1P1v2490lav4K2v50lav26H5K1v3aH7K3vaK1vblav33dK2vb6H1v1H37v7H4v4dk4J1vbH2veX17f8v8X300v200X9v22f7X1
        23vfk1v1dk3v2k1vek4v8X18cv9a1H2K1H4v125cH2ev2H17v21eH5v3H16v2H7v1eH4v94H3v589l32v200H37v4H32v8H1veH1
        v2K4v10H5v1Hfv550H7v1H11v2H7v1H2v1H5v64H1va0H7v9lav164H1v3dH4lav5p1v1ecH4lav3d6H7v6dH7v5lav4m2v34co1
        v3o1v34fX2cY4X64YcXfY2XfY1XfY1X25YavdX3v5dX3v3dX1Y38r1aX3YdX2cY4X9Y7X2YeX6Y9aX85t1X16v2X17v2X5v1X5t3
        X2t1X2t3X2eu5X42t2X2tbX15t13X3t1X4t3X1t3X7t1X1t1Xev1X1v1X1v1X5t1X4v1X1v2X4dv7X10veXdv18X2at2X4t1X15t
        1X4t2X3dv8X18v6X4bt3X3t5v26q3k3v4X23t1X10t3X9t1Xbt1XbY4X11Y3XdY3v74X3Y4X5v55X5Y6XcY4X1YfvcY4v38Y8vaY
        6v28Y8v1eY2X2Y4evct1X2t1X8t8X6t1X9taX2t3X38t1X3dt2X1t2X1t1X11t3X1tdX22v54YcXeY2XdY3X9Y7X2eY1X4t3Y8Xe
        Y4X9Y7t9Y7vf0lav6Y3fev2Xfffev2Xfffeva0003H1v1eH60v80Hf0v2fe10
        """

    /// The letter of each class in ``encodedRuns``, by raw value.
    static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZghijklmnopqrstuv"
}

/// The code points with the White_Space property, as closed ranges in order.
let whiteSpaceRanges: [ClosedRange<UInt32>] = [
    0x0009...0x000D,
    0x0020...0x0020,
    0x0085...0x0085,
    0x00A0...0x00A0,
    0x1680...0x1680,
    0x2000...0x200A,
    0x2028...0x2028,
    0x2029...0x2029,
    0x202F...0x202F,
    0x205F...0x205F,
    0x3000...0x3000,
]
