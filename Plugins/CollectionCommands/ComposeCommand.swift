import Collections
import Commands
import Layout
import ScriptSyntax

/// `compose`: a compositional layout, defined a line at a time as Swift builds it.
enum ComposeCommand {
    static let size = [
        Signature.Element.clause(Clause("width", Parameter("WIDTH", .dimension, help: "the width dimension"), help: "widthDimension", optional: false)),
        .clause(Clause("height", Parameter("HEIGHT", .dimension, help: "the height dimension"), help: "heightDimension", optional: false)),
    ]
    static let name = Parameter("NAME", .newName, help: "the definition's name", expected: "a name for the definition")

    static let signature = Signature(
        .argument(CollectionArguments.collection),
        .choice(Choice("VERB", [
            Branch("item", Signature(elements: [.argument(name)] + size + [
                .clause(Clause("insets", Parameter("INSETS", .insets, usage: "(T, L, B, R)"), help: "contentInsets (ignored on an estimated axis)")),
            ]), help: "NSCollectionLayoutItem(layoutSize:)"),
            Branch("group", Signature(elements: [
                .argument(name),
                .argument(Parameter("AXIS", .keyword(LayoutGroup.Axis.allCases.map(\.rawValue)), help: "horizontal or vertical",
                                    expected: "horizontal or vertical", usage: "horizontal|vertical")),
            ] + size + [
                .clause(Clause("subitems", Parameter("SUBITEM", .compositionalName(of: "CV"), help: "items and groups, in order", repeating: true),
                               help: "what the group holds", optional: false)),
            ], options: [
                KeyOption("count", .integer, valueName: "N", help: "subitem:count: (iOS 13-16): N items of the first subitem, resized to fill the group"),
                KeyOption("repeating", .integer, valueName: "N", help: "repeatingSubitem:count: (iOS 16): N items of the first subitem at its own size"),
                KeyOption("spacing", .number, valueName: "POINTS", help: "interItemSpacing .fixed(POINTS)", range: 0...100_000),
            ]), help: "NSCollectionLayoutGroup.horizontal/vertical(layoutSize:subitems:)"),
            Branch("section", Signature(elements: [
                .argument(Parameter("GROUP", .compositionalName(of: "CV"), help: "the section's group", expected: "a group's name")),
                .clause(Clause("insets", Parameter("INSETS", .insets, usage: "(T, L, B, R)"), help: "contentInsets")),
                .clause(Clause("header", Parameter("HEADER_WIDTH", .dimension), Parameter("HEADER_HEIGHT", .dimension), help: "a boundary header's size")),
                .clause(Clause("footer", Parameter("FOOTER_WIDTH", .dimension), Parameter("FOOTER_HEIGHT", .dimension), help: "a boundary footer's size")),
            ], options: [
                KeyOption("spacing", .number, valueName: "POINTS", help: "interGroupSpacing", range: 0...100_000),
                KeyOption("orthogonal", .choice(OrthogonalScrollingBehavior.allCases.map(\.rawValue)), valueName: "BEHAVIOR",
                          help: "orthogonalScrollingBehavior (none by default)"),
                KeyOption("pinned", .choice(["header", "footer", "both"]), valueName: "WHICH", help: "pinToVisibleBounds"),
                KeyOption("for", .integer, valueName: "S", help: "only section S (a section provider); every section by default"),
            ]), help: "NSCollectionLayoutSection(group:): every section's, or one's"),
            Branch("flow", help: "back to a flow layout (UICollectionViewFlowLayout, its defaults)"),
            Branch("show", help: "the definitions, as Swift would make them"),
        ], subcommands: true, expected: "item, group, section, flow or show"))
    )

