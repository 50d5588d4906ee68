import Commands
import Foundation
import Layout
import PluginSupport
import ScriptSyntax

/// `render [VIEW] --frames DIR` and `render [VIEW] --animated FILE`: the timeline drawn a
/// frame at a time (``FrameClock/run(fps:from:to:_:_:each:)``), as numbered files or as one animated SVG.
enum RenderFrames {
    static let defaultFPS = 30.0

    /// `frame-0000.svg` (or `.png`): four digits keep a listing in order up to 10,000 frames.
    static func fileName(_ index: Int, png: Bool) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + (png ? ".png" : ".svg")
    }

    static func run(_ root: View, form: String, path: String, png: Bool, _ arguments: ParsedArguments, _ invocation: Invocation,
                    _ session: Session) throws(SyntaxError) {
        // --fps is checked against its declared range (1...1000) as it is read.
        let fps = arguments.numberOption("fps") ?? defaultFPS
        let from = arguments.numberOption("from"), to = arguments.numberOption("to")
        let start = from ?? session.scene.timeline.now
        var writtenFiles: [String] = []
        var frames: [AnimatedSVG.Frame] = []
        let count: Int?
        do throws(SyntaxError) {
            count = try FrameClock.run(fps: fps, from: from, to: to, invocation, session) { index, time throws(SyntaxError) in
                let picture = Picture.onScreen(root, scene: session.scene)
                guard form == "frames" else { return frames.append(AnimatedSVG.Frame(time: time, picture: picture)) }
                // Made once the run is known to be good, so a refused line leaves no folder.
                if index == 0 { try makeFolder(path, invocation, session) }
                let file = path + "/" + fileName(index, png: png)
                try RenderCommand.write(SVGPicture.svg(picture), to: file, png: png, invocation, session)
                if let written = try? session.writablePath(file) { writtenFiles.append(written) }
            }
        } catch {
            removeAll(writtenFiles)
            throw error
        }
        // Interrupted: the interpreter puts the model back, and the files go too, so that
        // "nothing changed" is true.
        guard let count else { return removeAll(writtenFiles) }
        let end = session.scene.timeline.now
        let span = "\(formatPoints(start))...\(formatPoints(end)) s at \(formatPoints(fps)) fps"
        if form == "frames" {
            session.emit("wrote \(counted(count, "frame")) (\(span)) to \(path): \(fileName(0, png: png))"
                + (count > 1 ? " to \(fileName(count - 1, png: png))" : ""))
        } else {
            try RenderCommand.write(AnimatedSVG.svg(frames), to: path, png: false, invocation, session)
            session.emit("drew \(counted(count, "frame")) (\(span)) as one animated SVG to \(path)")
        }
    }

    /// The folder of `--frames DIR`, made when it is not there (where the session may write:
    /// ``WriteScope``); a file there is an error.
    static func makeFolder(_ path: String, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        let folder: String
        do throws(SafeFile.Failure) {
            folder = try session.writablePath(path)
        } catch {
            throw SyntaxError(message: error.message(naming: path), found: "'\(path)'", at: invocation.nameToken.location)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SyntaxError(message: "'\(path)' is a file; --frames takes a folder", found: "'\(path)'", at: invocation.nameToken.location)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SyntaxError(message: "cannot make the folder '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
    }

    static func removeAll(_ files: [String]) {
        for file in files { try? FileManager.default.removeItem(atPath: file) }
    }
}
