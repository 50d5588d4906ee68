import Escaping
/// The key under an SVG picture: a swatch and a line of words for each kind of mark the
/// picture may hold, 16 pt a line.
enum SVGLegend {
    struct Entry: Equatable {
        enum Swatch: Equatable {
            /// An outline, solid or dashed (`dash`), in a colour.
            case box(String, dash: String?)
            case dashedBox(String)
            /// A tinted square: fill and opacity.
            case band(String, String)
            /// A small I-beam.
            case beam(String)
        }

        let swatch: Swatch
        let text: String

        init(_ swatch: Swatch, _ text: String) {
            self.swatch = swatch
            self.text = text
        }
    }

    /// The marks every picture explains.
    static let marks = [
        Entry(.box("#d32f2f", dash: nil), "a view with a broken constraint"),
        Entry(.box("#ef8c00", dash: nil), "a view with a broken constraint that holds now"),
        Entry(.box("#d32f2f", dash: "4 3"), "an ambiguous view (another layout is as good)"),
    ]

    static func height(of entries: [Entry]) -> Double { entries.isEmpty ? 0 : 8 + 16 * Double(entries.count) }

    /// The entries' elements, the first line's swatch `top` + 6 down.
    static func elements(_ entries: [Entry], top: Double) -> [String] {
        let x = SVGPicture.margin
        func n(_ value: Double) -> String { SVGPicture.number(value) }
        return entries.enumerated().flatMap { index, entry -> [String] in
            let y = top + 6 + 16 * Double(index)
            let swatch: String
            switch entry.swatch {
            case .box(let colour, let dash):
                swatch = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"\(colour)\""
                    + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
            case .dashedBox(let colour):
                swatch = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"\(colour)\" stroke-dasharray=\"2 2\"/>"
            case .band(let fill, let opacity):
                swatch = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"10\" height=\"10\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\"/>"
            case .beam(let colour):
                swatch = "<path d=\"M\(n(x)) \(n(y + 2))v6M\(n(x)) \(n(y + 5))h10M\(n(x + 10)) \(n(y + 2))v6\" fill=\"none\" stroke=\"\(colour)\"/>"
            }
            return [swatch, "<text x=\"\(n(x + 14))\" y=\"\(n(y + 8))\" font-size=\"9\" fill=\"#333\">\(XMLEscaping.escaped(entry.text))</text>"]
        }
    }
}
