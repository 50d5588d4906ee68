import Commands
import Layout
@testable import Shell
import Testing

/// A session and its scene are freed when the interpreter goes: `layoutlab test` makes one
/// per transcript, and the fuzzer one per input. (Found while fuzzing: the fuzzer's memory
/// grew by about 2 KB an input.)
@Suite("Session lifetime")
struct SessionLifetimeTests {
    @Test(arguments: [
        ["view a"],
        ["view a", "view b", "a.width == b.width", "set a.alpha = 0.5", "undo"],
        ["label l \"x\" lines=0", "layout l"],
        ["table t frame (0, 0, 320, 568)", "prototype Cell in t", "rows add t 3 Cell"],
    ])
    func aSessionIsFreedWithItsInterpreter(lines: [String]) throws {
        weak var scene: Scene?
        weak var session: Session?
        weak var view: View?
        do {
            let harness = try ValuesHarness()
            harness.run(lines)
            scene = harness.session.scene
            session = harness.session
            view = harness.session.scene.views.last
        }
        #expect(session == nil)
        #expect(scene == nil)
        // Views outlive their scene: each holds the scene's journal strongly, whose
        // restorers hold the views, and a view and its own constraints hold each other.
        // Harmless for the shell (one scene a process), a leak per transcript for
        // `layoutlab test` and per input for the fuzzer. Reported on issue 13.
        withKnownIssue("a view and the scene's journal hold each other") {
            #expect(view == nil)
        }
    }
}
