import Commands
import PluginSupport
import Layout
import ScriptSyntax

/// `fixes [CONSTRAINT | ambiguity]` and `fixes apply N`.
enum FixesCommand {
    static let signature = Signature(
        .choice(Choice("WHAT", [
            Branch("apply", Signature(.argument(Parameter("N", .integer(minimum: 1), help: "a fix's number in the last list",
                                                          expected: "the number of a fix the last 'fixes' listed"))),
                   help: "make fix N of the last list"),
            Branch("ambiguity", Signature(.argument(Parameter("ALL", .keyword(["all"]), help: "every fix, not the first \(shownAmbiguityFixes)",
                                                             optional: true, expected: "all"))),
                   help: "for each ambiguous attribute (those a trace marked, when it did), the constraint that settles it"),
            Branch(nil, Signature(.argument(Parameter("CONSTRAINT", brokenConstraint,
                                                      help: "a constraint the engine broke: fixes for its conflict")))),
        ], optional: true, subcommands: true, expected: "a broken constraint, 'ambiguity' or 'apply'"))
    )

    /// The fixes `fixes` listed last, numbered from 1: what `fixes apply N` makes. Session
    /// state, so undo leaves it; `apply` checks the scene is still the one they were tried on.
    private enum Listed: SessionKey {
        static var defaultValue: [TriedFix] { [] }
    }

    /// The scene the listed fixes were tried on (``SceneFingerprint``): `apply` refuses once
    /// it changed (an applied fix changes it), and takes them again after an undo brings it
    /// back, so a step redone (a lesson's `reset`) applies its fix as the first time.
    private enum ListedOn: SessionKey {
        static var defaultValue: SceneFingerprint { .none }
    }

    static var command: Command {
        Command(
            name: "fixes", summary: "Try removing or lowering each constraint of a conflict (or pinning what is ambiguous), ranked.",
            discussion: """
                Without an argument: the conflict of the newest broken constraint, or, when nothing is
                broken, the ambiguous layout. For a conflict it tries, for each of your constraints in the
                conflicting set, lowering it to 999 and removing it, and for an autoresizing constraint
                turning its view's translatesAutoresizingMaskIntoConstraints off; UIKit's own constraints
                (autoresizing, encapsulated layout, UISV-*, guides) are never removed or lowered. A
                cell's constraint (a table's or a collection view's) is changed in its prototype, which
                the cells copy again; a collection view cell's content view keeps its translation, as
                UIKit asks. Each
                trial is a transaction of the scene's journal: the change, a layout pass and an ambiguity
                check, then a rollback, so the scene is left exactly as it was; a set of n constraints
                costs at most 2n + 2 trials. A fix is ranked by whether the conflict goes, whether a new
                conflict or ambiguity appears, then by the fewest frames changed and the least movement,
                lowering before removing. Each comes with the commands that make it; fixes apply N makes
                fix N, and export swift fix writes it as UIKit code. For ambiguity, each ambiguous
                attribute gets the required constraint that holds it where it is now. Examples:
                  fixes
                  fixes c12
                  fixes apply 1
                  fixes ambiguity
                """,
            signature: signature, changesModel: false,
            examplesPresume: ExampleScenes.header
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            switch arguments.branch("WHAT") {
            case "apply":
                try apply(arguments, session)
            case "ambiguity":
                listAmbiguityFixes(session, all: arguments.has("ALL"))
            default:
                if let constraint = arguments.value("CONSTRAINT")?.constraint {
                    var conflict: ConflictFixes.Conflict?
                    session.settingOutputAside { conflict = ConflictFixes.conflict(of: constraint, in: session.scene) }
                    guard let conflict else {
                        session[Listed.self] = []
                        return session.emit("\(constraint.name) is broken but conflicts with nothing now: made again, it would hold "
                                            + "(set \(constraint.name).active = false; set \(constraint.name).active = true)")
                    }
                    return listConflictFixes(conflict, session)
                }
                // The newest broken constraint that still conflicts; then the ambiguity.
                var conflict: ConflictFixes.Conflict?
                session.settingOutputAside {
                    for broken in session.scene.brokenConstraints.reversed() where !Cancellation.isRequested {
                        conflict = ConflictFixes.conflict(of: broken, in: session.scene)
                        if conflict != nil { break }
                    }
                }
                if let conflict { return listConflictFixes(conflict, session) }
                let holding = session.scene.brokenConstraints.map(\.name)
                if !holding.isEmpty {
                    session.emit("broken but conflicting with nothing now (made again, they would hold): " + holding.joined(separator: ", "))
                }
                listAmbiguityFixes(session)
            }
        }
    }

