import Commands
import TestSupport
import PluginTesting
import Testing

/// Random stacks checked against an independent computation of UIStackView's documented
/// distribution and alignment rules (Apple's `UIStackView.Distribution` and `.Alignment`):
///
/// - fill: every visible view keeps its intrinsic size along the axis except one, which
///   takes the space left: a view with no intrinsic size there (it does not hug), else the
///   one with the lowest hugging priority; on a tie the plugin's documented rule
///   (`UISV-fill-tiebreak`): the last tied visible view.
/// - fillEqually: every visible view the same size, (length - spacings) / count.
/// - fillProportionally: sizes in proportion to the intrinsic sizes (the plugin's stated rule,
///   `UISV-fill-proportionally`), filling length - spacings.
/// - equalSpacing: intrinsic sizes, the length left shared in equal gaps.
/// - equalCentering: intrinsic sizes, centres equally far apart, the first view at the start
///   and the last at the end.
/// - One visible view fills the stack's length whatever the distribution (both canvas edges).
/// - A hidden view is 0 long at the end of the visible view before it (the stack's start
///   when none), as the plugin documents for `UISV-hiding`; across the axis it is aligned as
///   the others.
/// - Across: fill stretches to the stack; leading, center, trailing place the view's
///   intrinsic size (0 with none, `UISV-ambiguity-suppression`) at the start, centre, end.
///
/// The stack's length is drawn large enough that no view must shrink below its intrinsic
/// size and no gap below the spacing, so the layout is unique. Every edge is then rounded
/// to the nearest 0.5 pt (halves away from zero), as the model rounds frames at @2x; the
/// stack is at the window's origin, so its coordinates are the window's.
@Suite("stack view, random")
struct RandomStackTests {
    struct Item {
        var along: Int?
        var across: Int?
        var hidden: Bool
        var hugging: Int
    }

    struct Case: CustomStringConvertible {
        var horizontal: Bool
        var distribution: String
        var alignment: String
        var spacing: Double
        var length: Double
        var breadth: Double
        var items: [Item]
        var commands: [String] = []

