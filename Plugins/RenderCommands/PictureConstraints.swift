import Layout

extension Picture {
    /// A constraint as the view debuggers draw it (Xcode's "Show Constraints", Reveal): a
    /// spacing between two edges as an I-beam carrying its constant, a size as a dimension bar
    /// along the view, two edges held together as a dashed line along them.
    struct Constraint: Equatable {
        enum Shape: Equatable {
            /// An I-beam between two parallel edges (or centres, or baselines).
            case spacing
            /// A bar along a view for its width or height.
            case dimension
            /// Two edges at the same place: a dashed line along them.
            case alignment
        }

        enum State: Equatable {
            case holds
            /// Broken by the engine and off now.
            case broken
            /// Broken, and holding now (UIKit keeps it just below required).
            case brokenHolding
        }

        struct Segment: Equatable {
            let from: Point
            let to: Point
        }

        let name: String
        let shape: Shape
        /// The line, horizontal or vertical, in the picture's coordinates.
        var line: Segment
        /// Whether the line runs across (a width, a horizontal spacing, a vertical edge's
        /// alignment does not): said, as a line of no length has no direction of its own.
        let isHorizontal: Bool
        /// Thin lines from an edge to the line where the line runs beyond the view.
        var extensions: [Segment]
        /// What is written by the line: the constant (`12`, `≥ 8`, `@750` below required),
        /// and how far a broken one is off.
        let text: String
        let state: State
        let clip: Rect?

    }

    /// The constraints `options` asks for, each placed between the views it relates: the
    /// active ones the user made (a cell's copies of its prototype's included), for `all`
    /// those of every drawn view and its layout guides, for one view those `constraints VIEW` lists. The ones UIKit
    /// makes itself (autoresizing, content size, a cell's encapsulated size) are left out, as
    /// Xcode's view debugger leaves them out of the canvas. A constraint relating a view
    /// outside the picture (the window, when drawing the header) cannot be placed and is left
    /// out; ``constraintsLeftOut(among:scene:options:)`` names them.
    static func constraints(among placed: Placements, scene: Scene, options: Options) -> [Constraint] {
        var drawn: [Constraint] = []
        for constraint in chosenConstraints(among: placed, scene: scene, options: options) {
            // The equation between the views as placed in the picture.
            guard let equation = ConstraintEquation(constraint).compactMapItems({ placed[view: $0] }) else { continue }
            let first = equation.first
            let state: Constraint.State = !scene.isBroken(constraint) ? .holds
                : (scene.violation(of: constraint) ?? 0) == 0 ? .brokenHolding : .broken
            var text = Self.constantText(equation, relativeTo: placed)
            if state == .broken, let off = scene.violation(of: constraint) { text += ", off by \(formatPoints(off))" }
            let clip = first.item.clip ?? equation.second?.item.clip
            if first.attribute.isSize {
                drawn.append(Constraint(name: constraint.name, shape: .dimension, line: dimensionLine(first.attribute, of: first.item.frame),
                                        isHorizontal: first.attribute == .width,
                                        extensions: [], text: text, state: state, clip: clip))
            } else if let second = equation.second, let from = position(second), let to = position(first) {
                let horizontal = first.attribute.axis == .horizontal
                let frames = [first.item.frame, second.item.frame]
                if abs(from - to) < 0.25 {
                    drawn.append(Constraint(name: constraint.name, shape: .alignment, line: alignmentLine(at: to, along: frames, horizontal: horizontal), isHorizontal: !horizontal,
                                            extensions: [], text: text == "0" ? "" : text, state: state, clip: clip))
                } else {
                    let (line, extensions) = spacingLine(from: from, in: second.item.frame, to: to, in: first.item.frame, horizontal: horizontal)
                    drawn.append(Constraint(name: constraint.name, shape: .spacing, line: line, isHorizontal: horizontal, extensions: extensions, text: text,
                                            state: state, clip: clip))
                }
            }
        }
        return separated(drawn)
    }

    /// The names of the asked-for constraints that relate a view outside the picture.
    static func constraintsLeftOut(among placed: Placements, scene: Scene, options: Options) -> [String] {
        chosenConstraints(among: placed, scene: scene, options: options).filter { constraint in
            constraint.items.contains { placed[view: $0] == nil }
        }.map(\.name)
    }