    // MARK: - Conflicts

    static func listConflictFixes(_ conflict: ConflictFixes.Conflict, _ session: Session) {
        // The lines written before (a block's earlier commands) wait while the trials roll back.
        var found: ConflictFixes.Findings?
        session.settingOutputAside { found = ConflictFixes.find(conflict, in: session.scene) }
        guard let findings = found else { return }
        let broken = conflict.broken
        let yours = conflict.constraints.filter { !$0.isUIKits }.count
        let fixes = findings.tried.filter(\.outcome.resolves)
        session[Listed.self] = fixes
        session[ListedOn.self] = SceneFingerprint(session.scene)
        if findings.tried.isEmpty, yours == 0 {
            session.emit("conflict broken at \(broken.name): \(counted(conflict.constraints.count, "constraint")), none of them yours: nothing to try")
        } else {
            let count = conflict.constraints.count
            session.emit("conflict broken at \(broken.name): \(counted(count, "constraint")), \(yours) yours; "
                         + "\(counted(findings.tried.count, "fix", plural: "fixes")) tried, each in a rolled-back transaction")
            if fixes.isEmpty { session.emit("no single change resolves it") }
        }
        if let inside = ConflictInsideUIKit.of(conflict.constraints) { session.emit(inside.line) }
        for cause in likelyCauses(conflict.constraints, screen: session.scene.screen.size, scene: session.scene) { session.emit(cause) }
        for (index, fix) in fixes.enumerated() { emit(fix, number: index + 1, goal: "conflict gone", session) }
        for fix in findings.tried where !fix.outcome.resolves { session.emit("not a fix (the conflict stays): \(fix.summary)") }
        for (constraint, reason) in findings.untouched { session.emit("never offered: \(constraint.debugDescription): \(reason)") }
    }

    /// The conflict's suspicious constants, named as its likely cause: a width or height that
    /// must be negative (`view.width == - 20`: no size is below 0, so it can never hold; UIKit
    /// lists it alone, logs 24, 110, 111, 154) or more than the screen's (`height >= 5000`, log
    /// 128): such a constant is more likely a bug (a margin taken from a width of 0, a sum gone
    /// wrong) than a constraint to keep.
    static func likelyCauses(_ constraints: [LayoutConstraint], screen: Size, scene: Scene) -> [String] {
        constraints.compactMap { constraint in
            guard constraint.secondItem == nil, constraint.firstAttribute.isSize else { return nil }
            let dimension = constraint.firstAttribute == .width ? "width" : "height"
            let extent = constraint.firstAttribute == .width ? screen.width : screen.height
            let name = scene.constraint(named: constraint.name) === constraint ? "\(constraint.name) (\(constraint.equation))" : constraint.debugDescription
            if constraint.constant < 0, constraint.relation != .greaterThanOrEqual {
                return "likely cause: \(name): a negative \(dimension) can never hold (no size is below 0); "
                    + "the constant is probably computed wrong (a margin taken from a \(dimension) of 0?)"
            }
            if constraint.constant > extent, constraint.relation != .lessThanOrEqual {
                return "likely cause: \(name): \(formatPoints(constraint.constant)) is more than the screen's \(dimension) "
                    + "(\(formatPoints(extent))); the constant is probably wrong"
            }
            return nil
        }
    }

