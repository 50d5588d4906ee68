import Commands
import Layout
import PluginTesting
import Tables
import Testing

/// set, print, help and completion on the typed property registry.
@Suite("Typed properties")
struct PropertyRegistryTests {
    @Test func aMisspeltPropertyGetsTheClosestAndNoList() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        let message = harness.error("print header.heigth")
        #expect(message == "header has no property 'heigth'; did you mean 'height'? (help view lists the properties of views)")
        #expect((message?.count ?? 0) < 200)
        #expect(harness.error("print label.numberOfLine") == "label has no property 'numberOfLine'; did you mean 'numberOfLines'? (help label lists the properties of labels)")
        #expect(harness.error("print header.frame.hieght")
            == "header.frame has no component 'hieght'; did you mean 'height'? (its components: x, y, width, height, origin, size)")
        #expect(harness.error("print hedaer.frame") == "there is no view or constraint named 'hedaer'; did you mean 'header'?")
    }

    @Test func setConvertsToThePropertysTypeOrNamesIt() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        #expect(harness.error("set header.hidden = 3") == "expected true or false, found 3")
        #expect(harness.error("set header.alpha = 2") == "expected a number in 0...1, found 2")
        #expect(harness.error("set label.numberOfLines = 2.5") == "expected a whole number in 0...1000000, found 2.5")
        #expect(harness.error("set label.text = 5") == "expected text in quotes, found 5")
        #expect(harness.error("set header.frame = (1, 2)") == "expected a rectangle (x, y, width, height) with a width and height of 0 or more, found (1, 2)")
        #expect(harness.error("set header.bounds = (0, 0, 1, 1)") == "header.bounds is read-only (help header.bounds explains it)")
        harness.run("set label.numberOfLines = 2", "set header.alpha = 0.5")
        #expect(harness.run("print label.numberOfLines header.alpha") == ["label.numberOfLines = 2", "header.alpha = 0.5"])
    }

    @Test func viewsAndCasesAreCheckedByName() throws {
        let harness = try Harness.values()
        harness.run("table tv frame (0, 0, 320, 400)", "view h")
        #expect(harness.error("set tv.tableHeaderView = nobody") == "there is no view named 'nobody'")
        #expect(harness.error("set tv.tableHeaderView = 5") == "expected a view's name, or nil, found 5")
        #expect(harness.error("set tv.contentInsetAdjustmentBehavior = nevr")
            == "expected one of automatic, scrollableAxes, never, always, found 'nevr'; did you mean 'never'?")
        harness.run("set tv.tableHeaderView = h", "set tv.contentInsetAdjustmentBehavior = never")
        #expect(harness.run("print tv.tableHeaderView h.superview tv.contentInsetAdjustmentBehavior")
            == ["tv.tableHeaderView = h", "h.superview = tv", "tv.contentInsetAdjustmentBehavior = never"])
        #expect(harness.run("expect tv.contentInsetAdjustmentBehavior == never") == [])
        harness.run("set tv.tableHeaderView = nil")
        #expect(harness.run("print tv.tableHeaderView") == ["tv.tableHeaderView = nil"])
    }

    @Test func numbersOutOfRangeAreErrorsNamingTheRangeNeverTraps() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        #expect(harness.error("set c1.priority = 1e19") == "expected a priority: a whole number in 1...1000, found 1e+19")
        #expect(harness.error("set c1.priority = -1e19") == "expected a priority: a whole number in 1...1000, found -1e+19")
        #expect(harness.error("set c1.constant = 1e308") == "expected a number in -1000000000...1000000000, found 1e+308")
        #expect(harness.error("set c1.constant = nan") == "expected a number in -1000000000...1000000000, found nan")
        #expect(harness.error("set c1.constant = inf") == "expected a number in -1000000000...1000000000, found inf")
        #expect(harness.error("set c1.constant = 1e308 * 10") == "the result is not a finite number")
        #expect(harness.error("set header.contentHuggingPriority.vertical = 1e19") == "expected a priority: a whole number in 1...1000, found 1e+19")
        #expect(harness.error("constrain label.width == 100 @1e19") != nil)
        #expect(harness.error("view big frame (0, 0, 1e19, 10)") == "expected a rectangle: x, y, width, height (a number in -1000000000...1000000000), found 1e+19")
        #expect(harness.error("set label.numberOfLines = 1e19") == "expected a whole number in 0...1000000, found 1e+19")
        #expect(harness.run("print c1.constant") == ["c1.constant = 12"])
    }

    @Test func setReachesComponentsAndEvaluatesExpressions() throws {
        let harness = try Harness.values()
        harness.run("view header frame (0, 0, 320, 100)", "view other frame (0, 0, 50, 20)")
        harness.run("set header.frame.height = other.frame.height * 3 + 1")
        #expect(harness.run("print header.frame") == ["header.frame = (0, 0, 320, 61)"])
        harness.run("set header.frame = (0, 0, header.bounds.width / 2, max(10, other.bounds.height))")
        #expect(harness.run("print header.frame") == ["header.frame = (0, 0, 160, 20)"])
        #expect(harness.error("set header.frame.height = -5") == "expected a number in 0...1000000000, found -5")
        #expect(harness.run("print header.frame.height + 10 header.center") == ["header.frame.height + 10 = 30", "header.center = (80, 10)"])
    }

    @Test func helpExplainsOnePropertyByKindOrByObject() throws {
        let harness = try Harness.values()
        harness.run("label title \"Hi\"", "table tv frame (0, 0, 320, 400)")
        #expect(harness.run("help label.numberOfLines") == [
            "label.numberOfLines: whole number",
            "The most lines to show; 0 for as many as the text needs.",
            "Values: a whole number in 0...1000000",
        ])
        #expect(harness.run("help title.frame").first == "view.frame: rect")
        #expect(harness.run("help table.sizesToContent").first == "scrollView.sizesToContent: bool")
        #expect(harness.run("help tv.contentInsetAdjustmentBehavior").last == "Values: one of automatic, scrollableAxes, never, always")
        #expect(harness.run("help table.rowHeight").last == "Values: a number in 0...1000000000, or automatic")
        #expect(harness.error("help label.nmberOfLines") == "label has no property 'nmberOfLines'; did you mean 'numberOfLines'? (help label lists them)")
        // A kind's list is one entry, its lines past the first two columns in (fitted to 80).
        let properties = harness.run("help properties").reduce(into: [String]()) { entries, line in
            if line.hasPrefix("  "), !entries.isEmpty { entries[entries.count - 1] += " " + line.dropFirst(2) } else { entries.append(line) }
        }
        #expect(properties.contains { $0.hasPrefix("table: ") && $0.contains("rowHeight") && $0.hasSuffix("every scrollView property") })
        #expect(harness.run("help constraint").first == "constraint: NSLayoutConstraint: a linear relation between two attributes.")
        #expect(harness.run("help label").contains("and every property of view (help view)"))
    }

    @Test func completionOffersOnlyWhatPrintReads() throws {
        let harness = try Harness.values()
        harness.run("view fox", "table tv frame (0, 0, 320, 400)")
        let members = harness.complete("print tv.")
        #expect(!members.isEmpty)
        for member in members {
            let output = harness.run("print \(member)")
            #expect(output.count == 1 && !output[0].contains("error"), "print \(member): \(output)")
        }
        #expect(harness.complete("print fox.frame.he") == ["fox.frame.height"])
        #expect(harness.complete("print tv.contentInset.")
            == ["tv.contentInset.bottom", "tv.contentInset.left", "tv.contentInset.right", "tv.contentInset.top"])
    }
}

@Suite("Words for values")
struct ValueWordsTests {
    @Test func aPropertysTypeSaysWhichWordsItsValueTakes() throws {
        let harness = try Harness.values()
        harness.run("table tv frame (0, 0, 320, 400)", "view v")
        let kinds = harness.registry.objectKinds
        #expect(kinds.property(atPath: "tv.contentInsetAdjustmentBehavior", in: harness.session)?.type.valueWords
            == ["automatic", "scrollableAxes", "never", "always"])
        #expect(kinds.property(atPath: "v.hidden", in: harness.session)?.type.valueWords == ["true", "false"])
        #expect(kinds.property(atPath: "tv.rowHeight", in: harness.session)?.type.valueWords == ["automatic"])
        #expect(kinds.property(atPath: "v.frame", in: harness.session)?.type.valueWords == [])
        #expect(kinds.property(atPath: "nobody.frame", in: harness.session) == nil)
    }
}
