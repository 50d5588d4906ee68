import Testing
@testable import Layout
import TestSupport

/// The fast paths of text measurement give what the general ones give: ASCII text split byte
/// by byte equals the split by grapheme, and a label's size without making line strings
/// equals the laid-out text's size.
@Suite("Text measurement fast paths")
struct TextFastPathTests {
    /// Line breaks of every kind, CR LF among them, at the ends and doubled; tabs, control
    /// characters and runs of spaces.
    static let texts = [
        "", "a", "The quick brown fox jumped over the lazy dog.", "\n", "\r\n", "a\r\nb", "a\rb\nc",
        "a\n", "a\n\n", "\n\na", "a\r\n\r\nb", "tab\there", "\u{0B}vertical\u{0C}feed", "\u{01}\u{1F}\u{7F}",
        "   leading and trailing   ", "a\r", "\r\r\n\n",
    ]

    @Test(arguments: texts)
    func asciiSplitsAsTheGeneralPath(text: String) {
        #expect(Paragraphs.splitASCII(text) == Paragraphs.splitCharacters(text))
    }

    @Test func randomASCIISplitsAsTheGeneralPath() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("ab \t\n\r\u{0B}\u{0C}.")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            })
            #expect(Paragraphs.splitASCII(text) == Paragraphs.splitCharacters(text), "\(text.debugDescription)")
        }
    }

    @Test func nonASCIITakesTheGeneralPath() {
        #expect(Paragraphs.splitASCII("café") == nil)
        #expect(Paragraphs.split("café") == Paragraphs.splitCharacters("café"))
    }

    /// Sizes without strings equal the laid-out sizes, truncated or not, wrapped or not.
    @Test func sizeWithoutStringsIsTheLayoutsSize() {
        let font = SystemFont(ofSize: 17)
        for text in Self.texts + ["Ünïcödé wörds wrap tøø", "The quick brown fox jumped over the lazy dog. " + "Again and again."] {
            for lines in [0, 1, 2] {
                for width in [nil, 0, 50, 120, 266, 1000] as [Double?] {
                    let laidOut = TextLayout.layout(text, font: font, numberOfLines: lines, maxWidth: width).size
                    #expect(TextLayout.size(of: text, font: font, numberOfLines: lines, maxWidth: width) == laidOut,
                            "\(text.debugDescription) lines \(lines) width \(String(describing: width))")
                }
            }
        }
    }
}
