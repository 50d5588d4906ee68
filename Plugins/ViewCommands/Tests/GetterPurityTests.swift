import Commands
import Layout
import PluginTesting
import Tables
import Testing

/// Reading a property never changes the model: on a settled scene (laid out, as the display
/// cycle leaves it at the end of a turn), printing any property of any object leaves every
/// view's stored frame and the model's observable state exactly as they were.
@Suite("Getters change nothing")
struct GetterPurityTests {
    /// What can be observed of the model, without reading through anything that lays out.
    struct ModelState: Equatable {
        var lines: [String] = []
    }

    static func state(of session: Session) -> ModelState {
        var state = ModelState()
        let scene = session.scene
        for view in scene.views {
            var line = "\(view.name) \(view.storedFrame) hidden=\(view.isHidden) alpha=\(view.alpha)"
            line += " translates=\(view.translatesAutoresizingMaskIntoConstraints) margins=\(view.layoutMargins)"
            if let label = view as? Label {
                line += " text=\(label.text) lines=\(label.numberOfLines) wrap=\(String(describing: label.wrapWidth))"
                line += " preferred=\(String(describing: label.preferredMaxLayoutWidth))"
            }
            if let scroll = view as? ScrollView {
                line += " offset=\(scroll.contentOffset) inset=\(scroll.contentInset) behaviour=\(scroll.contentInsetAdjustmentBehavior)"
            }
            if let table = view as? TableView {
                line += " sections=\(table.sections.count) rowHeight=\(table.rowHeight) estimated=\(table.estimatedRowHeight)"
                line += " header=\(table.tableHeaderView?.name ?? "nil")"
            }
            state.lines.append(line)
        }
        for constraint in scene.constraints {
            state.lines.append(
                "\(constraint.name) \(constraint.scriptForm) constant=\(constraint.constant) priority=\(constraint.priority.value)"
                    + " active=\(constraint.isActive) broken=\(scene.isBroken(constraint)) installed=\(scene.isInstalled(constraint))"
            )
        }
        return state
    }

    @Test func printingEveryPropertyOfASettledSceneChangesNothing() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        harness.run(
            "image photo in header size (40, 30)",
            "table tv frame (0, 0, 320, 400)",
            "set tv.estimatedRowHeight = 44",
            "set tv.rowHeight = automatic",
            "prototype Cell in tv",
            "rows add tv 30 Cell",
            "scrollview pane frame (0, 0, 320, 200)",
            "layout"
        )
        let kinds = harness.registry.objectKinds
        var paths: [String] = []
        for name in harness.session.objectNames {
            guard let object = harness.session.object(named: name), let kind = kinds.kind(of: object) else { continue }
            paths += kinds.properties(of: kind).map { "\(name).\($0.name)" }
        }
        #expect(paths.count > 200)
        // Settle what is computed lazily (a table measures its visible rows when first asked).
        for path in paths { harness.run("print \(path)") }
        for path in paths {
            let before = Self.state(of: harness.session)
            let output = harness.run("print \(path)")
            #expect(output.count == 1 && !output[0].contains("error"), "\(path): \(output)")
            let after = Self.state(of: harness.session)
            #expect(before == after, "print \(path) changed the model")
        }
    }

    @Test func failedSetsChangeNothing() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        harness.run("layout")
        let before = Self.state(of: harness.session)
        for line in [
            "set c1.priority = 1e19", "set header.frame = (0, 0, -1, 5)", "set label.numberOfLines = -1",
            "set header.hidden = maybe", "set tv.rowHeight = 5", "set header.frame.height = nan",
            "set label.text = header.frame", "set header.alpha = 1 / 0",
        ] {
            #expect(harness.error(line) != nil, "\(line) should fail")
        }
        #expect(Self.state(of: harness.session) == before)
    }
}
