import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("Visual Format Language: malformed input, exact messages and columns")
struct VisualFormatErrorTests {
    @Test func emptyInput() {
        expectSyntaxError("expected '[' or '|' to start the format, found end of format", column: 1) { try vfl("") }
        expectSyntaxError("expected '[' or '|' to start the format, found end of format", column: 3) { try vfl("V:") }
    }

    @Test func aMissingClosingBracket() {
        expectSyntaxError("expected ']' after view name, found end of format", column: 8) { try vfl("[button") }
        expectSyntaxError("expected ']' after view name, found '-'", column: 8) { try vfl("[button-[x]") }
        expectSyntaxError("expected ']' after predicate list, found end of format", column: 12) {
            try vfl("V:[temp(50)")
        }
    }

    @Test func aMissingViewName() {
        expectSyntaxError("expected a view name after '[', found ']'", column: 2) { try vfl("[]") }
        expectSyntaxError("expected a view name after '[', found '1'", column: 2) { try vfl("[1a]") }
    }

    @Test func anUnknownMetric() {
        expectSyntaxError("unknown metric 'pad'", column: 5) { try vfl("[a]-pad-[b]") }
        expectSyntaxError("unknown metric 'width'", column: 6) { try vfl("|-(>=width)-[a]") }
        expectSyntaxError("unknown metric 'p'", column: 7) { try vfl("[a(50@p)]") }
    }

    @Test func anUnknownNameWhenTheViewsAreKnown() {
        expectSyntaxError("unknown metric or view 'width'", column: 13) {
            try vfl("[headerView(width)]", views: ["headerView"])
        }
    }

    @Test func aViewNameInAConnection() {
        expectSyntaxError("a view name can only be used as a predicate object for width/height", column: 6) {
            try vfl("[a]-(b)-[b]")
        }
        expectSyntaxError("a view name can only be used as a predicate object for width/height", column: 5) {
            try vfl("[a]-c-|", views: ["a", "c"])
        }
    }

    @Test func aBadOrientation() {
        expectSyntaxError("expected 'H:' or 'V:', found 'X:'", column: 1) { try vfl("X:[a]") }
    }

    @Test func priorityOutOfRange() {
        expectSyntaxError("expected a priority in 1...1000, found '0'", column: 7) { try vfl("[a(50@0)]") }
        expectSyntaxError("expected a priority in 1...1000, found '1001'", column: 8) { try vfl("[a]-(8@1001)-[b]") }
        expectSyntaxError("expected a priority in 1...1000, found 'p' = 2000", column: 7) {
            try vfl("[a(50@p)]", metrics: ["p": 2000])
        }
    }

    @Test func aBadRelation() {
        expectSyntaxError("expected a relation (==, <=, >=), found '='", column: 4) { try vfl("[a(=50)]") }
        expectSyntaxError("expected a relation (==, <=, >=), found '<'", column: 4) { try vfl("[a(<50)]") }
    }

    @Test func aDanglingConnection() {
        expectSyntaxError("expected a spacing, '[' or '|' after '-', found end of format", column: 5) { try vfl("[a]-") }
        expectSyntaxError("expected '-' after spacing predicate, found '['", column: 7) { try vfl("[a]-10[b]") }
        expectSyntaxError("expected '-' after spacing predicate, found end of format", column: 9) { try vfl("[a]-(10)") }
    }

    @Test func aSuperviewWithoutAView() {
        expectSyntaxError("expected '[' to start a view, found '|'", column: 3) { try vfl("|-|") }
        expectSyntaxError("expected '-' or '[' after '|', found 'a'", column: 2) { try vfl("|a") }
    }

    @Test func somethingAfterTheTrailingSuperview() {
        expectSyntaxError("expected end of format after '|', found '['", column: 5) { try vfl("[a]|[b]") }
    }

    @Test func somethingOddAfterAView() {
        expectSyntaxError("expected '-', '[', '|' or end of format after view, found '('", column: 4) { try vfl("[a](50)") }
    }

    @Test func aBadPredicateList() {
        expectSyntaxError("expected a number, metric or view name, found ')'", column: 7) { try vfl("[a(50,)]") }
        expectSyntaxError("expected ',' or ')' after predicate, found ';'", column: 6) { try vfl("[a(50;)]") }
        expectSyntaxError("expected a priority number or metric after '@', found ')'", column: 7) { try vfl("[a(50@)]") }
        expectSyntaxError("expected a number or metric after '-', found '.'", column: 5) { try vfl("[a]-.-[b]") }
    }

