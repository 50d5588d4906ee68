import Foundation
import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench engine`: what the engine costs a session, in time and in peak memory
/// (one case per process, so the process's peak is the case's).
///
/// - `undo`: `--views` one-line views (`view vK in root; vK.width == 10; ...`, each placed
///   by constants, so the scene's rows stay short), then as many `undo`s, then as many
///   `redo`s. Prints the peak after the scene was built, after the undos and after the redos,
///   and their ratio: undo and redo should cost memory in proportion to what each line
///   changed, so the peak stays near the scene's own.
/// - `chain`: a chain of `--views` views typed line by line, or run as one block with
///   `--block`. `--style simple` is five lines a view, each placed after the previous one
///   horizontally (`vK.leading == vJ.trailing + 2`, fixed top, width and height); `dense`
///   chains them horizontally and vertically (four lines a view, width and height on one:
///   1,602 lines for 400). Either way each view's position is solved in terms of the marker
///   of every size constraint before it, so a row holds a term for every view before it.
///   Prints the time per line and the peak.
/// - `xib`: a XIB of `--views` wrapping labels in a column (each 16 pt from the top view's
///   sides and 8 pt below the one before, four to twenty words), written to a temporary file
///   and loaded with `load`: the time of the load line (parse, translate, first layout).
///
/// Run it for two builds side by side with `Scripts/bench-engine`.
struct EngineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Time and peak memory of undo/redo, of chained views (by line and as a block) and of loading a XIB."
    )

    @Argument(help: "undo, chain or xib.")
    var workload: String

    @Option(help: "Views in the scene (1 to 100,000).")
    var views: Int = 1000

    @Option(help: "chain: simple (five lines a view) or dense (four lines, chained both ways).")
    var style: String = "dense"

    @Flag(help: "chain: run the whole script as one block (one turn).")
    var block = false

    func run() throws {
        guard (1...100_000).contains(views), ["undo", "chain", "xib"].contains(workload), ["simple", "dense"].contains(style) else {
            throw ValidationError("workload undo, chain or xib; --views 1 to 100,000; --style simple or dense")
        }
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        var number = 0
        var failures = 0
        func run(_ line: String) {
            number += 1
            let output = interpreter.run(line: line, number: number)
            if output.contains(where: { if case .error = $0 { true } else { false } }) {
                failures += 1
                if failures == 1 { FileHandle.standardError.write(Data("\(output.flatMap { $0.rendered(file: "bench") }.prefix(3))\n".utf8)) }
            }
        }
        var fields: [(key: String, value: JSONValue)] = [
            ("benchmark", .string("engine")), ("workload", .string(workload)), ("views", .integer(views)),
        ]
        if workload == "undo" {
            let lines = Self.undoScene(views: views)
            let build = Self.measure { for line in lines { run(line) } }
            let scenePeak = LayoutCommand.maximumResidentMegabytes()
            let sceneResident = TableCommand.currentResidentMegabytes()
            let undos = Self.measure { for _ in 0..<views { run("undo") } }
            let undoPeak = LayoutCommand.maximumResidentMegabytes()
            let redos = Self.measure { for _ in 0..<views { run("redo") } }
            let redoPeak = LayoutCommand.maximumResidentMegabytes()
            fields += [
                ("buildSeconds", .rounded(build.wall, decimals: 3)), ("buildCPUSeconds", .rounded(build.cpu, decimals: 3)),
                ("undoMs", .rounded(undos.wall * 1000 / Double(views), decimals: 4)),
                ("undoCPUMs", .rounded(undos.cpu * 1000 / Double(views), decimals: 4)),
                ("redoMs", .rounded(redos.wall * 1000 / Double(views), decimals: 4)),
                ("redoCPUMs", .rounded(redos.cpu * 1000 / Double(views), decimals: 4)),
                ("sceneResidentMB", sceneResident.map { .rounded($0, decimals: 1) } ?? .string("unknown")),
                ("scenePeakMB", .rounded(scenePeak, decimals: 1)), ("afterUndoPeakMB", .rounded(undoPeak, decimals: 1)),
                ("peakMB", .rounded(redoPeak, decimals: 1)),
                ("peakToSceneRatio", .rounded(redoPeak / scenePeak, decimals: 2)),
            ]
        } else if workload == "xib" {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-\(views).xib").path
            guard FileManager.default.createFile(atPath: path, contents: Data(Self.labelColumnXIB(labels: views).utf8)) else {
                throw ValidationError("cannot write \(path)")
            }
            defer { try? FileManager.default.removeItem(atPath: path) }
            let time = Self.measure { run("load \"\(path)\"") }
            fields += [
                ("loadSeconds", .rounded(time.wall, decimals: 3)), ("loadCPUSeconds", .rounded(time.cpu, decimals: 3)),
                ("viewsLoaded", .integer(interpreter.session.scene.views.count)),
                ("peakMB", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
            ]
        } else {
            let lines = Self.chain(views: views, dense: style == "dense")
            let time = Self.measure {
                if block {
                    run("{")
                    for line in lines { run("    " + line) }
                    run("}")
                } else {
                    for line in lines { run(line) }
                }
            }
            fields += [
                ("style", .string(style)), ("block", .string(block ? "yes" : "no")), ("lines", .integer(lines.count)),
                ("seconds", .rounded(time.wall, decimals: 3)), ("cpuSeconds", .rounded(time.cpu, decimals: 3)),
                ("msPerLine", .rounded(time.wall * 1000 / Double(lines.count), decimals: 4)),
                ("cpuMsPerLine", .rounded(time.cpu * 1000 / Double(lines.count), decimals: 4)),
                ("residentMB", TableCommand.currentResidentMegabytes().map { .rounded($0, decimals: 1) } ?? .string("unknown")),
                ("peakMB", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
            ]
        }
        fields.append(("failedLines", .integer(failures)))
        Output.line(JSONValue.object(fields).text)
    }

    /// Runs `body` and returns its wall-clock and CPU time, in seconds.
    static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let cpu = Clock.processorMs() / 1000
        let wall = Clock.measure(body).ms / 1000
        return (wall, Clock.processorMs() / 1000 - cpu)
    }

    /// A root view and `views` views, each on one line, placed on a grid by constants.
    static func undoScene(views: Int) -> [String] {
        var lines = ["view root frame (0, 0, 320, 568)"]
        for k in 0..<views {
            let name = "v\(k)"
            lines.append("view \(name) in root; \(name).width == 10; \(name).height == 10; "
                + "\(name).leading == root.leading + \(k % 32 * 10); \(name).top == root.top + \(k / 32 * 10)")
        }
        return lines
    }

    /// A XIB whose top view holds `labels` multi-line labels in a column (see the type's
    /// comment), with the constraints Interface Builder writes for it.
    static func labelColumnXIB(labels: Int) -> String {
        var subviews = ""
        var constraints = ""
        let words = ["layout", "engine", "label", "column", "wraps", "a", "the", "of", "constraint", "solver"]
        for k in 0..<labels {
            // Four to twenty words, chosen by a fixed rule (the same file every run).
            let count = 4 + k * 5 % 17
            let text = (0..<count).map { words[(k * 7 + $0 * 3) % words.count] }.joined(separator: " ")
            subviews += """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="0" \
                lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-\(k)" userLabel="l\(k)">
                        <rect key="frame" x="16" y="\(8 + 29 * k)" width="288" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>

            """
            let above = k == 0 ? #"secondItem="top" secondAttribute="top""# : #"secondItem="lbl-\#(k - 1)" secondAttribute="bottom""#
            constraints += """
                    <constraint firstItem="lbl-\(k)" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c\(k)a"/>
                    <constraint firstAttribute="trailing" secondItem="lbl-\(k)" secondAttribute="trailing" constant="16" firstItem="top" id="c\(k)b"/>
                    <constraint firstItem="lbl-\(k)" firstAttribute="top" \(above) constant="8" id="c\(k)c"/>

            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="top" userLabel="column">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(16 + 29 * labels)"/>
                        <subviews>
            \(subviews)            </subviews>
                        <constraints>
            \(constraints)            </constraints>
                    </view>
                </objects>
            </document>

            """
    }

    /// A chain of views after a first one placed by constants (see the type's comment).
    static func chain(views: Int, dense: Bool) -> [String] {
        var lines = [
            "view root frame (0, 0, 100000, 100000)",
            "view v0 in root; v0.leading == root.leading; v0.top == root.top; v0.width == 10; v0.height == 10",
        ]
        for k in 1...max(1, views) {
            let name = "v\(k)", previous = "v\(k - 1)"
            lines.append("view \(name) in root")
            lines.append("\(name).leading == \(previous).trailing + 2")
            if dense {
                lines.append("\(name).top == \(previous).bottom + 2")
                lines.append("\(name).width == 10; \(name).height == 10")
            } else {
                lines.append("\(name).top == root.top")
                lines.append("\(name).width == 10")
                lines.append("\(name).height == 10")
            }
        }
        return lines
    }
}
