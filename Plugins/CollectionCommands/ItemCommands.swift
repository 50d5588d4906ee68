import Collections
import Commands
import Layout
import PluginSupport
import ScriptSyntax
import Tables

/// `items`: what a collection view shows, and where.
enum ItemCommands {
    static let item = Parameter("ITEM", .integerRange, help: "an item of the section", expected: "an item")
    static let items = Parameter("ITEM", .integerRange, help: "an item of the section, or items A...B", repeating: true, expected: "an item")

    static let texts = Clause(
        repeating: Parameter("LABEL", .collectionLabel(of: "CV", prototype: "PROTOTYPE"), help: "a label of the prototype", expected: "a label name"),
        Parameter("TEXT", .text, help: "its text", expected: "the label's text in quotes")
    )
    static let requiredTexts = Clause(
        repeating: Parameter("LABEL", .collectionLabel(of: "CV", prototype: nil), help: "a label of the item's prototype",
                             expected: "a label name and its text"),
        Parameter("TEXT", .text, help: "its text", expected: "the label's text in quotes"),
        optional: false
    )

    static let size = Choice("SIZE", [
        Branch("none", help: "no size from the delegate: itemSize (or the estimate)"),
        Branch(nil, Signature(.argument(Parameter("WIDTH_HEIGHT", .size, help: "the size the delegate returns", expected: "a size (width, height) or none",
                                                  usage: "(W, H)")))),
    ], expected: "a size (width, height) or none")

