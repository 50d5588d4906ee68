@testable import Collections
import Layout
import Tables
import Testing
import TestSupport

/// Where a flow layout puts items, through the collection view, against the rules written out
/// again here (FlowLinePlacement's documentation): full lines justified, a lone line item
/// centred, the section's last line left-aligned unless complete, items centred across their
/// line, the fast path's columns; sections with headers, insets and footers one after another.
@Suite("Flow placement, randomised")
struct RandomizedFlowPlacementTests {
    static func round(_ value: Double) -> Double { PixelGrid.round(value, scale: 2) }

    static func rounded(_ rect: Rect) -> Rect {
        let left = round(rect.minX), top = round(rect.minY)
        return Rect(x: left, y: top, width: round(rect.maxX) - left, height: round(rect.maxY) - top)
    }

    /// The frames the rules give, section after section (vertical scrolling).
    static func expectedFrames(sections: [[Size]], uniform: Bool, flow: FlowLayout, width: Double) -> [Rect] {
        var frames: [Rect] = []
        var top = 0.0
        let inset = flow.sectionInset
        let room = width - inset.left - inset.right
        for sizes in sections {
            top += flow.headerReferenceSize.height + inset.top
            let extents = sizes.map { ItemExtent(along: $0.width, across: $0.height) }
            let lines = RandomizedFlowTests.greedy(extents, available: room, spacing: flow.minimumInteritemSpacing)
            // The fast path's one spacing for every line, from a full line of itemSize items.
            let perLine = RandomizedFlowTests.greedy(Array(repeating: ItemExtent(along: flow.itemSize.width, across: 0), count: 2000),
                                                     available: room, spacing: flow.minimumInteritemSpacing).first?.count ?? 1
            func leftover(_ line: RandomizedFlowTests.ExpectedLine) -> Double {
                room - sizes[line.first..<(line.first + line.count)].reduce(0) { $0 + $1.width } - Double(line.count - 1) * flow.minimumInteritemSpacing
            }
            for (index, line) in lines.enumerated() {
                let members = Array(sizes[line.first..<(line.first + line.count)])
                var xs: [Double] = []
                if uniform {
                    let w = flow.itemSize.width
                    if perLine > 1 {
                        let gap = (room - Double(perLine) * w) / Double(perLine - 1)
                        xs = (0..<members.count).map { inset.left + Double($0) * (w + gap) }
                    } else {
                        xs = [inset.left + (room - w) / 2]
                    }
                } else {
                    let isLast = index == lines.count - 1
                    let complete = lines.allSatisfy { $0.count == 1 }
                        || (isLast && index >= 1 && abs(leftover(line) - leftover(lines[index - 1])) <= 1e-9)
                    if isLast && !complete {
                        var x = inset.left
                        for size in members { xs.append(x); x += size.width + flow.minimumInteritemSpacing }
                    } else if members.count == 1 {
                        let free = (room - members[0].width) / 2
                        xs = [free >= 0 ? inset.left + free : inset.left]
                    } else {
                        let gap = (room - members.reduce(0) { $0 + $1.width }) / Double(members.count - 1)
                        var x = inset.left
                        for size in members { xs.append(x); x += size.width + gap }
                    }
                }
                for (size, x) in zip(members, xs) {
                    frames.append(rounded(Rect(x: x, y: top + (line.extent - size.height) / 2, width: size.width, height: size.height)))
                }
                top += line.extent + (index + 1 < lines.count ? flow.minimumLineSpacing : 0)
            }
            top += inset.bottom + flow.footerReferenceSize.height
        }
        return frames
    }

    @Test func itemsGoWhereTheRulesPutThem() throws {
        var random = SplitMix64(seed: 3636)
        var collections = 0, itemsChecked = 0
        for trial in 0..<300 {
            let scene = Scene(screen: .iPhone320x568)
            let width = RandomizedFlowTests.length(&random, 200...800)
            var flow = FlowLayout()
            flow.itemSize = Size(width: RandomizedFlowTests.length(&random, 20...300), height: RandomizedFlowTests.length(&random, 20...200))
            flow.minimumInteritemSpacing = RandomizedFlowTests.length(&random, 0...40)
            flow.minimumLineSpacing = RandomizedFlowTests.length(&random, 0...40)
            flow.sectionInset = EdgeInsets(top: RandomizedFlowTests.length(&random, 0...40), left: RandomizedFlowTests.length(&random, 0...40),
                                           bottom: RandomizedFlowTests.length(&random, 0...40), right: RandomizedFlowTests.length(&random, 0...40))
            flow.headerReferenceSize = Size(width: 0, height: RandomizedFlowTests.length(&random, 0...80))
            flow.footerReferenceSize = Size(width: 0, height: RandomizedFlowTests.length(&random, 0...80))
            let collection = try scene.addDetached(CollectionView(name: "cv", layout: .flow(flow), frame: Rect(x: 0, y: 0, width: width / 2, height: 400)))
            collection.frame = Rect(x: 0, y: 0, width: width / 2, height: 400)
            _ = try collection.addPrototype(named: "Tile")
            let uniform = trial % 3 == 0
            var sections: [[Size]] = []
            for section in 0..<(1 + random.next(below: 3)) {
                if section > 0 { collection.addSections() }
                let count = random.next(below: 14)
                if count > 0 { try collection.insertItems(count: count, at: IndexPath(item: 0, section: section), prototype: "Tile") }
                var sizes: [Size] = []
                for item in 0..<count {
                    if uniform {
                        sizes.append(flow.itemSize)
                    } else {
                        let size = Size(width: RandomizedFlowTests.length(&random, 0...600), height: RandomizedFlowTests.length(&random, 0...200))
                        try collection.setGivenSize(size, ofItem: IndexPath(item: item, section: section))
                        sizes.append(size)
                    }
                }
                sections.append(sizes)
            }
            let expected = Self.expectedFrames(sections: sections, uniform: uniform, flow: flow, width: width / 2)
            var found: [Rect] = []
            for (section, sizes) in sections.enumerated() {
                for item in sizes.indices { found.append(collection.frameOfItem(at: IndexPath(item: item, section: section)) ?? .zero) }
            }
            #expect(found == expected, "trial \(trial)")
            collections += 1
            itemsChecked += found.count
        }
        print("flow placement: \(collections) collection views, \(itemsChecked) item frames checked")
    }
}