    @Test func anAlignmentAlongTheFormatsOwnAxis() throws {
        let options = try VisualFormatOptions(parsing: try Tokenizer.tokenize("alignAllTop alignAllLeading", column: 20))
        expectSyntaxError(
            "expected an alignment across a horizontal format (alignAllTop, alignAllBottom, alignAllCenterY, "
                + "alignAllLastBaseline, alignAllFirstBaseline), found 'alignAllLeading'", column: 32) {
            try VisualFormat.constraints("[a]-[b]", options: options)
        }
        expectSyntaxError(
            "expected an alignment across a vertical format (alignAllLeft, alignAllRight, alignAllLeading, "
                + "alignAllTrailing, alignAllCenterX), found 'alignAllTop'", column: 5) {
            try VisualFormat.constraints("V:[a]", options: VisualFormatOptions([.alignAllTop]), at: Location(line: 1, column: 5))
        }
    }

    @Test func anUnknownOption() throws {
        let valid = VisualFormatOption.allCases.map(\.rawValue).joined(separator: ", ")
        expectSyntaxError("unknown format option 'alignAllMiddle', expected one of: \(valid)", column: 1) {
            try VisualFormatOptions(parsing: try Tokenizer.tokenize("alignAllMiddle"))
        }
        expectSyntaxError("expected a format option such as 'alignAllTop', found '='", column: 1) {
            try VisualFormatOptions(parsing: try Tokenizer.tokenize("="))
        }
    }

    @Test func twoDirectionsOrSpacings() {
        expectSyntaxError("expected at most one direction option, found 'directionRightToLeft'", column: 22) {
            try VisualFormatOptions(parsing: try Tokenizer.tokenize("directionLeftToRight directionRightToLeft"))
        }
        expectSyntaxError("expected at most one spacing option, found 'spacingEdgeToEdge'", column: 27) {
            try VisualFormatOptions(parsing: try Tokenizer.tokenize("spacingBaselineToBaseline spacingEdgeToEdge"))
        }
    }

    @Test func aFormatThatIsNotAString() throws {
        let token = try #require(try Tokenizer.tokenize("x [a]").first)
        expectSyntaxError("expected a quoted visual format string, found 'x'", column: 1) {
            try VisualFormat.constraints(in: token)
        }
    }

    @Test func anErrorInAStringTokenPointsIntoTheScriptLine() throws {
        let line = #"vfl "V:|-5-[temp(50)" in header"#
        let token = try #require(try Tokenizer.tokenize(line, line: 4).dropFirst().first)
        let error = try #require(syntaxError { try VisualFormat.constraints(in: token, superview: "header") })
        #expect(error.message == "expected ']' after predicate list, found end of format")
        #expect(error.rendered(file: "<stdin>", sourceLine: line) == """
            <stdin>:4:21: error: expected ']' after predicate list, found end of format
            vfl "V:|-5-[temp(50)" in header
                                ^
            """)
    }

    @Test func escapesInTheStringShiftTheColumn() throws {
        let line = #"vfl "\t[a]-[b""#
        let token = try #require(try Tokenizer.tokenize(line).last)
        expectSyntaxError("expected ']' after view name, found end of format", column: 14) {
            try VisualFormat.constraints(in: token)
        }
    }
}

/// Apple's `constraintsWithVisualFormat` refuses a view name its views dictionary lacks, even
/// when the format makes no constraint with it.
@Suite("Visual format: unknown views")
struct VisualFormatUnknownViewTests {
    @Test func aViewAloneThatDoesNotExistIsAnError() throws {
        #expect(throws: SyntaxError.self) { try VisualFormat.constraints("[button]", views: ["a"]) }
        #expect(throws: SyntaxError.self) { try VisualFormat.constraints("[a]-[button]", views: ["a"]) }
        #expect(try VisualFormat.constraints("[a]", views: ["a"]).isEmpty)
        // Without a dictionary (the caller does not say which views exist), names are taken.
        #expect(try VisualFormat.constraints("[button]").isEmpty)
    }
}
