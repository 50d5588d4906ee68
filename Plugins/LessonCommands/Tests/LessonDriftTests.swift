import Foundation
import Commands
import Testing
@testable import LessonCommands

/// A curious learner in every lesson: between every two steps they add a constraint of their
/// own. The next Enter must say so (naming it) instead of running the step on a scene the step
/// was not written for; `reset` must put the scene back as the step left it, so the step after
/// prints exactly what it prints in an undisturbed run.
@Suite("Lessons and a curious learner")
struct LessonDriftTests {
    static let lessons = LessonLibrary.entries(in: LessonTests.lessonsFolder).map(\.name)

    @Test(arguments: lessons) func aChangeBetweenStepsIsSaidAndResetTakesItBack(lesson: String) throws {
        let undisturbed = try LessonTests.TypedShell(lessons: LessonTests.lessonsFolder)
        undisturbed.type("lesson \(lesson)")
        var expected: [[String]] = []
        while undisturbed.harness.interpreter.prompt != "lesson end> " {
            expected.append(undisturbed.type(""))
            try #require(expected.count < 500, "the lesson does not end")
        }

        let curious = try LessonTests.TypedShell(lessons: LessonTests.lessonsFolder)
        curious.type("lesson \(lesson)")
        #expect(curious.type("") == expected.first, "\(lesson): step 1")
        for index in expected.indices.dropFirst() {
            let name = "learnersOwn\(index)"
            curious.type("constrain \(name): window.width >= 0")
            let said = curious.type("")
            #expect(said.first?.hasPrefix("Since step") == true, "\(lesson): before run \(index + 1) the change is said: \(said.prefix(3))")
            #expect(said.contains("  added: constraint \(name): window.width >= 0"), "\(lesson): \(said)")
            #expect(curious.type("reset").first?.hasPrefix("The scene is back as step") == true, "\(lesson): reset")
            #expect(curious.type("") == expected[index], "\(lesson): run \(index + 1) after reset prints what it prints undisturbed")
        }
        #expect(curious.harness.interpreter.prompt == "lesson end> ")
    }
}

/// Every constraint a lesson makes is named in the step that makes it, so no lesson, in its
/// commands or its outputs, shows an automatic name (`c12`), whose number depends on how
/// many constraints a learner made before.
@Suite("Lessons name their constraints")
struct LessonNamesTests {
    @Test func noLessonShowsAnAutomaticConstraintName() throws {
        for path in try LessonFiles.all() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let automatic = line.range(of: #"(?<![A-Za-z0-9_.])c[0-9]+(?![A-Za-z0-9_])"#, options: .regularExpression)
                #expect(automatic == nil, "\(path):\(number + 1): \(line)")
            }
        }
    }
}
