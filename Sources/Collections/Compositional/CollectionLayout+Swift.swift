import Layout

/// A collection view's layout as the UIKit code that makes it (`compose show`, `export swift`):
/// a flow layout's properties that differ from the defaults, or a compositional layout's
/// items, groups and sections in the order Swift needs them (a group after what it holds).
extension CollectionLayout {
    /// The statements that make the layout, assigned to `variable`.
    public func swiftLines(variable: String = "layout") -> [String] {
        switch self {
        case .flow(let flow): Self.flowLines(flow, variable: variable)
        case .compositional(let layout): Self.compositionalLines(layout, variable: variable)
        }
    }

    static func number(_ value: Double) -> String { formatPoints(value) }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
    }

    static func directional(_ insets: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.left)), bottom: \(number(insets.bottom)), trailing: \(number(insets.right)))"
    }

    static func size(_ size: Size) -> String { "CGSize(width: \(number(size.width)), height: \(number(size.height)))" }

    private static func flowLines(_ flow: FlowLayout, variable: String) -> [String] {
        let defaults = FlowLayout()
        var lines = ["let \(variable) = UICollectionViewFlowLayout()"]
        if flow.itemSize != defaults.itemSize { lines.append("\(variable).itemSize = \(size(flow.itemSize))") }
        switch flow.estimatedItemSize {
        case .none: break
        case .automatic: lines.append("\(variable).estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
        case .size(let estimate): lines.append("\(variable).estimatedItemSize = \(size(estimate))")
        }
        if flow.minimumLineSpacing != defaults.minimumLineSpacing { lines.append("\(variable).minimumLineSpacing = \(number(flow.minimumLineSpacing))") }
        if flow.minimumInteritemSpacing != defaults.minimumInteritemSpacing {
            lines.append("\(variable).minimumInteritemSpacing = \(number(flow.minimumInteritemSpacing))")
        }
        if flow.sectionInset != defaults.sectionInset { lines.append("\(variable).sectionInset = \(insets(flow.sectionInset))") }
        if flow.sectionInsetReference != defaults.sectionInsetReference { lines.append("\(variable).sectionInsetReference = .\(flow.sectionInsetReference.rawValue)") }
        if flow.scrollDirection != defaults.scrollDirection { lines.append("\(variable).scrollDirection = .\(flow.scrollDirection.rawValue)") }
        if flow.headerReferenceSize != defaults.headerReferenceSize { lines.append("\(variable).headerReferenceSize = \(size(flow.headerReferenceSize))") }
        if flow.footerReferenceSize != defaults.footerReferenceSize { lines.append("\(variable).footerReferenceSize = \(size(flow.footerReferenceSize))") }
        return lines
    }

    static func layoutSize(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: .\(size.width), heightDimension: .\(size.height))"
    }

    /// A Swift identifier from a definition's name (already a script name: letters, digits,
    /// `_`): a Swift keyword in backquotes, and a name the code itself uses (`layout`,
    /// `section`, the types it names...) given `_`s until it is no other definition's name,
    /// so the definitions never hide what the code needs nor each other.
    static func identifier(_ name: String, among names: Set<String>) -> String {
        guard ownNames.contains(name) else { return swiftKeywords.contains(name) ? "`\(name)`" : name }
        var renamed = name + "_"
        while names.contains(renamed) { renamed += "_" }
        return renamed
    }

    /// The variables and types the layout's code names itself.
    static let ownNames: Set<String> = [
        "layout", "section", "sectionHeader", "sectionFooter", "sectionIndex", "environment",
        "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutSize", "NSCollectionLayoutSection",
        "NSCollectionLayoutBoundarySupplementaryItem", "NSDirectionalEdgeInsets", "UICollectionView", "UICollectionViewLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout", "UIEdgeInsets", "CGSize",
    ]

    private static func compositionalLines(_ layout: CompositionalLayout, variable: String) -> [String] {
        var lines: [String] = []
        var written = Set<String>()
        let names = Set(layout.items.map(\.name) + layout.groups.map(\.name))
        func identifier(_ name: String) -> String { Self.identifier(name, among: names) }
        for item in layout.items {
            lines.append("let \(identifier(item.name)) = NSCollectionLayoutItem(layoutSize: \(layoutSize(item.size)))")
            if item.contentInsets != .zero { lines.append("\(identifier(item.name)).contentInsets = \(directional(item.contentInsets))") }
            written.insert(item.name)
        }
        // A group comes after the groups it holds; a group that can never be written (it holds
        // itself, or something undefined) is left as a comment.
        var pending = layout.groups
        while !pending.isEmpty {
            guard let ready = pending.firstIndex(where: { $0.subitems.allSatisfy(written.contains) }) else {
                for group in pending { lines.append("// group \(group.name) holds what is not defined (or itself): not written") }
                break
            }
            let group = pending.remove(at: ready)
            let axis = group.axis.rawValue
            let size = layoutSize(group.size)
            switch group.count {
            case .fill:
                lines.append("let \(identifier(group.name)) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), subitems: [\(group.subitems.map(identifier).joined(separator: ", "))])")
            case .resized(let count):
                lines.append("let \(identifier(group.name)) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), subitem: \(group.subitems.first.map(identifier) ?? "item"), count: \(count))")
            case .repeating(let count):
                lines.append("let \(identifier(group.name)) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), repeatingSubitem: \(group.subitems.first.map(identifier) ?? "item"), count: \(count))")
            }
            if group.interItemSpacing != 0 { lines.append("\(identifier(group.name)).interItemSpacing = .fixed(\(number(group.interItemSpacing)))") }
            written.insert(group.name)
        }
        func sectionLines(_ section: LayoutSection, named name: String) -> [String] {
            var made = ["let \(name) = NSCollectionLayoutSection(group: \(identifier(section.group)))"]
            if section.contentInsets != .zero { made.append("\(name).contentInsets = \(directional(section.contentInsets))") }
            if section.interGroupSpacing != 0 { made.append("\(name).interGroupSpacing = \(number(section.interGroupSpacing))") }
            if section.orthogonalScrollingBehavior != .none { made.append("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)") }
            var boundary: [String] = []
            for (item, kind, alignment) in [(section.header, "UICollectionView.elementKindSectionHeader", ".top"),
                                            (section.footer, "UICollectionView.elementKindSectionFooter", ".bottom")] {
                guard let item else { continue }
                let itemName = "\(name)\(alignment == ".top" ? "Header" : "Footer")"
                made.append("let \(itemName) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(layoutSize(item.size)), elementKind: \(kind), alignment: \(alignment))")
                if item.pinToVisibleBounds { made.append("\(itemName).pinToVisibleBounds = true") }
                boundary.append(itemName)
            }
            if !boundary.isEmpty { made.append("\(name).boundarySupplementaryItems = [\(boundary.joined(separator: ", "))]") }
            return made
        }
        if layout.sectionsByIndex.isEmpty, let section = layout.section {
            lines += sectionLines(section, named: "section")
            lines.append("let \(variable) = UICollectionViewCompositionalLayout(section: section)")
        } else {
            lines.append("let \(variable) = UICollectionViewCompositionalLayout { sectionIndex, environment in")
            lines.append("    switch sectionIndex {")
            for (index, section) in layout.sectionsByIndex.sorted(by: { $0.key < $1.key }) {
                lines.append("    case \(index):")
                lines += sectionLines(section, named: "section").map { "        " + $0 }
                lines.append("        return section")
            }
            lines.append("    default:")
            if let section = layout.section {
                lines += sectionLines(section, named: "section").map { "        " + $0 }
                lines.append("        return section")
            } else {
                lines.append("        return nil")
            }
            lines.append("    }")
            lines.append("}")
        }
        if layout.interSectionSpacing != 0 {
            lines.append("\(variable).configuration.interSectionSpacing = \(number(layout.interSectionSpacing))")
        }
        return lines
    }
}
