public import Layout

/// A section's group resolved in its container: the tree of its items and nested groups, each
/// with the size its dimensions give it there (an estimate at its value), and its leaves (the
/// cells) numbered in order. A section's items fill one group instance after another, `leafCount`
/// each; a measured item changes its own size on its estimated axes, and an estimated group is
/// then as long and as deep as what it holds (``layout(present:measured:)``).
///
/// Fractional dimensions resolve against the containing group's size as resolved here, an
/// estimated group's at its estimate: so an item `fractionalHeight(1.0)` in a group
/// `estimated(100)` is 100 high and constrained there, and never sizes itself (Apple
/// Developer Forums thread 719750: "compositional layout just uses the estimate you provide for
/// the height as the actual height and no self-sizing occurs at all").
public struct GroupTemplate: Equatable, Sendable {
    public let root: Node
    public let leaves: [Leaf]

    public var leafCount: Int { leaves.count }

    /// The most cells one group instance holds, nested groups and all: repeated subitems inside
    /// repeated groups must not grow without bound.
    public static let maximumLeaves = 10_000

    /// One cell's place in the group.
    public struct Leaf: Equatable, Sendable {
        public let index: Int
        public let item: LayoutItem
        /// Its size in the group before it is measured (estimates at their values).
        public let provisional: Size
        public let estimatesWidth: Bool
        public let estimatesHeight: Bool
    }

    /// An item or a nested group.
    public indirect enum Node: Equatable, Sendable {
        case leaf(Leaf)
        case group(axis: LayoutGroup.Axis, provisional: Size, estimatesWidth: Bool, estimatesHeight: Bool, spacing: Double,
                   children: [Node], firstLeaf: Int)
    }

    /// Why a definition cannot be resolved.
    public enum ResolutionError: Error, Equatable, CustomStringConvertible {
        case unknown(String)
        case nestedTooDeep(String)
        case empty(String)
        case tooManyItems(String)

        public var description: String {
            switch self {
            case .unknown(let name): "no item or group named '\(name)' in the layout"
            case .nestedTooDeep(let name): "group '\(name)' nests deeper than \(CompositionalLayout.maximumNesting) groups (does it contain itself?)"
            case .empty(let name): "group '\(name)' holds no items"
            case .tooManyItems(let name): "group '\(name)' holds more than \(GroupTemplate.maximumLeaves) items in all"
            }
        }
    }

    /// Resolves group `name` of `layout` in a container of `container`.
    public init(group name: String, of layout: CompositionalLayout, in container: Size) throws(ResolutionError) {
        var leaves: [Leaf] = []
        guard let group = layout.group(named: name) else { throw .unknown(name) }
        root = try Self.resolve(group, size: group.size.resolve(in: container), estimatesWidth: group.size.width.isEstimated,
                                estimatesHeight: group.size.height.isEstimated, layout: layout, depth: 0, leaves: &leaves)
        guard !leaves.isEmpty else { throw .empty(name) }
        self.leaves = leaves
    }

