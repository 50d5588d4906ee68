import Commands
import Layout
import PluginSupport
import ScriptSyntax

/// What `import` and `paste` share: read the text, plan, build, and say what was made, what
/// the model reports, how it compares with what UIKit reported, and what the text could not
/// tell.
enum ImportRun {
    /// Warnings shown before the rest are counted instead.
    static let shownWarnings = 20
    /// Views and constraints listed before the rest are counted instead.
    static let shownObjects = 60
    /// Reports compared one by one before the rest are summed up.
    static let shownReports = 12

    /// Where the text came from, for messages: `FILE:LINE:COLUMN`, or the session's own
    /// lines for a paste.
    struct Origin {
        let name: String
        /// The session's line for each line of a paste (nil for a file: its own numbers).
        let lines: [Int]?

        func place(_ line: Int, _ column: Int) -> String {
            if let lines { return "\(name):\(lines.indices.contains(line - 1) ? lines[line - 1] : line):\(column)" }
            return "\(name):\(line):\(column)"
        }
    }

    /// Imports `bytes`; throws (changing nothing) when the text holds nothing to import.
    static func run(_ bytes: consuming [UInt8], origin: Origin, session: Session, limits: ImportLimits = .standard,
                    failure: (String) -> SyntaxError) throws(SyntaxError) {
        var log = LogReader.read(bytes, limits: limits)
        // The text is read: it is let go (when the caller gave it up) before the scene grows.
        bytes = []
        // A read cut short by Ctrl-C is not planned: the line ends as interrupted.
        if Cancellation.isRequested { return }
        if let refusal = log.refusal {
            throw failure("\(origin.place(refusal.line, refusal.column)): \(refusal.message) by this line: an import makes at most \(limits.constraints) "
                          + "constraints and \(limits.views) views (a larger live scene needs gigabytes of memory); import the part of the log you need; "
                          + "nothing was imported")
        }
        guard !log.views.isEmpty else {
            let first = log.warnings.first.map { "; " + origin.place($0.line, $0.column) + ": " + $0.message } ?? ""
            throw failure("nothing to import in \(origin.name): no conflict report, constraint description, recursive description "
                          + "or _autolayoutTrace was found (\(counted(log.lineCount, "line")) read)\(first); nothing was imported")
        }
        let plan = ImportPlan.make(log, isAvailable: session.scene.isAvailable, screen: session.scene.screen)
        // The plan holds what it needs of each view and constraint; the log's tables of them go
        // before the scene is built, so the two are not held at once. The reports, warnings and
        // line count stay for the summary.
        log.forgetItems()
        // A plan cut short by Ctrl-C is not built: the line ends as interrupted.
        if Cancellation.isRequested { return }
        var builder = SceneBuilder(scene: session.scene)
        builder.build(plan)
        if Cancellation.isRequested { return }
        remember(plan, builder, origin: origin, session: session)
        summarise(log, plan, builder, origin: origin, session: session)
        // The plan is done with: its views and constraints go before the model's reports are
        // taken, when the import's memory peaks (heaptrack at 5 MB).
        let planWarnings = plan.warnings
        let unknowns = plan.unknowns
        _ = consume plan
        // The model's own reports, made as the constraints came in, then how they compare.
        let reported = session.takeOutput()
        session.emit(lines: reported)
        compare(log, builder, origin: origin, session: session)
        let warnings = (planWarnings + builder.warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for warning in warnings.prefix(shownWarnings) {
            session.emit("warning: \(origin.place(warning.line, warning.column)): \(warning.message)")
        }
        if warnings.count > shownWarnings { session.emit("... and \(warnings.count - shownWarnings) more warnings") }
        for unknown in unknowns { session.emit("unknown: " + unknown) }
    }

    private static func remember(_ plan: ImportPlan, _ builder: SceneBuilder, origin: Origin, session: Session) {
        let records = ImportRecords.of(session)
        for planned in plan.views {
            guard let address = planned.source.address, let view = builder.views[planned.key] else { continue }
            let normalised = ImportRecords.normalised(String(address.prefix { $0 != "/" }))
            records.note(view, address: normalised, origin: "\(planned.source.className ?? "?") at \(origin.place(planned.source.firstLine, 1))")
            // `tree ids` shows it beside the view.
            session.noteOrigin(normalised, of: view)
        }
        for planned in plan.constraints {
            guard let address = planned.source.address, let constraint = builder.constraints[planned.source.key] else { continue }
            records.note(constraint, address: ImportRecords.normalised(address),
                         origin: "\(planned.source.className) at \(origin.place(planned.source.line, planned.source.column))")
        }
    }

    private static func summarise(_ log: ImportedLog, _ plan: ImportPlan, _ builder: SceneBuilder, origin: Origin, session: Session) {
        // Counted, and the first few listed, without copying the plan (filtered copies of its
        // views and constraints were 90 MB at 50 MB).
        let views = plan.views.lazy.filter { builder.views[$0.key] != nil }
        let constraints = plan.constraints.lazy.filter { builder.constraints[$0.source.key] != nil }
        let viewCount = views.count
        let constraintCount = constraints.count
        let reports = log.reports.filter { !$0.listed.isEmpty }
        var counts = ["\(viewCount) \(viewCount == 1 ? "view" : "views")", "\(constraintCount) \(constraintCount == 1 ? "constraint" : "constraints")"]
        if !reports.isEmpty { counts.append("\(reports.count) conflict \(reports.count == 1 ? "report" : "reports")") }
        session.emit("imported \(origin.name): " + counts.joined(separator: ", ") + " (\(counted(log.lineCount, "line")))")
        for planned in views.prefix(shownObjects) {
            if planned.isModelsWindow {
                let size = session.scene.screen.size
                var line = "  window: \(planned.source.className ?? "UIWindow")"
                if let address = planned.source.address { line += " " + String(address.prefix { $0 != "/" }) }
                line += " is the model's window, \(formatPoints(size.width)) x \(formatPoints(size.height))"
                line += plan.screen.map { " (the screen now: \($0.deviceName ?? $0.name), \(plan.windowSizeSource))" }
                    ?? " (the screen's; the text gives the window no other size)"
                session.emit(line)
                continue
            }
            var line = "  \(planned.name): \(planned.source.className ?? "?")"
            if let address = planned.source.address { line += " " + String(address.prefix { $0 != "/" }) }
            if let text = planned.source.text, !planned.source.isGuide { line += " '\(text)'" }
            if let identifier = planned.source.accessibilityIdentifier {
                // A view the text implies without naming it (an unnamed `|`, a guide's owner).
                line += identifier.hasPrefix("superview of ") && planned.source.address == nil ? " (not named in the text: the \(identifier))"
                    : " id=\(identifier)"
            }
            if planned.isWindow { line += " (a window over the app's, \(formatPoints(session.scene.screen.size.width)) x \(formatPoints(session.scene.screen.size.height)) unless the text says)" }
            else if !planned.source.isGuide, plan.isUIKitsOwnView(planned.key) { line += " (UIKit's)" }
            if let offset = planned.source.contentOffset { line += " contentOffset (\(formatPoints(offset.x)), \(formatPoints(offset.y)))" }
            let parent = planned.parent.flatMap { plan.view($0)?.name } ?? "window"
            line += ", in \(parent)"
            if let evidence = planned.parent.flatMap({ _ in plan.hierarchyEvidence[planned.key] }), !evidence.isStated { line += " (inferred)" }
            session.emit(line)
        }
        if viewCount > shownObjects { session.emit("  ... and \(viewCount - shownObjects) more views") }
        for planned in constraints.prefix(shownObjects) {
            guard let made = builder.constraints[planned.source.key] else { continue }
            let name = made.isUserConstraint && session.scene.constraint(named: made.name) === made ? made.name : "(\(kindName(made)))"
            session.emit("  \(name): \(planned.source.address ?? "no address") \(made.scriptForm)")
        }
        if constraintCount > shownObjects { session.emit("  ... and \(constraintCount - shownObjects) more constraints") }
    }

    /// Who owns a constraint the user cannot name: `UIKit's, autoresizing`.
    static func kindName(_ constraint: LayoutConstraint) -> String {
        switch constraint.kind {
        case .autoresizing: "autoresizing"
        case .encapsulatedLayout: "encapsulated layout"
        case .collapsingHiddenView: "stack view hiding"
        case .layoutGuide: "guide"
        default: constraint.identifier?.hasPrefix("UISV-") == true ? "stack view" : "UIKit's"
        }
    }

    /// For each report of the log: the constraint UIKit broke, and the one the model broke
    /// among the report's list.
    private static func compare(_ log: ImportedLog, _ builder: SceneBuilder, origin: Origin, session: Session) {
        let reports = log.reports.filter { !$0.listed.isEmpty }
        var same = 0
        var compared = 0
        for (index, report) in reports.enumerated() {
            let listed = report.listed.compactMap { builder.constraints[$0] }
            let modelBroken = listed.filter { session.scene.isBroken($0) }
            let isSame = report.broken.map { key in modelBroken.count == 1 && modelBroken.first === builder.constraints[key] } ?? false
            if report.broken != nil { compared += 1 }
            if isSame { same += 1 }
            // Only the first reports are said; the rest are only counted (20,000 lines made
            // and dropped at 50 MB).
            guard index < shownReports else { continue }
            let modelText = modelBroken.isEmpty ? "the model breaks none of its list" : "the model breaks "
                + modelBroken.map { describe($0, session: session) }.joined(separator: " and ")
            var line = "report \(index + 1) (\(origin.place(report.line, 1)), \(counted(report.listed.count, "constraint"))): "
            if let brokenKey = report.broken {
                let uikit = builder.constraints[brokenKey].map { describe($0, session: session) } ?? brokenKey
                line += "UIKit broke \(uikit); \(modelText)" + (isSame ? ", the same one" : ", not the one UIKit broke")
            } else {
                line += "the log does not say which UIKit broke; \(modelText)"
            }
            session.emit(line)
            if let inside = ConflictInsideUIKit.of(listed) { session.emit("  " + inside.line) }
        }
        if reports.count > shownReports { session.emit("... and \(reports.count - shownReports) more reports") }
        if compared > 1 { session.emit("the model breaks what UIKit broke in \(same) of \(compared) reports") }
    }

    static func describe(_ constraint: LayoutConstraint, session: Session) -> String {
        let address = ImportRecords.of(session).address(of: constraint).map { " \($0)" } ?? ""
        return "'\(constraint.equation)'\(address)"
    }
}
