import ArgumentParser
import Foundation

/// `layoutlab generate-manual`: prints the manual page (``ManualPage``). Hidden from `--help`:
/// `Scripts/install` runs it to install `share/man/man1/layoutlab.1`.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-manual",
        abstract: "Print the manual page (man(7) markup) made from the command line's and the shell's declarations.",
        shouldDisplay: false
    )

    func run() throws {
        let page = ManualPage(tool: try ToolDescription.load(), registry: try LayoutLab.makeRegistry(), version: LayoutLab.version)
        FileHandle.standardOutput.write(Data(page.render().utf8))
    }
}
