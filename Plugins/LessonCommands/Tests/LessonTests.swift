import Foundation
import StandardPlugins
import Testing
import Commands
import Layout
import PluginTesting
@testable import LessonCommands

/// Lessons: a transcript read as steps, stepped through the shell's guide (Enter, own
/// commands, `back`, `quit`), and replayed as a test that fails with a readable diff.
@Suite("Lessons")
struct LessonTests {
    static let packageRoot = Harness.packageRoot
    static let lessonsFolder = packageRoot.appendingPathComponent("Scripts/lessons").path

    static func registry(lessons folder: String = lessonsFolder) throws -> CommandRegistry {
        var registry = try Harness.registry(excluding: [LessonCommands.name, "InterfaceBuilderCommands"])
        try registry.register(LessonCommands.command(library: LessonLibrary(folder: folder)), from: LessonCommands.name)
        return registry
    }

    /// A two-step lesson in a folder of its own.
    static func smallLessonFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "layoutlab-lessons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
            # Two boxes

            Why the first box: it is there.

              > view a frame (0, 0, 10, 10)
              > print a.frame
              a.frame = (0, 0, 10, 10)

            Why the second, in a block over three lines.

              > {
              >   view b frame (0, 0, 20, 20)
              > }

            The end.
            """
        try text.write(toFile: folder + "/1-two-boxes.lab", atomically: true, encoding: .utf8)
        try "not a lesson".write(toFile: folder + "/notes.lab", atomically: true, encoding: .utf8)
        return folder
    }

    final class TypedShell {
        let harness: Harness
        var number = 0

        init(lessons folder: String) throws {
            harness = Harness(registry: try LessonTests.registry(lessons: folder), file: "typed")
            // Files a lesson writes (lesson 5's frames) go to a folder of the test's, as in
            // `layoutlab test`, never into the checkout.
            let scratch = NSTemporaryDirectory() + "layoutlab-typed-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            harness.session.writeScope = .confined(folder: scratch)
        }

        var session: Session { harness.session }

        @discardableResult
        func type(_ line: String) -> [String] {
            number += 1
            return harness.interpreter.runTyped(line: line, number: number).flatMap { $0.rendered(file: "typed") }
        }
    }

    @Test func aLessonIsItsProseAndCommandsInSteps() {
        let lesson = Lesson(name: "x", text: "# Title\n\nWhy.\n\n  > a\n  out\n  > b\n\nMore why.\n\n  > c\n\nEnd.\n")
        #expect(lesson.title == "Title")
        #expect(lesson.steps == [LessonStep(prose: ["# Title", "", "Why."], commands: [GuideLine("a", number: 5), GuideLine("b", number: 7)]),
                                 LessonStep(prose: ["More why."], commands: [GuideLine("c", number: 11)])])
        #expect(lesson.ending == ["End."])
    }

    @Test func theLibraryListsNumberedLessonsInOrder() throws {
        let library = LessonLibrary(folder: try Self.smallLessonFolder())
        #expect(library.entries.map(\.name) == ["two-boxes"])
        #expect(library.entry(named: "1")?.name == "two-boxes")
        #expect(library.entry(named: "notes") == nil)
    }

    @Test func enterRunsAStepAndBackRestoresTheStateBeforeIt() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        let started = shell.type("lesson two-boxes")
        #expect(started.contains("-- step 1 of 2 --"))
        #expect(started.contains("  > view a frame (0, 0, 10, 10)"))
        #expect(shell.harness.interpreter.prompt == "lesson 1/2> ")
        let empty = shell.session.scene.snapshot()

        let first = shell.type("")
        #expect(first.contains("lab> print a.frame"))
        #expect(first.contains("a.frame = (0, 0, 10, 10)"))
        #expect(first.contains("-- step 2 of 2 --"))

        // Own commands between steps run as usual; back to before step 2 keeps what was typed
        // before step 2 ran, and takes the step.
        shell.type("view mine frame (1, 1, 1, 1)")
        // The first Enter says what changed since step 1; the second runs step 2 with it.
        #expect(shell.type("").contains("  added: view mine (UIView)"))
        shell.type("")
        #expect(shell.session.scene.view(named: "b") != nil)
        #expect(shell.harness.interpreter.prompt == "lesson end> ")
        #expect(shell.type("").contains("The lesson is over: quit leaves it, back returns to before the last step."))

        #expect(shell.type("back").contains("Back to before step 2."))
        #expect(shell.session.scene.view(named: "mine") != nil)
        #expect(shell.session.scene.view(named: "b") == nil)

        #expect(shell.type("back").contains("Back to before step 1."))
        #expect(shell.session.scene.snapshot() == empty)
        #expect(shell.type("back").contains("This is the first step: nothing to go back to."))
    }

    @Test func quitLeavesTheLessonAndKeepsTheScene() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.type("lesson 1")
        shell.type("")
        let left = shell.type("quit")
        #expect(left == ["Left lesson two-boxes after 1 of 2 steps; the scene stays as it is."])
        #expect(shell.session.guide == nil)
        #expect(shell.harness.interpreter.prompt == "lab> ")
        #expect(shell.session.scene.view(named: "a") != nil)
        #expect(!shell.harness.interpreter.wantsToQuit)
    }

    /// On a scene with views, `lesson` offers to empty it: `reset` does and starts (undo
    /// brings the learner's scene back after leaving), `quit` keeps the scene and does not start.
    @Test func aLessonOnAFullSceneOffersToResetIt() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.type("view a")
        shell.type("view b")
        let offer = shell.type("lesson two-boxes").joined(separator: "\n")
        #expect(offer.contains("this one has views (a, b)"))
        #expect(offer.contains("reset empties the scene and starts the lesson"))
        #expect(shell.harness.interpreter.prompt == "lesson two-boxes: reset? ")
        #expect(shell.type("maybe") == ["Type reset to empty the scene and start lesson two-boxes, or quit to keep your scene."])
        let started = shell.type("reset")
        #expect(started.contains("lab> reset"))
        #expect(started.contains("-- step 1 of 2 --"))
        #expect(shell.session.scene.views.count == 1)
        #expect(shell.harness.interpreter.prompt == "lesson 1/2> ")
        shell.type("")
        #expect(shell.session.scene.view(named: "a")?.frame == Rect(x: 0, y: 0, width: 10, height: 10))

        let kept = try TypedShell(lessons: try Self.smallLessonFolder())
        kept.type("view mine")
        kept.type("lesson two-boxes")
        #expect(kept.type("quit") == ["Lesson two-boxes not started; the scene stays as it is."])
        #expect(kept.session.guide == nil)
        #expect(kept.session.scene.view(named: "mine") != nil)
    }

    /// A change between steps is said before the next step runs: the first Enter reports it
    /// (what was added), the second goes on with it. `reset` puts the scene back as the last
    /// step left it instead, and the step after runs on the lesson's scene. Looking around
    /// (`print`, `tree`, `why`) is no change.
    @Test func aChangedSceneIsSaidBeforeTheNextStep() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.type("lesson 1")
        shell.type("")
        shell.type("print a.frame")
        shell.type("tree")
        shell.type("why a.width")
        #expect(shell.type("").contains("-- step 2 of 2 --") == false, "looking around is no change: step 2 ran")
        #expect(shell.session.scene.view(named: "b") != nil)

        let drifting = try TypedShell(lessons: try Self.smallLessonFolder())
        drifting.type("lesson 1")
        drifting.type("")
        drifting.type("constrain a.width >= 10")
        let said = drifting.type("")
        #expect(said.joined(separator: " ").hasPrefix("Since step 1 you changed the scene, and step 2 was written for the scene as step 1 left it:"))
        #expect(said.contains("  added: constraint c1: a.width >= 10"))
        #expect(drifting.session.scene.view(named: "b") == nil, "the step waits")
        drifting.type("")
        #expect(drifting.session.scene.view(named: "b") != nil, "Enter again goes on")

        let resetting = try TypedShell(lessons: try Self.smallLessonFolder())
        resetting.type("lesson 1")
        resetting.type("")
        let before = resetting.session.scene.snapshot()
        resetting.type("set a.alpha = 0.5")
        #expect(resetting.type("").contains("  a.alpha: 1 -> 0.5"))
        #expect(resetting.type("reset").contains("The scene is back as step 1 left it."))
        #expect(resetting.session.scene.snapshot() == before)
        resetting.type("")
        #expect(resetting.session.scene.view(named: "b") != nil, "no change is left to say")
    }

    /// Found by a reader taking the lessons cold: inside a lesson, `reset` is the lesson's
    /// even when nothing changed or no step has run (the shell's own emptied the scene under
    /// the lesson); after `back`, a change typed before the step is said again at the next
    /// Enter; a skipped optional step that fails on the scene stops, is taken back and says
    /// so, instead of reporting it was skipped.
    @Test func theLessonKeepsItsSceneAfterBackAndReset() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.type("lesson 1")
        shell.type("")
        shell.type("back")
        let before = shell.session.scene.snapshot()
        #expect(shell.type("reset").joined(separator: " ").hasPrefix("No step has run yet"))
        #expect(shell.session.scene.snapshot() == before)

        let edited = try TypedShell(lessons: try Self.smallLessonFolder())
        edited.type("lesson 1")
        edited.type("")
        edited.type("set a.alpha = 0.5")
        #expect(edited.type("").contains("  a.alpha: 1 -> 0.5"))
        edited.type("")
        #expect(edited.type("back").contains("Back to before step 2."))
        #expect(edited.type("").contains("  a.alpha: 1 -> 0.5"), "the change typed before step 2 is said again")

        let skipping = try TypedShell(lessons: try Self.lessonWithAnOptionalSection())
        skipping.type("lesson 1")
        skipping.type("")
        skipping.type("remove a")
        skipping.type("")
        let skipped = skipping.type("")
        #expect(skipped.contains { $0.contains("error: there is no view or constraint named 'a'") })
        #expect(skipped.joined(separator: " ").contains("Step 2 could not run on the scene as it is"))
        #expect(!skipped.contains { $0.hasPrefix("Skipped") })
        #expect(skipping.session.scene.view(named: "b") == nil, "the failed step is taken back whole")
    }

    /// A lesson with an optional section (steps 2 and 3) between two core steps.
    static func lessonWithAnOptionalSection() throws -> String {
        let folder = NSTemporaryDirectory() + "layoutlab-lessons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
            # Sections

            The core: a box.

              > view a frame (0, 0, 10, 10)

            ## More: the details

            A detail: a second box.

              > view b frame (0, 0, 20, 20)

            Another detail, which later steps rely on.

              > set a.alpha = 0.5

            ## Back to the core

            The last step reads what the details left.

              > print a.alpha

            The end.
            """
        try text.write(toFile: folder + "/1-sections.lab", atomically: true, encoding: .utf8)
        return folder
    }

    /// Enter at the offer skips the section, running its steps quietly (b exists, a is at 0.5
    /// alpha, nothing of theirs was shown); `back` returns to before the whole section; `more`
    /// takes its steps one at a time.
    @Test func anOptionalSectionIsOfferedAndSkippedQuietly() throws {
        let lesson = Lesson(name: "sections", text: try String(contentsOfFile: try Self.lessonWithAnOptionalSection() + "/1-sections.lab", encoding: .utf8))
        #expect(lesson.steps.map(\.optionalSection) == [nil, "the details", "the details", nil])

        let shell = try TypedShell(lessons: try Self.lessonWithAnOptionalSection())
        shell.type("lesson 1")
        let offer = shell.type("").joined(separator: "\n")
        #expect(offer.contains("Next is the optional 'the details' (steps 2-3 of 4)"))
        let skipped = shell.type("")
        #expect(skipped.first == "Skipped the optional 'the details' (steps 2-3 of 4); its steps ran quietly.")
        #expect(!skipped.contains { $0.hasPrefix("lab> ") })
        #expect(skipped.contains("-- step 4 of 4 --"))
        #expect(shell.session.scene.view(named: "b") != nil)
        #expect(shell.type("").contains("a.alpha = 0.5"))

        #expect(shell.type("back").contains("Back to before step 4."))
        #expect(shell.type("back").contains("Back to before step 2."))
        #expect(shell.session.scene.view(named: "b") == nil)
        let taken = shell.type("more")
        #expect(taken.contains("-- step 2 of 4 --"))
        #expect(shell.type("").contains("lab> view b frame (0, 0, 20, 20)"))
        #expect(shell.type("").contains("lab> set a.alpha = 0.5"))
        #expect(shell.harness.interpreter.prompt == "lesson 4/4> ")
    }

    /// Prose re-wraps to the terminal's width: at 40 columns no line of a step passes 39
    /// characters, and the words are the same.
    @Test func proseFitsTheTerminal() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.session.terminalColumns = 40
        let shown = shell.type("lesson 1")
        let prose = shown.filter { !$0.hasPrefix("  > ") }
        #expect(prose.allSatisfy { $0.count <= 39 }, "\(prose)")
    }

    @Test func anUnknownLessonNamesTheOnesThereAre() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        let output = shell.type("lesson nope").joined(separator: "\n")
        #expect(output.contains("expected a lesson: 1 two-boxes"))
        #expect(shell.session.guide == nil)
    }

    /// The table-header lesson replays as a test; the same file with one of its derived numbers
    /// changed (the header's 146 = 5 + 50 + 5 + 15 + 41 + 15 + 15 after sizeHeaderToFit, made 147)
    /// fails, and the diff shows the expected line against the line the model printed.
    @Test func aLessonFailsWithAReadableDiffWhenANumberChanges() throws {
        let path = Self.lessonsFolder + "/1-table-header.lab"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let registry = try Self.registry()
        let passing = Harness.replay(text, file: "1-table-header.lab", path: "1-table-header.lab", registry: registry, screen: .iPhone320x568)
        #expect(passing.passed, "\(passing.diff.joined(separator: "\n"))")

        let line = "  header.frame = (0, 0, 320, 146)\n  label.frame = (15, 15, 266, 41)\n  label.lines = 2\n  table.contentSize = (320, 1026)\n"
        let edited = text.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "320, 146)", with: "320, 147)"))
        try #require(edited != text)
        let failing = Harness.replay(edited, file: "1-table-header.lab", path: "1-table-header.lab", registry: registry, screen: .iPhone320x568)
        #expect(!failing.passed)
        #expect(failing.diff.contains("-  header.frame = (0, 0, 320, 147)"))
        #expect(failing.diff.contains("+  header.frame = (0, 0, 320, 146)"))
    }
}
