import Commands
import Foundation
import Layout
import PluginSupport
import Timeline
import ScriptSyntax

/// `render [VIEW] [exploded] [svg|png FILE | --frames DIR | --animated FILE]`: a picture of
/// the view's subtree (the window by default) as it is on screen at the clock's time
/// (presentation frames and alpha): in the terminal, as SVG or PNG (flat, with constraints
/// and bands on request, or exploded), as a numbered SVG per frame of the timeline, or as
/// one animated SVG.
enum RenderCommand {
    /// The options of every form; which form takes which is checked when it runs.
    /// The picture's file, as typed, after its marker: `svg FILE`, `png FILE`, `--frames DIR`,
    /// `--animated FILE`, with the options that may follow it.
    static let fileClause = FileClause(
        markers: [" svg ", " --svg ", " png ", " --png ", " --frames ", " frames ", " --animated ", " animated "],
        trailingOptions: options.map(\.key))

    static let options = [
        KeyOption("at", .number, valueName: "T", help: "draw the screen at this time (the clock moves there first)"),
        KeyOption("fps", .number, valueName: "N", help: "frames a second (30 by default)", range: 1...1000),
        KeyOption("from", .number, valueName: "T", help: "the first frame's time (now by default)"),
        KeyOption("to", .number, valueName: "T", help: "the last frame's time (by default when nothing animates any more)"),
        KeyOption("columns", .integer, valueName: "N", help: "the terminal picture's width (the terminal's by default)", range: 20...1000),
    ] + RenderOptions.keys

    static func file(_ expected: String) -> Parameter {
        Parameter("FILE", .file, help: "a path, as typed (no quotes needed)", expected: expected)
    }

    static let signature = Signature(
        .argument(Parameter("VIEW", .view, help: "the root of the picture; the window by default", optional: true)),
        .clause(Clause("exploded", help: "the hierarchy's layers drawn apart, each depth further to the front, as Xcode's 3D view (SVG, PNG)")),
        .choice(Choice("FORM", [
            Branch("svg", Signature(.argument(file("a file name after svg"))), help: "one picture as SVG"),
            Branch("png", Signature(.argument(file("a file name after png"))), help: "one picture as PNG (rsvg-convert)"),
            Branch("frames", Signature(
                .argument(Parameter("DIR", .file, help: "a folder for frame-0000.svg, ...", expected: "a folder after --frames")),
                .argument(Parameter("PNG", .keyword(["png"]), help: "PNGs too", optional: true, expected: "--png"))
            ), help: "a picture per frame of the timeline"),
            Branch("animated", Signature(.argument(file("a file name after --animated"))), help: "the frames as one animated SVG"),
        ], optional: true, expected: "svg FILE, png FILE, --frames DIR, --animated FILE")),
        options: options
    )

