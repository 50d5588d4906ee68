import Commands
import Layout
import PluginTesting
import Testing

/// Traits as the scripts see them: size classes from the device, a block that follows the
/// traits, and variations installed per size class.
@Suite("traits, traitchange, when and variation")
struct TraitCommandsTests {
    /// Apple's HIG table, row by row: phones 414 pt wide or more are regular width when
    /// turned, the others compact; iPads regular both ways; phones compact height turned.
    @Test func sizeClassesFollowTheHIGTable() {
        let expected: [(String, Screen.Orientation, UserInterfaceSizeClass, UserInterfaceSizeClass)] = [
            ("iPhoneSE", .portrait, .compact, .regular), ("iPhoneSE", .landscape, .compact, .compact),
            ("iPhone8Plus", .landscape, .regular, .compact), ("iPhone14Plus", .landscape, .regular, .compact),
            ("iPhone15ProMax", .landscape, .regular, .compact), ("iPhone15", .landscape, .compact, .compact),
            ("iPhone13mini", .landscape, .compact, .compact), ("iPad9", .portrait, .regular, .regular),
            ("iPadPro12_9", .landscape, .regular, .regular),
        ]
        for (name, orientation, horizontal, vertical) in expected {
            guard let device = Device.named(name) else { Issue.record("no device \(name)"); continue }
            let traits = TraitCollection(screen: device.screen(orientation), contentSizeCategory: .large)
            #expect(traits.horizontalSizeClass == horizontal, "\(name) \(orientation)")
            #expect(traits.verticalSizeClass == vertical, "\(name) \(orientation)")
        }
    }

    /// The HIG's multitasking table: a half is regular on the 12.9-inch iPad Pro only; two
    /// thirds regular in landscape; widths from 320 + 10 (the recorded narrow app and divider).
    @Test func splitViewSharesHaveTheirWidthsAndSizeClasses() throws {
        let large = try #require(Device.named("iPadPro12_9")), eleven = try #require(Device.named("iPadPro11"))
        let largeHalf = try #require(large.screen(.landscape, split: .half))
        let elevenHalf = try #require(eleven.screen(.landscape, split: .half))
        #expect(largeHalf.size.width == (1366 - 10) / 2)
        #expect(elevenHalf.size.width == (1194 - 10) / 2)
        #expect(TraitCollection(screen: largeHalf, contentSizeCategory: .large).horizontalSizeClass == .regular)
        #expect(TraitCollection(screen: elevenHalf, contentSizeCategory: .large).horizontalSizeClass == .compact)
        #expect(large.screen(.portrait, split: .half) == nil)
        #expect(try #require(large.screen(.portrait, split: .twoThirds)).size.width == 1024 - 330)
        #expect(Device.iPhone8.screen(.portrait, split: .oneThird) == nil)
    }