    static let signature = Signature(
        .choice(Choice("VERB", [
            Branch("add", Signature(
                .argument(CollectionArguments.collection),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many items",
                                    expected: "a count of items from 1 to \(CollectionView.maximumItems)")),
                .argument(Parameter("PROTOTYPE", .collectionPrototype(of: "CV"), help: "the prototype the items use")),
                .clause(texts),
                options: [KeyOption("at", .integer, valueName: "ITEM", help: "where the items go (at the end by default)")]
            ), help: "insert items; text may use {n} (the item's number) and {words:A-B} (A to B words, fixed per item)"),
            Branch("remove", Signature(
                .argument(CollectionArguments.collection), .argument(item),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many items (1 by default)", optional: true, expected: "a count"))
            ), help: "delete items"),
            Branch("move", Signature(
                .argument(CollectionArguments.collection),
                .argument(Parameter("FROM", .integerRange, help: "the item to move", expected: "an item")),
                .argument(Parameter("TO", .integer(minimum: 0), help: "where it goes", expected: "an item")),
                options: [KeyOption("tosection", .integer, valueName: "T", help: "the section it goes to (its own by default)")]
            ), help: "move an item (its cell goes with it)"),
            Branch("text", Signature(.argument(CollectionArguments.collection), .argument(item), .clause(requiredTexts)),
                   help: "new texts and reconfigureItems: the cell is configured and sized again"),
            Branch("size", Signature(.argument(CollectionArguments.collection), .argument(Parameter("ITEM", .integerRange, help: "an item of the section, or items A...B", expected: "an item")), .choice(size)),
                   help: "what the delegate's sizeForItemAt returns (a flow layout then lays out item by item)"),
            Branch("reload", Signature(.argument(CollectionArguments.collection),
                                       .argument(Parameter("ITEM", .integerRange, help: "items to reload (without: reloadData)", optional: true,
                                                           repeating: true, expected: "an item"))),
                   help: "reloadItems(at:), or reloadData(): new cells, measured again"),
            Branch("invalidate", Signature(.argument(CollectionArguments.collection), .argument(item)),
                   help: "invalidateIntrinsicContentSize() on the item's visible cell (see selfSizingInvalidation)"),
            Branch("scroll", Signature(.argument(CollectionArguments.collection), .argument(item)),
                   help: "scrollToItem(at:at:): bring an item to the top (or at=)"),
            Branch("at", Signature(.argument(CollectionArguments.collection),
                                   .argument(Parameter("POINT", .size, help: "a point of the content", expected: "a point (x, y) of the content",
                                                       usage: "(X, Y)"))),
                   help: "indexPathForItem(at:): the item at a point of the content, or none"),
            Branch("list", Signature(
                .argument(CollectionArguments.collection),
                .argument(Parameter("FROM", .integer(minimum: 0), help: "the first item (without it: the visible items)", optional: true, expected: "an item")),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many items (1 by default)", optional: true, expected: "a count"))
            ), help: "items with frames, where their sizes come from and their cells"),
        ], subcommands: true, expected: "one of add, remove, move, text, size, reload, invalidate, scroll, at, list")),
        options: [CollectionArguments.section,
                  KeyOption("position", .choice(CollectionView.ScrollPosition.allCases.map(\.rawValue)), valueName: "POSITION",
                            help: "where scroll puts the item: top (default; left scrolling sideways), centeredVertically, bottom, ...")]
    )

    static var command: Command { Command(
        name: "items", summary: "Add, remove, move, reload or reconfigure a collection view's items, give them sizes, scroll to one, or list them.",
        discussion: """
            Items are shown by cells copied from a prototype; self-sizing items are measured as
            they come into view, and count as their estimate until then (items list says which).
              items add grid 30 Tile title "Item {n}"
              items size grid 3 (200, 90)
              items text grid 2 title "A much longer title"
              items list grid 0 4
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["collection grid frame (0, 0, 320, 568)", "prototype Tile in grid", "label title in Tile \"Title\" lines=0",
                                             "vfl \"H:|-[title]-|\" in Tile; vfl \"V:|-[title]-|\" in Tile"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let collection = try arguments.collection("CV")
        let section = try CollectionArguments.section(arguments, in: collection)
        do {
            switch arguments.branch("VERB") {
            case "add": try add(arguments, collection, section)
            case "remove":
                let path = try CollectionArguments.item("ITEM", arguments, in: collection, section: section)
                var count = 1
                if let entry = arguments.entry("COUNT") {
                    let most = collection.sections[section].itemCount - path.item
                    guard let value = entry.value.integer, (1...most).contains(value) else { throw entry.error(expected: "a count from 1 to \(most)") }
                    count = value
                }
                try collection.deleteItems(count: count, at: path)
            case "move":
                let from = try CollectionArguments.item("FROM", arguments, in: collection, section: section)
                let destination = try moveDestination(arguments, collection, from: from)
                try collection.moveItem(from: from, to: destination)
            case "text":
                let path = try CollectionArguments.item("ITEM", arguments, in: collection, section: section)
                try collection.setTexts(arguments.labelTexts(), ofItem: path)
            case "size":
                let paths = try CollectionArguments.items("ITEM", arguments, in: collection, section: section)
                guard collection.layout.flow != nil else { throw CollectionError.notFlow(collection.name) }
                let size = arguments.value("WIDTH_HEIGHT")?.size
                if let size, size.width < 0 || size.height < 0 { throw arguments.error(at: "WIDTH_HEIGHT", expected: "a size of 0 or more on each side") }
                try collection.setGivenSizes(size, ofItems: paths)
            case "reload":
                let entries = arguments.entries("ITEM")
                if entries.isEmpty {
                    collection.reloadData()
                } else {
                    var paths: [IndexPath] = []
                    for entry in entries { paths += try CollectionArguments.items(entry, in: collection, section: section) }
                    try collection.reloadItems(paths)
                }
            case "invalidate":
                let path = try CollectionArguments.item("ITEM", arguments, in: collection, section: section)
                try invalidate(path, collection, arguments, session)
            case "scroll":
                let path = try CollectionArguments.item("ITEM", arguments, in: collection, section: section)
                let position = arguments.textOption("position").flatMap(CollectionView.ScrollPosition.init(rawValue:))
                    ?? (collection.layout.scrollsVertically ? .top : .left)
                try collection.scrollToItem(path, at: position)
                session.emit("\(collection.name).contentOffset = (\(formatPoints(collection.contentOffset.x)), \(formatPoints(collection.contentOffset.y)))")
            case "at":
                guard let point = arguments.value("POINT")?.size else { throw arguments.error(at: "POINT", expected: "a point (x, y) of the content") }
                let found = collection.indexPathForItem(at: Point(x: point.width, y: point.height))
                session.emit(found.map(\.description) ?? "none: no item at (\(formatPoints(point.width)), \(formatPoints(point.height)))")
            default:
                try list(arguments, collection, section, session)
            }
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw invocation.failure(error)
        }
    } }

    private static func add(_ arguments: ParsedArguments, _ collection: CollectionView, _ section: Int) throws {
        guard let countEntry = arguments.entry("COUNT"), let count = countEntry.value.integer, (1...CollectionView.maximumItems).contains(count) else {
            throw arguments.error(at: "COUNT", expected: "a count of items from 1 to \(CollectionView.maximumItems)")
        }
        let prototype = try arguments.text("PROTOTYPE")
        let texts = arguments.labelTexts()
        var at = collection.sections[section].itemCount
        if let option = arguments.option("at") {
            guard case .integer(let item) = option.value, (0...at).contains(item) else {
                throw SyntaxError(expected: "an item from 0 to \(at)", found: "'\(option.text)'", at: option.token.location, length: option.token.length)
            }
            at = item
        }
        let generated = texts.values.contains { $0.contains("{") }
        try collection.insertItems(count: count, at: IndexPath(item: at, section: section), prototype: prototype,
                                   texts: generated ? [:] : texts, template: generated ? texts : [:], firstNumber: at)
    }

    private static func moveDestination(_ arguments: ParsedArguments, _ collection: CollectionView, from: IndexPath) throws(SyntaxError) -> IndexPath {
        var section = from.section
        if let option = arguments.option("tosection") {
            guard case .integer(let index) = option.value, collection.sections.indices.contains(index) else {
                throw SyntaxError(expected: "a section from 0 to \(collection.sections.count - 1)", found: "'\(option.text)'",
                                  at: option.token.location, length: option.token.length)
            }
            section = index
        }
        let limit = collection.sections[section].itemCount - (section == from.section ? 1 : 0)
        guard let entry = arguments.entry("TO"), let to = entry.value.integer, (0...max(0, limit)).contains(to) else {
            throw arguments.error(at: "TO", expected: "an item from 0 to \(max(0, limit))")
        }
        return IndexPath(item: to, section: section)
    }

    private static func invalidate(_ path: IndexPath, _ collection: CollectionView, _ arguments: ParsedArguments, _ session: Session) throws {
        guard collection.cellForItem(at: path) != nil else {
            throw arguments.error(at: "ITEM", message: "item \(path) of \(collection.name) is not on screen, so it has no cell to invalidate")
        }
        let before = collection.frameOfItem(at: path)
        guard try collection.invalidateIntrinsicContentSize(ofCellAt: path) else {
            session.emit("\(collection.name).selfSizingInvalidation is disabled: the cell keeps its size")
            return
        }
        collection.updateContent()
        let after = collection.frameOfItem(at: path)
        session.emit("item \(path): \(before.map { "\($0.size)" } ?? "none") -> \(after.map { "\($0.size)" } ?? "none")")
    }

    private static func list(_ arguments: ParsedArguments, _ collection: CollectionView, _ section: Int, _ session: Session) throws(SyntaxError) {
        var paths: [IndexPath]
        if let entry = arguments.entry("FROM") {
            let count = collection.sections[section].itemCount
            guard let from = entry.value.integer, (0..<count).contains(from) else {
                throw entry.error(expected: count == 0 ? "an item, but section \(section) has none" : "an item from 0 to \(count - 1)")
            }
            var length = 1
            if let countEntry = arguments.entry("COUNT") {
                guard let value = countEntry.value.integer, (1...(count - from)).contains(value) else {
                    throw countEntry.error(expected: "a count from 1 to \(count - from)")
                }
                length = value
            }
            paths = (from..<(from + length)).map { IndexPath(item: $0, section: section) }
        } else {
            paths = collection.visibleItems.map(\.indexPath)
            if paths.isEmpty {
                session.emit("no visible items")
                return
            }
        }
        for path in paths {
            let frame = collection.frameOfItem(at: path).map(\.description) ?? "(no frame)"
            let source = collection.sizeSource(ofItem: path)?.rawValue ?? "?"
            let cell = collection.cellForItem(at: path).map { "cell \($0.name)" } ?? "offscreen"
            let texts = collection.texts(ofItem: path).map { "\($0.label) \"\($0.text)\"" }.joined(separator: " ")
            session.emit("\(path) \(frame) \(source), \(cell)" + (texts.isEmpty ? "" : ": " + texts))
        }
    }
}