    private static func resolve(
        _ group: LayoutGroup, size: Size, estimatesWidth: Bool, estimatesHeight: Bool, layout: CompositionalLayout, depth: Int,
        leaves: inout [Leaf]
    ) throws(ResolutionError) -> Node {
        guard depth < CompositionalLayout.maximumNesting else { throw .nestedTooDeep(group.name) }
        let firstLeaf = leaves.count
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let estimatesLength = horizontal ? estimatesWidth : estimatesHeight
        let spacing = group.interItemSpacing
        // Which subitems, in order, and the length along the group each takes.
        var chosen: [(name: String, length: Double?)] = []
        switch group.count {
        case .resized(let count):
            guard let first = group.subitems.first else { throw .empty(group.name) }
            let each = max(0, (length - Double(max(0, count - 1)) * spacing) / Double(max(1, count)))
            chosen = Array(repeating: (first, each), count: max(0, min(count, CompositionalLayout.maximumItemsPerGroup)))
        case .repeating(let count):
            guard let first = group.subitems.first else { throw .empty(group.name) }
            chosen = Array(repeating: (first, nil), count: max(0, min(count, CompositionalLayout.maximumItemsPerGroup)))
        case .fill:
            guard !group.subitems.isEmpty else { throw .empty(group.name) }
            if estimatesLength {
                // A group as long as its content takes each subitem once.
                chosen = group.subitems.map { ($0, nil) }
            } else {
                var used = 0.0
                var index = 0
                while chosen.count < CompositionalLayout.maximumItemsPerGroup {
                    let name = group.subitems[index % group.subitems.count]
                    let next = try Self.length(of: name, along: group.axis, in: size, layout: layout)
                    let needed = chosen.isEmpty ? next : used + spacing + next
                    if !chosen.isEmpty && needed > length + 1e-9 { break }
                    chosen.append((name, nil))
                    used = needed
                    index += 1
                }
            }
        }
        var children: [Node] = []
        for (name, forcedLength) in chosen {
            if let item = layout.item(named: name) {
                var provisional = item.size.resolve(in: size)
                var estimatesItemWidth = item.size.width.isEstimated, estimatesItemHeight = item.size.height.isEstimated
                if let forcedLength {
                    if horizontal { provisional.width = forcedLength; estimatesItemWidth = false } else { provisional.height = forcedLength; estimatesItemHeight = false }
                }
                guard leaves.count < Self.maximumLeaves else { throw .tooManyItems(group.name) }
                let leaf = Leaf(index: leaves.count, item: item, provisional: provisional, estimatesWidth: estimatesItemWidth, estimatesHeight: estimatesItemHeight)
                leaves.append(leaf)
                children.append(.leaf(leaf))
            } else if let nested = layout.group(named: name) {
                var provisional = nested.size.resolve(in: size)
                if let forcedLength { if horizontal { provisional.width = forcedLength } else { provisional.height = forcedLength } }
                children.append(try resolve(nested, size: provisional, estimatesWidth: nested.size.width.isEstimated && !(forcedLength != nil && horizontal),
                                            estimatesHeight: nested.size.height.isEstimated && !(forcedLength != nil && !horizontal),
                                            layout: layout, depth: depth + 1, leaves: &leaves))
            } else {
                throw .unknown(name)
            }
        }
        return .group(axis: group.axis, provisional: size, estimatesWidth: estimatesWidth, estimatesHeight: estimatesHeight,
                      spacing: spacing, children: children, firstLeaf: firstLeaf)
    }

    /// How long subitem `name` is along `axis` in a group of `size`.
    private static func length(of name: String, along axis: LayoutGroup.Axis, in size: Size, layout: CompositionalLayout) throws(ResolutionError) -> Double {
        let dimensions: LayoutSize
        if let item = layout.item(named: name) { dimensions = item.size } else if let group = layout.group(named: name) { dimensions = group.size } else { throw .unknown(name) }
        let resolved = dimensions.resolve(in: size)
        return axis == .horizontal ? resolved.width : resolved.height
    }

    /// The group laid out with its first `present` leaves (a section's last group may hold
    /// fewer), each at its measured size on its estimated axes when `measured` gives one:
    /// the group's size and each present leaf's frame in it.
    public func layout(present: Int, measured: (Int) -> Size?) -> (size: Size, frames: [Rect]) {
        var frames = [Rect](repeating: .zero, count: min(max(0, present), leaves.count))
        let size = place(root, at: .zero, present: frames.count, measured: measured, frames: &frames)
        return (size, frames)
    }

    private func place(_ node: Node, at origin: Point, present: Int, measured: (Int) -> Size?, frames: inout [Rect]) -> Size {
        switch node {
        case .leaf(let leaf):
            let fitted = measured(leaf.index)
            let size = Size(width: leaf.estimatesWidth ? fitted?.width ?? leaf.provisional.width : leaf.provisional.width,
                            height: leaf.estimatesHeight ? fitted?.height ?? leaf.provisional.height : leaf.provisional.height)
            if frames.indices.contains(leaf.index) { frames[leaf.index] = Rect(origin: origin, size: size) }
            return size
        case .group(let axis, let provisional, let estimatesWidth, let estimatesHeight, let spacing, let children, _):
            var cursor = 0.0, across = 0.0
            var placedAny = false
            for child in children {
                guard child.firstLeaf < present else { break }
                let at = axis == .horizontal ? Point(x: origin.x + cursor, y: origin.y) : Point(x: origin.x, y: origin.y + cursor)
                let size = place(child, at: at, present: present, measured: measured, frames: &frames)
                cursor += (axis == .horizontal ? size.width : size.height) + spacing
                across = max(across, axis == .horizontal ? size.height : size.width)
                placedAny = true
            }
            let along = placedAny ? cursor - spacing : 0
            let width = estimatesWidth ? (axis == .horizontal ? along : across) : provisional.width
            let height = estimatesHeight ? (axis == .horizontal ? across : along) : provisional.height
            return Size(width: width, height: height)
        }
    }
}

extension GroupTemplate.Node {
    /// The first leaf under the node.
    var firstLeaf: Int {
        switch self {
        case .leaf(let leaf): leaf.index
        case .group(_, _, _, _, _, _, let first): first
        }
    }
}
