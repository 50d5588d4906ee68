import Commands
import Layout
import PluginTesting
import Testing

/// `check` rule by rule, and `vary` against the same combinations run one by one in fresh
/// sessions.
@Suite("check and vary")
struct CheckCommandsTests {
    /// A card with a title that wraps, pinned to the window's edges (not the safe area).
    static let card = [
        "view card", "label title in card \"A title long enough to wrap at the narrow widths\" lines=0",
        "vfl \"H:|-16-[card]-16-|\"", "vfl \"V:|-30-[card]\"", "vfl \"H:|-8-[title]-8-|\" in card", "vfl \"V:|-8-[title]-8-|\" in card",
    ]

    @Test func aPassingCheckSaysSo() throws {
        let shell = try Harness().hidingTheStatusBar()
        shell.run(Self.card)
        #expect(shell.run("check card") == ["check card: 8 rules on 2 views: passed"])
    }

    /// Two siblings 10 pt into each other; allowOverlap= lets one of them; ignore= leaves one
    /// out of every rule; rules= and skip= choose the rules.
    @Test func overlappingSiblingsFailAndOptOut() throws {
        let shell = try Harness().hidingTheStatusBar()
        shell.run("view row frame (0, 0, 320, 44)", "view a in row frame (0, 0, 100, 44)", "view b in row frame (90, 0, 100, 44)")
        #expect(shell.run("check row") == [
            "check row: 8 rules on 3 views: 1 failure",
            "  overlap: a (0, 0, 100, 44) and b (90, 0, 100, 44) overlap by 10 x 44 pt; because of "
                + "<NSAutoresizingMaskLayoutConstraint h=--& v=--& b.minX == 90   (active)> (why b.x)",
        ])
        #expect(shell.run("check row allowOverlap=b") == ["check row: 8 rules on 3 views: passed"])
        #expect(shell.run("check row ignore=a") == ["check row: 8 rules on 2 views: passed"])
        #expect(shell.run("check row skip=overlap") == ["check row: 7 rules on 3 views: passed"])
        #expect(shell.run("check row rules=inside,textFits") == ["check row: 2 rules on 3 views: passed"])
        #expect(shell.error("check row rules=inside,wrong") == "expected rules among conflict, ambiguity, inside, overlap, textFits, "
            + "contentSize, touchTargets, safeArea ('wrong' is none) after 'rules=', found 'inside,wrong'")
        #expect(shell.error("check row allowOverlap=nobody") == "expected names of views ('nobody' names none) after 'allowOverlap=', found 'nobody'")
    }

    /// Hidden and transparent views are not looked at.
    @Test func whatIsNotSeenIsNotChecked() throws {
        let shell = try Harness().hidingTheStatusBar()
        shell.run("view row frame (0, 0, 320, 44)", "view a in row frame (0, 0, 100, 44)", "view b in row frame (90, -10, 100, 44)")
        shell.run("set b.hidden = true")
        #expect(shell.run("check row") == ["check row: 8 rules on 3 views: passed"])
        shell.run("set b.hidden = false", "set b.alpha = 0")
        #expect(shell.run("check row") == ["check row: 8 rules on 3 views: passed"])
    }

    /// A label one line high whose text needs two at its width: 266 x 20.5 shows one of two.
    @Test func aSqueezedLabelFailsTextFitsWithTheNumbers() throws {
        let shell = try Harness().hidingTheStatusBar()
        shell.run("view box frame (0, 0, 320, 100)", "label t in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
                  "vfl \"H:|-27-[t]-27-|\" in box", "vfl \"V:|-10-[t]\" in box", "constrain short: t.height == 20.5")
        #expect(shell.run("check box rules=textFits") == [
            "check box: 1 rule on 2 views: 1 failure",
            "  textFits: t (UILabel) is 20.5 high and shows 1 of its 2 lines, which need 41; because of short: t.height == 20.5 (why t.height)",
        ])
    }

    /// The check records its failures in the session for vary, and changes nothing.
    @Test func checkChangesNothing() throws {
        let shell = try Harness().hidingTheStatusBar()
        shell.run("view row frame (0, 0, 320, 44)", "view a in row frame (0, 0, 100, 44)", "view b in row frame (90, 0, 100, 44)")
        let before = shell.scene.snapshot()
        shell.run("check row")
        #expect(shell.scene.snapshot() == before)
        #expect(shell.run("undo") == ["undid: view b in row frame (90, 0, 100, 44)"])
    }

    // MARK: - vary

    static let matrix = "devices=iPhoneSE,iPhoneX,iPad10 orientations=all textsizes=L,AX5 directions=all"

    /// jobs=2 prints what jobs=1 prints, in the same order.
    @Test func varyPrintsTheSameWhateverTheJobs() throws {
        let one = try Harness(), two = try Harness()
        for shell in [one, two] { shell.run(Self.card) }
        let block = "{ check card; print title.frame }"
        let first = one.run("vary \(Self.matrix) report=all \(block)")
        let second = two.run("vary \(Self.matrix) report=all jobs=2 \(block)")
        #expect(first == second)
        #expect(first.first == "vary: 3 devices x 2 orientations x 2 text sizes x 2 directions = 24 combinations")
        // The card is pinned 30 pt below the window's top and 16 from its sides: under the iPhone
        // X's 44 pt at the top upright, and its 44 pt at the sides turned.
        #expect(first.last == "failed on: iPhoneX portrait 4, iPhoneX landscape 4")
    }

    /// failure { ... } runs in the failing combinations only, after what they printed: here it
    /// draws the failing scene, as a fresh session on that screen draws it. The card is 30 pt
    /// below the window's top and its title 8 more: under the iPhone X's 44 pt inset, clear of
    /// the iPhone SE's 20.
    @Test func theFailureBlockDrawsTheFailingScene() throws {
        let shell = try Harness()
        shell.run(Self.card)
        let output = shell.run("vary devices=iPhoneSE,iPhoneX { check card rules=safeArea } failure { render card columns=40 }")
        let fresh = try Harness()
        fresh.run(Self.card)
        fresh.run("screen iPhoneX")
        let drawn = fresh.run("check card rules=safeArea") + fresh.run("render card columns=40")
        #expect(drawn.count > 2)
        #expect(output == ["vary: 2 devices x 1 orientation x 1 text size x 1 direction = 2 combinations", "FAIL iPhoneX portrait L ltr"]
            + drawn.map { "  " + $0 } + ["2 combinations: 1 passed, 1 failed", "failed: safeArea in 1", "failed on: iPhoneX portrait 1"])
    }

    /// Each combination run by vary is what a fresh session shows on that screen at that size
    /// after the same lines: the scene built two ways.
    @Test func eachCombinationIsAFreshSessionOnItsScreen() throws {
        let shell = try Harness()
        shell.run(Self.card)
        let output = shell.run("vary \(Self.matrix) report=all { print card.frame title.frame }")
        var expected = ["vary: 3 devices x 2 orientations x 2 text sizes x 2 directions = 24 combinations"]
        for device in ["iPhoneSE", "iPhoneX", "iPad10"] {
            for orientation in ["portrait", "landscape"] {
                for size in ["L", "AX5"] {
                    for direction in ["ltr", "rtl"] {
                        let fresh = try Harness()
                        fresh.run(Self.card)
                        fresh.run("screen \(device) \(orientation) \(direction)", "textsize \(size)")
                        expected.append("ok \(device) \(orientation) \(size) \(direction)")
                        expected += fresh.run("print card.frame title.frame").map { "  " + $0 }
                    }
                }
            }
        }
        expected.append("24 combinations: 24 passed, 0 failed")
        #expect(output == expected)
    }

    /// A combination sees nothing another did: views made, names bound and commands defined
    /// in one are gone in the next.
    @Test func combinationsDoNotSeeEachOther() throws {
        let shell = try Harness()
        shell.run("view box")
        let output = shell.run("vary textsizes=L,XL,AX1 report=all { view extra in box; let n = 1; def again { view other in box }; again; print box.subviews }")
        #expect(output.filter { $0.hasPrefix("  box.subviews") } == Array(repeating: "  box.subviews = [extra, other]", count: 3))
        #expect(output.last == "3 combinations: 3 passed, 0 failed")
        #expect(shell.run("print box.subviews") == ["box.subviews = []"])
    }

    /// A device newer than the release is skipped and said; a failing line fails its
    /// combination; each combination is a reported test case.
    @Test func skipsErrorsAndReportedCases() throws {
        let shell = try Harness()
        shell.run("view box frame (0, 0, 10, 10)")
        let output = shell.run("vary devices=iPhoneSE,iPhone15 ios=12 report=all { print box.frame }")
        #expect(output.contains("skip iPhone15 portrait L ltr iOS 12: iPhone15 runs iOS 16 or later, not iOS 12"))
        #expect(output.last == "2 combinations: 1 passed, 0 failed, 1 skipped")
        let failing = shell.run("vary textsizes=L,AX1 { set nosuch.alpha = 0 }")
        #expect(failing.first == "vary: 1 device x 1 orientation x 2 text sizes x 1 direction = 2 combinations")
        #expect(failing.contains("FAIL 320x568@2x portrait AX1 ltr") || failing.contains("FAIL iPhoneSE portrait AX1 ltr"))
        #expect(failing.contains("failed: an error in 2"))
        let cases = shell.session.reportedTestCases
        #expect(cases.map(\.name) == ["iPhoneSE portrait L ltr iOS 12", "iPhoneSE portrait L ltr", "iPhoneSE portrait AX1 ltr"])
        #expect(cases[0].failure == nil)
        #expect(cases[2].failure?.message.hasPrefix("iPhoneSE portrait AX1 ltr: ") == true)
    }

    /// Data sets are commands defined with def, each run before the block.
    @Test func dataSetsAreDefinitions() throws {
        let shell = try Harness()
        shell.run("label title \"x\"", "title.leading == window.leading", "title.top == window.top + 20",
                  "def short { set title.text = \"Hi\" }", "def empty { set title.text = \"\" }")
        let output = shell.run("vary data=short,empty report=all { print title.text }")
        #expect(output == [
            "vary: 1 device x 1 orientation x 1 text size x 1 direction x 2 data sets = 2 combinations",
            "ok iPhoneSE portrait L ltr short", "  title.text = \"Hi\"",
            "ok iPhoneSE portrait L ltr empty", "  title.text = \"\"",
            "2 combinations: 2 passed, 0 failed",
        ])
        #expect(shell.error("vary data=missing") == "expected commands defined with def ('missing' is none) after 'data=', found 'missing'")
    }

    @Test func varyStartsFromTheLinesBeforeItsOwn() throws {
        let shell = try Harness()
        #expect(shell.error("view late; vary") == "sessions of their own start from the lines before this one, and this line "
            + "changed the model already: run this command on a line of its own")
        #expect(shell.error("print late.frame") != nil)
    }

    @Test func varyRefusesWhatItCannotRead() throws {
        let shell = try Harness()
        #expect(shell.error("vary devices=Nokia3310") == "expected all, phones, pads or device names ('Nokia3310' is none) after 'devices=', found 'Nokia3310'")
        #expect(shell.error("vary textsizes=huge") == "expected all, standard, accessibility or text sizes (xS ... AX5) ('huge' is none) after 'textsizes=', found 'huge'")
        #expect(shell.error("vary ios=6") == "expected iOS releases: 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 ('6' is none) after 'ios=', found '6'")
        #expect(shell.error("vary jobs=0")?.contains("jobs=") == true)
    }

    /// Tab offers the rules, views, and each dimension's values (sorted, as the completer lists them).
    @Test func tabOffersRulesAndTheMatrixValues() throws {
        let shell = try Harness()
        shell.run(Self.card)
        #expect(shell.complete("check card rules=") == ["ambiguity", "conflict", "contentSize", "inside", "overlap", "safeArea", "textFits", "touchTargets"])
        #expect(shell.complete("check c") == ["card"])
        #expect(shell.complete("vary orientations=") == ["all", "landscape", "portrait"])
        #expect(shell.complete("vary directions=") == ["all", "ltr", "rtl"])
        #expect(shell.complete("vary devices=p") == ["pads", "phones"])
        #expect(shell.complete("vary textsizes=AX") == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(shell.complete("vary report=") == ["all", "failures"])
    }
}
