import Testing
@testable import Transcripts

@Suite("Transcript checking and updating")
struct TranscriptCheckTests {
    @Test func matchingOutputPassesAndRewritesTheSameText() {
        let text = """
        Intro

          > a
          one
          width: \\d+ (re)
          frame * (glob)
          > b

        End

        """
        let check = Transcript(parsing: text).check(outputs: [["one", "width: 320", "frame (0, 0)"], []])
        #expect(check.passed)
        #expect(check.failedLines.isEmpty)
        #expect(check.actualText == text)
    }

    @Test func mismatchedLinesAreReplacedAndMatchedPatternsKept() {
        let text = """
          > a
          count: \\d+ (re)
          old literal
          name: * (glob)
          gone: \\d+ (re)
        Prose stays.
          > b
          same

        """
        let check = Transcript(parsing: text).check(outputs: [["count: 12", "new literal", "name: x", "gone: none"], ["same"]])
        #expect(!check.passed)
        #expect(check.failedLines == [1])
        #expect(check.actualText == """
          > a
          count: \\d+ (re)
          new literal
          name: * (glob)
          gone: none
        Prose stays.
          > b
          same

        """)
    }

    @Test func patternsAreKeptWhenLinesAreAddedAboveThem() {
        let text = "  > a\n  id: \\d+ (re)\n  end\n"
        let check = Transcript(parsing: text).check(outputs: [["warning: new", "id: 42", "end"]])
        #expect(!check.passed)
        #expect(check.actualText == "  > a\n  warning: new\n  id: \\d+ (re)\n  end\n")
    }

    @Test func extraAndMissingLinesFail() {
        let transcript = Transcript(parsing: "  > a\n  one\n  two\n")
        #expect(!transcript.check(outputs: [["one"]]).passed)
        #expect(transcript.check(outputs: [["one"]]).actualText == "  > a\n  one\n")
        #expect(!transcript.check(outputs: [["one", "two", "three"]]).passed)
        #expect(transcript.check(outputs: [["one", "two", "three"]]).actualText == "  > a\n  one\n  two\n  three\n")
    }

    @Test func emptyActualLinesAreWrittenAsTwoSpaces() {
        let check = Transcript(parsing: "  > a\nEnd\n").check(outputs: [["", "x", ""]])
        #expect(check.actualText == "  > a\n  \n  x\n  \nEnd\n")
    }

    @Test func emptyLinesWrittenEmptyStayEmptyWhileOutputFollows() {
        let text = "  > a\n  one\n\n  two\n"
        #expect(Transcript(parsing: text).check(outputs: [["one", "", "two"]]).actualText == text)
        // Without output after it, an empty line would read as prose: it gets its indent.
        #expect(Transcript(parsing: text).check(outputs: [["one", ""]]).actualText == "  > a\n  one\n  \n")
    }

    @Test func printedLinesWithNewlinesCountAsSeveralLines() {
        let check = Transcript(parsing: "  > a\n  one\n  two\n").check(outputs: [["one\ntwo"]])
        #expect(check.passed)
    }

    @Test func printedCarriageReturnsAtLineEndsAreDropped() {
        let check = Transcript(parsing: "  > a\n  one\n  two\n").check(outputs: [["one\r", "two\r\r"]])
        #expect(check.passed)
    }

    @Test func outputCountMustMatchCommandCount() {
        let transcript = Transcript(parsing: "  > a\n  > b\n")
        #expect(transcript.check(outputs: [[], []]).passed)
        #expect(!transcript.check(outputs: [[]]).passed)
        #expect(!transcript.check(outputs: [[], [], []]).passed)
    }

    @Test func crlfFilesAreWrittenBackWithNewlines() {
        let check = Transcript(parsing: "Intro\r\n  > a\r\n  one\r\n").check(outputs: [["one"]])
        #expect(check.passed)
        #expect(check.actualText == "Intro\n  > a\n  one\n")
    }

    @Test func theUpdatedTextPassesWithTheSameOutput() {
        let text = "Intro\n  > a\n  x (re)\n  old\n\n  more\n\nEnd\n  > b\n  > c"
        let outputs = [["x", "", "new", "more"], ["b"], []]
        let updated = Transcript(parsing: text).check(outputs: outputs).actualText
        let again = Transcript(parsing: updated).check(outputs: outputs)
        #expect(again.passed)
        #expect(again.actualText == updated)
        // The empty line was written empty and output still follows it, so it stays empty.
        #expect(updated == "Intro\n  > a\n  x (re)\n\n  new\n  more\n\nEnd\n  > b\n  b\n  > c")
    }
}
