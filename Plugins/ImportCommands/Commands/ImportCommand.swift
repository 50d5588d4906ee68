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
        superview's size) is listed once each as unknown, with the default taken and how to set it; so is
        the layout behind a collection view cell's or reusable view's encapsulated size.
        A line that cannot be read is a warning with its line and column; the rest is imported.
        The whole import is one line of the shell: one undo step, all or nothing. A file is read up to 256 MiB,
        and an import makes at most 300000 constraints and 200000 views (a live scene that size takes about
        3 GB): a longer log is refused, naming the line where it passed the limit, and nothing is imported.
        """

    static let swiftForms = """
        import swift FILE (and paste swift <<END ... END) reads UIKit layout code instead, with Swift's own
        parser (swift-syntax); nothing runs the code. It makes:
          - views: let/var and properties (lazy closures { let l = UILabel(); ...; return l }() included) of
            UIView, UILabel, UIStackView (arrangedSubviews:), UIButton, UITextField, UIImageView, the controls,
            UIScrollView, UITableView, and classes named as one (AvatarImageView is a UIImageView) or declared so;
            named by their property (self.titleLabel is titleLabel). In a view's class, self (and a cell's
            contentView) is a view named after the class, at the screen's width with its height its content's;
            in a view controller, view is the window. A view made in code has UIKit's zero frame and
            translatesAutoresizingMaskIntoConstraints until the code turns it off (SnapKit's makeConstraints does).
          - addSubview, addArrangedSubview, insertArrangedSubview, addLayoutGuide (UILayoutGuide()), setCustomSpacing,
            tableHeaderView; text, placeholder, font (systemFont(ofSize:), preferredFont(forTextStyle:) at the default
            size), numberOfLines, axis, spacing, distribution, alignment, isHidden, alpha, frame, layoutMargins,
            directionalLayoutMargins, translatesAutoresizingMaskIntoConstraints, borderStyle, setTitle, hugging and
            compression resistance.
          - constraints: anchors (equalTo/greaterThanOrEqualTo/lessThanOrEqualTo with constant: and multiplier:,
            equalToConstant:, equalToSystemSpacingAfter/Below:), .isActive = true, NSLayoutConstraint.activate([...])
            (arrays built with += and append too), addConstraint(s), NSLayoutConstraint(item:attribute:relatedBy:
            toItem:attribute:multiplier:constant:), constraints(withVisualFormat:options:metrics:views:) (the one VFL
            grammar; | is the superview of the format's first view), priorities (.defaultHigh, UILayoutPriority(999),
            .required - 1), identifiers, the safe area, margins, readable content and scroll views' guides; SnapKit's
            snp.makeConstraints (top/leading/.../edges/size/center, equalTo/equalToSuperview, offset, inset,
            multipliedBy, priority). A stored constraint is named by its variable (let height = ... is height).
        Order: each type's stored properties, then viewDidLoad, loadView, awakeFromNib and its initializers, reading a
        call to a function of the file where it is called (each once), then the functions nothing called, in file order.
        A function of the file that returns a view (field = makeField()) is read at each call, as a property's
        closure is: each call makes its own view, named by what it is assigned to. A property declared without a
        value is made where the code assigns it (dotView = UIView()); guard let binds as let does. A bare UIKit
        property in a view's own type is self's (layoutMargins = .zero).
        A view the scene already has with the code's name (after load; a storyboard's outlet names its view) is
        taken, not made again: the code's constraints attach to it. In an extension of a UIKit class (extension
        UITableView), self is the scene's one view of that class, and tableView.tableHeaderView its header. What cannot be read (a loop, an if, a call to a function not in the file, a
        property the model does not have) is a warning with its line and column, and the rest is imported; a
        number the code does not give is an unknown: line saying the value taken (0; in a view controller,
        view.bounds is the screen's) and how to set it. Each command the code becomes runs in a transaction: one
        the model refuses is undone and said. Files over 4 MiB are refused.
        """

    /// What `import` takes, as help and Tab show it: `import [swift] FILE`.
    static let importSignature = Signature(
        .argument(Parameter("LANGUAGE", .keyword(["swift"]), help: "read FILE as UIKit layout code in Swift", optional: true, usage: "swift")),
        .argument(Parameter("FILE", .file, help: "a text file of console output (with swift, a Swift file)", expected: "a file of console output to import")))

    /// How the line is read: the command's name and the rest of the line as one path, as
    /// ``LineReading/pathTail`` reads it, after the word `swift` when the line has it and a
    /// path after it (`import swift` alone imports a file named swift).
    static let lineReading = LineReading.custom { line throws(SyntaxError) in
        var tokens = try LineReading.pathTail.tokens(of: line)
        // `import swift ` with the file still to come (Tab completes it).
        if tokens.count == 2, tokens[1].text == "swift", line.text.last == " " || line.text.last == "\t" {
            tokens[1] = Token(kind: .word("swift"), text: "swift", location: tokens[1].location)
            return tokens
        }
        guard tokens.count == 2, case .string(let tail) = tokens[1].kind, tail.hasPrefix("swift "),
            !(tail.first == "\"" || tail.first == "'") else { return tokens }
        let blanks = tail.dropFirst(5).prefix { $0 == " " || $0 == "\t" }.count
        var path = String(tail.dropFirst(5 + blanks))
        if path.count >= 2, let quote = path.first, quote == "\"" || quote == "'", path.last == quote { path = String(path.dropFirst().dropLast()) }
        let start = tokens[1].location
        tokens[1] = Token(kind: .word("swift"), text: "swift", location: start)
        tokens.append(Token(kind: .string(path), text: path, location: SourceLocation(line: start.line, column: start.column + 5 + blanks)))
        return tokens
    }

    static var importCommand: Command { Command(
        name: "import", summary: "Read a console log (conflict reports, recursiveDescription, _autolayoutTrace, constraints), or UIKit layout code (import swift FILE), into the scene.",
        discussion: forms + "\n" + swiftForms + """

            Examples (from the repository's folder; the log is Colo's issue 12, as its header says; the Swift file is an
            anchors-based cell):
              import Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log
              import swift Scripts/transcripts/import-swift/code/ProfileCell.swift
            """,
        signature: importSignature, lineReading: lineReading,
        examplesPresume: ExampleSetup(files: [
            ExampleSetup.File("Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log",
                              from: "Tests/Fixtures/ConsoleLogs/03-colo-encapsulated-height-names.log"),
            ExampleSetup.File("Scripts/transcripts/import-swift/code/ProfileCell.swift",
                              from: "Scripts/transcripts/import-swift/code/ProfileCell.swift"),
        ])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(importSignature, in: session)
        let path = try arguments.file("FILE")
        guard let entry = arguments.entry("FILE") else { throw SyntaxError(expected: "a file to import", found: "end of input", at: invocation.end) }
        // `import swift FILE`: UIKit layout code.
        let isSwift = arguments.value("LANGUAGE") != nil
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
        // The bytes copied out at once (Array(data) iterates a byte at a time), and the file's
        // Data let go before the import: the text is held once, not twice, while it runs.
        guard let bytes = session.readInputFile(path).map({ data in data.withUnsafeBytes { [UInt8]($0) } }) else {
            throw entry.error(message: "cannot read '\(path)'; nothing was imported")
        }
        if isSwift {
            try SwiftImportRun.run(bytes, name: path, session: session) { message in entry.error(message: message) }
            return
        }
        try ImportRun.run(bytes, origin: ImportRun.Origin(name: path, lines: nil), session: session) { message in
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
            empty line in a transcript). paste swift <<END reads the lines as Swift, as import swift reads a file
            (end it with <<END's word: Swift holds empty lines).
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
              paste swift <<END
              let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
              let badge = UILabel()
              badge.text = "New"
              badge.translatesAutoresizingMaskIntoConstraints = false
              card.addSubview(badge)
              badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor).isActive = true
              badge.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor).isActive = true
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