    // MARK: - Ambiguity

    /// The ambiguity fixes listed before the rest are counted (`fixes ambiguity all` lists them).
    static let shownAmbiguityFixes = 6

    static func listAmbiguityFixes(_ session: Session, all: Bool = false) {
        var tried: [TriedFix] = []
        // What a trace marked ambiguous, when it did: UIKit's finding, not the model's.
        let marked = ReportedAmbiguityFixes.marked(in: session.scene)
        session.settingOutputAside {
            tried = marked.isEmpty ? AmbiguityFixes.find(in: session.scene) : ReportedAmbiguityFixes.find(in: session.scene, marked: marked)
        }
        let fixes = tried.filter(\.outcome.resolves)
        session[Listed.self] = fixes
        session[ListedOn.self] = SceneFingerprint(session.scene)
        guard !tried.isEmpty else {
            session.emit(session.scene.brokenConstraints.isEmpty ? "no broken constraint and no ambiguous layout: nothing to fix"
                         : "no ambiguous layout")
            return
        }
        if marked.isEmpty {
            session.emit("ambiguous layout: \(counted(tried.count, "attribute")) to pin; each pin tried in a rolled-back transaction")
        } else {
            let views = marked.map { "\($0.view.name) (\($0.attributes.map(\.rawValue).joined(separator: ", ")))" }
            session.emit("ambiguous layout, as the log marks it: \(counted(marked.count, "view")), "
                         + views.joined(separator: ", ") + "; for each, the relations a developer would write, tried in a rolled-back "
                         + "transaction with the rest held where it is")
        }
        let shown = all ? fixes.count : min(fixes.count, shownAmbiguityFixes)
        for (index, fix) in fixes.prefix(shown).enumerated() { emit(fix, number: index + 1, goal: marked.isEmpty ? "pinned" : "settled", session) }
        if shown < fixes.count {
            session.emit("... and \(fixes.count - shown) more fix\(fixes.count - shown == 1 ? "" : "es") (fixes ambiguity all lists every one; "
                         + "fixes apply N takes any of the \(fixes.count))")
        }
        let failed = tried.filter { !$0.outcome.resolves }
        if all || failed.count <= shownAmbiguityFixes {
            for fix in failed { session.emit("not a fix (still ambiguous or conflicting): \(fix.summary)") }
        } else {
            session.emit("\(failed.count) more tried leave it ambiguous or conflicting (fixes ambiguity all lists them)")
        }
    }

    // MARK: - Output

    static func emit(_ fix: TriedFix, number: Int, goal: String, _ session: Session) {
        session.emit("\(number). \(fix.summary)" + (fix.note.map { ": \($0)" } ?? ""))
        session.emit("   command: \(fix.commands)")
        let outcome = fix.outcome
        let changes = outcome.frameChanges
        if changes.isEmpty {
            session.emit("   \(goal); no frame changed")
        } else {
            let total = changes.reduce(0) { $0 + $1.amount }
            let count = counted(changes.count, "frame") + " changed"
            session.emit("   \(goal); \(count), \(formatPoints(total)) pt in all:")
            for change in changes.prefix(maximumFramesShown) { session.emit("     \(change.line)") }
            if changes.count > maximumFramesShown { session.emit("     and \(changes.count - maximumFramesShown) more") }
        }
        if !outcome.newAmbiguity.isEmpty { session.emit("   ambiguous after it: " + outcome.newAmbiguity.joined(separator: ", ")) }
        if !outcome.hiddenContent.isEmpty { session.emit("   content left unseen: " + outcome.hiddenContent.map(\.why).joined(separator: "; ")) }
        if fix.candidate.isPin, !outcome.stillAmbiguous.isEmpty {
            session.emit("   still ambiguous: " + outcome.stillAmbiguous.joined(separator: ", "))
        }
        for report in outcome.newConflicts {
            session.emit("   new conflict: " + report.conflicting.map(\.name).joined(separator: ", ") + "; \(report.broken.name) would break")
        }
    }

