import Commands
import Foundation
import Layout
import ScriptSyntax
import Transcripts

/// `vary [devices=...] [orientations=...] [textsizes=...] [directions=...] [ios=...] [data=...]
/// [jobs=N] [limit=N] [report=failures|all] [script=FILE] [{ ... }] [failure { ... }]`: a
/// block (by default `check`) run on every combination, each in a session of its own.
enum VaryCommand {
    static let signature = Signature(
        .argument(Parameter("BLOCK", .block, help: "the commands each combination runs (check by default)", optional: true,
                           expected: "'{' and the commands to run in each combination", usage: "{ COMMANDS }")),
        .clause(Clause("failure", Parameter("FAILURE", .block, help: "commands to run in a combination that failed (render, dump)",
                                            expected: "'{' and the commands to run when a combination fails", usage: "{ COMMANDS }"),
                       help: "runs in each failing combination, its output added to the combination's")),
        options: [
            KeyOption("devices", .text(suggestions: ["all", "phones", "pads"] + Device.all.map { $0.names[0] }), valueName: "DEVICES",
                      help: "all, phones, pads or device names (the screen's by default)"),
            KeyOption("orientations", .text(suggestions: ["all", "portrait", "landscape"]), valueName: "ORIENTATIONS",
                      help: "all, portrait, landscape (the screen's by default)"),
            KeyOption("textsizes", .text(suggestions: ["all", "standard", "accessibility"] + ContentSizeCategory.allCases.map(\.shortName)),
                      valueName: "SIZES", help: "all twelve, standard (xS-XXXL), accessibility (AX1-AX5) or categories (the current by default)"),
            KeyOption("directions", .text(suggestions: ["all", "ltr", "rtl"]), valueName: "DIRECTIONS", help: "all, ltr, rtl (the screen's by default)"),
            KeyOption("ios", .text(suggestions: IOSRelease.known.map(String.init)), valueName: "RELEASES", help: "iOS releases (the screen's by default)"),
            KeyOption("data", .text(suggestions: []), valueName: "DEFS", help: "commands defined with def that fill the views, one data set each"),
            KeyOption("jobs", .integer, valueName: "N", help: "combinations run at once, on threads of their own (1 by default)", range: 1...64),
            KeyOption("limit", .integer, valueName: "N", help: "the most failing combinations shown in full (all by default)", range: 0...1_000_000),
            KeyOption("report", .choice(["failures", "all"]), valueName: "WHAT", help: "failures (by default) or every combination"),
            KeyOption("script", .text(suggestions: []), valueName: "FILE", help: "a script or transcript each combination runs, in place of a block"),
        ]
    )

    static var command: Command { Command(
        name: "vary", summary: "Run a block (check by default) on every device, orientation, text size, direction, release and data set asked for.",
        discussion: """
            Each combination runs in a session of its own that starts as this one was before the
            line (its history run again), shown on the combination's screen (the device's size,
            scale and safe area, turned, in the direction) at its text size, with the data set's
            command run first; then the block, or the script's lines, or check. A combination
            fails when a line of it fails or a check in it finds a failure; its output is shown,
            then what failure { ... } prints in it (render, say). The report lists the failing
            combinations in the order of the matrix (the device changes slowest), whatever
            jobs= is, then the counts and the rules that failed. A device newer than the release
            asked for is skipped and said. layoutlab test makes each combination a JUnit test case.
              vary devices=all orientations=all textsizes=all directions=all
              vary devices=iPhoneSE,iPad10 textsizes=L,AX5 { check card } failure { render card columns=60 }
              vary textsizes=all data=short,long { check }
            """,
        signature: signature, changesModel: false,
        examplesPresume: ExampleSetup(scene: [
            "view card", "label title in card \"Title\"", "vfl \"H:|-16-[card]-16-|\"", "vfl \"V:|-40-[card]\"",
            "vfl \"H:|-8-[title]-8-|\" in card", "vfl \"V:|-8-[title]-8-|\" in card",
            "def short { set title.text = \"Hi\" }", "def long { set title.text = \"A much longer title than the card has room for\" }",
        ])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let matrix = VaryMatrix(try dimensions(arguments, session), current: session.scene.screen)
        let work = try Work(arguments, session)
        let results = try session.runIsolated(count: matrix.combinations.count, jobs: arguments.integerOption("jobs") ?? 1,
                                              at: invocation.nameToken.location) { index, child in
            work.run(matrix.combinations[index], in: child)
        }
        let report = VaryReport(matrix: matrix, results: results, limit: arguments.integerOption("limit"),
                                showsAll: arguments.textOption("report") == "all")
        session.emit(lines: report.lines)
        session.report(testCases: report.testCases)
    } }

