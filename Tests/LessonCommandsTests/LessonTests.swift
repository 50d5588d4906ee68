import Foundation
import StandardPlugins
import InterfaceBuilderCommands
import Testing
import Commands
import Layout
import PluginTesting
@testable import LessonCommands
@testable import Shell

/// Lessons: a transcript read as steps, stepped through the shell's guide (Enter, own
/// commands, `back`, `quit`), and replayed as a test that fails with a readable diff.
@Suite("Lessons")
struct LessonTests {
    static let packageRoot = Harness.packageRoot
    static let lessonsFolder = packageRoot.appendingPathComponent("Scripts/lessons").path

    static func registry(lessons folder: String = lessonsFolder) throws -> CommandRegistry {
        var registry = CommandRegistry()
        for plugin in StandardPlugins.all where plugin.name != LessonCommands.name && plugin.name != InterfaceBuilderCommands.name {
            try registry.register(plugin)
        }
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
        let interpreter: Interpreter
        var number = 0

        init(lessons folder: String) throws {
            interpreter = Interpreter(registry: try LessonTests.registry(lessons: folder), session: Session(), file: "typed")
        }

        var session: Session { interpreter.session }

        @discardableResult
        func type(_ line: String) -> [String] {
            number += 1
            return interpreter.runTyped(line: line, number: number).flatMap { $0.rendered(file: "typed") }
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
        #expect(shell.interpreter.prompt == "lesson 1/2> ")
        let empty = shell.session.scene.snapshot()

        let first = shell.type("")
        #expect(first.contains("lab> print a.frame"))
        #expect(first.contains("a.frame = (0, 0, 10, 10)"))
        #expect(first.contains("-- step 2 of 2 --"))

        // Own commands between steps run as usual; back to before step 2 keeps what was typed
        // before step 2 ran, and takes the step.
        shell.type("view mine frame (1, 1, 1, 1)")
        shell.type("")
        #expect(shell.session.scene.view(named: "b") != nil)
        #expect(shell.interpreter.prompt == "lesson end> ")
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
        #expect(shell.interpreter.prompt == "lab> ")
        #expect(shell.session.scene.view(named: "a") != nil)
        #expect(!shell.interpreter.wantsToQuit)
    }

    @Test func aLessonStartsOnAnEmptySceneAndResetMakesOne() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        shell.type("view a")
        shell.type("view b")
        let refused = shell.type("lesson two-boxes").joined(separator: "\n")
        #expect(refused.contains("this one has views (a, b): reset empties it"))
        #expect(shell.session.guide == nil)
        #expect(shell.type("reset") == ["undid 2 lines; the scene is empty (redo brings the lines back one at a time)"])
        #expect(shell.session.scene.views.count == 1)
        shell.type("redo")
        #expect(shell.session.scene.view(named: "a") != nil)
    }

    @Test func anUnknownLessonNamesTheOnesThereAre() throws {
        let shell = try TypedShell(lessons: try Self.smallLessonFolder())
        let output = shell.type("lesson nope").joined(separator: "\n")
        #expect(output.contains("expected a lesson: two-boxes"))
        #expect(shell.session.guide == nil)
    }

    /// The table-header lesson replays as a test; the same file with one of its derived numbers
    /// changed (the header's 146 = 5 + 50 + 5 + 15 + 41 + 15 + 15 after sizeHeaderToFit, made 147)
    /// fails, and the diff shows the expected line against the line the model printed.
    @Test func aLessonFailsWithAReadableDiffWhenANumberChanges() throws {
        let path = Self.lessonsFolder + "/1-table-header.lab"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let registry = try Self.registry()
        let passing = TranscriptReplay.run(text, file: "1-table-header.lab", path: "1-table-header.lab", registry: registry, screen: .iPhone320x568)
        #expect(passing.passed, "\(passing.diff.joined(separator: "\n"))")

        let line = "  header.frame = (0, 0, 320, 146)\n  label.frame = (15, 15, 266, 41)\n  label.lines = 2\n  table.contentSize = (320, 1026)\n"
        let edited = text.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "320, 146)", with: "320, 147)"))
        try #require(edited != text)
        let failing = TranscriptReplay.run(edited, file: "1-table-header.lab", path: "1-table-header.lab", registry: registry, screen: .iPhone320x568)
        #expect(!failing.passed)
        #expect(failing.diff.contains("-  header.frame = (0, 0, 320, 147)"))
        #expect(failing.diff.contains("+  header.frame = (0, 0, 320, 146)"))
    }
}
