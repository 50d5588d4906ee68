import Commands
import Layout
import ScriptSyntax

/// `traits [devices]`: the window's `UITraitCollection`, or every device's in both
/// orientations and each Split View share.
enum TraitsCommand {
    static let signature = Signature(
        .argument(Parameter("WHAT", .keyword(["devices"]), help: "every device's traits, in portrait, landscape and Split View",
                           optional: true, expected: "devices, or nothing for the window's traits")))

    static var command: Command { Command(
        name: "traits", summary: "Print the trait collection: size classes, text size, layout direction, idiom and scale.",
        discussion: """
            The window's traits follow from the screen (screen: its device, orientation and Split
            View share, its direction) and the text size (textsize), as UIKit passes the window's
            traits to every view. Size classes per device come from Apple's HIG table: iPads
            regular both ways (in Split View a third is compact width, two thirds compact in
            portrait and regular in landscape, a half regular only on the 12.9-inch); phones
            compact width and regular height upright, and turned compact height, with a regular
            width on the phones 414 pt wide or more. `traits devices` lists every device's.
              traits
              traits devices
            """,
        signature: signature, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature)
        guard arguments.has("WHAT") else {
            session.emit("traits = \(session.scene.traitCollection)")
            return
        }
        session.emit(lines: deviceLines(category: session.scene.contentSizeCategory))
    } }

    /// A line per device, orientation and Split View share: its window size and size classes.
    static func deviceLines(category: ContentSizeCategory) -> [String] {
        var lines: [String] = []
        for device in Device.all {
            for orientation in Screen.Orientation.allCases {
                let splits: [SplitView?] = device.isPad ? [nil] + SplitView.allCases : [nil]
                for split in splits {
                    guard let screen = device.screen(orientation, split: split) else { continue }
                    let traits = TraitCollection(screen: screen, contentSizeCategory: category)
                    lines.append("\(device.names[0]) \(orientation.rawValue)" + (split.map { " split \($0)" } ?? "")
                        + ": \(formatPoints(screen.size.width)) x \(formatPoints(screen.size.height)), "
                        + "\(traits.horizontalSizeClass) width, \(traits.verticalSizeClass) height")
                }
            }
        }
        return lines
    }
}
