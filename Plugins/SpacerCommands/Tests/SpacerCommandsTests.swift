import Commands
import Layout
import PluginTesting
import Testing

/// The spacer family run as a user runs it: lines through an interpreter with every standard
/// plugin, checked by what they print and by the frames they leave.
@Suite("spacer")
struct SpacerCommandsTests {
    /// A row 320 wide holding three 44 pt squares of 60, the first and last pinned to its ends.
    static let row = [
        "view row frame (0, 100, 320, 44)",
        "view a in row", "view b in row", "view c in row", "view card",
        "vfl \"H:|[a(60)]\" in row", "vfl \"H:[c(60)]|\" in row", "b.width == 60",
        "vfl \"V:|[a(44)]\" in row", "vfl \"V:|[b(44)]\" in row", "vfl \"V:|[c(44)]\" in row",
    ]

    @Test func equalSpacersSpreadViewsEvenly() throws {
        let shell = try Harness()
        shell.run(Self.row)
        #expect(shell.run("spacer s1 horizontal between a b") == [
            "c12: s1.leading == a.trailing",
            "c13: b.leading == s1.trailing",
            "c14: s1.top == a.top",
            "c15: s1.bottom == a.bottom",
        ])
        shell.run("spacer s2 horizontal between b c", "s2.width == s1.width")
        // 320 - 3 x 60 = 140 pt of space, 70 for each spacer.
        #expect(shell.run("print s1.length s2.length b.frame s1.frame") == [
            "s1.length = 70", "s2.length = 70", "b.frame = (130, 0, 60, 44)", "s1.frame = (60, 0, 70, 44)",
        ])
        #expect(shell.run("print s1.hidden s1.class s1.superview") == ["s1.hidden = true", "s1.class = UIView", "s1.superview = row"])
    }

    @Test func settingTheLengthMakesAConstraintThenChangesIt() throws {
        let shell = try Harness()
        shell.run("view card frame (0, 0, 320, 200)", "label title in card \"Title\"", "label body in card \"Body\"",
                  "title.top == card.top + 16", "title.leading == card.leading + 16", "body.leading == title.leading")
        shell.run("spacer gap vertical between title body")
        // Nothing else places body vertically: the spacer is 0 high until a length is set.
        #expect(shell.run("print gap.length body.frame.y") == ["gap.length = 0", "body.frame.y = 36.5"])
        #expect(shell.run("set gap.length = 8") == ["c8: gap.height == 8"])
        // title's line is 20.5 high: 16 + 20.5 + 8.
        #expect(shell.run("print body.frame.y") == ["body.frame.y = 44.5"])
        #expect(shell.run("set gap.length = 20", "print body.frame.y c8.constant") == ["body.frame.y = 56.5", "c8.constant = 20"])
        #expect(shell.run("undo", "print gap.length") == ["undid: set gap.length = 20", "gap.length = 8"])
    }

    @Test func lengthOptionFixesTheSpaceAtOnce() throws {
        let shell = try Harness()
        shell.run("view a frame (10, 10, 50, 50)", "view b")
        #expect(shell.run("spacer gap horizontal between a b length=12").last == "c5: gap.width == 12")
        shell.run("b.top == a.top", "b.width == 20", "b.height == 20")
        #expect(shell.run("print b.frame gap.frame") == ["b.frame = (72, 10, 20, 20)", "gap.frame = (60, 10, 12, 50)"])
    }

    @Test func badInputIsRefusedWhereItWasTyped() throws {
        let shell = try Harness()
        shell.run(Self.row)
        #expect(shell.run("spacer x horizontal between a card") == [
            "test.lab:1:31: error: 'card' is not beside 'a': its superview is window, a's is row",
            "spacer x horizontal between a card",
            "                              ^~~~",
        ])
        #expect(shell.run("spacer x horizontal between a a").first == "test.lab:1:31: error: a spacer goes between two different views")
        #expect(shell.run("spacer x horizontal between window a").first
            == "test.lab:1:29: error: 'window' has no superview, so no view is beside it")
        #expect(shell.run("spacer x diagonal between a b").first
            == "test.lab:1:10: error: expected an axis: horizontal or vertical, found 'diagonal'")
        #expect(shell.run("spacer x horizontal between a bb").first == "test.lab:1:31: error: there is no view named 'bb'; did you mean 'b'?")
        #expect(shell.run("spacer x horizontal between a b length=-1").first
            == "test.lab:1:33: error: expected length= from 0 to 1000000000, found '-1'")
        #expect(shell.run("spacer a horizontal between a b").first == "test.lab:1:8: error: the name 'a' is already taken")
        // Nothing of the refused lines stayed.
        #expect(shell.interpreter.session.scene.view(named: "x") == nil)
        #expect(shell.run("print row.subviews") == ["row.subviews = [a, b, c]"])
    }

    @Test func theSecondViewCompletesToTheFirstsSiblings() throws {
        let shell = try Harness()
        shell.run(Self.row)
        #expect(shell.complete("spacer s ") == ["horizontal", "vertical"])
        #expect(shell.complete("spacer s horizontal between a ") == ["b", "c"])
        #expect(shell.complete("spacer s horizontal between b ") == ["a", "c"])
        #expect(shell.complete("spacer s horizontal between row ") == ["card"])
        #expect(shell.complete("spacer s horizontal between window ") == [])
        #expect(shell.complete("spacer s horizontal between a b ") == ["length="])
    }

    @Test func theSpacerKindIsAViewWithALength() throws {
        let registry = try Harness.registry()
        let kinds = registry.objectKinds
        let kind = try #require(kinds.kind(named: "spacer"))
        #expect(kind.parent == "view")
        #expect(kinds.ownProperties(of: kind).map(\.name) == ["length"])
        #expect(kinds.property(named: "frame", of: kind) != nil)
        let shell = try Harness()
        shell.run(Self.row)
        shell.run("spacer s1 horizontal between a b")
        #expect(shell.run("set s1.length = -3").first == "test.lab:1:17: error: expected a number in 0...1000000000, found -3")
        #expect(shell.run("print a.length").first?.contains("error: ") == true)
    }
}
