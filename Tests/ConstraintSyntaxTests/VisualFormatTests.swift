import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

/// The constraints of `format`, as their descriptions.
func vfl(
    _ format: String, options: [VisualFormatOption] = [], metrics: [String: Double] = [:],
    views: Set<String>? = nil, superview: String = "superview"
) throws -> [String] {
    try VisualFormat.constraints(format, options: VisualFormatOptions(options), metrics: metrics,
                                 views: views, superview: superview).map(\.description)
}

@Suite("Visual Format Language: the grammar and Apple's examples")
struct VisualFormatTests {
    @Test func standardSpaceBetweenSiblings() throws {
        #expect(try vfl("[button]-[textField]") == ["textField.leading == button.trailing + 8 (standard)"])
    }

    @Test func aWidthPredicate() throws {
        #expect(try vfl("[button(>=50)]") == ["button.width >= 50"])
    }

    @Test func fixedSpacesToTheSuperview() throws {
        #expect(try vfl("|-50-[purpleBox]-50-|") == [
            "purpleBox.leading == superview.leading + 50",
            "superview.trailing == purpleBox.trailing + 50",
        ])
    }

    @Test func aVerticalLayout() throws {
        #expect(try vfl("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
    }

    @Test func flushViews() throws {
        #expect(try vfl("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
    }

    @Test func aPriority() throws {
        #expect(try vfl("[button(100@20)]") == ["button.width == 100 @20"])
    }

    @Test func equalWidths() throws {
        #expect(try vfl("[button1(==button2)]") == ["button1.width == button2.width"])
    }

    @Test func multiplePredicates() throws {
        #expect(try vfl("[flexibleButton(>=70,<=100)]") == [
            "flexibleButton.width >= 70", "flexibleButton.width <= 100",
        ])
    }

    @Test func aCompleteLineOfLayout() throws {
        #expect(try vfl("|-[find]-[findNext]-[findField(>=20)]-|") == [
            "find.leading == superview.leadingMargin (standard)",
            "findNext.leading == find.trailing + 8 (standard)",
            "findField.leading == findNext.trailing + 8 (standard)",
            "findField.width >= 20",
            "superview.trailingMargin == findField.trailing (standard)",
        ])
    }

    @Test func theSeedsHeaderColumn() throws {
        #expect(try vfl("V:|-5-[temp(50)]-5-[box]-15-|", superview: "header") == [
            "temp.top == header.top + 5",
            "temp.height == 50",
            "box.top == temp.bottom + 5",
            "header.bottom == box.bottom + 15",
        ])
    }

    @Test func theSeedsTemporaryWidthUsesAMetric() throws {
        #expect(try vfl("[headerView(width)]", metrics: ["width": 320]) == ["headerView.width == 320"])
    }

    @Test func anExplicitHorizontalOrientationIsTheDefault() throws {
        #expect(try vfl("H:[a]-[b]") == vfl("[a]-[b]"))
    }

    @Test func standardSpaceToTheSuperviewUsesItsMargins() throws {
        #expect(try vfl("V:|-[a]-|") == [
            "a.top == superview.topMargin (standard)",
            "superview.bottomMargin == a.bottom (standard)",
        ])
    }

    @Test func flushToTheSuperviewUsesItsEdges() throws {
        #expect(try vfl("|[a]|") == ["a.leading == superview.leading", "superview.trailing == a.trailing"])
    }

    @Test func aConnectionWithAPredicateList() throws {
        #expect(try vfl("[a]-(>=8@750)-[b]") == ["b.leading >= a.trailing + 8 @750"])
        #expect(try vfl("[a]-(>=8,<=20)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
        #expect(try vfl("|-(==12)-[a]") == ["a.leading == superview.leading + 12"])
    }

    @Test func aNegativeSpacingInParentheses() throws {
        #expect(try vfl("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
    }

    @Test func metricsInConnectionsSizesAndPriorities() throws {
        let metrics: [String: Double] = ["pad": 12, "side": 44, "p": 250]
        #expect(try vfl("|-pad-[a(side@p)]-(>=pad@p)-|", metrics: metrics) == [
            "a.leading == superview.leading + 12",
            "a.width == 44 @250",
            "superview.trailing >= a.trailing + 12 @250",
        ])
    }

    @Test func aNameThatIsNotAMetricIsAViewInASizePredicate() throws {
        #expect(try vfl("[a(<=b@750)]") == ["a.width <= b.width @750"])
        #expect(try vfl("V:[a(b)]", views: ["a", "b"]) == ["a.height == b.height"])
    }

    @Test func whitespaceBetweenPartsIsIgnored() throws {
        #expect(try vfl(" H: | - [ a ( >= 50 , <= 80 @ 500 ) ] - 10 - | ") == [
            "a.leading == superview.leadingMargin (standard)",
            "a.width >= 50", "a.width <= 80 @500",
            "superview.trailing == a.trailing + 10",
        ])
    }

    @Test func numbersInTheCLocale() throws {
        #expect(try vfl("[a(.5)]-1.5-[b(1e2)]") == ["a.width == 0.5", "b.leading == a.trailing + 1.5", "b.width == 100"])
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        #expect(try vfl("|-10-[a]-[b]-|", options: [.directionLeftToRight]) == [
            "a.left == superview.left + 10",
            "b.left == a.right + 8 (standard)",
            "superview.rightMargin == b.right (standard)",
        ])
    }

    @Test func rightToLeftRunsFromTheRightEdge() throws {
        #expect(try vfl("|-10-[a]-(>=4)-[b]-|", options: [.directionRightToLeft]) == [
            "superview.right == a.right + 10",
            "a.left >= b.right + 4",
            "b.left == superview.leftMargin (standard)",
        ])
    }

    @Test func directionDoesNotChangeAVerticalFormat() throws {
        #expect(try vfl("V:[a]-[b]", options: [.directionRightToLeft]) == ["b.top == a.bottom + 8 (standard)"])
    }

    @Test func baselineToBaselineSpacingBetweenViews() throws {
        #expect(try vfl("V:|-[a]-[b]", options: [.spacingBaselineToBaseline]) == [
            "a.top == superview.topMargin (standard)",
            "b.firstBaseline == a.lastBaseline + 8 (standard)",
        ])
    }

    /// Apple's `constraintsWithVisualFormat` for `[view1][view2]` with `AlignAllBottom |
    /// AlignAllTop` gives `view1.top == view2.top`, then `view1.bottom == view2.bottom`: the
    /// earlier view first, and the options in their bits' order (top before bottom) however
    /// they were written.
    @Test func alignmentOptionsEquateConsecutiveViews() throws {
        #expect(try vfl("[view1][view2]", options: [.alignAllBottom, .alignAllTop]) == [
            "view2.leading == view1.trailing", "view1.top == view2.top", "view1.bottom == view2.bottom",
        ])
        #expect(try vfl("[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom]) == [
            "b.leading == a.trailing + 8 (standard)",
            "c.leading == b.trailing + 8 (standard)",
            "a.top == b.top", "a.bottom == b.bottom",
            "b.top == c.top", "b.bottom == c.bottom",
        ])
        #expect(try vfl("V:[a][b]", options: [.alignAllCenterX]) == ["b.top == a.bottom", "a.centerX == b.centerX"])
        #expect(try vfl("[a]", options: [.alignAllCenterY]).isEmpty)
    }

    @Test func theDeprecatedBaselineOptionIsTheLastBaseline() throws {
        #expect(try vfl("[a][b]", options: [.alignAllBaseline]).last == "a.lastBaseline == b.lastBaseline")
    }

    @Test func constraintsCarryTheirFlagsAndLocations() throws {
        let constraints = try VisualFormat.constraints(
            "|-[a(50)]-(>=8@750)-[b]", superview: "header", at: Location(line: 2, column: 10))
        #expect(constraints.map(\.usesStandardSpacing) == [true, false, false])
        #expect(constraints.map(\.equation.multiplier) == [1, 1, 1])
        #expect(constraints.map(\.equation.priority.value) == [1000, 1000, 750])
        #expect(constraints.map(\.location.column) == [11, 15, 21])
        #expect(constraints.map(\.location.line) == [2, 2, 2])
        #expect(constraints.first?.equation.second == AttributeReference(item: "header", attribute: .leadingMargin))
        #expect(constraints.first?.equation.constant == 0)
    }

    @Test func aStringTokenFromAScriptLine() throws {
        let command = try #require(try ScriptLine.commands(in: #"vfl "V:|-5-[temp(50)]" in header"#).first)
        let format = try #require(command.tokens.dropFirst().first)
        let constraints = try VisualFormat.constraints(in: format, superview: "header")
        #expect(constraints.map(\.description) == ["temp.top == header.top + 5", "temp.height == 50"])
        #expect(constraints.map(\.location.column) == [10, 18])
    }

    @Test func optionsFromTokens() throws {
        let tokens = try Tokenizer.tokenize(#"alignAllBottom "alignAllTop" directionLeftToRight alignAllTop"#)
        let options = try VisualFormatOptions(parsing: tokens)
        #expect(options.options == [.alignAllBottom, .alignAllTop, .directionLeftToRight])
        // Apple's order, not the order written: top's bit comes before bottom's.
        #expect(options.alignments == [.top, .bottom])
        #expect(options.direction == .leftToRight)
        #expect(!options.spacesBaselines)
    }

    @Test func defaultOptions() {
        let options = VisualFormatOptions()
        #expect(options.alignments.isEmpty)
        #expect(options.direction == .leadingToTrailing)
        #expect(VisualFormatOptions([.directionLeftToRight, .directionRightToLeft]).direction == .rightToLeft)
    }
}
