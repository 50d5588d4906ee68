import Foundation
import Commands
import Transcripts

/// A lesson: a transcript read as steps. Each step is the prose since the last command and
/// the commands that follow it (their expected output is for `layoutlab test`; stepping shows
/// what the commands really print). Prose after the last command closes the lesson.
///
/// A heading `## More: TITLE` opens an optional section: its steps, up to the next `## `
/// heading that is not one, are deeper material a learner may take (`more`) or skip (Enter).
/// Skipped steps still run, quietly, so the scene after them is the one the lesson's later
/// steps (and `layoutlab test`, which replays every step) expect.
struct Lesson: Equatable {
    let name: String
    /// The first `# ` heading, or the name.
    let title: String
    let steps: [LessonStep]
    /// What the lesson says after its last step.
    let ending: [String]

    init(name: String, text: String) {
        self.name = name
        var steps: [LessonStep] = []
        var prose: [String] = []
        var commands: [GuideLine] = []
        var section: String?
        func closeStep() {
            guard !commands.isEmpty else { return }
            steps.append(LessonStep(prose: Self.trimmed(prose), commands: commands, optionalSection: section))
            prose = []
            commands = []
        }
        for item in Transcript(parsing: text).items {
            switch item {
            case .prose(let passage):
                closeStep()
                prose += passage.lines
                for line in passage.lines where line.hasPrefix("## ") {
                    section = Self.optionalSectionTitle(line)
                }
            case .command(let command):
                commands.append(GuideLine(command.text, number: command.line))
            }
        }
        closeStep()
        self.steps = steps
        ending = Self.trimmed(prose)
        let heading = steps.first?.prose.first { $0.hasPrefix("# ") } ?? ending.first { $0.hasPrefix("# ") }
        title = heading.map { String($0.dropFirst(2)) } ?? name
    }

    /// `## More: TITLE` opens an optional section named TITLE; any other `## ` heading
    /// closes it (nil).
    static func optionalSectionTitle(_ heading: String) -> String? {
        let text = heading.dropFirst(3)
        guard text.hasPrefix("More:") else { return nil }
        return text.dropFirst(5).trimmingCharacters(in: .whitespaces)
    }

    /// The steps of the optional section that `index` starts or is in: its range.
    func section(containing index: Int) -> Range<Int>? {
        guard steps.indices.contains(index), let title = steps[index].optionalSection else { return nil }
        var start = index, end = index + 1
        while start > 0, steps[start - 1].optionalSection == title { start -= 1 }
        while end < steps.count, steps[end].optionalSection == title { end += 1 }
        return start..<end
    }

    /// Lines without the empty ones at either end.
    static func trimmed(_ lines: [String]) -> [String] {
        let isBlank = { (line: String) in line.allSatisfy(\.isWhitespace) }
        guard let first = lines.firstIndex(where: { !isBlank($0) }), let last = lines.lastIndex(where: { !isBlank($0) }) else { return [] }
        return Array(lines[first...last])
    }
}

/// Why, then what to type.
struct LessonStep: Equatable {
    let prose: [String]
    /// The commands, with their lines in the lesson's file.
    let commands: [GuideLine]
    /// The title of the optional section the step belongs to; nil for the lesson's core path.
    var optionalSection: String?
}
