@testable import Collections
import Layout
import Tables
import Testing
import TestSupport

/// The compositional layout's dimension rules against an independent computation: random items
/// and groups (horizontal and vertical, filled, counted, repeating, nested), resolved in random
/// containers, laid out with random measured sizes; and whole sections through the collection
/// view (insets, spacing, groups one after another).
@Suite("Compositional layout, randomised")
struct RandomizedCompositionalTests {
    /// A definition expanded by hand: what each node is and how big before measuring.
    indirect enum Node {
        case leaf(size: Size, estimatesWidth: Bool, estimatesHeight: Bool)
        case group(horizontal: Bool, size: Size, estimatesWidth: Bool, estimatesHeight: Bool, spacing: Double, children: [Node])
    }

    /// The rules, as the documentation states them: a fraction is of the containing group's
    /// width or height (its estimate when estimated), absolute and estimated lengths are
    /// their values; `count` makes that many equal items filling the group, `repeating` that
    /// many at their own size, otherwise the subitems repeat while the next fits.
    /// `forced`: the length along its parent's axis (`parentHorizontal`) a counted group gives it.
    static func expand(_ group: LayoutGroup, in container: Size, layout: CompositionalLayout, forced: Double? = nil, parentHorizontal: Bool = true) -> Node {
        func length(_ dimension: LayoutDimension, _ container: Size) -> Double {
            switch dimension {
            case .fractionalWidth(let f): f * container.width
            case .fractionalHeight(let f): f * container.height
            case .absolute(let l), .estimated(let l): l
            }
        }
        func isEstimate(_ dimension: LayoutDimension) -> Bool { if case .estimated = dimension { true } else { false } }
        let horizontal = group.axis == .horizontal
        var size = Size(width: length(group.size.width, container), height: length(group.size.height, container))
        var estimatesWidth = isEstimate(group.size.width), estimatesHeight = isEstimate(group.size.height)
        if let forced {
            if parentHorizontal { size.width = forced; estimatesWidth = false } else { size.height = forced; estimatesHeight = false }
        }
        let main = horizontal ? size.width : size.height
        let mainEstimated = horizontal ? estimatesWidth : estimatesHeight
        func childMain(_ name: String) -> Double {
            let dimensions = layout.item(named: name)?.size ?? layout.group(named: name)?.size ?? LayoutSize(width: .absolute(0), height: .absolute(0))
            return length(horizontal ? dimensions.width : dimensions.height, size)
        }
        var chosen: [(String, Double?)] = []
        switch group.count {
        // Sizes are never negative: spacing wider than the group leaves items of no length.
        case .resized(let n): chosen = Array(repeating: (group.subitems[0], max(0, (main - Double(n - 1) * group.interItemSpacing) / Double(n))), count: n)
        case .repeating(let n): chosen = Array(repeating: (group.subitems[0], nil), count: n)
        case .fill:
            if mainEstimated {
                chosen = group.subitems.map { ($0, nil) }
            } else {
                var used = 0.0
                var k = 0
                while chosen.count < CompositionalLayout.maximumItemsPerGroup {
                    let name = group.subitems[k % group.subitems.count]
                    let next = childMain(name)
                    let total = chosen.isEmpty ? next : used + group.interItemSpacing + next
                    if !chosen.isEmpty && total > main + 1e-9 { break }
                    chosen.append((name, nil))
                    used = total
                    k += 1
                }
            }
        }
        let children: [Node] = chosen.map { name, forcedLength in
            if let item = layout.item(named: name) {
                var itemSize = Size(width: length(item.size.width, size), height: length(item.size.height, size))
                var w = isEstimate(item.size.width), h = isEstimate(item.size.height)
                if let forcedLength { if horizontal { itemSize.width = forcedLength; w = false } else { itemSize.height = forcedLength; h = false } }
                return .leaf(size: itemSize, estimatesWidth: w, estimatesHeight: h)
            }
            // The generator defines every name.
            return expand(layout.group(named: name) ?? group, in: size, layout: layout, forced: forcedLength, parentHorizontal: horizontal)
        }
        return .group(horizontal: horizontal, size: size, estimatesWidth: estimatesWidth, estimatesHeight: estimatesHeight,
                      spacing: group.interItemSpacing, children: children)
    }

