import Layout
import Solver
@testable import ConstraintSyntax
import SyntaxTestSupport
import Testing
import ScriptSyntax

/// Items as a log prints them: `UIView:0x1`, `UILabel:0x2'Title'`, up to `(` or `]`.
private struct PrintedItems: VisualFormatItemReader {
    var read: [String] = []

    mutating func readItem(_ cursor: inout CharacterCursor) -> String? {
        let start = cursor.offset
        while let character = cursor.peek(), character != "(", character != "]" { cursor.advance() }
        guard cursor.offset > start else { return nil }
        read.append(cursor.text(from: start, to: cursor.offset))
        return read.last
    }

    var expectedItem: String { "a printed view" }
}

/// The constraint UIKit's description prints, as its description.
private func printed(_ format: String) throws -> String {
    var items = PrintedItems()
    return try VisualFormat.printedConstraint(format, items: &items, superview: "|", largestNumber: 1e7).description
}

@Suite("Visual Format Language as UIKit prints it in a constraint's description")
struct PrintedVisualFormatTests {
    @Test func theOneConstraintOfEachForm() throws {
        #expect(try printed("H:[UIImageView:0x4db3270(320)]") == "UIImageView:0x4db3270.width == 320")
        #expect(try printed("V:|-(8)-[UISegmentedControl:0x7f]") == "UISegmentedControl:0x7f.top == |.top + 8")
        #expect(try printed("V:[UIView:0x1]-(0)-|") == "|.bottom == UIView:0x1.bottom")
        #expect(try printed("H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'Show More']")
                == "UIButton:0x3'Show More'.leading == UILabel:0x2' '.trailing + 8 (standard)")
        #expect(try printed("V:|-(0@250)-[UILayoutGuide:0x4'']") == "UILayoutGuide:0x4''.top == |.top @250")
        #expect(try printed("V:[_UILayoutGuide:0x5]-(-20)-[UINavigationBar:0x6]") == "UINavigationBar:0x6.top == _UILayoutGuide:0x5.bottom - 20")
    }

    @Test func aDirectionAfterAnElementIsSkipped() throws {
        #expect(try printed("H:|-(22)-[UILayoutGuide:0x60'UIViewLayoutMarginsGuide'](LTR)")
                == "UILayoutGuide:0x60'UIViewLayoutMarginsGuide'.leading == |.leading + 22")
        #expect(try printed("H:[a](RTL)-(8)-[b] (LTR)") == "b.leading == a.trailing + 8")
    }

    @Test func aBareDashIsTheStandardSpaceToTheSuperviewToo() throws {
        // As printed, `-` is NSSpace(8): to `|` as between views, not to the margin.
        #expect(try printed("H:|-[a]") == "a.leading == |.leading + 8 (standard)")
        #expect(try printed("H:[a]-[b]") == "b.leading == a.trailing + 8 (standard)")
    }

    @Test func aSizeBeforeASpacing() throws {
        #expect(try printed("H:[a(50)]-(8)-[b]") == "a.width == 50")
        #expect(try printed("H:[a]-(8)-[b]-(9)-|") == "b.leading == a.trailing + 8")
    }

    @Test func aPrintedPriorityMayBeAFraction() throws {
        #expect(try printed("H:[a(50@750.5)]") == "a.width == 50 @751")
    }

    @Test func whatAPrintedFormatCannotHold() {
        expectSyntaxError("expected ')' after predicate, found ','", column: 8) { try printed("H:[a(50,>=20)]") }
        expectSyntaxError("expected a number, NSSpace(N) or NSLayoutAnchorConstraintSpace(N), found 'p'", column: 6) { try printed("H:[a(p)]") }
        expectSyntaxError("expected a number of at most 10000000 in size, found '1e9'", column: 6) { try printed("H:[a(1e9)]") }
        expectSyntaxError("expected a priority in 1...1000, found '2000'", column: 9) { try printed("H:[a(50@2000)]") }
        expectSyntaxError("expected a size '(N)' or a space between two elements, found end of format", column: 6) { try printed("V:[a]") }
        expectSyntaxError("expected a printed view, found ']'", column: 4) { try printed("H:[]") }
        expectSyntaxError("expected ')' closing 'NSSpace(', found ']'", column: 17) { try printed("H:[a]-(NSSpace(8]-[b]") }
    }
}
