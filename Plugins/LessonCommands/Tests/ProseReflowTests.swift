import Commands
import Foundation
import Testing
@testable import LessonCommands

/// ``ProseReflow``: running text re-wrapped at word boundaries; code, headings, tables and
/// indented lines kept; list items wrapped under their first word.
@Suite("Prose that fits the terminal")
struct ProseReflowTests {
    /// "The quick brown fox jumps over the lazy dog" at 20 columns (19 characters a line):
    /// "The quick brown fox" is 19, "jumps over the lazy" 19, "dog" the rest.
    @Test func aParagraphWrapsAtWords() {
        let lines = ["The quick brown", "fox jumps over the lazy dog"]
        #expect(ProseReflow.reflow(lines, width: 20) == ["The quick brown fox", "jumps over the lazy", "dog"])
    }

    @Test func codeTablesAndIndentedLinesKeepTheirLayout() {
        let lines = [
            "```swift",
            "let header = tableView.tableHeaderView // a long line of code that must not wrap",
            "```",
            "| a table | row that is long enough to wrap if it were prose |",
            "    an indented log line that is long enough to wrap as well, but is kept",
        ]
        #expect(ProseReflow.reflow(lines, width: 30) == lines)
    }

    /// A list item wraps with its text hanging under the first word; the lines indented under
    /// it join it; a new marker starts a new item. 21 columns leave 20 a line: "1. numbered
    /// item text" is 21, so "text" goes down.
    @Test func listItemsHangUnderTheirFirstWord() {
        let lines = ["- first item with several words", "  that go on", "- second", "1. numbered item text here"]
        #expect(ProseReflow.reflow(lines, width: 21) == [
            "- first item with", "  several words that", "  go on", "- second", "1. numbered item", "   text here",
        ])
    }

    /// A heading wraps with its text under its first word.
    @Test func aHeadingWrapsUnderItsFirstWord() {
        #expect(ProseReflow.reflow(["## Observation 4: workaround #2, translation off while sizing"], width: 30) == [
            "## Observation 4: workaround", "   #2, translation off while", "   sizing",
        ])
    }

    /// A word longer than the line stays whole, and blank lines separate paragraphs.
    @Test func aLongWordStaysWholeAndParagraphsStaySeparate() {
        let lines = ["see", "table.cell1.contentView.title.frame", "", "next"]
        #expect(ProseReflow.reflow(lines, width: 20) == ["see", "table.cell1.contentView.title.frame", "", "next"])
    }

    /// Every lesson's prose at 60 and 80 columns: no line longer than the width allows, except a
    /// single word that cannot be cut, and no word is lost or split.
    @Test(arguments: [60, 80, 140]) func everyLessonsProseFits(columns: Int) throws {
        for path in try LessonFiles.all() {
            let lesson = try LessonFiles.lesson(at: path)
            for step in lesson.steps {
                let wrapped = ProseReflow.reflow(step.prose, width: columns)
                for line in wrapped where line.count > columns - 1 {
                    let kept = ProseReflow.isKeptAsWritten(line) || !line.contains(" ") || step.prose.contains(line)
                    #expect(kept, "\(path): '\(line)' is \(line.count) at \(columns) columns")
                }
                #expect(wrapped.flatMap { $0.split(separator: " ") } == step.prose.flatMap { $0.split(separator: " ") }, "\(path)")
            }
        }
    }
}

/// The repository's lessons, read as the guide reads them.
enum LessonFiles {
    static func all() throws -> [String] {
        LessonLibrary.entries(in: LessonTests.lessonsFolder).map(\.path)
    }

    static func lesson(at path: String) throws -> Lesson {
        Lesson(name: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
}
