import Commands
import Layout
import PluginTesting
import Testing

/// let, expect, numeric arguments and VFL metrics as expressions.
@Suite("let and expect")
struct ScriptCommandTests {
    @Test func letNamesAValueForLaterExpressions() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        harness.run("layout")
        #expect(harness.run("let w = header.bounds.width - 24") == ["w = 296"])
        #expect(harness.run("print w w / 2") == ["w = 296", "w / 2 = 148"])
        #expect(harness.run("let r = (0, 0, w, 10)") == ["r = (0, 0, 296, 10)"])
        harness.run("set box.frame = r")
        #expect(harness.error("let header = 5") == "cannot name a value 'header': it is a view's name")
        #expect(harness.error("let c1 = 5") == "cannot name a value 'c1': it is a constraint's name")
        #expect(harness.error("let max = 5") == "cannot name a value 'max': the language uses it")
        #expect(harness.error("let x 5") == "expected '=' after the name, found '5'")
        #expect(harness.run("let n=3", "print n") == ["n = 3", "n = 3"])
    }

    @Test func expectPassesSilentlyAndFailsWithBothValues() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        harness.run("layout")
        // The header is 60 + 15 + 41 + 15 + 15 = 146 high once the label wraps to two lines.
        #expect(harness.run("expect header.frame.height == 146") == [])
        #expect(harness.run("expect header.frame == (0, 0, 320, 146)") == [])
        #expect(harness.run("expect label.lines >= 2") == [])
        #expect(harness.run("expect label.lines != 3") == [])
        #expect(harness.run("expect header.frame.height == 146 + 1e-8") == [])
        #expect(harness.run("expect header.hidden == false") == [])
        #expect(harness.run("expect header.frame.height < 146") == [
            "test.lab:1:8: error: expectation failed: header.frame.height < 146 (left 146, right 146)",
            "expect header.frame.height < 146",
            "       ^~~~~~~~~~~~~~~~~~~~~~~~~",
        ])
        #expect(harness.error("expect header.frame == (0, 0, 320, 100)")
            == "expectation failed: header.frame == (0, 0, 320, 100) (left (0, 0, 320, 146), right (0, 0, 320, 100))")
        #expect(harness.error("expect header.frame == 3") == "cannot compare (0, 0, 320, 146) == 3")
        #expect(harness.error("expect header.hidden < true") == "cannot compare false < true")
        #expect(harness.error("expect 1 = 1") == "expected a comparison (==, !=, <, <=, >, >=), found '='")
    }

    @Test func aFailedExpectationStopsAScript() throws {
        let harness = try Harness.values()
        harness.run("view a frame (0, 0, 10, 10)")
        let output = harness.run("expect a.frame.width == 11; set a.alpha = 0.5")
        #expect(output.first == "test.lab:1:8: error: expectation failed: a.frame.width == 11 (left 10, right 11)")
        #expect(harness.run("print a.alpha") == ["a.alpha = 1"])
    }

    @Test func numericArgumentsAndMetricsAreExpressions() throws {
        let harness = try Harness.values()
        harness.run("view header frame (0, 0, 320, 100)", "view box in header", "let pad = 6")
        #expect(harness.run("vfl \"H:|-p-[box(w)]\" in header p=\"pad * 2\" w=header.bounds.width") == [
            "c1: box.leading == header.leading + 12",
            "c2: box.width == 320",
        ])
        #expect(harness.run("vfl \"V:|[box(h)]\" in header h=\"header.bounds.height / 4\"") == [
            "c3: box.top == header.top",
            "c4: box.height == 25",
        ])
        #expect(harness.error("vfl \"V:[box(h)]\" h=header.nope") == "header has no property 'nope'; did you mean 'top'? (help view lists the properties of views)")
        harness.run("table tv frame (0, 0, 320, 200)", "prototype Cell in tv", "rows add tv 2 + 3 Cell")
        #expect(harness.run("print tv.rows") == ["tv.rows = 5"])
        #expect(harness.error("rows add tv three Cell") != nil)
    }

    @Test func setTakesItsValueFromTheModel() throws {
        // The table-in-scroll-view step: a height constant from the table's content height.
        let harness = try Harness.values()
        harness.run("table tv frame (0, 0, 320, 568)", "set tv.rowHeight = 44", "prototype Cell in tv", "rows add tv 5 Cell")
        harness.run("view holder frame (0, 0, 320, 500)", "holder.height == 100")
        harness.run("set c1.constant = tv.contentSize.height")
        #expect(harness.run("print c1.constant") == ["c1.constant = 220"])
        harness.run("expect c1.constant == tv.contentSize.height")
    }
}