    static let maximumFramesShown = 6

    // MARK: - Applying

    static func apply(_ arguments: ParsedArguments, _ session: Session) throws(SyntaxError) {
        let number = try arguments.integer("N")
        let listed = session[Listed.self]
        guard !listed.isEmpty else { throw arguments.error(at: "N", message: "no fixes listed: run 'fixes' first") }
        guard listed.indices.contains(number - 1) else {
            throw arguments.error(at: "N", message: "the last 'fixes' listed \(listed.count) fix\(listed.count == 1 ? "" : "es"): choose 1...\(listed.count)")
        }
        let fix = listed[number - 1]
        guard SceneFingerprint(session.scene) == session[ListedOn.self], fix.candidate.isStillPossible(in: session.scene) else {
            throw arguments.error(at: "N", message: "the scene changed since 'fixes' listed it: run 'fixes' again")
        }
        let made: LayoutFix
        do throws(LayoutError) {
            made = try fix.candidate.apply(in: session.scene)
        } catch {
            throw arguments.error(at: "N", message: error.description)
        }
        var commands = fix.commands
        if case .add(let constraint) = made {
            // A pin is a new constraint: named as `constrain` names it, and saved under that name.
            commands = "constrain \(constraint.name): \(constraint.scriptForm)"
        }
        if case .addAll(let constraints) = made {
            commands = constraints.map { "constrain \($0.name): \($0.scriptForm)" }.joined(separator: "; ")
        }
        session.savedForm = [commands]
        session.appliedFix = AppliedFix(fix: made, commands: commands, summary: fix.summary)
        session.emit("fix \(number): \(fix.summary)")
        session.emit("ran: \(commands)")
    }
}

extension Candidate {
    /// Whether it adds constraints that settle ambiguity (a pin or relations).
    var isPin: Bool {
        switch self {
        case .pin, .pins: true
        default: false
        }
    }

    /// Whether what the fix changes is still in the scene as it was listed.
    func isStillPossible(in scene: Scene) -> Bool {
        switch self {
        case .change(.remove(let constraint)), .change(.lower(let constraint, _, _)), .change(.add(let constraint)):
            return scene.constraint(named: constraint.name) === constraint
        case .change(.translationOff(let view)):
            return view.scene === scene && view.translatesAutoresizingMaskIntoConstraints
        case .pin(let pin):
            return pin.view.scene === scene && (pin.other.map { $0.scene === scene } ?? true)
        case .pins(let pins):
            return pins.allSatisfy { pin in pin.view.scene === scene && (pin.other.map { $0.scene === scene } ?? true) }
        case .change(.addAll(let constraints)):
            return constraints.allSatisfy { scene.constraint(named: $0.name) === $0 }
        }
    }
}

extension FixesCommand {
    /// A constraint the engine broke, by name: Tab offers the broken ones; another constraint
    /// is refused at its name, saying which are broken.
    static let brokenConstraint = ArgumentKind.custom(CustomArgumentKind(
        name: "broken constraint", expected: "a broken constraint's name", helpName: "broken constraint",
        read: { reader, context throws(SyntaxError) in
            let token = try reader.word("a broken constraint's name")
            guard let session = context.session else { return .word(token) }
            // A cell's copies are not in the scene's registry, but their names can be typed.
            if let held = session.scene.brokenConstraints.first(where: { $0.name == token.text }) { return .constraint(held) }
            let constraint = try session.constraint(named: token)
            guard session.scene.isBroken(constraint) else {
                let broken = session.scene.brokenConstraints.map(\.name)
                let list = broken.isEmpty ? "none is broken" : "broken now: " + broken.joined(separator: ", ")
                throw SyntaxError(message: "'\(constraint.name)' is not broken, so it is in no conflict (\(list))",
                                  found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return .constraint(constraint)
        },
        completions: { context in
            context.session?.scene.brokenConstraints.map(\.name) ?? []
        }))
}