    /// The active user constraints asked for, each once, in the order the drawn views come
    /// and then the order `constraints(affecting:)` gives (creation order).
    static func chosenConstraints(among placed: Placements, scene: Scene, options: Options) -> [LayoutConstraint] {
        let views: [View]
        switch options.constraints {
        case .none: return []
        // The drawn views' guides too: a constraint between two guides (g1.width ==
        // g2.width) belongs to the picture as much as one between views.
        case .all: views = placed.order.map(\.view)
        case .affecting(let id): views = placed.order.map(\.view).filter { ObjectIdentifier($0) == id }
        }
        var seen = Set<ObjectIdentifier>()
        var chosen: [LayoutConstraint] = []
        for view in views {
            for constraint in scene.constraints(affecting: view) where constraint.kind == .layout && constraint.isActive {
                if seen.insert(ObjectIdentifier(constraint)).inserted { chosen.append(constraint) }
            }
        }
        return chosen
    }

    /// Where an attribute's edge (or centre, or baseline) is, in the picture's coordinates:
    /// an x for horizontal attributes, a y for vertical ones; nil for sizes. Leading and
    /// trailing are the sides they are in the view's direction; margins are its effective
    /// margins; a baseline is the view's `baselineOffsets` (a label's ascender below its top,
    /// and the rest of a line above its bottom; a plain view's bottom, as UIKit's).
    static func position(_ anchor: LayoutAnchor<Placements.Entry>) -> Double? {
        anchor.attribute.isSize ? nil : anchor.item.view.value(of: anchor.attribute, at: anchor.item.frame)
    }

    /// A size's bar: a width along the view's bottom, a height along its right side, 4 pt
    /// inside; outside (5 pt beyond) when the view is too thin to hold it clear of its edge.
    static func dimensionLine(_ attribute: LayoutAttribute, of frame: Rect) -> Constraint.Segment {
        if attribute == .width {
            let y = frame.height >= 14 ? frame.maxY - 4 : frame.maxY + 5
            return Constraint.Segment(from: Point(x: frame.minX, y: y), to: Point(x: frame.maxX, y: y))
        }
        let x = frame.width >= 14 ? frame.maxX - 4 : frame.maxX + 5
        return Constraint.Segment(from: Point(x: x, y: frame.minY), to: Point(x: x, y: frame.maxY))
    }

    /// Two edges at one place (`leading == leading`, `centerY == centerY`): a line along
    /// them, as the debuggers draw an alignment: over the stretch the two views share (a
    /// child's top on its parent's: the child's width), or from one to the other when they
    /// share none (two views side by side on one baseline).
    static func alignmentLine(at position: Double, along frames: [Rect], horizontal: Bool) -> Constraint.Segment {
        let lows = frames.map { horizontal ? $0.minY : $0.minX }, highs = frames.map { horizontal ? $0.maxY : $0.maxX }
        let shared = (low: lows.max() ?? 0, high: highs.min() ?? 0)
        let (low, high) = shared.low <= shared.high ? shared : (lows.min() ?? 0, highs.max() ?? 0)
        return horizontal ? Constraint.Segment(from: Point(x: position, y: low), to: Point(x: position, y: high))
            : Constraint.Segment(from: Point(x: low, y: position), to: Point(x: high, y: position))
    }

    /// An I-beam from `from` (the second item's edge) to `to` (the first item's), across the
    /// middle of the span the two views share on the other axis (a child inside its parent:
    /// the child's middle). Views that share none: across the first view's middle, with a thin
    /// line from the second view's nearer side out to it.
    static func spacingLine(from: Double, in fromFrame: Rect, to: Double, in toFrame: Rect,
                            horizontal: Bool) -> (Constraint.Segment, [Constraint.Segment]) {
        let (fromLow, fromHigh) = horizontal ? (fromFrame.minY, fromFrame.maxY) : (fromFrame.minX, fromFrame.maxX)
        let (toLow, toHigh) = horizontal ? (toFrame.minY, toFrame.maxY) : (toFrame.minX, toFrame.maxX)
        let low = max(fromLow, toLow), high = min(fromHigh, toHigh)
        let across = low <= high ? (low + high) / 2 : (toLow + toHigh) / 2
        func point(_ along: Double, _ across: Double) -> Point { horizontal ? Point(x: along, y: across) : Point(x: across, y: along) }
        var extensions: [Constraint.Segment] = []
        if low > high {
            let nearer = abs(fromLow - across) < abs(fromHigh - across) ? fromLow : fromHigh
            extensions.append(Constraint.Segment(from: point(from, nearer), to: point(from, across)))
        }
        return (Constraint.Segment(from: point(from, across), to: point(to, across)), extensions)
    }

