import Commands
import Layout
import Foundation

/// Leads through a lesson a step at a time: the shell shows a step's prose and commands, an
/// empty line runs them, `back` returns to the state before the last step run, `quit` leaves.
/// Any other line is the user's own command, run as usual between the steps.
///
/// Two things keep a curious learner and the lesson in step:
/// - Before a step runs, the scene is compared with how the last step left it
///   (``LessonCheckpoint``). If the learner changed it, the guide says what differs and waits:
///   Enter again goes on with the changes, `reset` puts the scene back as the last step left
///   it, `back` returns to before that step.
/// - A lesson started on a scene with views offers to empty it (`reset`) rather than refusing.
///
/// Prose is re-wrapped to the terminal's width (``ProseReflow``); commands are shown as written.
///
/// An optional section (see ``Lesson``) is offered before its first step: `more` takes its
/// steps one by one; Enter skips it, running its steps quietly so the scene is the one the
/// later steps expect. `back` after a skipped section returns to before all of it.
final class LessonGuide: Guide {
    let lesson: Lesson
    /// The step Enter runs next; `lesson.steps.count` when all have run.
    private(set) var next = 0
    /// The lesson has not started: the scene has views, and the guide asked whether to empty it.
    private(set) var isOfferingReset: Bool
    /// The scene as each run left it, the last run last: `back` returns to the one before.
    private var checkpoints: [LessonCheckpoint] = []
    /// The scene as the last step left it (nil before the first step).
    private var afterLastStep: LessonCheckpoint? { checkpoints.last }
    /// Whether the step the shell runs now is the last one run again (`reset`): its
    /// checkpoint replaces the last instead of adding one.
    private var isRedoing = false
    /// A change the guide has pointed out: Enter with the scene still so runs the step.
    private var acknowledged: LessonCheckpoint?
    /// Where each run began (`next` before it): `back` returns there, `reset` runs it again.
    private var runStarts: [Int] = []
    /// The optional section the learner chose to take with `more`.
    private var takenSection: Range<Int>?

    init(lesson: Lesson, offeringReset: Bool = false) {
        self.lesson = lesson
        isOfferingReset = offeringReset
    }

    var prompt: String {
        if isOfferingReset { return "lesson \(lesson.name): reset? " }
        return next < lesson.steps.count ? "lesson \(next + 1)/\(lesson.steps.count)> " : "lesson end> "
    }

    static let keys = "Enter runs the step shown; type your own commands at any time;\nback returns to before the last step; quit leaves the lesson."

    /// What starting the lesson shows (prose fitted to `columns`).
    func introduction(columns: Int) -> [String] {
        ProseReflow.reflow(["Lesson \(lesson.name), \(counted(lesson.steps.count, "step")). " + Self.keys.replacingOccurrences(of: "\n", with: " ")], width: columns)
            + [""] + presentation(columns: columns)
    }

    /// What starting the lesson on a scene with views shows.
    static func resetOffer(_ lesson: Lesson, views: [String], columns: Int) -> [String] {
        let shown = views.prefix(3).joined(separator: ", ") + (views.count > 3 ? ", ..." : "")
        return ProseReflow.reflow([
            "Lesson \(lesson.name) builds its scene from nothing, and this one has views (\(shown)).",
            "",
            "reset empties the scene and starts the lesson (your lines can be redone only until the first step runs: to keep them, quit, save FILE, then start the lesson again); quit keeps your scene and leaves.",
        ], width: columns)
    }

