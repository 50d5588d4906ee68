import Commands
import Foundation
import Layout
import TimelineCommands

/// `render [VIEW] [svg|png FILE | --frames DIR | --animated FILE]`: a picture of the view's
/// subtree (the window by default) as it is on screen at the clock's time (presentation
/// frames and alpha): in the terminal, as SVG or PNG, as a numbered SVG per frame of the
/// timeline, or as one animated SVG.
enum RenderCommand {
    /// One line (help prints it after `usage: `); the discussion gives each form.
    static let usage = "render [VIEW] [at=T] [columns=N | svg FILE | png FILE | --frames DIR [--png] | --animated FILE] [--fps N] [from=T] [to=T]"

    static var command: Command { Command(
        name: "render", summary: "Draw a view's subtree: in the terminal, as SVG or PNG, as frames of the timeline, or animated.",
        usage: usage,
        discussion: """
              render [VIEW] [at=T] [columns=N]          in the terminal
              render [VIEW] [at=T] svg|png FILE         one picture
              render [VIEW] --frames DIR [--fps N] [from=T] [to=T] [--png]
              render [VIEW] --animated FILE [--fps N] [from=T] [to=T]
            What is on screen at the clock's time (at=T moves the clock there first, as seek
            does; the line is one undo step): views mid-animation are drawn where they
            show. Hidden views are left out; a label shows the lines its frame holds; what a
            table scrolls is cut to its viewport. In the terminal the picture fills the
            terminal's width (80 columns when the output is not a terminal; columns=N says
            otherwise), names on the boxes' top edges, broken views red and ambiguous ones
            yellow unless NO_COLOR is set. svg FILE writes SVG (broken views outlined red,
            ambiguous ones dashed, a legend); png FILE converts it with rsvg-convert (Debian's
            librsvg2-bin) at the screen's scale. --frames DIR runs the clock as play does, from
            now (or from=) to to= (or until nothing animates), and writes frame-0000.svg, ...
            at --fps (30 by default), PNGs with --png; --animated FILE writes those frames as
            one SVG that animates (SMIL). The clock is left at the last frame.
              render header
              render header svg /tmp/header.svg
              render t --frames /tmp/cascade --fps 20
            """,
        arguments: [.view, .keyword(["svg", "png", "--frames", "--animated"]), .file], options: ["at", "fps", "from", "to", "columns"],
        changesModel: false
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: ["at", "fps", "from", "to", "columns"])
        let tokens = invocation.positional
        let forms = ["svg", "png", "frames", "animated"]
        let markerIndex = tokens.firstIndex { token in forms.contains(token.text) && token.kind == .word(token.text) }
        let viewTokens = tokens[..<(markerIndex ?? tokens.endIndex)]
        guard viewTokens.count <= 1 else {
            let extra = viewTokens[viewTokens.startIndex + 1]
            throw SyntaxError(expected: "a view, then svg FILE, png FILE, --frames DIR, --animated FILE or the end of the command",
                              found: extra.quotedForMessage, at: extra.location, length: extra.length)
        }
        let root = try viewTokens.first.map { token throws(SyntaxError) in try session.view(named: token) } ?? session.scene.window
        guard let markerIndex else {
            try refuse(["fps", "from", "to"], in: invocation, forForm: "the terminal picture")
            try moveClock(invocation, session)
            return try terminal(root, invocation, session)
        }
        let form = tokens[markerIndex].text
        guard tokens.indices.contains(markerIndex + 1), case .string(let path) = tokens[markerIndex + 1].kind else {
            throw SyntaxError(expected: form == "frames" ? "a folder after --frames" : "a file name after \(form)", found: "end of input", at: invocation.end)
        }
        let flags = tokens[(markerIndex + 2)...]
        if let flag = flags.first(where: { $0.text != "--png" && $0.text != "png" || form != "frames" }) {
            throw SyntaxError(expected: form == "frames" ? "--png, --fps N, from=T, to=T or the end of the command" : "--fps N, from=T, to=T or the end of the command",
                              found: flag.quotedForMessage, at: flag.location, length: flag.length)
        }
        try refuse(["columns"], in: invocation, forForm: "a file")
        switch form {
        case "svg", "png":
            try refuse(["fps", "from", "to"], in: invocation, forForm: "one picture (at=T draws another instant)")
            try moveClock(invocation, session)
            let picture = Picture.capture(root, scene: session.scene) { view in
                let shown = session.timeline.presentation(of: view)
                return (shown.frame, shown.alpha)
            }
            try write(SVGPicture.svg(picture), to: path, png: form == "png", invocation, session)
            let count = picture.items.count
            session.emit("drew \(count) view\(count == 1 ? "" : "s") to \(path)" + (form == "png" ? " (PNG, \(formatPoints(session.scene.screen.scale)) pixels a point)" : ""))
        default:
            try refuse(["at"], in: invocation, forForm: "frames (from= and to= bound them)")
            try RenderFrames.run(root, form: form, path: path, png: !flags.isEmpty, invocation, session)
        }
    } }

    /// `at=T`: the clock moves to T first, as `seek` moves it (forward only, completions
    /// running on the way), so the picture is what is on screen then.
    static func moveClock(_ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        guard let time = try invocation.numberOption("at") else { return }
        guard time >= session.timeline.now else {
            throw SyntaxError(expected: "at= a time not before now (\(formatPoints(session.timeline.now)) s): the clock only goes forward",
                              found: "'\(formatPoints(time))'", at: invocation.end)
        }
        try TimelineCommands.advanceClock(to: time, invocation, session)
    }

    /// The terminal picture: a line saying the scale, then the boxes.
    static func terminal(_ root: View, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        let columns: Int
        if let option = invocation.option("columns") {
            guard let number = Int(option.value), (20...1000).contains(number) else {
                throw SyntaxError(expected: "columns= a whole number from 20 to 1000", found: "'\(option.value)'",
                                  at: option.token.location, length: option.token.length)
            }
            columns = number
        } else {
            columns = min(1000, max(20, session.terminalColumns))
        }
        let picture = Picture.capture(root, scene: session.scene) { view in
            let shown = session.timeline.presentation(of: view)
            return (shown.frame, shown.alpha)
        }
        let (lines, column) = TerminalPicture.draw(picture, columns: columns, colours: session.terminalColours)
        session.emit("\(root.name) \(formatPoints(picture.size.width)) x \(formatPoints(picture.size.height)) pt at "
            + "\(formatPoints(session.timeline.now)) s; a column is \(formatPoints(column)) pt, a line \(formatPoints(2 * column)) pt")
        session.emit(lines: lines)
    }

    /// Writes an SVG, or converts it to PNG at the screen's scale.
    static func write(_ svg: String, to path: String, png: Bool, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        if png {
            do throws(PNGConverter.Failure) {
                try PNGConverter.convert(svg, to: path, zoom: session.scene.screen.scale)
            } catch {
                throw SyntaxError(message: "cannot write '\(path)': " + error.message, found: "'\(path)'", at: invocation.nameToken.location)
            }
            return
        }
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
    }

    /// Refuses options that mean nothing for `form`.
    static func refuse(_ keys: [String], in invocation: Invocation, forForm form: String) throws(SyntaxError) {
        for key in keys {
            guard let option = invocation.option(key) else { continue }
            throw SyntaxError(message: "\(key)= is not taken for \(form)", found: "'\(key)='", at: option.token.location, length: key.count + 1)
        }
    }
}
