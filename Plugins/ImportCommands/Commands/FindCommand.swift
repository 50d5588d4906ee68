import Commands
import Layout
import ScriptSyntax

/// `find ADDRESS`: the view or constraint an import made from the object a log printed at
/// that address (FLEX #95 asks for finding views by a log's addresses).
enum FindCommand {
    static let address = ArgumentKind.custom(CustomArgumentKind(
        name: "address", expected: "an address from a log, 0x...", helpName: "address",
        canStart: { _ in true },
        read: { reader, _ throws(SyntaxError) in
            // The rest of the line, as `pathTail` reads it: one string token.
            guard let token = reader.next else { throw reader.error(expected: "an address from a log, 0x...") }
            reader.advance()
            return .word(token)
        },
        completions: { context in
            guard let session = context.session else { return [] }
            return ImportRecords.of(session).byAddress.filter { $0.value.contains { $0.object != nil } }.keys.sorted()
        }))

    static let signature = Signature(.argument(Parameter("ADDRESS", address, help: "as the log printed it: 0x7f91b177ff90")))

    static var command: Command { Command(
        name: "find", summary: "Find the view or constraint an import made from a log's address.",
        discussion: """
            Addresses are compared without case and leading zeros; a Masonry key printed in place of
            an address (ConstantConstraint) is one too. Each object found is listed with its
            name (a constraint UIKit owns has none: its description is shown), its class and where the
            log printed it.
            Example (after the example of help paste, which imports that view):
              find 0x7fca0bd50f70
            """,
        signature: signature, lineReading: .pathTail, changesModel: false,
        examplesPresume: ExampleSetup(scene: ["import folding-cell.log"], files: [
            // Log 01 prints the view 0x7fca0bd50f70 that the example looks for.
            ExampleSetup.File("folding-cell.log", from: "Tests/Fixtures/ConsoleLogs/01-folding-cell-vfl-size-constants.log"),
        ])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let token = try arguments.token("ADDRESS")
        let text: String
        if case .string(let value) = token.kind { text = value } else { text = token.text }
        var probe = ByteCursor(text)
        // An address, or a Masonry key printed in its place (`ConstantConstraint`, log 129).
        guard (probe.address() != nil && probe.isAtEnd) || ItemReader.isMasonryKeyWord(text) else {
            throw SyntaxError(expected: "an address from a log, 0x and hexadecimal digits, or a Masonry key", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        // Objects an undo took out of the scene (kept for redo) are not found.
        var lines: [String] = []
        for record in ImportRecords.of(session).objects(at: text) {
            if let view = record.object as? View, view.scene === session.scene {
                let parent = view.superview.map { ", in \($0.name)" } ?? ""
                lines.append("\(record.address): view \(view.name) (\(record.origin))\(parent)")
            } else if let constraint = record.object as? LayoutConstraint, constraint.firstItem.scene === session.scene,
                session.scene.isInstalled(constraint) || session.scene.constraint(named: constraint.name) === constraint {
                let name = session.scene.constraint(named: constraint.name) === constraint ? constraint.name : ImportRun.kindName(constraint)
                lines.append("\(record.address): constraint \(name) \(constraint.debugDescription) (\(record.origin))")
            }
        }
        guard !lines.isEmpty else {
            throw SyntaxError(message: "no view or constraint an import made had the address \(ImportRecords.normalised(text))",
                              found: token.quotedForMessage, at: token.location, length: token.length)
        }
        session.emit(lines: lines)
    } }
}
