import Escaping
import Testing

/// Text from input reaches the terminal escaped: no control sequence or bidirectional
/// override from a pasted log acts on the terminal.
@Suite("Terminal escaping")
struct TerminalEscapingTests {
    @Test(arguments: [
        ("title \u{1B}]0;owned\u{07} end", "title \\u{1B}]0;owned\\u{7} end"),
        ("\u{1B}[2Jcleared", "\\u{1B}[2Jcleared"),
        ("over\rwrite\u{08}", "over\\u{D}write\\u{8}"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("\u{2066}isolate\u{2069} \u{200F}", "\\u{2066}isolate\\u{2069} \\u{200F}"),
        ("del\u{7F} c1\u{9B}", "del\\u{7F} c1\\u{9B}"),
        ("tab\tand plain text, é 日本", "tab\tand plain text, é 日本"),
    ])
    func controlsAreEscaped(text: String, shown: String) {
        #expect(TerminalEscaping.escaped(text, keepingColours: false) == shown)
        #expect(TerminalEscaping.escaped(text, keepingColours: true) == shown)
    }

    /// The program's own colours pass when colours are on; off, they are escaped like the rest.
    @Test func coloursPassOnlyWhenKept() {
        let picture = "\u{1B}[31m┌─┐\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"
        #expect(TerminalEscaping.escaped(picture, keepingColours: true) == picture)
        #expect(TerminalEscaping.escaped(picture, keepingColours: false)
            == "\\u{1B}[31m┌─┐\\u{1B}[0m \\u{1B}[1;31merror:\\u{1B}[0m")
        // A colour sequence cut short is escaped.
        #expect(TerminalEscaping.escaped("\u{1B}[31", keepingColours: true) == "\\u{1B}[31")
    }
}