    func respond(to line: String, in session: Session) -> GuideResponse {
        let typed = line.trimmingCharacters(in: .whitespaces)
        let columns = session.terminalColumns
        if isOfferingReset {
            switch typed {
            case "reset", "yes", "y":
                isOfferingReset = false
                return .run(commands: [GuideLine("reset", number: 0)], then: [""] + introduction(columns: columns))
            case "quit", "exit", "no", "n":
                return .leave(["Lesson \(lesson.name) not started; the scene stays as it is."])
            default:
                return .say(["Type reset to empty the scene and start lesson \(lesson.name), or quit to keep your scene."])
            }
        }
        switch typed {
        case "":
            guard next < lesson.steps.count else {
                return .say(["The lesson is over: quit leaves it, back returns to before the last step."])
            }
            if let changes = drift(in: session) { return .say(changes) }
            runStarts.append(next)
            if let section = offeredSection {
                next = section.upperBound
                return .runQuietly(commands: section.flatMap { lesson.steps[$0].commands },
                                   then: ProseReflow.reflow(["Skipped \(describe(section)); its steps ran quietly."], width: columns) + [""]
                                       + presentation(columns: columns))
            }
            let commands = lesson.steps[next].commands
            next += 1
            return .run(commands: commands, then: [""] + presentation(columns: columns))
        case "more":
            guard let section = offeredSection else { return .pass }
            takenSection = section
            return .say(presentation(columns: columns))
        case "reset":
            // Inside a lesson, reset is the lesson's: the shell's own (undo every line) would
            // empty the scene under it.
            guard let start = runStarts.last else {
                return .say(ProseReflow.reflow(["No step has run yet, so there is nothing to put back. (reset inside a lesson puts "
                    + "the scene back as the last step left it; quit leaves the lesson, and then reset empties the scene.)"], width: columns))
            }
            isRedoing = true
            acknowledged = nil
            return .redo(commands: (start..<next).flatMap { lesson.steps[$0].commands },
                         then: ["The scene is back as step \(next) left it.", ""] + presentation(columns: columns))
        case "back":
            guard let start = runStarts.popLast() else { return .say(["This is the first step: nothing to go back to."]) }
            next = start
            // The scene is now as the run before left it, with what was typed before the
            // step: the next Enter compares it with that run's checkpoint.
            _ = checkpoints.popLast()
            acknowledged = nil
            takenSection = nil
            return .back(then: ["Back to before step \(next + 1).", ""] + presentation(columns: columns))
        case "quit", "exit":
            return .leave(["Left lesson \(lesson.name) after \(next) of \(counted(lesson.steps.count, "step")); the scene stays as it is."])
        case "help" where next == 0:
            return .say([Self.keys])
        default:
            return .pass
        }
    }

    /// What the learner changed since the last step, said once; nil when nothing did, or when
    /// the change was pointed out already and the learner pressed Enter to go on with it.
    private func drift(in session: Session) -> [String]? {
        guard let afterLastStep else { return nil }
        let now = LessonCheckpoint(session.scene.snapshot())
        guard now != afterLastStep, now != acknowledged else { return nil }
        acknowledged = now
        let columns = session.terminalColumns
        return ProseReflow.reflow(["Since step \(next) you changed the scene, and step \(next + 1) was written for the scene as step \(next) left it:"], width: columns)
            + now.changes(since: afterLastStep).map { "  " + $0 }
            + ProseReflow.reflow(["Enter runs step \(next + 1) anyway; reset puts the scene back as step \(next) left it; back returns to before step \(next)."],
                                 width: columns)
    }

    func stepDidRun(in session: Session) {
        let checkpoint = LessonCheckpoint(session.scene.snapshot())
        if isRedoing, !checkpoints.isEmpty { checkpoints[checkpoints.count - 1] = checkpoint } else { checkpoints.append(checkpoint) }
        isRedoing = false
        acknowledged = nil
    }

    func stepWasInterrupted() -> [String] {
        takeBackTheRun()
        return ["Step \(next + 1) was interrupted and taken back; Enter runs it again."]
    }

    func stepFailed() -> [String] {
        takeBackTheRun()
        return ProseReflow.reflow(["Step \(next + 1) could not run on the scene as it is (the error above), and was taken back: "
            + "reset puts the scene back as the last step left it; back returns to before it."], width: 80)
    }

    /// The run the shell took back: the lesson is before it again.
    private func takeBackTheRun() {
        if isRedoing {
            // A reset that failed took the last run back whole: the lesson is before it.
            _ = checkpoints.popLast()
        }
        next = runStarts.popLast() ?? max(0, next - 1)
        isRedoing = false
        acknowledged = nil
    }

    /// The optional section that starts at the next step, when the learner has not taken it.
    private var offeredSection: Range<Int>? {
        guard let section = lesson.section(containing: next), section.lowerBound == next, takenSection != section else { return nil }
        return section
    }

    private func describe(_ section: Range<Int>) -> String {
        let title = lesson.steps[section.lowerBound].optionalSection ?? ""
        let steps = section.count == 1 ? "step \(section.lowerBound + 1)" : "steps \(section.lowerBound + 1)-\(section.upperBound)"
        return "the optional \(title.isEmpty ? "section" : "'\(title)'") (\(steps) of \(lesson.steps.count))"
    }

    /// The step Enter runs next (its prose, then what it will type), the offer of an optional
    /// section, or the lesson's end.
    func presentation(columns: Int) -> [String] {
        guard next < lesson.steps.count else {
            return ProseReflow.reflow(lesson.ending + ["", "End of lesson \(lesson.name). quit leaves it; back returns to before the last step."],
                                      width: columns)
        }
        if let section = offeredSection {
            return ProseReflow.reflow(["Next is \(describe(section)): deeper material, not needed for what follows. "
                + "more takes it a step at a time; Enter skips it (its steps run quietly, so the scene stays the lesson's)."], width: columns)
        }
        let step = lesson.steps[next]
        return ["-- step \(next + 1) of \(lesson.steps.count) --"] + ProseReflow.reflow(step.prose, width: columns) + [""]
            + step.commands.map { "  > " + $0.text }
    }
}
