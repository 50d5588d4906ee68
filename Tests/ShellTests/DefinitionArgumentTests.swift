import PluginTesting
import Testing
@testable import Shell

/// A `def` parameter standing alone is its argument as typed (found writing lesson 2: a
/// number passed to a definition was refused where a number was expected, and a quoted text
/// kept its quotes).
@Suite("Definition arguments")
struct DefinitionArgumentTests {
    @Test func aNumberArgumentIsANumber() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view q", "def widen v w { set v.frame.width = w }", "widen q 30")
        #expect(harness.run("print q.frame") == ["q.frame = (0, 0, 30, 0)"])
    }

    @Test func aQuotedArgumentIsTheText() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("label title \"x\"", "def retitle t { set title.text = t }", "retitle \"hello world\"")
        #expect(harness.run("print title.text") == ["title.text = \"hello world\""])
    }

    /// At the head of a path the argument's name replaces the parameter, as before.
    @Test func aParameterHeadingAPathIsTheName() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view box frame (0, 0, 10, 20)", "def grow v { set v.frame.height = v.frame.width }", "grow box")
        #expect(harness.run("print box.frame") == ["box.frame = (0, 0, 10, 10)"])
    }
}