    static var command: Command { Command(
        name: "render", summary: "Draw a view's subtree: in the terminal, as SVG or PNG, as frames of the timeline, or animated.",
        discussion: """
              render [VIEW] [at=T] [columns=N] [guides=true] [names=off]   in the terminal
              render [VIEW] [exploded] [at=T] [guides=true] [names=off] [constraints=VIEW|all]
                     [margins=true] [safeArea=true] [separators=true] svg|png FILE
              render [VIEW] --frames DIR [--fps N] [from=T] [to=T] [--png]
              render [VIEW] --animated FILE [--fps N] [from=T] [to=T]
            What is on screen at the clock's time (at=T moves the clock there first, as seek
            does; the line is one undo step): views mid-animation are drawn where they
            show. Hidden views are left out; a label shows the lines its frame holds; what a
            table scrolls is cut to its viewport. Names are written relative to the drawn
            view (cell1.title in a picture of t, for t.cell1.title); names=off leaves them out.
            In the terminal the picture fills the terminal's width (80 columns when the output
            is not a terminal; columns=N says otherwise), names on the boxes' top edges (a name
            too long loses its first parts, …cell7.name, and keeps its mark: ! broken, ~ broken
            but holding, ? ambiguous), broken views red and ambiguous ones yellow unless
            NO_COLOR is set. svg FILE writes SVG (broken views outlined red, ambiguous ones
            dashed, a view squeezed to nothing a thick line, each name where it covers no
            label's text, a legend); png FILE converts it with rsvg-convert (Debian's
            librsvg2-bin) at the screen's scale. In SVG and PNG only: constraints=VIEW draws
            the constraints affecting VIEW (those 'constraints VIEW' lists that the user made),
            constraints=all those of every drawn view, as Xcode's view debugger draws them: a
            spacing as an I-beam with its constant, a width or height as a bar along the view,
            an alignment as a dashed line; broken ones red (with how far off they are), broken
            ones that hold now orange; a constraint to a view outside the picture is named, not
            drawn. margins=true tints the layout margins of the views that hold subviews,
            safeArea=true what lies outside the safe area, separators=true draws the table
            cells' separators. exploded draws the layers apart, each depth further to the front
            and seen at an angle, as Xcode's 3D view does. --frames DIR runs the clock as play
            does, from now (or from=) to to= (or until nothing animates), and writes
            frame-0000.svg, ... at --fps (30 by default), PNGs with --png; --animated FILE
            writes those frames as one SVG that animates (SMIL). The clock is left at the last
            frame. guides=true draws each drawn view's layout guides as dashed blue outlines
            with their names: custom guides, and the safe area, margins, readable content and
            scroll guides that exist (UIKit makes those when first used; so does the model).
              render header
              render header svg /tmp/header.svg
              render header constraints=all png /tmp/header.png
              render header exploded svg /tmp/header-3d.svg
              render t --frames /tmp/cascade --fps 20
            """,
        signature: signature, lineReading: fileClause.lineReading, changesModel: false,
        examplesPresume: ExampleScenes.header.then(ExampleScenes.timeline.scene + ["animate 0.5 { rows hide t 0; updates t }"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let root = arguments.value("VIEW")?.view ?? session.scene.window
        let options = try RenderOptions.pictureOptions(arguments, session, root: root)
        guard let form = arguments.branch("FORM") else {
            try refuse(["fps", "from", "to"], in: arguments, forForm: "the terminal picture")
            try RenderOptions.refuseInTerminal(arguments)
            try moveClock(arguments, invocation, session)
            return try terminal(root, options, arguments, session)
        }
        try refuse(["columns"], in: arguments, forForm: "a file")
        switch form {
        case "svg", "png":
            let path = try arguments.file("FILE")
            try refuse(["fps", "from", "to"], in: arguments, forForm: "one picture (at=T draws another instant)")
            try moveClock(arguments, invocation, session)
            let picture = Picture.onScreen(root, scene: session.scene, options: options)
            if arguments.has("exploded") {
                try refuse(["guides"] + RenderOptions.drawnInFilesOnly, in: arguments,
                           forForm: "an exploded picture (it draws the views' layers; guides, constraints and bands go in the flat picture)")
            }
            let names = RenderOptions.showsNames(arguments)
            let svg = arguments.has("exploded") ? ExplodedSVG.svg(picture, names: names) : SVGPicture.svg(picture, names: names)
            try write(svg, to: path, png: form == "png", invocation, session)
            let count = picture.items.count, drawnConstraints = picture.constraints.count
            session.emit("drew \(counted(count, "view"))"
                + (options.constraints == .none ? "" : " and \(counted(drawnConstraints, "constraint"))")
                + (arguments.has("exploded") ? " exploded" : "")
                + " to \(path)" + (form == "png" ? " (PNG, \(formatPoints(session.scene.screen.scale)) pixels a point)" : ""))
            if !picture.constraintsLeftOut.isEmpty {
                session.emit("not drawn: \(picture.constraintsLeftOut.joined(separator: ", ")), which relate views outside \(root.name)")
            }
        default:
            try refuse(["at"], in: arguments, forForm: "frames (from= and to= bound them)")
            try refuse(["guides", "names"] + RenderOptions.drawnInFilesOnly, in: arguments,
                       forForm: "frames (guides, names, constraints and bands are drawn in one picture: svg or png)")
            if let exploded = arguments.keywordTokens["exploded"] {
                throw SyntaxError(message: "exploded is not taken for frames (it draws one picture: svg or png)", found: "'exploded'",
                                  at: exploded.location, length: exploded.length)
            }
            let path = form == "frames" ? try arguments.file("DIR") : try arguments.file("FILE")
            try RenderFrames.run(root, form: form, path: path, png: arguments.has("PNG"), arguments, invocation, session)
        }
    } }

    /// `at=T`: the clock moves to T first, as `seek` moves it (forward only, completions
    /// running on the way), so the picture is what is on screen then.
    static func moveClock(_ arguments: ParsedArguments, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        guard let time = arguments.numberOption("at") else { return }
        guard time >= session.scene.timeline.now else {
            throw SyntaxError(expected: "at= a time not before now (\(formatPoints(session.scene.timeline.now)) s): the clock only goes forward",
                              found: "'\(formatPoints(time))'", at: invocation.end)
        }
        try FrameClock.advance(to: time, invocation, session)
    }

    /// The terminal picture: a line saying the scale, then the boxes.
    static func terminal(_ root: View, _ options: Picture.Options, _ arguments: ParsedArguments, _ session: Session) throws(SyntaxError) {
        // columns= is checked against its declared range as it is read.
        let columns = arguments.integerOption("columns") ?? min(1000, max(20, session.terminalColumns))
        let picture = Picture.onScreen(root, scene: session.scene, options: options)
        let (lines, column) = TerminalPicture.draw(picture, columns: columns, colours: session.terminalColours,
                                                   names: RenderOptions.showsNames(arguments))
        session.emit("\(root.name) \(formatPoints(picture.size.width)) x \(formatPoints(picture.size.height)) pt at "
            + "\(formatPoints(session.scene.timeline.now)) s; a column is \(formatPoints(column)) pt, a line \(formatPoints(2 * column)) pt")
        session.emit(lines: lines)
    }

    /// Writes an SVG, or converts it to PNG at the screen's scale, through the session's
    /// safe writer: a FIFO, device, folder or read-only file is refused before rsvg-convert
    /// starts, and rsvg-convert writes a temporary file that is then moved into place.
    static func write(_ svg: String, to path: String, png: Bool, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        let scale = session.scene.screen.scale
        try session.replaceFile(path, at: invocation.nameToken.location) { temporary throws(SafeFile.Failure) in
            guard png else { return try SafeFile.create(temporary, svg) }
            do throws(PNGConverter.Failure) {
                try PNGConverter.convert(svg, to: temporary, zoom: scale)
            } catch .interrupted {
                throw .interrupted
            } catch {
                throw .producer(reason: error.message)
            }
        }
    }

    /// Refuses options that mean nothing for `form`.
    static func refuse(_ keys: [String], in arguments: ParsedArguments, forForm form: String) throws(SyntaxError) {
        for key in keys {
            guard let option = arguments.option(key)?.token else { continue }
            throw SyntaxError(message: "\(key)= is not taken for \(form)", found: "'\(key)='", at: option.location, length: key.count + 1)
        }
    }
}
