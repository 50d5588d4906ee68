import Commands
import Foundation
import Layout

/// `undo` and `redo`: a line's changes, taken from the journal, put back and done again.
extension Interpreter {
    func runHistoryCommand(_ command: ScriptCommand, lines: [ScriptText]) -> [OutputLine] {
        guard let invocation = Invocation(command) else { return [] }
        do {
            _ = try ShellCommands.parse(invocation)
            return (invocation.name == "undo" ? undo() : redo()).map(OutputLine.text)
        } catch {
            return [Self.error(error, command: command, lines: lines)]
        }
    }

    /// Steps back the last line that changed the model, with the lines after it.
    func undo() -> [String] {
        guard let index = history.lastIndex(where: { $0.changes != nil }), let changes = history[index].changes else {
            return ["nothing to undo"]
        }
        let removed = Array(history[index...])
        history.removeSubrange(index...)
        let redo = session.revert(changes)
        undone.append((removed, redo))
        return ["undid: \(removed[0].command.source)"]
    }

    func redo() -> [String] {
        guard let (entries, changes) = undone.popLast(), let first = entries.first else { return ["nothing to redo"] }
        let again = session.revert(changes)
        var restored = entries
        restored[0].changes = again
        history += restored
        return ["redid: \(first.command.source)"]
    }

}
