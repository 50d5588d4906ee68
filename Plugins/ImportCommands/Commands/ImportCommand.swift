import Commands
import Foundation
import Layout
import ScriptSyntax

/// `import FILE` and `paste`: what iOS prints, read into the live scene.
enum ImportCommand {
    /// The largest file read (a paste is bounded by the shell's lines).
    static let maximumFileSize = 256 * 1024 * 1024

    static let forms = """
        It reads, in any mix and with any console prefixes (timestamps, [LayoutConstraints], <Warning>:,
        a Markdown '> ', GitHub's \\< \\> escapes), rewrapped or duplicated lines:
          - "Unable to simultaneously satisfy constraints." reports of every era (visual-format and
            anchor descriptions, (Names: ...) and (active, names: ...), NSAutoresizingMaskLayoutConstraint
            with its h= v= mask, UIView-Encapsulated-Layout-*, UISV-*, layout guides and
            _UILayoutSupportConstraint, NSSpace(8), NSLayoutAnchorConstraintSpace(8), SnapKit, Masonry);
          - po view.recursiveDescription (views, classes, frames, texts, autoresize masks);
          - _autolayoutTrace (the tree, its * + • marks and AMBIGUOUS LAYOUT lines);
          - po view.constraints and constraintsAffectingLayout listings, priorities included.
        Views are named from their text, identifier or class (label_SetLunch, tableViewCellContentView)
        and keep their address (print NAME.address, find ADDRESS); constraints are rebuilt as listed,
        UIKit's own (autoresizing, encapsulated, UISV-*, guides) held as UIKit holds them. The model then
        reports the conflicts it finds, and each report of the text is compared with it: which constraint
        UIKit broke, which the model breaks. What the text cannot tell (intrinsic sizes, margins, the
        superview's size) is listed once each as unknown, with the default taken and how to set it.
        A line that cannot be read is a warning with its line and column; the rest is imported.
        The whole import is one line of the shell: one undo step, all or nothing.
        """

    static let importSignature = Signature(
        .argument(Parameter("FILE", .file, help: "a text file of console output", expected: "a file of console output to import")))

    static var importCommand: Command { Command(
        name: "import", summary: "Read a console log (conflict reports, recursiveDescription, _autolayoutTrace, constraints) into the scene.",
        discussion: forms + """

            Example (from the repository's folder; the log is Colo's issue 12, as its header says):
              import Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log
            """,
        signature: importSignature, lineReading: .pathTail,
        examplesPresume: ExampleSetup(files: [
            ExampleSetup.File("Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log",
                              from: "Tests/Fixtures/ConsoleLogs/03-colo-encapsulated-height-names.log"),
        ])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(importSignature, in: session)
        let tail = try arguments.file("FILE")
        guard let entry = arguments.entry("FILE") else { throw SyntaxError(expected: "a file to import", found: "end of input", at: invocation.end) }
        // `import swift FILE`: UIKit layout code (the word swift, then the file).
        let isSwift = tail.hasPrefix("swift ")
        let path = isSwift ? String(tail.dropFirst(6).drop { $0 == " " }) : tail
        let resolved = session.resolvedPath(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw entry.error(message: "cannot read '\(path)': no such file; nothing was imported")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: resolved)[.size] as? Int) ?? 0
        let limit = isSwift ? SwiftImportRun.maximumFileSize : maximumFileSize
        guard size <= limit else {
            throw entry.error(message: "'\(path)' has \(size) bytes, more than the \(limit) an import\(isSwift ? " swift" : "") reads; nothing was imported")
        }
        guard let data = session.readInputFile(path) else {
            throw entry.error(message: "cannot read '\(path)'; nothing was imported")
        }
        if isSwift {
            try SwiftImportRun.run(Array(data), name: path, session: session) { message in entry.error(message: message) }
            return
        }
        try ImportRun.run(Array(data), origin: ImportRun.Origin(name: path, lines: nil), session: session) { message in
            entry.error(message: message)
        }
    } }

    static let pasteSignature = Signature(
        .argument(Parameter("TEXT", .rest(completing: .string),
                            help: "the lines after paste, up to an empty line after the report's end (or, after paste <<END, a line END)", optional: true)))

    static var pasteCommand: Command { Command(
        name: "paste", summary: "Read the lines that follow (paste <<END ... END), as import reads a file.",
        discussion: """
            Type paste <<END, press Return, paste the console output, and end it with a line END, as a
            shell's here-document: the text may then hold anything, empty lines included. Without
            <<END, an empty line ends the paste where the report ends: UIKit's report holds empty
            lines of its own (before "Will attempt to recover" and before "Make a symbolic
            breakpoint"), so an empty line inside a report (after "Unable to simultaneously satisfy
            constraints." and before its last line, "... may also be helpful." or "Break on
            objc_exception_throw ...") does not end it; two empty lines in a row always do. In a
            script or transcript the lines follow the paste line, ended the same way ('  >' is an
            empty line in a transcript).
            """ + "\n" + forms + """

            Example:
              paste <<END
              2016-09-04 20:43:03.447 TMDB[28304:3323822] Unable to simultaneously satisfy constraints.
              (
                  "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>",
                  "<NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>"
              )
              Will attempt to recover by breaking constraint
              <NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>
              END
            """,
        signature: pasteSignature, lineReading: .linesUntilComplete(PastedReport.isComplete)
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(pasteSignature, in: session)
        var lines = arguments.tokens("TEXT")
        // `paste swift <<END`: the lines are Swift.
        let isSwift = lines.first.map { $0.kind == .word("swift") } ?? false
        if isSwift { lines.removeFirst() }
        var bytes: [UInt8] = []
        for (index, token) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            if case .string(let text) = token.kind { bytes += Array(text.utf8) } else { bytes += Array(token.text.utf8) }
        }
        // Places in a paste count its own lines (paste:3:1 is its third line), so what a report
        // says does not move when lines are added above the paste in a script.
        if isSwift {
            try SwiftImportRun.run(bytes, name: "paste", session: session) { message in
                SyntaxError(message: message, found: "'paste'", at: invocation.nameToken.location, length: invocation.nameToken.length)
            }
            return
        }
        let origin = ImportRun.Origin(name: "paste", lines: nil)
        try ImportRun.run(bytes, origin: origin, session: session) { message in
            SyntaxError(message: message, found: "'paste'", at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
    } }
}
