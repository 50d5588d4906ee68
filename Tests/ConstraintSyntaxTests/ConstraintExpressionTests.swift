import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

@Suite("Constraint expressions in the style of UIKit anchors")
struct ConstraintExpressionTests {
    @Test func theDesignDocumentsExample() throws {
        let expression = try ConstraintExpression(parsing: "fox.top == box.top + 15 @750")
        #expect(expression.name == nil)
        #expect(expression.equation.first == AttributeReference(item: "fox", attribute: .top))
        #expect(expression.equation.relation == .equal)
        #expect(expression.equation.second == AttributeReference(item: "box", attribute: .top))
        #expect(expression.equation.multiplier == 1)
        #expect(expression.equation.constant == 15)
        #expect(expression.equation.priority.value == 750)
    }

    @Test func aMultiplierBeforeTheSecondItem() throws {
        let expression = try ConstraintExpression(parsing: "a.width == 0.5 * b.width")
        #expect(expression.equation.multiplier == 0.5)
        #expect(expression.equation.second == AttributeReference(item: "b", attribute: .width))
        #expect(expression.equation.constant == 0)
    }

    @Test func aMultiplierAfterTheSecondItem() throws {
        let expression = try ConstraintExpression(parsing: "a.width == b.width * 0.5")
        #expect(expression.equation.multiplier == 0.5)
        #expect(expression.equation.second?.item == "b")
    }

    @Test func aDivisorAfterTheSecondItemIsAMultiplier() throws {
        #expect(try ConstraintExpression(parsing: "a.width == b.width / 4").equation.multiplier == 0.25)
    }

    @Test func aNegativeMultiplier() throws {
        #expect(try ConstraintExpression(parsing: "a.left == -1 * b.right").equation.multiplier == -1)
        #expect(try ConstraintExpression(parsing: "a.left == b.right * -2").equation.multiplier == -2)
    }

    @Test func aConstantIsAddedOrSubtracted() throws {
        #expect(try ConstraintExpression(parsing: "a.bottom <= b.bottom - 8").equation.constant == -8)
        #expect(try ConstraintExpression(parsing: "a.bottom <= b.bottom + 8").equation.constant == 8)
        #expect(try ConstraintExpression(parsing: "a.bottom <= b.bottom - 0.5").equation.constant == -0.5)
    }

    @Test func multiplierAndConstantTogether() throws {
        let expression = try ConstraintExpression(parsing: "a.width == 0.5 * b.width + 10 @999")
        #expect(expression.equation.multiplier == 0.5)
        #expect(expression.equation.constant == 10)
        #expect(expression.equation.priority.value == 999)
        let after = try ConstraintExpression(parsing: "a.width == b.width * 2 - 4")
        #expect(after.equation.multiplier == 2)
        #expect(after.equation.constant == -4)
    }

    @Test func aConstantRightSide() throws {
        let expression = try ConstraintExpression(parsing: "a.height >= 100")
        #expect(expression.equation.first == AttributeReference(item: "a", attribute: .height))
        #expect(expression.equation.relation == .greaterThanOrEqual)
        #expect(expression.equation.second == nil)
        #expect(expression.equation.multiplier == 1)
        #expect(expression.equation.constant == 100)
        #expect(try ConstraintExpression(parsing: "a.width == 50 @low").equation.priority.value == 250)
    }

    @Test func everyRelation() throws {
        #expect(try ConstraintExpression(parsing: "a.top == b.top").equation.relation == .equal)
        #expect(try ConstraintExpression(parsing: "a.top <= b.top").equation.relation == .lessThanOrEqual)
        #expect(try ConstraintExpression(parsing: "a.top >= b.top").equation.relation == .greaterThanOrEqual)
    }

    @Test func centersRelateToCenters() throws {
        let expression = try ConstraintExpression(parsing: "a.centerX == b.centerX")
        #expect(expression.equation.first.attribute == .centerX)
        #expect(expression.equation.second?.attribute == .centerX)
    }

    @Test(arguments: LayoutAttribute.userAttributes)
    func everyAttributeParsesAgainstItself(_ attribute: LayoutAttribute) throws {
        let expression = try ConstraintExpression(parsing: "a.\(attribute) == b.\(attribute)")
        #expect(expression.equation.first.attribute == attribute)
        #expect(expression.equation.second?.attribute == attribute)
    }

