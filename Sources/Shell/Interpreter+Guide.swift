import Commands
import Foundation
import Layout

/// Lines typed while a guide (a lesson) leads: the guide says what a line means, and the
/// interpreter runs it, with one mark in the history per step so `back` can return to the
/// state before a step.
extension Interpreter {
    /// Runs a line the user typed: through the session's guide when one leads (and no block is
    /// half typed), else as ``run(line:number:column:)`` does.
    public func runTyped(line text: String, number: Int) -> [OutputLine] {
        guard let guide = session.guide, !isContinuingBlock else { return run(line: text, number: number) }
        switch guide.respond(to: text, in: session) {
        case .pass:
            return run(line: text, number: number)
        case .say(let lines):
            return lines.map(OutputLine.text)
        case .run(let commands, let then):
            stepMarks.append(history.count)
            return runStep(commands, guide, shown: true, then: then)
        case .redo(let commands, let then):
            undo(toHistoryCount: stepMarks.last ?? 0)
            return runStep(commands, guide, shown: false, then: then)
        case .runQuietly(let commands, let then):
            stepMarks.append(history.count)
            return runStep(commands, guide, shown: false, then: then)
        case .back(let then):
            let mark = stepMarks.popLast() ?? 0
            undo(toHistoryCount: mark)
            return then.map(OutputLine.text)
        case .leave(let lines):
            session.guide = nil
            stepMarks = []
            return lines.map(OutputLine.text)
        }
    }

    /// Runs a step's commands, whose undo mark is the last of ``stepMarks``, then shows
    /// `then`. Shown, each command is echoed (`lab> ...`) with what it printed; quiet, only an
    /// error shows, and the first error stops the step (a step the learner skipped or asked
    /// back met a scene it was not written for). A step is all or nothing: stopped (Ctrl-C),
    /// or failed when quiet, what its earlier lines did goes too, and the guide says so.
    private func runStep(_ commands: [GuideLine], _ guide: any Guide, shown: Bool, then: [String]) -> [OutputLine] {
        var output: [OutputLine] = []
        for command in commands {
            if shown { output.append(.text((isContinuingBlock ? "...> " : "lab> ") + command.text)) }
            let printed = run(line: command.text, number: command.number)
            let failed = !shown && printed.contains(where: \.isError)
            output += shown ? printed : printed.filter(\.isError)
            if Cancellation.isRequested || failed {
                cancelBlock()
                undo(toHistoryCount: stepMarks.popLast() ?? history.count)
                return output + (failed ? guide.stepFailed() : guide.stepWasInterrupted()).map(OutputLine.text)
            }
        }
        guide.stepDidRun(in: session)
        return output + then.map(OutputLine.text)
    }

    /// The prompt to show: a half-typed block's, the guide's, or the shell's.
    public var prompt: String {
        if isContinuingBlock { return "...> " }
        return session.guide?.prompt ?? "lab> "
    }

    /// Undoes every line after the first `count` of the history (lines that changed nothing
    /// are dropped with them), so the model is as it was when the history had `count` lines.
    func undo(toHistoryCount count: Int) {
        while let index = undoSteps.last, index >= count {
            _ = undo()
        }
        removeHistory(from: count)
    }
}