    /// The dimensions the options ask for, each defaulting to what the session shows now.
    static func dimensions(_ arguments: ParsedArguments, _ session: Session) throws(SyntaxError) -> VaryMatrix.Dimensions {
        let screen = session.scene.screen
        var dimensions = VaryMatrix.Dimensions()
        func read<Value>(_ key: String, _ parse: (String) -> ([Value], String?), default value: [Value], expected: String) throws(SyntaxError) -> [Value] {
            guard let list = arguments.textOption(key) else { return value }
            let (values, unknown) = parse(list)
            if let unknown { throw arguments.error(atOption: key, expected: "\(expected) ('\(unknown)' is none)") }
            return values
        }
        dimensions.devices = try read("devices", VaryMatrix.devices, default: [nil], expected: "all, phones, pads or device names")
        dimensions.orientations = try read("orientations", VaryMatrix.orientations, default: [screen.orientation],
                                           expected: "all, portrait or landscape")
        dimensions.categories = try read("textsizes", VaryMatrix.categories, default: [session.scene.contentSizeCategory],
                                         expected: "all, standard, accessibility or text sizes (xS ... AX5)")
        dimensions.directions = try read("directions", VaryMatrix.directions, default: [screen.layoutDirection], expected: "all, ltr or rtl")
        dimensions.releases = try read("ios", VaryMatrix.releases, default: [screen.release],
                                       expected: "iOS releases: " + IOSRelease.known.map(String.init).joined(separator: ", "))
        dimensions.namesRelease = arguments.option("ios") != nil
        if let list = arguments.textOption("data") {
            let names = VaryMatrix.names(list)
            for name in names where session.definition(named: name) == nil {
                throw arguments.error(atOption: "data", expected: "commands defined with def ('\(name)' is none)")
            }
            guard !names.isEmpty else { throw arguments.error(atOption: "data", expected: "commands defined with def") }
            dimensions.data = names
            dimensions.namesData = true
        }
        return dimensions
    }
}

/// What each combination runs, Sendable so each thread's session runs it: the block or the
/// script's lines (or `check`), and the block for a failure.
struct Work: Sendable {
    let block: (tokens: [Token], lines: [ScriptText])?
    let scriptLines: [String]?
    let failureBlock: (tokens: [Token], lines: [ScriptText])?

    init(_ arguments: ParsedArguments, _ session: Session) throws(SyntaxError) {
        block = arguments.has("BLOCK") ? (arguments.tokens("BLOCK"), session.scriptLines) : nil
        failureBlock = arguments.has("FAILURE") ? (arguments.tokens("FAILURE"), session.scriptLines) : nil
        guard let path = arguments.textOption("script") else {
            scriptLines = nil
            return
        }
        guard block == nil else { throw arguments.error(atOption: "script", expected: "a block or script=, not both") }
        // Read through the session, so the journal keeps the script and a restore is exact.
        guard let data = session.readInputFile(path), let text = String(data: data, encoding: .utf8) else {
            throw arguments.error(atOption: "script", expected: "a script or transcript that can be read")
        }
        let transcript = Transcript(parsing: text)
        scriptLines = transcript.commands.isEmpty
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            : transcript.commands.map(\.text)
    }

    /// The combination in its own session: the screen and text size as one turn (so a
    /// `traitchange` block runs), the data set, the work, and on a failure the failure block.
    func run(_ combination: VaryMatrix.Combination, in child: any IsolatedSession) -> VaryResult {
        let clock = ContinuousClock()
        let start = clock.now
        guard combination.skipped == nil else { return VaryResult(name: combination.name, lines: [], failed: false, failures: [], seconds: 0) }
        var lines: [String] = []
        var failed = false
        func take(_ output: IsolatedOutput) {
            lines += output.lines
            failed = failed || output.failed
        }
        take(child.runTurn { session throws(SyntaxError) in
            session.scene.setScreen(combination.screen)
            session.scene.setContentSizeCategory(combination.category)
        })
        if !failed, let data = combination.data { take(child.run(line: data)) }
        let checksBefore = child.session[CheckCommand.Recorded.self].count
        if !failed {
            if let block {
                take(child.run(block: block.tokens, lines: block.lines))
            } else if let scriptLines {
                for line in scriptLines where !failed && !line.trimmingCharacters(in: .whitespaces).isEmpty
                    && !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                    take(child.run(line: line))
                }
            } else {
                take(child.run(line: "check"))
            }
        }
        let failures = Array(child.session[CheckCommand.Recorded.self].dropFirst(checksBefore))
        if (failed || !failures.isEmpty), let failureBlock { lines += child.run(block: failureBlock.tokens, lines: failureBlock.lines).lines }
        let elapsed = (clock.now - start).components
        return VaryResult(name: combination.name, lines: lines, failed: failed || !failures.isEmpty, failures: failures,
                          seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
}

/// What one combination did.
struct VaryResult: Sendable {
    let name: String
    let lines: [String]
    let failed: Bool
    let failures: [CheckFailure]
    /// Wall-clock seconds, for the JUnit report only.
    let seconds: Double
}
