import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("Constraint expressions: malformed input, exact messages and columns")
struct ConstraintExpressionErrorTests {
    func parse(_ text: String) throws -> ConstraintExpression {
        try ConstraintExpression(parsing: text)
    }

    @Test func emptyInput() {
        expectSyntaxError("expected an item.attribute such as 'fox.top', found end of input", column: 1) {
            try parse("")
        }
    }

    @Test func anItemWithoutAnAttribute() {
        expectSyntaxError("expected an item.attribute such as 'fox.top', found 'fox'", column: 1) {
            try parse("fox == box.top")
        }
    }

    @Test func aMissingRelation() {
        expectSyntaxError("expected a relation (==, <=, >=), found 'b.top'", column: 7) { try parse("a.top b.top") }
        expectSyntaxError("expected a relation (==, <=, >=), found end of input", column: 6) { try parse("a.top") }
    }

    @Test func aSingleEqualsIsNotARelation() {
        expectSyntaxError("expected a relation (==, <=, >=), found '='", column: 9) { try parse("a.width = 50") }
        expectSyntaxError("expected a relation (==, <=, >=), found '='", column: 8) { try parse("a.width=50") }
    }

    @Test func anUnknownAttributeListsTheValidOnes() throws {
        let valid = "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
            + "lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, "
            + "leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
        expectSyntaxError("unknown attribute 'tpo', expected one of: \(valid)", column: 3) { try parse("a.tpo == b.top") }
        expectSyntaxError("unknown attribute 'bottm', expected one of: \(valid)", column: 15) {
            try parse("a.bottom == b.bottm")
        }
        let error = try #require(syntaxError { try parse("fox.Top == b.top") })
        #expect(error.length == 3)
        #expect(error.found == "'Top'")
    }

    @Test func aDanglingRelation() {
        expectSyntaxError("expected an item.attribute or a constant after '==', found end of input", column: 9) {
            try parse("a.top ==")
        }
        expectSyntaxError("expected an item.attribute or a constant after '<=', found '@'", column: 10) {
            try parse("a.top <= @750")
        }
    }

    @Test func aDanglingOperator() {
        expectSyntaxError("expected a number after '+', found end of input", column: 17) { try parse("a.top == b.top +") }
        expectSyntaxError("expected a number after '-', found 'c.top'", column: 18) { try parse("a.top == b.top - c.top") }
        expectSyntaxError("expected an item.attribute after '*', found end of input", column: 17) {
            try parse("a.width == 0.5 *")
        }
        expectSyntaxError("expected a number after '*', found end of input", column: 21) { try parse("a.width == b.width *") }
        expectSyntaxError("expected a number, found end of input", column: 13) { try parse("a.width == -") }
    }

    @Test func aDanglingAt() {
        expectSyntaxError("expected a priority (1...1000, required, high or low), found end of input", column: 17) {
            try parse("a.top == b.top @")
        }
    }

    @Test func priorityZeroIsOutOfRange() {
        expectSyntaxError("expected a priority (1...1000, required, high or low), found '0'", column: 17) {
            try parse("a.top == b.top @0")
        }
    }

    @Test func priority1001IsOutOfRange() {
        expectSyntaxError("expected a priority (1...1000, required, high or low), found '1001'", column: 17) {
            try parse("a.top == b.top @1001")
        }
    }

    @Test func otherBadPriorities() {
        expectSyntaxError("expected a priority (1...1000, required, high or low), found '750.5'", column: 17) {
            try parse("a.top == b.top @750.5")
        }
        expectSyntaxError("expected a priority (1...1000, required, high or low), found 'medium'", column: 17) {
            try parse("a.top == b.top @medium")
        }
        expectSyntaxError("expected a priority (1...1000, required, high or low), found '-'", column: 17) {
            try parse("a.top == b.top @-5")
        }
    }

    @Test func somethingAfterTheEnd() {
        expectSyntaxError("expected end of input, found 'extra'", column: 21) { try parse("a.top == b.top @750 extra") }
        expectSyntaxError("expected '@' or end of input, found '+'", column: 15) { try parse("a.width == 50 + 3") }
        expectSyntaxError("expected '@' or end of input, found 'x'", column: 20) { try parse("a.top == b.top + 8 x") }
        expectSyntaxError("expected '*', '/', '+', '-', '@' or end of input, found 'c.top'", column: 16) {
            try parse("a.top == b.top c.top")
        }
    }

    @Test func twoMultipliers() {
        expectSyntaxError("expected '+', '-', '@' or end of input, found '*'", column: 24) {
            try parse("a.width == 2 * b.width * 2")
        }
    }

    @Test func aZeroMultiplierOrDivisor() {
        expectSyntaxError("expected a non-zero multiplier, found '0'", column: 12) { try parse("a.width == 0 * b.width") }
        expectSyntaxError("expected a non-zero divisor, found '0'", column: 22) { try parse("a.width == b.width / 0") }
    }

    @Test func aPositionCannotEqualAConstant() {
        expectSyntaxError(
            "'top' is a position and needs an item.attribute on the right: only width and height may equal a constant",
            column: 10) { try parse("a.top == 50") }
    }

    @Test func attributesMustPairAsUIKitAllows() {
        expectSyntaxError("expected a vertical position to pair with 'top', found 'left'", column: 12) {
            try parse("a.top == b.left")
        }
        expectSyntaxError("expected a width or height to pair with 'width', found 'top'", column: 14) {
            try parse("a.width == b.top")
        }
        expectSyntaxError("expected a horizontal position to pair with 'centerX', found 'width'", column: 16) {
            try parse("a.centerX == b.width")
        }
        expectSyntaxError("expected a leading/trailing attribute to pair with 'leading', found 'left'", column: 16) {
            try parse("a.leading == b.left")
        }
        expectSyntaxError("expected a left/right attribute to pair with 'rightMargin', found 'trailing'", column: 24) {
            try parse("a.rightMargin == 2 * b.trailing")
        }
    }

    @Test func aNameMustBeAPlainWord() {
        expectSyntaxError("expected a relation (==, <=, >=), found ':'", column: 6) { try parse("a.top: a.top == b.top") }
        expectSyntaxError("expected an item.attribute such as 'fox.top', found end of input", column: 5) { try parse("pin:") }
    }

    @Test func anErrorInACommandPointsIntoTheScriptLine() throws {
        let command = try #require(try ScriptLine.commands(in: "layout; constrain fox.top == box.top +", line: 3).last)
        expectSyntaxError("expected a number after '+', found end of input", column: 39, line: 3) {
            try ConstraintExpression(parsing: command.tokens.dropFirst(), end: command.end)
        }
    }
}