    static var command: Command { Command(
        name: "compose", summary: "Give a collection view a compositional layout: items, groups and sections with their dimensions.",
        discussion: """
            Define items, then groups that hold them, then the section that repeats a group; the
            layout becomes compositional with the first definition. Dimensions are as in Swift:
            fractionalWidth(F) and fractionalHeight(F) of the containing group (a section's group:
            of the section's width and of the collection's visible height), absolute(L), estimated(L).
              compose feed item row width fractionalWidth(1) height estimated(44)
              compose feed group rows vertical width fractionalWidth(1) height estimated(44) subitems row
              compose feed section rows insets (8, 16, 8, 16) spacing=8
            Which estimate wins: an item sizes itself on an axis whose own dimension is estimated
            (width held at 1000 otherwise); an estimated group is as long and as deep as what it
            holds; an item fractional of an estimated group resolves against the group's estimate,
            held there at 1000: so it never sizes itself, and the group stays at its estimate (the
            trap of item fractionalHeight(1) in group estimated(H)).
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["collection feed frame (0, 0, 320, 568)"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let collection = try arguments.collection("CV")
        var layout = collection.layout.compositional ?? CompositionalLayout()
        func required(_ name: String) throws(SyntaxError) -> LayoutDimension {
            guard let dimension = arguments.dimension(name) else { throw arguments.error(at: name, expected: "a dimension") }
            return dimension
        }
        switch arguments.branch("VERB") {
        case "item":
            let item = try arguments.token("NAME")
            try checkFree(item, in: layout, kind: "item")
            layout.define(LayoutItem(name: item.text, size: LayoutSize(width: try required("WIDTH"), height: try required("HEIGHT")),
                                     contentInsets: arguments.value("INSETS")?.insets ?? .zero))
        case "group":
            let group = try arguments.token("NAME")
            try checkFree(group, in: layout, kind: "group")
            let subitems = arguments.values("SUBITEM").compactMap(\.text)
            var count = LayoutGroup.Count.fill
            if arguments.option("count") != nil && arguments.option("repeating") != nil {
                throw arguments.error(atOption: "repeating", message: "a group takes count= or repeating=, not both")
            }
            for key in ["count", "repeating"] {
                guard let value = arguments.integerOption(key) else { continue }
                guard (1...CompositionalLayout.maximumItemsPerGroup).contains(value) else {
                    throw arguments.error(atOption: key, expected: "\(key)= from 1 to \(CompositionalLayout.maximumItemsPerGroup)")
                }
                count = key == "count" ? .resized(value) : .repeating(value)
            }
            let axis = arguments.value("AXIS")?.text == "vertical" ? LayoutGroup.Axis.vertical : .horizontal
            layout.define(LayoutGroup(name: group.text, axis: axis, size: LayoutSize(width: try required("WIDTH"), height: try required("HEIGHT")),
                                      subitems: subitems, count: count, interItemSpacing: arguments.numberOption("spacing") ?? 0))
        case "section":
            let group = try arguments.token("GROUP")
            guard layout.group(named: group.text) != nil else {
                throw SyntaxError(message: "no group '\(group.text)' in \(collection.name)'s layout" + (layout.groups.isEmpty ? "; define one with compose \(collection.name) group" : ""),
                                  found: group.quotedForMessage, at: group.location, length: group.length)
            }
            let pinned = arguments.textOption("pinned")
            var section = LayoutSection(
                group: group.text, contentInsets: arguments.value("INSETS")?.insets ?? .zero, interGroupSpacing: arguments.numberOption("spacing") ?? 0,
                orthogonalScrollingBehavior: arguments.textOption("orthogonal").flatMap(OrthogonalScrollingBehavior.init(rawValue:)) ?? .none)
            if let width = arguments.dimension("HEADER_WIDTH"), let height = arguments.dimension("HEADER_HEIGHT") {
                section.header = BoundaryItem(size: LayoutSize(width: width, height: height), pinToVisibleBounds: pinned == "header" || pinned == "both")
            }
            if let width = arguments.dimension("FOOTER_WIDTH"), let height = arguments.dimension("FOOTER_HEIGHT") {
                section.footer = BoundaryItem(size: LayoutSize(width: width, height: height), pinToVisibleBounds: pinned == "footer" || pinned == "both")
            }
            // A group that cannot be resolved (a subitem no one defined, a group inside itself)
            // is refused here, at its name.
            do throws(GroupTemplate.ResolutionError) {
                _ = try GroupTemplate(group: group.text, of: layout, in: Size(width: 320, height: 568))
            } catch {
                throw SyntaxError(message: "\(error)", found: group.quotedForMessage, at: group.location, length: group.length)
            }
            if let index = arguments.integerOption("for") {
                guard index >= 0, index < 10_000 else { throw arguments.error(atOption: "for", expected: "for= a section from 0") }
                layout.sectionsByIndex[index] = section
            } else {
                layout.section = section
            }
        case "flow":
            collection.setLayout(.flow(FlowLayout()))
            return
        default:
            for line in collection.layout.swiftLines() { session.emit(line) }
            return
        }
        collection.setLayout(.compositional(layout))
    } }

    /// A name an item and a group cannot share (a subitem names one or the other).
    private static func checkFree(_ token: Token, in layout: CompositionalLayout, kind: String) throws(SyntaxError) {
        let taken = kind == "item" ? layout.group(named: token.text) != nil : layout.item(named: token.text) != nil
        guard taken else { return }
        throw SyntaxError(message: "'\(token.text)' names a \(kind == "item" ? "group" : "item") of this layout already",
                          found: token.quotedForMessage, at: token.location, length: token.length)
    }
}

extension ArgumentKind {
    /// An item or group of the compositional layout of the collection given as `argument`.
    static func compositionalName(of argument: String) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "compositionalName", expected: "an item's or group's name",
            read: { reader, _ throws(SyntaxError) in .word(try reader.word("an item's or group's name")) },
            completions: { context in
                guard let layout = (context.arguments.value(argument)?.view as? CollectionView)?.layout.compositional else { return [] }
                return layout.items.map(\.name) + layout.groups.map(\.name)
            }))
    }
}