    /// Lays `node` out at `origin`: leaves take their measured size on estimated axes; an
    /// estimated group is as long as its children and their spacing, and as deep as the deepest.
    static func place(_ node: Node, at origin: Point, measured: [Size?], next: inout Int, present: Int, frames: inout [Rect]) -> Size? {
        switch node {
        case .leaf(let size, let w, let h):
            guard next < present else { return nil }
            let fitted = measured[next]
            let final = Size(width: w ? fitted?.width ?? size.width : size.width, height: h ? fitted?.height ?? size.height : size.height)
            frames.append(Rect(origin: origin, size: final))
            next += 1
            return final
        case .group(let horizontal, let size, let w, let h, let spacing, let children):
            var sizes: [Size] = []
            var cursor = 0.0
            for child in children {
                let at = horizontal ? Point(x: origin.x + cursor, y: origin.y) : Point(x: origin.x, y: origin.y + cursor)
                guard let placed = place(child, at: at, measured: measured, next: &next, present: present, frames: &frames) else { break }
                sizes.append(placed)
                cursor += (horizontal ? placed.width : placed.height) + spacing
            }
            guard !sizes.isEmpty else { return nil }
            let along = cursor - spacing
            let across = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
            return Size(width: w ? (horizontal ? along : across) : size.width, height: h ? (horizontal ? across : along) : size.height)
        }
    }

    static func leafCount(_ node: Node) -> Int {
        switch node {
        case .leaf: 1
        case .group(_, _, _, _, _, let children): children.reduce(0) { $0 + leafCount($1) }
        }
    }

    static func dimension(_ random: inout SplitMix64, estimates: Bool) -> LayoutDimension {
        switch random.next(below: estimates ? 4 : 3) {
        case 0: .fractionalWidth(Double(1 + random.next(below: 20)) / 20)
        case 1: .fractionalHeight(Double(1 + random.next(below: 20)) / 20)
        case 2: .absolute(Double(2 + random.next(below: 300)) / 2)
        default: .estimated(Double(2 + random.next(below: 300)) / 2)
        }
    }

    /// A random layout: two or three items, an inner group of them and a section group that
    /// holds items and, sometimes, the inner group.
    static func layout(_ random: inout SplitMix64, estimates: Bool) -> CompositionalLayout {
        var layout = CompositionalLayout()
        let itemCount = 2 + random.next(below: 2)
        for index in 0..<itemCount {
            let size = LayoutSize(width: dimension(&random, estimates: estimates), height: dimension(&random, estimates: estimates))
            layout.define(LayoutItem(name: "i\(index)", size: size))
        }
        func count() -> LayoutGroup.Count {
            switch random.next(below: 3) {
            case 0: .fill
            case 1: .resized(1 + random.next(below: 4))
            default: .repeating(1 + random.next(below: 4))
            }
        }
        func names() -> [String] { (0..<(1 + random.next(below: 2))).map { _ in "i\(random.next(below: itemCount))" } }
        let inner = LayoutGroup(name: "inner", axis: random.next(below: 2) == 0 ? .horizontal : .vertical,
                                size: LayoutSize(width: dimension(&random, estimates: estimates), height: dimension(&random, estimates: estimates)),
                                subitems: names(), count: count(), interItemSpacing: Double(random.next(below: 20)))
        layout.define(inner)
        var outerItems = names()
        if random.next(below: 2) == 0 { outerItems.insert("inner", at: random.next(below: outerItems.count + 1)) }
        layout.define(LayoutGroup(name: "outer", axis: random.next(below: 2) == 0 ? .horizontal : .vertical,
                                  size: LayoutSize(width: dimension(&random, estimates: estimates), height: dimension(&random, estimates: estimates)),
                                  subitems: outerItems, count: count(), interItemSpacing: Double(random.next(below: 20))))
        return layout
    }