    @Test func marginsRelateToEdges() throws {
        let expression = try ConstraintExpression(parsing: "label.leading == superview.leadingMargin")
        #expect(expression.equation.second == AttributeReference(item: "superview", attribute: .leadingMargin))
        #expect(try ConstraintExpression(parsing: "a.top == b.topMargin + 32").equation.second?.attribute == .topMargin)
    }

    @Test func widthAndHeightMayRelate() throws {
        #expect(try ConstraintExpression(parsing: "a.width == 2 * a.height").equation.second?.attribute == .height)
    }

    @Test func centersRelateToEitherKindOfXEdge() throws {
        #expect(try ConstraintExpression(parsing: "a.centerX == b.left").equation.second?.attribute == .left)
        #expect(try ConstraintExpression(parsing: "a.centerX == b.trailing").equation.second?.attribute == .trailing)
        #expect(try ConstraintExpression(parsing: "a.lastBaseline == b.firstBaseline + 8").equation.constant == 8)
    }

    @Test func namedPriorities() throws {
        #expect(try ConstraintExpression(parsing: "a.top == b.top @required").equation.priority.value == 1000)
        #expect(try ConstraintExpression(parsing: "a.top == b.top @high").equation.priority.value == 750)
        #expect(try ConstraintExpression(parsing: "a.top == b.top @low").equation.priority.value == 250)
    }

    @Test func numericPrioritiesAtTheEndsOfTheRange() throws {
        #expect(try ConstraintExpression(parsing: "a.top == b.top @1").equation.priority.value == 1)
        #expect(try ConstraintExpression(parsing: "a.top == b.top @1000").equation.priority.value == 1000)
        #expect(try ConstraintExpression(parsing: "a.top == b.top @ 500").equation.priority.value == 500)
    }

    @Test func noPriorityMeansRequired() throws {
        #expect(try ConstraintExpression(parsing: "a.top == b.top").equation.priority == .required)
    }

    @Test func aNameBeforeAColon() throws {
        let expression = try ConstraintExpression(parsing: "pin: a.top == b.top")
        #expect(expression.name == "pin")
        #expect(expression.equation.first.item == "a")
        let quoted = try ConstraintExpression(parsing: "'UIView-Encapsulated-Layout-Height': a.height == 44")
        #expect(quoted.name == "UIView-Encapsulated-Layout-Height")
    }

    @Test func theItemIsEverythingBeforeTheLastDot() throws {
        let expression = try ConstraintExpression(parsing: "cell.contentView.top == cell.top")
        #expect(expression.equation.first == AttributeReference(item: "cell.contentView", attribute: .top))
    }

    @Test func superviewIsJustAName() throws {
        let expression = try ConstraintExpression(parsing: "superview.bottom == box.bottom + 15")
        #expect(expression.equation.first.item == "superview")
    }

    @Test func everyPartKnowsItsColumn() throws {
        let expression = try ConstraintExpression(parsing: "w: fox.width == 0.5 * box.width + 15 @750")
        let locations = expression.locations
        #expect(locations.name?.column == 1)
        #expect(locations.first.column == 4)
        #expect(locations.firstAttribute.column == 8)
        #expect(locations.relation.column == 14)
        #expect(locations.multiplier?.column == 17)
        #expect(locations.second?.column == 23)
        #expect(locations.secondAttribute?.column == 27)
        #expect(locations.constant?.column == 33)
        #expect(locations.priority?.column == 39)
    }

    @Test func parsesACommandsTokens() throws {
        let command = try #require(try ScriptLine.commands(in: "constrain fox.top == box.top + 15", line: 6).first)
        let expression = try ConstraintExpression(parsing: command.tokens.dropFirst(), end: command.end)
        #expect(expression.equation.constant == 15)
        #expect(expression.locations.first == Location(line: 6, column: 11))
    }

    @Test func descriptionsAreCanonicalScript() throws {
        let cases = [
            "fox.top  ==  box.top+15 @750": "fox.top == box.top + 15 @750",
            "a.width == b.width * 0.5": "a.width == 0.5 * b.width",
            "a.bottom <= b.bottom - 8": "a.bottom <= b.bottom - 8",
            "a.height >= 100.0": "a.height >= 100",
            "a.width == -20": "a.width == -20",
            "n: a.top == b.top @required": "n: a.top == b.top @1000",
            "'my pin': a.top == b.top": "\"my pin\": a.top == b.top",
        ]
        for (written, canonical) in cases {
            let expression = try ConstraintExpression(parsing: written)
            #expect(expression.description == canonical)
            #expect(try ConstraintExpression(parsing: canonical).description == canonical)
        }
    }
}
