import Testing
@testable import Shell

@Suite("Line editor helpers")
struct LineEditorTests {
    @Test func commonPrefixOfCandidates() {
        #expect(LineEditor.commonPrefix(of: ["fox.top", "fox.trailing"]) == "fox.t")
        #expect(LineEditor.commonPrefix(of: ["a", "b"]) == "")
    }

    @Test func columnsFitEightyCharacters() {
        let words = (1...12).map { "word\($0)" }
        let text = LineEditor.columns(words)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(text.contains("word12"))
    }
}