    /// The constant as the debuggers write it, with what makes it more than a constant:
    /// `≥`/`≤` for an inequality, the multiplier, the other view's size for a size relating
    /// two, `@P` below required.
    static func constantText(_ equation: ConstraintEquation<Placements.Entry>, relativeTo placed: Placements) -> String {
        var text = ""
        switch equation.relation {
        case .equal: text = ""
        case .greaterThanOrEqual: text = "≥ "
        case .lessThanOrEqual: text = "≤ "
        }
        let constant = formatPoints(equation.constant)
        if equation.first.attribute.isSize, let second = equation.second {
            let root = placed.order.first?.view.name ?? ""
            let secondName = second.item.view.name
            let name = secondName.hasPrefix(root + ".") ? String(secondName.dropFirst(root.count + 1)) : secondName
            if text.isEmpty { text = "= " }
            text += (equation.multiplier == 1 ? "" : "\(formatPoints(equation.multiplier)) × ") + "\(name).\(second.attribute.rawValue)"
            if equation.constant != 0 { text += equation.constant < 0 ? " - \(formatPoints(-equation.constant))" : " + \(constant)" }
        } else if equation.multiplier != 1 {
            text += "\(formatPoints(equation.multiplier))×" + (equation.constant == 0 ? "" : equation.constant < 0 ? " - \(formatPoints(-equation.constant))" : " + \(constant)")
        } else {
            text += constant
        }
        if equation.priority.value < 1000 { text += " @\(equation.priority.value)" }
        return text
    }

    /// Lines that would lie on one another (parallel, within 4 pt, overlapping more than at
    /// an end: a chain of spacings end to end, as down a column of views, stays on one line)
    /// move apart, 7 pt at a time (three times at most), so two spacings between the same
    /// views are both seen.
    static func separated(_ constraints: [Constraint]) -> [Constraint] {
        var placed: [Constraint] = []
        for constraint in constraints {
            var moved = constraint
            // An alignment stays on the edges it aligns; a line moves at most three times,
            // so it stays by the views it relates.
            for _ in 0..<(constraint.shape == .alignment ? 0 : 3) {
                guard placed.contains(where: { collides($0, moved) }) else { break }
                let dx = moved.isHorizontal ? 0.0 : 7, dy = moved.isHorizontal ? 7.0 : 0
                func shift(_ segment: Constraint.Segment) -> Constraint.Segment {
                    Constraint.Segment(from: Point(x: segment.from.x + dx, y: segment.from.y + dy), to: Point(x: segment.to.x + dx, y: segment.to.y + dy))
                }
                moved.line = shift(moved.line)
                // The thin lines out to it reach it where it now is.
                moved.extensions = moved.extensions.map { Constraint.Segment(from: $0.from, to: shift($0).to) }
            }
            placed.append(moved)
        }
        return placed
    }

    static func collides(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.isHorizontal == b.isHorizontal else { return false }
        let horizontal = a.isHorizontal
        func across(_ line: Constraint.Segment) -> Double { horizontal ? line.from.y : line.from.x }
        func span(_ line: Constraint.Segment) -> (Double, Double) {
            horizontal ? (min(line.from.x, line.to.x), max(line.from.x, line.to.x)) : (min(line.from.y, line.to.y), max(line.from.y, line.to.y))
        }
        let (aLow, aHigh) = span(a.line), (bLow, bHigh) = span(b.line)
        return abs(across(a.line) - across(b.line)) < 4 && aLow < bHigh && bLow < aHigh
    }

}
