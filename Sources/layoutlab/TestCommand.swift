import ArgumentParser
import Foundation

/// `layoutlab test`: replays transcripts, each in a fresh session.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts (.lab) and show a unified diff of what differs.",
        discussion: "Prints `N passed, N failed` last; exits 1 when any failed. Folders are searched for .lab files."
    )

    @OptionGroup var options: SessionOptions

    @Flag(help: "Write the actual output back into each transcript that differs.")
    var update = false

    @Argument(help: "Transcript files or folders.")
    var paths: [String]

    func run() throws {
        throw ValidationError("not built yet")
    }
}
