import Commands
import Shell
import StandardPlugins
import Testing

/// Tab inside a block completes the block's commands as a line's, from their declarations;
/// after the block, the command that holds it goes on (its trailing clause, its options).
@Suite("Completion inside blocks and by plugin-declared kinds")
struct CompletionInBlocksTests {
    let interpreter: Interpreter

    init() throws {
        interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "test.lab")
        for line in ["table t frame (0, 0, 320, 568)", "prototype Cell in t", "label title in Cell", "view fox"] {
            _ = interpreter.run(line: line, number: 1)
        }
    }

    func complete(_ before: String) -> [String] {
        Completer.complete(before, registry: interpreter.registry, session: interpreter.session).candidates
    }

    @Test func aBlockCompletesItsOwnCommands() {
        #expect(complete("animate 0.3 { rows hi") == ["hide"])
        #expect(complete("animate 0.3 { rows hide t 1; upd") == ["updates"])
        #expect(complete("animate 0.3 { rows hide t 1; updates ") == ["t"])
        #expect(complete("animate 0.3 { at 1 { print fo") == ["fox", "fox."])
    }

    @Test func afterTheBlockTheCommandGoesOn() {
        #expect(complete("animate 0.3 { print fox } comp") == ["completion"])
        #expect(complete("animate 0.3 cur") == ["curve="])
        #expect(complete("animate 0.3 curve=ease") == ["easeIn", "easeInOut", "easeOut"])
    }

    /// `table` is an object kind ViewCommands registers; a prototype is TableCommands' own
    /// kind, completed from the table named before it.
    @Test func objectKindsAndCustomKinds() {
        #expect(complete("updates ") == ["t"])
        #expect(complete("rows add t 3 ") == ["Cell"])
        #expect(complete("rows add t 3 Cell ") == ["at=", "section=", "title"])
    }

    /// Render reads its own line (`--frames` is a clause): completion reads it the same way.
    @Test func aCommandsOwnLineReadingCompletes() {
        // After the folder: the optional `png` of the frames form, and render's options.
        #expect(complete("render fox --frames /tmp/x ") == ["at=", "columns=", "constraints=", "fps=", "from=", "guides=", "margins=", "names=", "png",
                                                            "safeArea=", "separators=", "to="])
        #expect(complete("render ").contains("svg"))
        #expect(complete("render ").contains("fox"))
        #expect(complete("dump tree ").contains("json"))
    }
}