    @Test func groupsLayOutAsTheDimensionRulesSay() throws {
        var random = SplitMix64(seed: 1336)
        var templates = 0, layouts = 0, leaves = 0
        for _ in 0..<2000 {
            let layout = Self.layout(&random, estimates: true)
            guard let outer = layout.group(named: "outer") else { continue }
            let container = Size(width: Double(100 + random.next(below: 700)), height: Double(100 + random.next(below: 900)))
            let template = try GroupTemplate(group: "outer", of: layout, in: container)
            let reference = Self.expand(outer, in: container, layout: layout)
            #expect(template.leafCount == Self.leafCount(reference), "\(layout) in \(container)")
            templates += 1
            for _ in 0..<3 {
                let present = random.next(below: template.leafCount + 1)
                let measured: [Size?] = (0..<template.leafCount).map { _ in
                    random.next(below: 3) == 0 ? nil : Size(width: Double(random.next(below: 400)) / 2, height: Double(random.next(below: 400)) / 2)
                }
                let laid = template.layout(present: present) { measured[$0] }
                var frames: [Rect] = []
                var next = 0
                let size = Self.place(reference, at: .zero, measured: measured, next: &next, present: present, frames: &frames)
                #expect(laid.frames == frames, "\(layout) in \(container)")
                if present > 0 { #expect(laid.size == size) }
                layouts += 1
                leaves += frames.count
            }
        }
        print("compositional groups: \(templates) group definitions resolved, \(layouts) layouts, \(leaves) item frames checked")
    }

    /// Sections through the collection view: groups one after another down the section,
    /// `interGroupSpacing` apart, inside the section's insets, each item's content insets
    /// taken off.
    @Test func sectionsStackTheirGroups() throws {
        var random = SplitMix64(seed: 2019)
        var collections = 0, items = 0
        for _ in 0..<300 {
            var layout = Self.layout(&random, estimates: false)
            let insets = EdgeInsets(top: Double(random.next(below: 30)), left: Double(random.next(below: 30)),
                                    bottom: Double(random.next(below: 30)), right: Double(random.next(below: 30)))
            let spacing = Double(random.next(below: 20))
            for index in 0..<3 where random.next(below: 2) == 0 {
                if var item = layout.item(named: "i\(index)") {
                    item.contentInsets = EdgeInsets(top: Double(random.next(below: 5)), left: Double(random.next(below: 5)),
                                                    bottom: Double(random.next(below: 5)), right: Double(random.next(below: 5)))
                    layout.define(item)
                }
            }
            layout.section = LayoutSection(group: "outer", contentInsets: insets, interGroupSpacing: spacing)
            let width = Double(200 + random.next(below: 400)), height = Double(300 + random.next(below: 500))
            let scene = Scene(screen: .iPhone320x568)
            let collection = try scene.addDetached(CollectionView(name: "cv", layout: .compositional(layout), frame: Rect(x: 0, y: 0, width: width, height: height)))
            _ = try collection.addPrototype(named: "Cell")
            let count = random.next(below: 40)
            if count > 0 { try collection.insertItems(count: count, at: IndexPath(item: 0, section: 0), prototype: "Cell") }
            let container = Size(width: width - insets.left - insets.right, height: height)
            guard let outer = layout.group(named: "outer") else { continue }
            let reference = Self.expand(outer, in: container, layout: layout)
            let perGroup = Self.leafCount(reference)
            var top = insets.top
            var item = 0
            let template = try GroupTemplate(group: "outer", of: layout, in: container)
            while item < count {
                let present = min(perGroup, count - item)
                var frames: [Rect] = []
                var next = 0
                let size = Self.place(reference, at: Point(x: insets.left, y: top), measured: Array(repeating: nil, count: perGroup), next: &next,
                                      present: present, frames: &frames) ?? .zero
                for (leaf, frame) in frames.enumerated() {
                    let itemInsets = template.leaves[leaf].item.contentInsets
                    let expected = RandomizedFlowPlacementTests.rounded(Rect(x: frame.minX + itemInsets.left, y: frame.minY + itemInsets.top,
                                                                             width: max(0, frame.width - itemInsets.left - itemInsets.right),
                                                                             height: max(0, frame.height - itemInsets.top - itemInsets.bottom)))
                    #expect(collection.frameOfItem(at: IndexPath(item: item + leaf, section: 0)) == expected)
                    items += 1
                }
                item += present
                top += size.height + spacing
            }
            let depth = count == 0 ? insets.top + insets.bottom : top - spacing + insets.bottom
            #expect(abs(collection.contentSize.height - depth) < 1e-9)
            collections += 1
        }
        print("compositional sections: \(collections) collection views, \(items) item frames checked")
    }
}
