import Commands
import Transcripts

/// A lesson: a transcript read as steps. Each step is the prose since the last command and
/// the commands that follow it (their expected output is for `layoutlab test`; stepping shows
/// what the commands really print). Prose after the last command closes the lesson.
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
        func closeStep() {
            guard !commands.isEmpty else { return }
            steps.append(LessonStep(prose: Self.trimmed(prose), commands: commands))
            prose = []
            commands = []
        }
        for item in Transcript(parsing: text).items {
            switch item {
            case .prose(let passage):
                closeStep()
                prose += passage.lines
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
}
