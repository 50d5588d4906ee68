import Testing
import Layout
import Solver

/// The six observations of the header seed, reproduced by the model's own workings.
@Suite("The header seed's six observations")
struct HeaderSeedTests {
    @Test func observation1TheAutoresizingHeightConflictsAndAContentConstraintIsBroken() throws {
        let fixture = try HeaderFixture()
        fixture.scene.layoutIfNeeded()  // the display cycle that ends the turn
        let reports = fixture.scene.takeReports()
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.conflicting.map(\.debugDescription) == [
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& header.height == 100   (active)>",
            "<NSLayoutConstraint temp.top == header.top + 5   (active)>",
            "<NSLayoutConstraint temp.height == 50   (active)>",
            "<NSLayoutConstraint box.top == temp.bottom + 5   (active)>",
            "<NSLayoutConstraint box.bottom == header.bottom - 15   (active)>",
            "<NSLayoutConstraint label.top == box.top + 15   (active)>",
            "<NSLayoutConstraint label.bottom == box.bottom - 15   (active)>",
        ])
        #expect(report.broken === fixture.labelBottom)
        #expect(report.lines.contains("Will attempt to recover by breaking constraint"))
        #expect(fixture.scene.isBroken(fixture.labelBottom))
        // The header keeps its storyboard height, and the label is squeezed out of sight.
        #expect(fixture.header.frame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(fixture.box.frame == Rect(x: 12, y: 60, width: 296, height: 25))
        #expect(fixture.label.frame == Rect(x: 15, y: 15, width: 266, height: 0))
        #expect(fixture.label.visibleLineCount == 0)
        #expect(fixture.label.renderedText.lineCount == 2)
    }

    @Test func observation2SizeHeaderToFitGivesTheRightHeightButTheConflictWasLogged() throws {
        let fixture = try HeaderFixture()
        #expect(fixture.scene.takeReports().count == 1)
        let fitted = fixture.sizeHeaderToFit()
        #expect(fitted.height == 146)
        #expect(fixture.header.frame == Rect(x: 0, y: 0, width: 320, height: 146))
        #expect(fixture.label.frame == Rect(x: 15, y: 15, width: 266, height: 41))
        #expect(fixture.label.visibleLineCount == 2)
        // Nothing new is logged: the broken constraint now holds again.
        #expect(fixture.scene.takeReports().isEmpty)
        #expect(fixture.scene.isBroken(fixture.labelBottom))
    }

    @Test func observation3ExplicitPreferredMaxLayoutWidthIsRightOnlyAtItsWidth() throws {
        let narrow = try HeaderFixture(width: 320, preferredMaxLayoutWidth: 270)
        narrow.sizeHeaderToFit()
        narrow.header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(narrow.header.frame.height == 146)
        #expect(narrow.label.frame.height == 41)
        #expect(narrow.label.visibleLineCount == 2)

        let wide = try HeaderFixture(width: 500, preferredMaxLayoutWidth: 270)
        wide.sizeHeaderToFit()
        // One line of text in a frame two lines high.
        wide.label.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(wide.label.frame == Rect(x: 15, y: 15, width: 446, height: 41))
        #expect(wide.label.renderedText.lineCount == 1)
        #expect(wide.header.frame.height == 146)
    }

    @Test func observation4TranslationOffRemovesTheConflictButTheLabelNoLongerWraps() throws {
        let fixture = try HeaderFixture()
        _ = fixture.scene.takeReports()
        // Workaround #2: translation off while sizing, then on again.
        fixture.header.translatesAutoresizingMaskIntoConstraints = false
        let fitted = fixture.sizeHeaderToFit()
        // The seed's lldb figures: the fitting width is wider than the table.
        #expect(fitted == Size(width: 405.5, height: 125.5))
        #expect(fixture.scene.takeReports().isEmpty)
        fixture.header.translatesAutoresizingMaskIntoConstraints = true
        fixture.header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.header.frame == Rect(x: 0, y: 0, width: 320, height: 125.5))
        #expect(fixture.scene.takeReports().isEmpty)
        // A single line of the sentence in a 266 pt label: the text does not wrap.
        #expect(fixture.label.frame == Rect(x: 15, y: 15, width: 266, height: 20.5))
        #expect(fixture.label.visibleLineCount == 1)
        #expect(fixture.label.renderedText.lineCount == 2)
        // Not because the label kept its one line: it wrapped again at its 266 pt bounds
        // (two lines, 41) and its compression resistance lost to the mask's 125.5.
        #expect(fixture.label.wrapWidth == 266)
        #expect(fixture.label.intrinsicContentSize == Size(width: 250.5, height: 41))
    }

    @Test(arguments: [(320.0, 146.0, 2), (500.0, 125.5, 1)])
    func observation5ATemporaryWidthConstraintIsRightAtBothWidths(width: Double, height: Double, lines: Int) throws {
        let fixture = try HeaderFixture(width: width)
        _ = fixture.scene.takeReports()
        // Workaround #3: translation off, a temporary width equal to the header's.
        fixture.header.translatesAutoresizingMaskIntoConstraints = false
        let temporaryWidth = try fixture.scene.addConstraint(fixture.header, .width, .equal, nil, nil, constant: width)
        let fitted = fixture.sizeHeaderToFit()
        #expect(fitted == Size(width: width, height: height))
        fixture.scene.remove(temporaryWidth)
        fixture.header.translatesAutoresizingMaskIntoConstraints = true
        fixture.header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.header.frame == Rect(x: 0, y: 0, width: width, height: height))
        #expect(fixture.label.visibleLineCount == lines)
        #expect(fixture.label.frame.width == width - 54)
        #expect(fixture.scene.takeReports().isEmpty)
    }

    @Test func observation6HidingTheTemporaryViewResizesTheHeader() throws {
        let fixture = try HeaderFixture()
        _ = fixture.scene.takeReports()
        func sizeWithWorkaround3() -> Double {
            fixture.header.translatesAutoresizingMaskIntoConstraints = false
            let width = try? fixture.scene.addConstraint(fixture.header, .width, .equal, nil, nil, constant: 320)
            let fitted = fixture.sizeHeaderToFit()
            if let width { fixture.scene.remove(width) }
            fixture.header.translatesAutoresizingMaskIntoConstraints = true
            return fitted.height
        }
        #expect(sizeWithWorkaround3() == 146)
        // Hide: the temporary view collapses to nothing.
        fixture.scene.setConstant(0, of: fixture.temporaryHeight)
        #expect(sizeWithWorkaround3() == 96)
        #expect(fixture.header.frame.height == 96)
        #expect(fixture.temporary.frame.height == 0)
        // Show again.
        fixture.scene.setConstant(50, of: fixture.temporaryHeight)
        #expect(sizeWithWorkaround3() == 146)
        #expect(fixture.header.frame.height == 146)
        #expect(fixture.scene.takeReports().isEmpty)
    }
}
