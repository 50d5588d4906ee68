import Commands
import Layout
import PluginTesting
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
            let harness = try Harness.values()
            harness.run(lines)
            scene = harness.session.scene
            session = harness.session
            view = harness.session.scene.views.last
        }
        #expect(session == nil)
        #expect(scene == nil)
        // A view and its own constraints hold each other; the scene lets go of the
        // constraints when it goes, so the views go too (this leaked until issue 13's note).
        #expect(view == nil)
    }
}

/// A view removed from the scene (kept by the journal for undo) is freed with the session too.
@Suite("Session lifetime, removed views")
struct RemovedViewLifetimeTests {
    @Test func aRemovedViewIsFreedWithItsSession() throws {
        weak var removed: View?
        do {
            let harness = try Harness.values()
            harness.run(["view a", "view b in a frame (0, 0, 10, 10)", "b.width == a.width"])
            removed = harness.session.scene.view(named: "b")
            harness.run(["remove b"])
            #expect(harness.session.scene.view(named: "b") == nil)
        }
        #expect(removed == nil)
    }
}
