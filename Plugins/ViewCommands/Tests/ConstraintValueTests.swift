import PluginTesting
import Testing

/// Constraint constants and multipliers are any expression with at most one item.attribute:
/// `let` names, properties, arithmetic; visual formats read `let` names and a `def`'s
/// parameters; `let` names what `fit` computes.
@Suite("Values in constraints")
struct ConstraintValueTests {
    /// A 320 x 100 header (its frame, translated), a box inside it and another view.
    static func harness() throws -> Harness {
        let harness = try Harness()
        harness.run("view header frame (0, 0, 320, 100)", "view box in header", "view other")
        return harness
    }

    /// The seed's temporary width: the header's current width, 320, read now and kept.
    @Test func aPropertyIsAConstant() throws {
        let harness = try Self.harness()
        #expect(harness.run("constrain tmpW: header.width == header.bounds.width") == ["tmpW: header.width == 320"])
        harness.run("set header.translatesAutoresizingMaskIntoConstraints = false", "set header.frame = (0, 0, 500, 100)")
        #expect(harness.run("print tmpW.constant") == ["tmpW.constant = 320"])
    }

    /// `let w = 200` then `box.width == w`; and arithmetic around an item: (320 - 2 x 8) / 2
    /// = 152 as a constant, and (header.width - 16) / 2 = 0.5 x header.width - 8.
    @Test func letNamesAndArithmeticMakeTheConstant() throws {
        let harness = try Self.harness()
        harness.run("let w = 200")
        #expect(harness.run("box.width == w") == ["c1: box.width == 200"])
        #expect(harness.run("constrain box.height == (header.bounds.width - 2 * 8) / 2 @750") == ["c2: box.height == 152 @750"])
        #expect(harness.run("constrain other.width == (header.width - 16) / 2") == ["c3: other.width == 0.5*header.width - 8"])
        #expect(harness.run("constrain other.height == w / 4 + header.height * 2") == ["c4: other.height == 2*header.height + 50"])
    }

    /// What is not linear in one item, or not a number, is refused with what is wrong.
    @Test func nonLinearRightSidesAreRefused() throws {
        let harness = try Self.harness()
        #expect(harness.error("constrain box.width == (header.width + 10) * (other.width)")?.contains("an item.attribute times another is not linear") == true)
        #expect(harness.error("constrain box.width == (header.width) + (other.width)")?.contains("one item.attribute at most") == true)
        #expect(harness.error("constrain box.width == (100) / header.width")?.contains("dividing by an item.attribute is not linear") == true)
        #expect(harness.error("constrain box.width == header.width / (2 - 2)")?.contains("a division by zero") == true)
        #expect(harness.error("constrain box.top == 10 + 5")?.contains("only width and height may equal a constant") == true)
        #expect(harness.error("constrain box.width == header.width * other.width")?.contains("an item.attribute times another is not linear") == true)
        // An expression cut short says what was missing.
        #expect(harness.error("constrain box.width == header.width * ")?.contains("found end of input") == true)
        #expect(harness.run("constrain box.width == header.frame.width") == ["c1: box.width == 320"])
        #expect(harness.error("constrain box.width == (header.frame)")?.contains("expected a number") == true)
        // Nothing was made but the one constant that was valid (the header's width, 320).
        #expect(harness.scene.constraints.count == 1)
    }

    /// Visual formats read `let` names as metrics and as views, as Apple's metrics and views
    /// dictionaries map names; a `def`'s parameters are bound while its body runs.
    @Test func visualFormatsReadLetNamesAndParameters() throws {
        let harness = try Self.harness()
        harness.run("let w = 150")
        #expect(harness.run("vfl \"[box(w)]\"") == ["c1: box.width == 150"])
        harness.run("def widen v width { vfl \"[v(width)]\" }")
        #expect(harness.run("widen other 90") == ["c2: other.width == 90"])
        // The parameters do not outlive the call.
        #expect(harness.error("vfl \"[v(width)]\"")?.contains("Unable to find view with name: v") == true)
    }

    /// `let s = fit ...` names the fitting size: a header 320 wide whose content is 146 high.
    @Test func letNamesWhatFitComputes() throws {
        let harness = try Harness()
        harness.run("view header frame (0, 0, 320, 100)", "view box in header", "box.leading == header.leading",
                    "box.trailing == header.trailing", "box.top == header.top + 10", "header.bottom == box.bottom + 10", "box.height == 126")
        let output = harness.run("let s = fit header (320, 0) h=required")
        #expect(output == ["header.fittingSize = (320, 146)", "s = (320, 146)"])
        harness.run("set header.frame.height = s.height")
        #expect(harness.run("print header.frame") == ["header.frame = (0, 0, 320, 146)"])
        #expect(harness.error("let t = layout header")?.contains("'layout' computes no value to name") == true)
    }
}
