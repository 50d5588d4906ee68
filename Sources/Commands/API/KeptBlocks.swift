public import ScriptSyntax
/// Blocks kept to run later (an animation's completion, an `at T { ... }` block), by a number
/// never reused. The commands are the session's, as a script's blocks are; *when* they run is
/// model state kept by whoever schedules them (the timeline, journaled), so undo and a failed
/// line take a scheduled block back with the rest of the model, and a redo finds its commands
/// still here.
extension Session {
    /// A block's commands and the script lines they were written on.
    struct KeptBlock {
        let tokens: [Token]
        let lines: [ScriptText]
    }

    private enum KeptBlocks: SessionKey {
        static var defaultValue: [KeptBlock] { [] }
    }

    /// Keeps `block` (the tokens inside its braces, written on the lines of the command
    /// running now) to run later; returns its number.
    public func keep(block: [Token]) -> Int {
        self[KeptBlocks.self].append(KeptBlock(tokens: block, lines: scriptLines))
        return self[KeptBlocks.self].count - 1
    }

    /// Runs the block kept under `number` in the current turn, then the display cycle lays out
    /// what it changed (a completion runs in a turn of its own in UIKit). A number never
    /// given runs nothing.
    public func runKeptBlock(_ number: Int, at location: SourceLocation) throws(SyntaxError) {
        let blocks = self[KeptBlocks.self]
        guard blocks.indices.contains(number) else { return }
        try runBlock(blocks[number].tokens, lines: blocks[number].lines, at: location)
        scene.layoutIfNeeded()
    }
}
