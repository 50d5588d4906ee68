import Commands
import Layout
import Solver
import ScriptSyntax

/// Commands that lay out and look at the result.
enum LayoutCommands {
    static var all: [Command] { [
        Command(
            name: "screen", aliases: ["device"], summary: "Show the scene on another screen, rotate it, set the app's direction, or print the screen.",
            discussion: """
                A preset takes its device's size, scale and safe-area insets; portrait unless
                landscape is said. portrait or landscape alone turns the current screen (a
                preset takes its landscape insets; a WIDTH HEIGHT screen swaps its sides and
                turns its insets with the device's top to the left). ltr or rtl sets the app's
                language direction (UIApplication.userInterfaceLayoutDirection): views whose
                semanticContentAttribute is unspecified lay out in it, so leading and trailing
                flip; it stays until changed. A new screen keeps the direction.
                split=third|half|twoThirds shows an iPad app in a Split View share of the width (the
                narrow app 320 pt, the divider 10: recorded on iPads, Apple publishes only the size
                classes; a half is landscape only; turned upright, a half becomes two thirds).
                ios=N runs the app on iOS N (7 to 18, or 26; the latest by default): defaults that
                changed between releases follow it (no safe area before iOS 11; a cell's side
                margins 15 on iOS 7). statusbar=hidden hides the status bar (prefersStatusBarHidden):
                a device with a Home button then has no inset at the top. Both stay until changed.
                Unverified (no public recording found; the model keeps its value on every release):
                a segmented control's height after iOS 13, a rounded text field's after iOS 12, and
                sectionHeaderTopPadding (iOS 15), which the model leaves at 0.
                Examples:
                  screen iPhone15 landscape
                  screen landscape
                  screen rtl
                  screen iPhoneSE ios=10
                  screen statusbar=hidden
                  screen 375 667 safe (20, 0, 0, 0) scale=2
                Presets (the first name, then other names for the same screen), with their safe
                areas on the latest release in portrait and in landscape:
                """ + "\n" + Device.all.map { device in
                    "  " + device.names.joined(separator: ", ") + ": " + device.screen().name
                        + " safe \(device.screen().safeAreaInsets), landscape \(device.screen(.landscape).safeAreaInsets)"
                }.joined(separator: "\n"),
            signature: screenSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(screenSignature)
            let current = session.scene.screen
            let orientation = arguments.branch("ORIENTATION").flatMap(Screen.Orientation.init(rawValue:))
            let direction: UserInterfaceLayoutDirection? = switch arguments.branch("DIRECTION") {
            case "rtl": .rightToLeft
            case "ltr": .leftToRight
            default: nil
            }
            let release = try releaseOption(arguments) ?? current.release
            let statusBarHidden = arguments.textOption("statusbar").map { $0 == "hidden" } ?? current.statusBarHidden
            var screen: Screen
            if let device = arguments.value("PRESET")?.text.flatMap(Device.named) {
                screen = device.screen(orientation ?? .portrait, release: release, statusBarHidden: statusBarHidden)
            } else if let size = arguments.value("SIZE")?.size {
                let insets = arguments.value("INSETS")?.insets ?? .zero
                let scale = arguments.numberOption("scale") ?? 2
                guard size.width > 0, size.height > 0, [1, 2, 3].contains(scale) else {
                    throw SyntaxError(expected: "a positive size and a scale of 1, 2 or 3", found: invocation.nameToken.quotedForMessage,
                                      at: invocation.nameToken.location, length: invocation.nameToken.length)
                }
                // A size is taken as given: its shape says its orientation, and a word that
                // disagrees turns it (insets and all).
                screen = Screen(name: Screen.name(of: size, scale: scale), size: size, scale: scale, safeAreaInsets: insets,
                                release: release, statusBarHidden: statusBarHidden)
                if let orientation { screen = screen.rotated(to: orientation) }
            } else if orientation != nil || direction != nil || arguments.option("ios") != nil || arguments.option("statusbar") != nil
                || arguments.option("split") != nil {
                screen = current.rotated(to: orientation ?? current.orientation).with(release: release, statusBarHidden: statusBarHidden)
            } else {
                session.emit("screen = \(current.name) \(current.size) @\(formatPoints(current.scale))x safe area \(current.safeAreaInsets)"
                    + (current.orientation == .landscape ? " landscape" : "")
                    + (current.layoutDirection == .rightToLeft ? " rtl" : "")
                    + " \(current.release)" + (current.statusBarHidden ? ", status bar hidden" : "")
                    + (current.split.map { ", Split View \($0.name)" } ?? ""))
                return
            }
            screen = try splitOption(arguments, screen)
            if let device = screen.device, screen.release.major < device.firstRelease {
                throw arguments.error(atOption: "ios", message: "\(device.names[0]) runs iOS \(device.firstRelease) or later, not iOS \(screen.release.major)")
            }
            screen.layoutDirection = direction ?? current.layoutDirection
            session.scene.setScreen(screen)
        },
        Command(
            name: "layout", summary: "Lay out now: setNeedsLayout and layoutIfNeeded on a view (the window by default).",
            discussion: "Labels that wrap at their layout width measure again, from one line, as in UIKit's two-pass layout.",
            signature: optionalViewSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(optionalViewSignature, in: session)
            session.scene.layout(arguments.value("VIEW")?.view ?? session.scene.window)
        },
        Command(
            name: "fit", summary: "systemLayoutSizeFitting: the size a view's subtree wants.",
            discussion: """
                Targets default to compressed (0, 0), priorities to fittingSizeLevel (50).
                The size can be named for later lines: `let s = fit cell (320, 0) h=required`.
                Examples:
                  fit cell (320, 0) h=required
                  let s = fit cell (320, 0) h=required
                """,
            signature: fitSignature, changesModel: false,
            examplesPresume: ExampleSetup(scene: ["view cell", "label title in cell \"Title\" lines=0", "vfl \"H:|-8-[title]-8-|\" in cell", "vfl \"V:|-8-[title]-8-|\" in cell"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(fitSignature, in: session)
            let view = try arguments.view("VIEW")
            let target = arguments.branch("TARGET") == "expanded"
                ? Size.layoutFittingExpandedSize : arguments.value("SIZE")?.size ?? .layoutFittingCompressedSize
            let horizontal = try priorityOption("h", arguments) ?? .fittingSizeLevel
            let vertical = try priorityOption("v", arguments) ?? .fittingSizeLevel
            let size = session.scene.systemLayoutSizeFitting(
                view, target: target, horizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            session.emit("\(view.name).fittingSize = \(size)")
            session.produce(.size(size))
        },
        Command(
            name: "exercise", summary: "Show another frame an ambiguous view could have (exerciseAmbiguityInLayout).",
            signature: viewSignature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            let view = try invocation.parse(viewSignature, in: session).view("VIEW")
            guard let other = session.scene.exerciseAmbiguity(of: view) else {
                session.emit("\(view.name) is not ambiguous: its frame is \(view.frame)")
                return
            }
            session.emit("\(view.name).frame = \(view.frame), and could be \(other)")
        },
    ] }

    /// `h=` or `v=`: a priority, read by the priority grammar.
    private static func priorityOption(_ key: String, _ arguments: ParsedArguments) throws(SyntaxError) -> Priority? {
        guard let option = arguments.option(key) else { return nil }
        let token = option.token
        let tokens = (try? Tokenizer.tokenize(option.text, line: token.location.line, column: token.location.column + key.count + 1)) ?? []
        var reader = ArgumentReader(tokens: tokens, end: token.location)
        let priority = try Values.priority(&reader)
        try reader.expectEnd()
        return priority
    }

    static let viewSignature = Signature(.argument(Parameter("VIEW", .view, expected: "a view")))

    static let optionalViewSignature = Signature(.argument(Parameter("VIEW", .view, help: "the window by default", optional: true)))

    static let screenSignature = Signature(
        .choice(Choice("SCREEN", [
            Branch(nil, Signature(.argument(Parameter(
                "PRESET", .keyword(Device.all.flatMap(\.names)), help: "a device's screen (help screen lists them)",
                expected: "a screen preset: " + Screen.presets.map { $0.names[0] }.joined(separator: ", "))))),
            Branch(nil, Signature(
                .argument(Parameter("SIZE", .size, help: "the screen's width and height in points", expected: "a screen width and height",
                                   usage: "WIDTH HEIGHT")),
                .clause(Clause("safe", Parameter("INSETS", .insets, usage: "(T, L, B, R)"), help: "the safe area insets"))
            )),
        ], optional: true)),
        .choice(Choice("ORIENTATION", [
            Branch("portrait", help: "taller than wide (the default for a preset)"),
            Branch("landscape", help: "wider than tall, with the device's landscape safe area"),
        ], optional: true)),
        .choice(Choice("DIRECTION", [
            Branch("ltr", help: "the app's language runs left to right (the default)"),
            Branch("rtl", help: "the app's language runs right to left: leading is the right edge"),
        ], optional: true)),
        options: [
            KeyOption("scale", .number, valueName: "S", help: "points to pixels: 1, 2 (default) or 3"),
            KeyOption("ios", .integer, valueName: "N", help: "the iOS release: 7 to 18, or 26 (the latest, the default)"),
            KeyOption("statusbar", .choice(["shown", "hidden"]), valueName: "shown|hidden",
                      help: "whether the status bar shows (a Home-button device's top inset)"),
            KeyOption("split", .choice(["none"] + SplitView.allCases.map(\.name)), valueName: "SHARE",
                      help: "an iPad app's Split View share: third, half (landscape only), twoThirds, or none"),
        ]
    )

    /// The `split=` option applied to `screen`: an iPad's window in that share of its width.
    static func splitOption(_ arguments: ParsedArguments, _ screen: Screen) throws(SyntaxError) -> Screen {
        guard let name = arguments.textOption("split") else { return screen }
        guard let device = screen.device, device.isPad else {
            throw arguments.error(atOption: "split", message: "Split View is an iPad's; \(screen.deviceName ?? screen.name) is not one")
        }
        let split = SplitView.allCases.first { $0.name == name }
        guard var shared = device.screen(screen.orientation, release: screen.release, statusBarHidden: screen.statusBarHidden, split: split) else {
            throw arguments.error(atOption: "split", message: "Split View offers a half in landscape only")
        }
        shared.layoutDirection = screen.layoutDirection
        return shared
    }

    /// The `ios=N` option's release, if given: one the model knows.
    static func releaseOption(_ arguments: ParsedArguments) throws(SyntaxError) -> IOSRelease? {
        guard let major = arguments.integerOption("ios") else { return nil }
        guard let release = IOSRelease(major) else {
            throw arguments.error(atOption: "ios", expected: "an iOS release the model knows: 7 to 18, or 26")
        }
        return release
    }

    static let fitSignature = Signature(
        .argument(Parameter("VIEW", .view, expected: "a view")),
        .choice(Choice("TARGET", [
            Branch("compressed", help: "the smallest size (0, 0), the default"),
            Branch("expanded", help: "the largest size"),
            Branch(nil, Signature(.argument(Parameter("SIZE", .size, help: "a target size", usage: "(W, H)")))),
        ], optional: true)),
        options: [
            KeyOption("h", .text(suggestions: priorityNames), valueName: "PRIORITY", help: "the horizontal fitting priority"),
            KeyOption("v", .text(suggestions: priorityNames), valueName: "PRIORITY", help: "the vertical fitting priority"),
        ]
    )

    static let priorityNames = ["required", "high", "low", "fittingSizeLevel"]
}