    @Test func traitsPrintsTheCollectionAsUIKitDescribesIt() throws {
        let shell = try Harness()
        shell.run("screen iPhone8Plus landscape rtl", "textsize AX5")
        #expect(shell.run("traits") == [
            "traits = <UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 3, HorizontalSizeClass = Regular, "
                + "VerticalSizeClass = Compact, UserInterfaceLayoutDirection = RTL, PreferredContentSizeCategory = AccessibilityXXXL>",
        ])
    }

    /// A block kept by traitchange runs at once and after each line that changed the traits,
    /// not after lines that did not.
    @Test func aTraitChangeBlockRunsWhenTheTraitsChange() throws {
        let shell = try Harness()
        shell.run("view box frame (0, 0, 100, 100)", "let runs = 0")
        shell.run("traitchange { let runs = runs + 1; when horizontalSizeClass=regular { set box.alpha = 0.5 } else { set box.alpha = 1 } }")
        #expect(shell.run("print runs box.alpha") == ["runs = 1", "box.alpha = 1"])
        shell.run("set box.frame = (0, 0, 50, 50)")
        #expect(shell.run("print runs") == ["runs = 1"])
        shell.run("screen iPhone8Plus landscape")
        #expect(shell.run("print runs box.alpha") == ["runs = 2", "box.alpha = 0.5"])
        shell.run("textsize XL")
        #expect(shell.run("print runs box.alpha") == ["runs = 3", "box.alpha = 0.5"])
        shell.run("traitchange none", "screen iPhoneSE")
        #expect(shell.run("print runs box.alpha") == ["runs = 3", "box.alpha = 0.5"])
    }

    /// An error in the block fails the line that changed the traits, and the line is undone.
    @Test func anErrorInTheBlockFailsTheLineThatChangedTheTraits() throws {
        let shell = try Harness()
        shell.run("view box", "traitchange { when verticalSizeClass=compact { set nosuch.alpha = 0 } }")
        let output = shell.run("screen iPhoneSE landscape")
        #expect(output.contains { $0.contains("there is no view or constraint named 'nosuch'") || $0.contains("nosuch") })
        #expect(shell.run("print window.frame") == ["window.frame = (0, 0, 320, 568)"])
    }

    @Test func whenNeedsACondition() throws {
        let shell = try Harness()
        #expect(shell.error("when { view x }")?.hasPrefix("expected a condition such as horizontalSizeClass=compact") == true)
        #expect(shell.error("when horizontalSizeClass=wide { view x }")?.contains("compact") == true)
    }

    /// The base uninstalls, a size class installs; the most specific key wins; a constant
    /// per class; turning back restores the base.
    @Test func variationsInstallPerSizeClassAndTheMostSpecificWins() throws {
        let shell = try Harness()
        shell.run("screen iPhone15", "view box", "constrain narrow: box.width == 100", "constrain wide: box.width == 300",
                  "vfl \"V:|-60-[box(50)]\"", "box.leading == window.leading")
        shell.run("variation wide installed=false", "variation wide width=regular installed=true",
                  "variation narrow width=regular installed=false", "variation narrow width=regular height=compact constant=150",
                  "variation narrow width=regular height=compact installed=true", "variation wide width=regular height=compact installed=false")
        #expect(shell.run("print box.frame.width narrow.active wide.active") == ["box.frame.width = 100", "narrow.active = true", "wide.active = false"])
        // iPhone 15 Pro Max turned: regular width, compact height. The key naming both
        // classes is more specific than the width's alone: narrow, at 150.
        shell.run("screen iPhone15ProMax landscape")
        #expect(shell.run("print box.frame.width narrow.active wide.active") == ["box.frame.width = 150", "narrow.active = true", "wide.active = false"])
        // An iPad: regular both ways; only the width's key matches.
        shell.run("screen iPad10")
        #expect(shell.run("print box.frame.width narrow.active wide.active") == ["box.frame.width = 300", "narrow.active = false", "wide.active = true"])
        shell.run("screen iPhone15")
        #expect(shell.run("print box.frame.width narrow.constant") == ["box.frame.width = 100", "narrow.constant = 100"])
    }

    /// A view a size class uninstalls leaves the tree with its constraints kept, and comes
    /// back at its index; undo puts the tree back as well.
    @Test func anUninstalledViewComesBackAtItsPlaceWithItsConstraints() throws {
        let shell = try Harness()
        shell.run("screen iPhone8", "view card frame (0, 0, 300, 100)", "view a in card", "view hint in card", "view c in card",
                  "constrain hintWidth: hint.width == 40", "hint.height == 10", "hint.leading == a.leading", "hint.top == card.top")
        shell.run("variation hint height=compact installed=false")
        #expect(shell.run("print card.subviews") == ["card.subviews = [a, hint, c]"])
        shell.run("screen landscape")
        #expect(shell.run("print card.subviews hint.superview hintWidth.active") == [
            "card.subviews = [a, c]", "hint.superview = nil", "hintWidth.active = true",
        ])
        shell.run("screen portrait")
        #expect(shell.run("print card.subviews hint.frame") == ["card.subviews = [a, hint, c]", "hint.frame = (0, 0, 40, 10)"])
        shell.run("screen landscape")
        shell.run("undo")
        #expect(shell.run("print card.subviews") == ["card.subviews = [a, hint, c]"])
    }

    @Test func variationRefusesWhatItCannotVary() throws {
        let shell = try Harness()
        shell.run("view box", "constrain w: box.width == 10")
        #expect(shell.error("variation w") == "expected installed= or constant= for w, found 'w'")
        #expect(shell.error("variation box constant=3") == "expected no constant= for a view after 'constant=', found '3'")
        #expect(shell.error("variation window installed=false")?.hasPrefix("expected a view with a superview") == true)
    }

    /// Tab offers the traits' values and the items a variation can name.
    @Test func tabOffersTraitsAndItems() throws {
        let shell = try Harness()
        shell.run("view box", "constrain boxWidth: box.width == 10")
        #expect(shell.complete("traits ") == ["devices"])
        #expect(shell.complete("when horizontalSizeClass=") == ["compact", "regular"])
        #expect(shell.complete("when isAccessibilityCategory=") == ["false", "true"])
        #expect(shell.complete("variation box") == ["box", "boxWidth"])
        #expect(shell.complete("variation boxWidth width=") == ["compact", "regular"])
    }
}
