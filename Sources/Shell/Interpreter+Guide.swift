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
            var output: [OutputLine] = []
            for command in commands {
                output.append(.text((isContinuingBlock ? "...> " : "lab> ") + command.text))
                output += run(line: command.text, number: command.number)
                if Cancellation.isRequested {
                    // A step is all or nothing: what its earlier lines did goes too.
                    cancelBlock()
                    undo(toHistoryCount: stepMarks.popLast() ?? history.count)
                    return output + guide.stepWasInterrupted().map(OutputLine.text)
                }
            }
            guide.stepDidRun(in: session)
            return output + then.map(OutputLine.text)
        case .redo(let commands, let then):
            undo(toHistoryCount: stepMarks.last ?? 0)
            return runQuietly(commands, guide) ?? then.map(OutputLine.text)
        case .runQuietly(let commands, let then):
            stepMarks.append(history.count)
            return runQuietly(commands, guide) ?? then.map(OutputLine.text)
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

    /// Runs a step's commands without showing them or what they print. The first error stops
    /// it: the step is taken back whole and the error shown (a step the learner skipped or
    /// asked back met a scene it was not written for). Ctrl-C takes it back too.
    /// Nil when every command ran; else what to show instead of the step's `then`.
    private func runQuietly(_ commands: [GuideLine], _ guide: any Guide) -> [OutputLine]? {
        for command in commands {
            let errors = run(line: command.text, number: command.number).filter(\.isError)
            if Cancellation.isRequested || !errors.isEmpty {
                // All or nothing, as a step shown: stopped or failed, the whole step goes.
                cancelBlock()
                undo(toHistoryCount: stepMarks.popLast() ?? history.count)
                let said = errors.isEmpty ? guide.stepWasInterrupted() : guide.stepFailed()
                return errors + said.map(OutputLine.text)
            }
        }
        guide.stepDidRun(in: session)
        return nil
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
