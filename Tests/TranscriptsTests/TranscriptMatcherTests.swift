import Testing
@testable import Transcripts

@Suite("Transcript expected lines")
struct TranscriptMatcherTests {
    @Test func literalLinesMustBeEqual() {
        let line = ExpectedLine("a.c")
        #expect(line.kind == .literal)
        #expect(line.matches("a.c"))
        #expect(!line.matches("abc"))
        #expect(!line.matches("a.c "))
        #expect(ExpectedLine("").matches(""))
        // The suffix needs its space: "x(re)" is a literal line.
        #expect(ExpectedLine("x(re)").kind == .literal)
    }

    @Test func regexMatchesTheWholeLine() {
        let line = ExpectedLine("a.c (re)")
        #expect(line.kind == .regex)
        #expect(line.pattern == "a.c")
        #expect(line.matches("abc"))
        #expect(line.matches("a-c"))
        #expect(!line.matches("xabc"))
        #expect(!line.matches("abcx"))
        #expect(!line.matches("a.c (re)"))
        #expect(ExpectedLine("width: \\d+ (re)").matches("width: 320"))
        #expect(ExpectedLine("a|b (re)").matches("b"))
        #expect(!ExpectedLine("a|b (re)").matches("ab"))
    }

    @Test func invalidRegexNeverMatches() {
        for text in ["[ (re)", "( (re)", "a{2,1} (re)", "\\ (re)", "(?<=a)b (re)", "* (re)"] {
            let line = ExpectedLine(text)
            #expect(line.kind == .regex)
            #expect(line.isInvalid)
            #expect(!line.matches(""))
            #expect(!line.matches(line.pattern))
            #expect(!line.matches(text))
        }
        #expect(!ExpectedLine("a (re)").isInvalid)
    }

    @Test func globWildcards() {
        let line = ExpectedLine("frame = (*, ?) (glob)")
        #expect(line.kind == .glob)
        #expect(line.matches("frame = (0, 1)"))
        #expect(line.matches("frame = (10, 20, 30, 4)"))
        #expect(!line.matches("frame = (10, 20)"))
        #expect(!line.matches("xframe = (0, 1)"))
        #expect(ExpectedLine("* (glob)").matches(""))
        #expect(ExpectedLine("a**b (glob)").matches("ab"))
        #expect(ExpectedLine("a*b*c (glob)").matches("aXbYbZc"))
        #expect(!ExpectedLine("a*b*c (glob)").matches("aXbYbZ"))
        #expect(!ExpectedLine("? (glob)").matches(""))
        #expect(ExpectedLine("? (glob)").matches("é"))
        // Regex syntax means nothing in a glob.
        #expect(ExpectedLine("a.c (glob)").matches("a.c"))
        #expect(!ExpectedLine("a.c (glob)").matches("abc"))
        #expect(ExpectedLine("[x] (glob)").matches("[x]"))
    }

    @Test func globEscapes() {
        #expect(ExpectedLine("a\\*b (glob)").matches("a*b"))
        #expect(!ExpectedLine("a\\*b (glob)").matches("aXb"))
        #expect(ExpectedLine("a\\?b (glob)").matches("a?b"))
        #expect(!ExpectedLine("a\\?b (glob)").matches("aXb"))
        #expect(ExpectedLine("a\\\\b (glob)").matches("a\\b"))
        #expect(!ExpectedLine("a\\\\b (glob)").matches("a\\\\b"))
        // A backslash before anything else, or at the end, is itself.
        #expect(ExpectedLine("a\\nb (glob)").matches("a\\nb"))
        #expect(ExpectedLine("a\\ (glob)").matches("a\\"))
        // An escaped backslash followed by a star: a literal backslash, then any run.
        #expect(ExpectedLine("a\\\\* (glob)").matches("a\\xyz"))
    }

    @Test func longGlobsAndLinesStayFast() {
        let line = ExpectedLine(String(repeating: "*a", count: 200) + "b (glob)")
        #expect(!line.matches(String(repeating: "a", count: 2000)))
    }
}
