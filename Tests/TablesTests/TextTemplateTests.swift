import Layout
import Testing
@testable import Tables

/// Generated row text: `{n}` and `{words:A-B}`, reproducible.
@Suite("Text template")
struct TextTemplateTests {
    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    @Test func fillsTheNumber() {
        #expect(TextTemplate.expand("Row {n}", number: 7) == "Row 7")
        #expect(TextTemplate.expand("{n}-{n}", number: 42) == "42-42")
        #expect(TextTemplate.expand("{n}", number: -3) == "-3")
        #expect(TextTemplate.expand("no fields", number: 1) == "no fields")
        #expect(TextTemplate.expand("", number: 1) == "")
    }

    @Test func isDeterministic() {
        let template = "Item {n}: {words:3-12} / {words:1-4}"
        for number in 0..<50 {
            #expect(TextTemplate.expand(template, number: number) == TextTemplate.expand(template, number: number))
        }
        // The texts depend on the number: 50 numbers give more than one text.
        let texts = Set((0..<50).map { TextTemplate.expand("{words:3-12}", number: $0) })
        #expect(texts.count > 1)
    }

    @Test func wordRunsStayInTheirBoundsAndVocabulary() {
        var counts = Set<Int>()
        for number in 0..<300 {
            let filled = Self.words(TextTemplate.expand("{words:3-5}", number: number))
            counts.insert(filled.count)
            #expect((3...5).contains(filled.count), "number \(number)")
            #expect(filled.allSatisfy(TextTemplate.words.contains), "number \(number)")
        }
        // 300 numbers hash to every count in range.
        #expect(counts == [3, 4, 5])
        // A fixed count: exactly that many words.
        #expect(Self.words(TextTemplate.expand("{words:2-2}", number: 9)).count == 2)
        #expect(TextTemplate.expand("[{words:0-0}]", number: 9) == "[]")
    }

    @Test func surroundingTextIsKept() {
        let filled = TextTemplate.expand("<{words:1-1}> #{n}", number: 5)
        #expect(filled.hasPrefix("<"))
        #expect(filled.hasSuffix("> #5"))
        let word = String(filled.dropFirst().prefix { $0 != ">" })
        #expect(TextTemplate.words.contains(word))
    }

    @Test func unknownOrMalformedFieldsStayLiteral() {
        #expect(TextTemplate.expand("{x} {n}", number: 1) == "{x} 1")
        #expect(TextTemplate.expand("{words:5-2}", number: 1) == "{words:5-2}")
        #expect(TextTemplate.expand("{words:a-b}", number: 1) == "{words:a-b}")
        #expect(TextTemplate.expand("{words:1-20000}", number: 1) == "{words:1-20000}")
        #expect(TextTemplate.expand("{}", number: 1) == "{}")
    }

    @Test func unclosedBraceStaysLiteral() {
        // No closing brace: the rest of the template is copied as it is, once.
        #expect(TextTemplate.expand("Row {n", number: 3) == "Row {n")
        #expect(TextTemplate.expand("{n} and {n", number: 3) == "3 and {n")
    }

    @Test func tableRowsUseTheirTemplate() throws {
        let fixture = try TableFixture()
        fixture.table.addSection()
        try fixture.table.insertRows(
            count: 3, at: IndexPath(section: 0, row: 0), prototype: "Cell",
            template: [fixture.label.name: "Row {n}"], firstNumber: 10
        )
        #expect((0..<3).map { fixture.table.text(ofRow: $0, label: fixture.label.name) } == ["Row 10", "Row 11", "Row 12"])
        #expect(fixture.table.text(ofRow: 3, label: fixture.label.name) == nil)
        #expect(fixture.table.text(ofRow: 0, label: "other") == nil)
    }
}
