import BlueprintLayout
import Foundation

// BlueprintText measures text from font files: an OpenType reader (Fonts/), a shaper for scripts
// without complex shaping (Shaping/), Unicode line breaking (LineBreaking/) and a `TextMetrics`
// that wraps shaped text into lines.
