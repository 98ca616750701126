/// "Did you mean" for element types: misspellings, and the names other frameworks give the
/// same element (`HStack` is a `Row` here, Blueprint's `Label` is the `Text` leaf).
package enum ElementTypeSuggestions {
    /// A type of this vocabulary for a name used elsewhere, and where that name comes from.
    package struct CommonName: Sendable {
        /// The type of this vocabulary.
        package var type: String
        /// Why: `SwiftUI's HStack`.
        package var note: String
    }

    /// Names from Blueprint, SwiftUI, Jetpack Compose, Flutter and the web for types of this
    /// vocabulary (names that are types here, such as `Spacer` or `Wrap`, are not listed).
    package static let commonNames: [String: CommonName] = [
        "Label": CommonName(
            type: "Text",
            note: "fixtures measure text with the Text leaf, monospaced or from a font file, not Blueprint's Label"),
        "HStack": CommonName(type: "Row", note: "SwiftUI's HStack is a Row"),
        "VStack": CommonName(type: "Column", note: "SwiftUI's VStack is a Column"),
        "ZStack": CommonName(type: "Overlay", note: "SwiftUI's ZStack is an Overlay"),
        "Stack": CommonName(type: "Overlay", note: "Flutter's Stack is an Overlay; Row and Column stack along an axis"),
        "Box": CommonName(type: "Overlay", note: "Compose's Box is an Overlay"),
        "Padding": CommonName(type: "Inset", note: "padding is an Inset"),
        "Center": CommonName(type: "Centered", note: "Flutter's Center is Centered"),
        "Align": CommonName(type: "Aligned", note: "Flutter's Align is Aligned"),
        "Frame": CommonName(type: "ConstrainedSize", note: "SwiftUI's frame is a ConstrainedSize"),
        "SizedBox": CommonName(type: "ConstrainedSize", note: "Flutter's SizedBox is a ConstrainedSize (or a Spacer)"),
        "AspectRatio": CommonName(type: "ConstrainedAspectRatio", note: "an aspect ratio is a ConstrainedAspectRatio"),
        "FlowRow": CommonName(type: "Flow", note: "Compose's FlowRow is a Flow"),
        "FlowLayout": CommonName(type: "Flow", note: "a flow layout is a Flow"),
        "FlexWrap": CommonName(type: "Flow", note: "a wrapping flex container is a Flow"),
        "Image": CommonName(type: "Fixed", note: "a leaf of one size is Fixed"),
        "Rectangle": CommonName(type: "Fixed", note: "a leaf of one size is Fixed"),
        "Color": CommonName(type: "Fixed", note: "a leaf of one size is Fixed"),
        "Offset": CommonName(type: "Transformed", note: "an offset is a Transformed with translateX and translateY"),
        "Div": CommonName(type: "Column", note: "block layout is a Column"),
    ]

    /// `; did you mean "Row"? (SwiftUI's HStack is a Row)`, a misspelling's `; did you mean
    /// "Row"?`, or the empty string. Only types in `names` are suggested.
    package static func didYouMean(_ type: String, among names: [String]) -> String {
        if let common = commonName(for: type), names.contains(common.type) {
            return "; did you mean \(JSONWriter.quoted(common.type))? (\(common.note))"
        }
        return Suggestions.didYouMean(type, among: names)
    }

    /// The common name entry for `type`, matched without regard to case.
    static func commonName(for type: String) -> CommonName? {
        if let exact = commonNames[type] { return exact }
        let lowered = type.lowercased()
        return commonNames.first { $0.key.lowercased() == lowered }?.value
    }
}
