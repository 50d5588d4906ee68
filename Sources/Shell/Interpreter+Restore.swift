import Commands
import Foundation
import ScriptSyntax

/// What a restore needs to know of a journaled line before running it again.
extension Interpreter {
    /// How a line of a journal is treated when a session is restored.
    enum RestoredLine: Equatable {
        /// It may change the model: it runs again.
        case runs
        /// Every command of it only reads (declared `changesModel: false`, and none on the
        /// history: undo, redo, reset): running it again changes nothing, so it does not run.
        case reads
        /// It only reads, and wrote files (`dump ... > FILE`, `render svg FILE`, `save`,
        /// `record`): not run again, so those files are not overwritten by a replay.
        case wroteFiles
    }

    /// How `line` is restored, from its commands' declarations in the registry. A line that
    /// mixes a change with a file write (`view a; dump > f`) runs, and writes its file again.
    func restoredKind(of line: String) -> RestoredLine {
        guard !isContinuingBlock, session.guide == nil else { return .runs }
        let piece = ScriptText(line, line: 1)
        guard let tokens = try? tokenize(piece), CommandSplitter.openBraces(in: tokens) == 0,
            let commands = try? CommandSplitter.commands(from: tokens, lines: [piece]), !commands.isEmpty
        else { return .runs }
        var writes = false
        for script in commands {
            guard let invocation = Invocation(script), definitions[invocation.name] == nil,
                let command = registry.command(for: script.tokens), !command.changesModel, command.turnRole != .history
            else { return .runs }
            let files = Self.fileParameters(of: command.signature)
            if !files.isEmpty, let arguments = try? invocation.parse(command.signature, in: session),
                files.contains(where: arguments.has) {
                writes = true
            }
        }
        return writes ? .wroteFiles : .reads
    }

    /// The names of the `.file` parameters anywhere in `signature`.
    static func fileParameters(of signature: Signature) -> [String] {
        signature.elements.flatMap { element -> [String] in
            switch element {
            case .argument(let parameter): parameter.kind.isFile ? [parameter.name] : []
            case .clause(let clause): clause.arguments.filter(\.kind.isFile).map(\.name)
            case .choice(let choice): choice.branches.flatMap { fileParameters(of: $0.signature) }
            }
        }
    }
}

private extension ArgumentKind {
    var isFile: Bool {
        if case .file = self { return true }
        return false
    }
}
