public import Commands
import Foundation
import ScriptSyntax

/// `lesson list` and `lesson NAME`: the lessons (the five seeds, a stack view, a conflict log), read a step at a time in the
/// shell (see ``LessonGuide``). The lessons are `.lab` transcripts, so `layoutlab test`
/// replays the same files as tests.
public enum LessonCommands: Plugin {
    public static let name = "LessonCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(command(library: LessonLibrary.standard()), from: name)
    }

    static func signature(_ library: LessonLibrary) -> Signature {
        let names = library.entries.map(\.name)
        return Signature(.choice(Choice("WHAT", [
            Branch("list", help: "the lessons, with their titles"),
            Branch(nil, Signature(.argument(Parameter("NAME", .rest(completing: .keyword(names)),
                                                      help: "a lesson's name or number, as `lesson list` shows them")))),
        ], expected: "list, or a lesson's name")))
    }

    static func command(library: LessonLibrary) -> Command {
        let signature = signature(library)
        return Command(
            name: "lesson", summary: "Learn a technique step by step: seven lessons, from the five seeds to reading a conflict log.",
            discussion: """
                lesson list shows them; lesson NAME starts one on an empty scene (on a scene with
                views it offers to empty it first: reset, or quit to keep the scene).
                Each step says why, then shows what it will type: Enter runs it and shows what it prints.
                Type your own commands between steps (print, why, render...); back returns to the state
                before the last step; quit leaves the lesson and keeps the scene. If you changed the
                scene, the next Enter first says what changed: Enter again goes on, reset puts the
                scene back as the last step left it. An optional section is offered before its first
                step: more takes it, Enter skips it. The prose fits the terminal's width.
                The lessons are Scripts/lessons/*.lab, installed as PREFIX/share/layoutlab/lessons
                (or $LAYOUTLAB_LESSONS); layoutlab test replays them.
                """,
            signature: signature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            guard library.folder != nil else {
                throw SyntaxError(message: "no lessons here: neither share/layoutlab/lessons nor Scripts/lessons was found next to the program, nor Scripts/lessons in the current folder; set LAYOUTLAB_LESSONS to the folder",
                                  found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location)
            }
            if arguments.branch("WHAT") == "list" {
                list(library, session)
            } else {
                // A name has dashes, which split words: the name is the tokens as written.
                let tokens = arguments.tokens("NAME")
                guard let first = tokens.first else { throw arguments.error(at: "NAME", expected: "a lesson's name") }
                try start(tokens.map(\.text).joined(), token: first, library, session)
            }
        }
    }

    static func list(_ library: LessonLibrary, _ session: Session) {
        let width = library.entries.map(\.name.count).max() ?? 0
        for entry in library.entries {
            let title = (try? String(contentsOfFile: entry.path, encoding: .utf8)).map { Lesson(name: entry.name, text: $0).title } ?? "(cannot be read)"
            let padding = String(repeating: " ", count: width - entry.name.count)
            session.emit("\(entry.number)  \(entry.name)\(padding)  \(title)")
        }
    }

    static func start(_ name: String, token: Token, _ library: LessonLibrary, _ session: Session) throws(SyntaxError) {
        if let guide = session.guide as? LessonGuide {
            throw SyntaxError(message: "lesson \(guide.lesson.name) is running: quit leaves it first", found: token.quotedForMessage, at: token.location)
        }
        guard let entry = library.entry(named: name) else {
            throw SyntaxError(expected: "a lesson: " + library.entries.map { "\($0.number) \($0.name)" }.joined(separator: ", "), found: token.quotedForMessage, at: token.location)
        }
        let text: String
        do {
            text = try String(contentsOfFile: entry.path, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot read \(entry.path)", found: token.quotedForMessage, at: token.location)
        }
        let lesson = Lesson(name: entry.name, text: text)
        // A lesson builds its scene from nothing: on a scene with views it offers to empty it.
        let views = session.scene.views.dropFirst().map(\.name)
        let guide = LessonGuide(lesson: lesson, offeringReset: !views.isEmpty)
        session.guide = guide
        session.emit(lines: views.isEmpty ? guide.introduction(columns: session.terminalColumns) : LessonGuide.resetOffer(lesson, views: views, columns: session.terminalColumns))
    }
}
