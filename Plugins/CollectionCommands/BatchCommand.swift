import Collections
import Commands
import Layout
import ScriptSyntax
import Timeline

/// `batch CV [animated=false] { ... }`: `performBatchUpdates(_:completion:)`.
enum BatchCommand {
    static let signature = Signature(
        .argument(CollectionArguments.collection),
        .argument(Parameter("UPDATES", .block, help: "the item and section changes", expected: "'{' and the changes", usage: "{ COMMANDS }")),
        options: [KeyOption("animated", .bool, valueName: "BOOL", help: "true by default: the cells move on the timeline")]
    )

    /// How long a batch update animates, in seconds. UIKit does not document it; the model
    /// takes the 0.3 s of a table's updates.
    static let duration = 0.3

    static var command: Command { Command(
        name: "batch", summary: "performBatchUpdates: insert, delete, move and reload items as one animated change.",
        discussion: """
            The block's changes are made at once and the layout computed after them all; the cells
            that stay move and resize from where they were to where they go over 0.3 s (ease in and
            out), so print CELL.presentationFrame or render at= show any instant. Inserted items'
            cells appear at their places and deleted ones go at once (UIKit fades them; the model
            does not).
              batch grid { items remove grid 0; items add grid 1 Tile title "New" at=3 }
              seek 0.15
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["collection grid frame (0, 0, 320, 568)", "set grid.itemSize = (90, 90)", "prototype Tile in grid",
                                             "label title in Tile \"Title\"", "items add grid 9 Tile"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let collection = try arguments.collection("CV")
        let block = arguments.tokens("UPDATES")
        let location = arguments.entry("UPDATES")?.location ?? invocation.end
        let updates = { () throws(SyntaxError) in
            try collection.performBatchUpdates { () throws(SyntaxError) in try session.runBlock(block, at: location) }
        }
        guard arguments.boolOption("animated") ?? true else {
            try updates()
            return
        }
        let before = collection.contentSize
        let animation = try session.scene.timeline.animating(duration: Self.duration, curve: .easeInOut, in: session.scene, updates)
        let after = collection.contentSize
        let size = "\(collection.name).contentSize: \(before) -> \(after)"
        guard let animation else {
            session.emit(size)
            return
        }
        let moved = animation.changes.keys.sorted().filter { $0.hasPrefix(collection.name + ".cell") && !$0.dropFirst(collection.name.count + 5).contains(".") }
        session.emit(size + ", animation \(animation.number): \(formatPoints(animation.start))...\(formatPoints(animation.end)) s, "
            + (moved.isEmpty ? "no cell moves" : counted(moved.count, "cell") + (moved.count == 1 ? " moves" : " move")))
    } }
}
