// libFuzzer entry point for BlueprintText's font reader and shaper: every input is loaded as a font
// (faces 0 and 1), validated and used to shape a line; the only acceptable outcomes are a width or
// a thrown FontError. Built and run by Scripts/fonts/fuzz/run.sh with the address sanitizer.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    for face in 0..<2 {
        guard let font = try? Font(data: data, faceIndex: face) else { continue }
        _ = try? font.validate()
        if let shaped = try? TextShaper(font: font).shape("office AVATAR Τυπογραφία 中文「か」 e\u{301} x\u{AD}y", size: 17) {
            _ = shaped.width(ofCharacters: 2..<12)
        }
    }
    return 0
}
