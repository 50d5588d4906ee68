import Commands
import Foundation
import Layout

/// `render [VIEW] svg FILE`: a picture of the view's subtree (the window by default) as it is
/// on screen at the clock's time (presentation frames and alpha), written as SVG.
enum RenderCommand {
    static var command: Command { Command(
        name: "render", summary: "Draw a view's subtree as SVG: frames, colours, alpha, label lines, broken and ambiguous views.",
        usage: "render [VIEW] svg FILE",
        discussion: """
            What is on screen at the clock's time: views mid-animation are drawn where they
            show. Hidden views are left out; a label shows the lines its frame holds. Convert
            the file to PNG with rsvg-convert (Debian's librsvg2-bin) to look at it.
              render header svg /tmp/header.svg
            """,
        arguments: [.view, .keyword(["svg"]), .file], changesModel: false
    ) { invocation, session throws(SyntaxError) in
        let tokens = Array(invocation.command.tokens.dropFirst())
        guard let svgIndex = tokens.firstIndex(where: { $0.text == "svg" }) else {
            throw SyntaxError(expected: "svg FILE (render [VIEW] svg FILE)", found: tokens.first?.quotedForMessage ?? "end of input",
                              at: tokens.first?.location ?? invocation.end)
        }
        let root = try svgIndex == 0 ? session.scene.window : session.view(named: tokens[0])
        guard svgIndex <= 1 else {
            throw SyntaxError(expected: "a view, then svg FILE", found: tokens[1].quotedForMessage, at: tokens[1].location, length: tokens[1].length)
        }
        let source = invocation.command.source
        guard let range = source.range(of: " svg ") else {
            throw SyntaxError(expected: "a file name after svg", found: "end of input", at: invocation.end)
        }
        let path = source[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { throw SyntaxError(expected: "a file name after svg", found: "end of input", at: invocation.end) }
        let picture = SVGPicture.render(root, scene: session.scene) { view in
            let shown = session.timeline.presentation(of: view)
            return (shown.frame, shown.alpha)
        }
        do {
            try picture.svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
        session.emit("drew \(picture.rects.count) view\(picture.rects.count == 1 ? "" : "s") to \(path)")
    } }
}
