import PluginTesting
import Testing
import Layout

/// System spacing in anchor expressions, UIKit's `constraint(equalToSystemSpacingAfter:
/// multiplier:)` family: ``SystemSpacing/standard`` (8 pt) times the multiple, the same 8 as
/// VFL's bare `-` between siblings. `a` is at (20, 40), 100 x 30, in the 320-wide window.
@Suite("System spacing")
struct SystemSpacingTests {
    private func harnessWithA() throws -> Harness {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view a", "a.leading == window.leading + 20", "a.top == window.top + 40", "a.width == 100", "a.height == 30")
        return harness
    }

    /// b.x = 20 + 100 + 8 = 128; b.y = 40 + 30 + 2 x 8 = 86.
    @Test func bothSpellingsGiveTheStandardSpacing() throws {
        let harness = try harnessWithA()
        harness.run("view b", "b.width == 50", "b.height == 30")
        #expect(harness.run("b.leading == a.trailing + system") == ["c7: b.leading == a.trailing + 8"])
        #expect(harness.run("b.top == systemSpacing(below: a.bottom) * 2") == ["c8: b.top == a.bottom + 16"])
        #expect(harness.run("print b.frame") == ["b.frame = (128, 86, 50, 30)"])
    }

    /// VFL's `[a]-[c]` and `system` are one value: c.x = 128 either way.
    @Test func visualFormatUsesTheSameSpacing() throws {
        let harness = try harnessWithA()
        harness.run("view c", "c.width == 10", "c.height == 10", "c.top == a.top")
        #expect(harness.run("vfl \"H:[a]-[c]\"") == ["c8: c.leading == a.trailing + 8"])
        #expect(harness.run("print c.frame") == ["c.frame = (128, 40, 10, 10)"])
    }

    /// `multiplier: 0.33` is 2.64 pt: d.x = 120 + 2.64 = 122.64, 245.28 px at @2x, nearest
    /// pixel 245 -> 122.5. `>=` with `+ 1.5 * system @750`: 120 + 12 = 132 at least.
    @Test func multiplesAndRelations() throws {
        let harness = try harnessWithA()
        harness.run("view d", "d.width == 10", "d.height == 10", "d.top == a.top")
        #expect(harness.run("d.leading == systemSpacing(after: a.trailing, multiplier: 0.33)") == ["c8: d.leading == a.trailing + 2.64"])
        #expect(harness.run("print d.frame") == ["d.frame = (122.5, 40, 10, 10)"])
        harness.run("deactivate c8")
        #expect(harness.run("d.leading >= a.trailing + 1.5 * system @750") == ["c9: d.leading >= a.trailing + 12 @750"])
        #expect(harness.run("d.leading == window.leading @500") == ["c10: d.leading == window.leading @500"])
        #expect(harness.run("print d.frame") == ["d.frame = (132, 40, 10, 10)"])
    }

    @Test func misuseIsAnError() throws {
        let harness = try harnessWithA()
        harness.run("view b")
        for (line, message) in [
            ("b.top == systemSpacing(after: a.bottom)", "'after:' relates horizontal anchors and 'top' is not one; use systemSpacing(below:) for vertical anchors"),
            ("b.width == a.width + system", "system spacing is between positions, not sizes"),
            ("b.leading == 2 * a.trailing + system", "system spacing takes the other anchor as it is: no multiplier on it"),
            ("b.leading == a.trailing + 0 * system", "expected a multiple of the system spacing"),
            ("b.leading == systemSpacing(after: a.trailing", "expected ',' or ')', found end of input"),
            ("b.leading == a.trailing + system 4", "expected '*', '@' or end of input, found '4'"),
        ] {
            let output = harness.run(line).joined(separator: "\n")
            #expect(output.contains(message), "\(line): \(output)")
        }
    }
}