        var description: String { commands.joined(separator: "\n") }
    }

    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "center", "trailing", "bottom"]
    static let huggings = [250, 250, 250, 200, 251, 300]

    static func make(_ random: inout SplitMix64) -> Case {
        let horizontal = random.next(below: 2) == 0
        let distribution = distributions[random.next(below: distributions.count)]
        let alignment = alignments[random.next(below: alignments.count)]
        let spacing = Double(random.next(below: 21)) + (random.next(below: 4) == 0 ? 0.5 : 0)
        let count = 1 + random.next(below: 6)
        var items: [Item] = []
        for _ in 0..<count {
            let along: Int? = random.next(below: 5) == 0 ? nil : 1 + random.next(below: 120)
            let across: Int? = random.next(below: 4) == 0 ? nil : 1 + random.next(below: 60)
            items.append(Item(along: along, across: across, hidden: random.next(below: 5) == 0,
                              hugging: huggings[random.next(below: huggings.count)]))
        }
        // Keep the answer unique: a view with no intrinsic length is only allowed where its
        // length is still decided (fillEqually; fill, one such visible view at most).
        var unsized = 0
        for index in items.indices where items[index].along == nil {
            // (In fill, mostly replaced too, so that hugging and its ties decide most cases.)
            let allowed = distribution == "fillEqually"
                || (distribution == "fill" && (items[index].hidden || (unsized == 0 && random.next(below: 3) == 0)))
            if !allowed { items[index].along = 1 + random.next(below: 120) }
            if distribution == "fill", !items[index].hidden, items[index].along == nil { unsized += 1 }
        }
        let visible = items.filter { !$0.hidden }
        let sizes = visible.map { Double($0.along ?? 0) }
        let spacings = spacing * Double(max(0, visible.count - 1))
        let extra = Double(random.next(below: 4) == 0 ? 0 : random.next(below: 200))
        var minimum: Double
        switch distribution {
        case "fillEqually":
            minimum = (sizes.max() ?? 0) * Double(visible.count) + spacings
        case "equalCentering" where visible.count > 1:
            let steps = zip(sizes, sizes.dropFirst()).map { ($0 + $1) / 2 + spacing }
            minimum = sizes[0] / 2 + sizes[sizes.count - 1] / 2 + Double(visible.count - 1) * (steps.max() ?? 0)
            minimum = minimum.rounded(.up)
        default:
            minimum = sizes.reduce(0, +) + spacings
        }
        let length = (minimum + extra).rounded(.up)
        let breadth = Double((items.compactMap(\.across).max() ?? 0) + random.next(below: 40))
        return Case(horizontal: horizontal, distribution: distribution, alignment: alignment, spacing: spacing,
                    length: max(1, length), breadth: max(1, breadth), items: items)
    }

    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func commands(_ c: Case) -> [String] {
        let (w, h) = c.horizontal ? (c.length, c.breadth) : (c.breadth, c.length)
        var lines = ["stack s frame (0, 0, \(text(w)), \(text(h))) axis=\(c.horizontal ? "horizontal" : "vertical")"
            + " distribution=\(c.distribution) alignment=\(c.alignment) spacing=\(text(c.spacing))"]
        for (index, item) in c.items.enumerated() {
            let along = item.along.map(String.init) ?? "none", across = item.across.map(String.init) ?? "none"
            lines.append("view v\(index)")
            lines.append("set v\(index).intrinsicContentSize = (\(c.horizontal ? along : across), \(c.horizontal ? across : along))")
            if item.hugging != 250 {
                lines.append("set v\(index).contentHuggingPriority.\(c.horizontal ? "horizontal" : "vertical") = \(item.hugging)")
            }
        }
        lines.append("arrange " + c.items.indices.map { "v\($0)" }.joined(separator: " ") + " in s")
        for (index, item) in c.items.enumerated() where item.hidden { lines.append("set v\(index).hidden = true") }
        return lines
    }

    /// The nearest half point, halves away from zero (values here are never negative).
    static func round(_ value: Double) -> Double {
        (value * 2 + 0.5 + 1e-6).rounded(.down) / 2
    }

    /// Start and length along the axis, then across it, for every arranged view, unrounded.
    static func expected(_ c: Case) -> [(alongStart: Double, alongSize: Double, acrossStart: Double, acrossSize: Double)] {
        let visibleIndices = c.items.indices.filter { !c.items[$0].hidden }
        let n = visibleIndices.count
        let intrinsic = visibleIndices.map { Double(c.items[$0].along ?? 0) }
        let free = c.length - c.spacing * Double(max(0, n - 1))
        var sizes = intrinsic
        var gaps = Array(repeating: c.spacing, count: max(0, n - 1))
        if n == 1 {
            sizes = [c.length]
        } else if n > 1 {
            switch c.distribution {
            case "fill":
                let stretcher: Int
                if let unsized = visibleIndices.firstIndex(where: { c.items[$0].along == nil }) {
                    stretcher = unsized
                } else {
                    let lowest = visibleIndices.map { c.items[$0].hugging }.min()!
                    stretcher = visibleIndices.lastIndex(where: { c.items[$0].hugging == lowest })!
                }
                sizes[stretcher] = free - (intrinsic.reduce(0, +) - intrinsic[stretcher])
            case "fillEqually":
                sizes = Array(repeating: free / Double(n), count: n)
            case "fillProportionally":
                let total = intrinsic.reduce(0, +)
                sizes = intrinsic.map { $0 / total * free }
            case "equalSpacing":
                gaps = Array(repeating: (c.length - intrinsic.reduce(0, +)) / Double(n - 1), count: n - 1)
            default: // equalCentering
                let first = intrinsic[0] / 2, last = c.length - intrinsic[n - 1] / 2
                let step = (last - first) / Double(n - 1)
                gaps = (0..<(n - 1)).map { step - intrinsic[$0] / 2 - intrinsic[$0 + 1] / 2 }
            }
        }
        var result: [(Double, Double, Double, Double)] = []
        var position = 0.0 // the end of the last visible view
        var visibleNumber = 0
        for item in c.items {
            let acrossSize: Double, acrossStart: Double
            switch c.alignment {
            case "fill":
                (acrossStart, acrossSize) = (0, c.breadth)
            case "leading", "top":
                (acrossStart, acrossSize) = (0, Double(item.across ?? 0))
            case "center":
                let size = Double(item.across ?? 0)
                (acrossStart, acrossSize) = ((c.breadth - size) / 2, size)
            default:
                let size = Double(item.across ?? 0)
                (acrossStart, acrossSize) = (c.breadth - size, size)
            }
            if item.hidden {
                result.append((position, 0, acrossStart, acrossSize))
                continue
            }
            let start = visibleNumber == 0 ? 0 : position + gaps[visibleNumber - 1]
            result.append((start, sizes[visibleNumber], acrossStart, acrossSize))
            position = start + sizes[visibleNumber]
            visibleNumber += 1
        }
        return result.map { (alongStart: $0.0, alongSize: $0.1, acrossStart: $0.2, acrossSize: $0.3) }
    }

    static func frame(_ line: String) -> [Double]? {
        guard let open = line.range(of: " = ("), line.hasSuffix(")") else { return nil }
        let numbers = line[open.upperBound...].dropLast().split(separator: ",").compactMap { Double($0.filter { $0 != " " }) }
        return numbers.count == 4 ? numbers : nil
    }

    @Test func randomStacksFollowUIKitsRules() throws {
        var random = SplitMix64(seed: 0x57AC_C0DE)
        var failures = 0
        for number in 0..<200 {
            var c = Self.make(&random)
            c.commands = Self.commands(c)
            let interpreter = try Harness(file: "random.lab").interpreter
            var output: [String] = []
            for (index, line) in c.commands.enumerated() {
                output += interpreter.run(line: line, number: index + 1).flatMap { $0.rendered(file: "random.lab") }
            }
            let printLine = "print " + c.items.indices.map { "v\($0).frame" }.joined(separator: " ")
            let printed = interpreter.run(line: printLine, number: c.commands.count + 1).flatMap { $0.rendered(file: "random.lab") }
            let actual = printed.compactMap(Self.frame)
            var expected: [[Double]] = []
            for e in Self.expected(c) {
                let along0 = Self.round(e.alongStart), along1 = Self.round(e.alongStart + e.alongSize)
                let across0 = Self.round(e.acrossStart), across1 = Self.round(e.acrossStart + e.acrossSize)
                expected.append(c.horizontal
                    ? [along0, across0, along1 - along0, across1 - across0]
                    : [across0, along0, across1 - across0, along1 - along0])
            }
            let ok = actual == expected
            #expect(ok, "case \(number):\n\(c)\n\(output.joined(separator: "\n"))\nexpected \(expected)\nprinted \(printed)")
            if !ok { failures += 1 }
            if failures > 5 { break }
        }
    }
}
