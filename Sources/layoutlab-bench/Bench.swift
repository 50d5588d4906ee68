import ArgumentParser

@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab-bench",
        abstract: "LayoutLab benchmarks: one JSON object a line.",
        subcommands: []
    )
}
