import Commands
import Foundation

/// Leads through a lesson a step at a time: the shell shows a step's prose and commands, an
/// empty line runs them, `back` returns to the state before the last step run, `quit` leaves.
/// Any other line is the user's own command, run as usual between the steps.
final class LessonGuide: Guide {
    let lesson: Lesson
    /// The step Enter runs next; `lesson.steps.count` when all have run.
    private(set) var next = 0

    init(lesson: Lesson) {
        self.lesson = lesson
    }

    var prompt: String {
        next < lesson.steps.count ? "lesson \(next + 1)/\(lesson.steps.count)> " : "lesson end> "
    }

    static let keys = "Enter runs the step shown; type your own commands at any time;\nback returns to before the last step; quit leaves the lesson."

    /// What starting the lesson shows.
    func introduction() -> [String] {
        ["Lesson \(lesson.name), \(lesson.steps.count) steps. \(Self.keys)", ""] + presentation()
    }

    func respond(to line: String) -> GuideResponse {
        let typed = line.trimmingCharacters(in: .whitespaces)
        switch typed {
        case "":
            guard next < lesson.steps.count else {
                return .say(["The lesson is over: quit leaves it, back returns to before the last step."])
            }
            let commands = lesson.steps[next].commands
            next += 1
            return .run(commands: commands, then: [""] + presentation())
        case "back":
            guard next > 0 else { return .say(["This is the first step: nothing to go back to."]) }
            next -= 1
            return .back(then: ["Back to before step \(next + 1).", ""] + presentation())
        case "quit", "exit":
            return .leave(["Left lesson \(lesson.name) after \(next) of \(lesson.steps.count) steps; the scene stays as it is."])
        case "help" where next == 0:
            return .say([Self.keys])
        default:
            return .pass
        }
    }

    func stepWasInterrupted() -> [String] {
        next = max(0, next - 1)
        return ["Step \(next + 1) was interrupted and taken back; Enter runs it again."]
    }

    /// The step Enter runs next (its prose, then what it will type), or the lesson's end.
    func presentation() -> [String] {
        guard next < lesson.steps.count else {
            return lesson.ending + ["", "End of lesson \(lesson.name). quit leaves it; back returns to before the last step."]
        }
        let step = lesson.steps[next]
        return ["-- step \(next + 1) of \(lesson.steps.count) --"] + step.prose + [""] + step.commands.map { "  > " + $0.text }
    }
}
