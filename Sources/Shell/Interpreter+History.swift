import Commands
import Foundation
import Layout
import ScriptSyntax

/// `undo` and `redo`: a line's changes, taken from the journal, put back and done again.
extension Interpreter {
    /// A command on the history itself (``Command/TurnRole/history``), run outside any turn.
    func runHistoryCommand(_ command: Command, _ script: ScriptCommand, _ invocation: Invocation, lines: [ScriptText]) -> [OutputLine] {
        session.scriptLines = lines
        do throws(SyntaxError) {
            try registry.run(command, invocation, in: session)
            return session.takeOutput().map(OutputLine.text)
        } catch {
            return session.takeOutput().map(OutputLine.text) + [Self.error(error, command: script, lines: lines)]
        }
    }

    /// Steps back the last line that changed the model, with the lines after it.
    func undo() -> [String] {
        guard let index = undoSteps.last, let changes = history[index].changes else {
            return ["nothing to undo"]
        }
        let removed = Array(history[index...])
        removeHistory(from: index)
        let redo = session.revert(changes)
        undone.append((removed, redo))
        return ["undid: \(removed[0].command.source)"]
    }

    /// Undoes every line kept in the history (a scene older than the undo history cannot be
    /// emptied, and says so).
    func reset() -> String {
        let steps = undoSteps.count
        undo(toHistoryCount: 0)
        stepMarks = []
        let rest = session.scene.views.count - 1
        let undid = steps == 1 ? "undid 1 line" : "undid \(steps) lines"
        guard rest > 0 else { return "\(undid); the scene is empty (redo brings the lines back one at a time)" }
        return "\(undid); \(counted(rest, "view")) \(rest == 1 ? "remains" : "remain") from lines older than the undo history"
    }

    func redo() -> [String] {
        guard let (entries, changes) = undone.popLast(), let first = entries.first else { return ["nothing to redo"] }
        let again = session.revert(changes)
        var restored = entries
        restored[0].changes = again
        for entry in restored { appendToHistory(entry) }
        return ["redid: \(first.command.source)"]
    }

}
