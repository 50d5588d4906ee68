import Layout

/// A random scene as script lines: views of every kind the plugins register (their
/// ``SceneIngredient``s) inside a root view, each placed by constraints that determine its frame
/// (no conflict, no ambiguity), and the names whose frames the tests compare. The tests that
/// build one scene two ways (in a view and in a prototype cell; portrait then turned, and
/// built in landscape; left to right, then mirrored; saved and sourced) run the same lines
/// both ways.
///
/// Placing a view takes one constraint per axis for its position (an edge, a margin or a
/// margins guide of its parent, its centre, or the end of the sibling placed before it) and
/// one for its size unless it has an intrinsic one, or both edges pinned. Numbers are whole
/// points, and a view fits its parent's planned size, so no size goes negative. With
/// ``Options/selfSizing`` the children of each container are chained from its top to its
/// bottom instead, so its height comes from them (a self-sizing cell). With
/// ``Options/directional`` nothing is placed by left, right or an off-centre centre, so the
/// frames of the scene mirror exactly in a right-to-left layout.
public struct SceneGenerator {
    public struct Options: Sendable {
        /// Leading and trailing only, horizontally: the scene mirrors under `screen rtl`.
        public var directional = false
        /// Children chained top to bottom: each container's height comes from its content.
        public var selfSizing = false
        /// Only what a prototype cell can hold (``SceneIngredient/fitsInCells``).
        public var inCells = false
        /// How many views (and guides) a scene holds at most.
        public var maximumViews = 14
        /// How deep containers nest.
        public var maximumDepth = 3

        public init(directional: Bool = false, selfSizing: Bool = false, inCells: Bool = false) {
            self.directional = directional
            self.selfSizing = selfSizing
            self.inCells = inCells
        }
    }

    /// A view that holds what is generated in it, with the size it is planned at (its height
    /// is nil when its content gives it, in ``Options/selfSizing`` scenes).
    public struct Container: Sendable {
        public let name: String
        public let width: Double
        public let height: Double?
        public let depth: Int
    }

    public let options: Options
    /// The lines that make the scene, in order.
    public private(set) var lines: [String] = []
    /// The views and guides made, parents before children: the frames the tests compare.
    public private(set) var compared: [String] = []
    /// Which ingredient made each compared name (for a failure's message).
    public private(set) var madeBy: [String: String] = [:]

    /// The generator's source of randomness: a seeded one, so a scene is the same on every
    /// machine and its seed reproduces it.
    private var random: any RandomNumberGenerator
    private let ingredients: [SceneIngredient]
    private var remaining: Int
    private var counter = 0
    /// In self-sizing scenes, the views chained in each container, top to bottom.
    private var chains: [String: [String]] = [:]
    /// The view placed last in each container, for placing the next one after it.
    private var lastPlaced: [String: String] = [:]

    public init(random: some RandomNumberGenerator, ingredients: [SceneIngredient], options: Options = Options()) {
        self.random = random
        self.ingredients = ingredients.filter { !options.inCells || $0.fitsInCells }
        self.options = options
        remaining = options.maximumViews
    }

    /// Fills `root`, a view the caller made, `width` wide and `height` high (nil: its
    /// content's height, in self-sizing scenes).
    public mutating func fill(root: String, width: Double, height: Double?) {
        fill(Container(name: root, width: width, height: height, depth: 0), count: int(2...4))
    }

    // MARK: - What ingredients use

    /// A new name: `base` and a number (`label3`).
    public mutating func newName(_ base: String) -> String {
        counter += 1
        return "\(base)\(counter)"
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        guard !overflow, span < Int.max else { return range.lowerBound }
        let draw = random.next(upperBound: UInt64(truncatingIfNeeded: span + 1))
        return range.lowerBound + Int(truncatingIfNeeded: draw)
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(0...(choices.count - 1))]
    }

    /// True with probability `chance`.
    public mutating func chance(_ chance: Double) -> Bool {
        Double(random.next(upperBound: UInt64(1_000_000))) < chance * 1_000_000
    }

    /// A few words of text, in quotes: `"alpha bravo"`.
    public mutating func text(words: ClosedRange<Int> = 1...8) -> String {
        let vocabulary = ["layout", "cell", "the", "quick", "brown", "fox", "jumped", "over", "lazy", "dog", "table", "header",
                          "stack", "margin", "guide", "safe", "area", "Settings", "Wi-Fi", "Bluetooth", "a", "of", "on", "off"]
        return "\"" + (0..<int(words)).map { _ in pick(vocabulary) }.joined(separator: " ") + "\""
    }

    /// Adds a line to the scene.
    public mutating func emit(_ line: String) {
        lines.append(line)
    }

    /// Records `name` among the frames compared (parents before children).
    public mutating func compare(_ name: String, madeBy ingredient: String) {
        compared.append(name)
        madeBy[name] = ingredient
    }

    /// The leading and trailing attributes horizontally, or left and right as often when the
    /// scene need not mirror.
    public mutating func horizontalEdges() -> (start: String, end: String) {
        options.directional || chance(0.5) ? ("leading", "trailing") : ("left", "right")
    }

    /// The view placed last in `parent`, if any: what the next may be placed after.
    public func lastPlaced(in parent: String) -> String? {
        lastPlaced[parent]
    }

    /// Places `view` vertically in `parent` (in a chain in self-sizing scenes): for an
    /// ingredient that places its views horizontally itself (a spacer's two neighbours).
    public mutating func placeVertically(_ view: String, sizing: SceneIngredient.Sizing, in parent: Container) {
        place(view, sizing: sizing, in: parent, axis: .vertical)
    }

    /// Makes `count` views in `container` (a view an ingredient made and sized), placed by
    /// the generator, and fills those that hold others in turn.
    public mutating func fill(_ container: Container, count: Int) {
        for _ in 0..<count where remaining > 0 {
            let usable = ingredients.filter { !$0.isContainer || container.depth < options.maximumDepth }
            guard !usable.isEmpty else { break }
            remaining -= 1
            let ingredient = pick(usable)
            switch ingredient.make(&self, container) {
            case .view(let name, let sizing, let minimumWidth):
                compare(name, madeBy: ingredient.name)
                let planned = place(name, sizing: sizing, in: container, minimumWidth: minimumWidth, holdsOthers: ingredient.isContainer)
                // A container holds others when there is room for its margins (8 at each
                // side) and something between them.
                if sizing == .none, ingredient.isContainer, let width = planned.width, width >= 60, planned.height.map({ $0 >= 40 }) ?? true {
                    let inner = Container(name: name, width: width, height: planned.height, depth: container.depth + 1)
                    fill(inner, count: int(0...2))
                    closeChain(of: inner)
                }
            case .placed(let name):
                compare(name, madeBy: ingredient.name)
            case nil:
                remaining += 1
            }
        }
        if container.depth == 0 { closeChain(of: container) }
    }

    // MARK: - Placing

    /// Places `view` on both axes; returns the size planned for it where one is known.
    @discardableResult
    private mutating func place(_ view: String, sizing: SceneIngredient.Sizing, in parent: Container,
                                minimumWidth: Double = 0, holdsOthers: Bool = false) -> (width: Double?, height: Double?) {
        let width = place(view, sizing: sizing, in: parent, axis: .horizontal, minimum: minimumWidth)
        let height = place(view, sizing: sizing, in: parent, axis: .vertical, holdsOthers: holdsOthers)
        lastPlaced[parent.name] = view
        return (width, height)
    }

    /// One axis: a position and, unless the view sizes itself there, a size. Returns the
    /// planned size on the axis, when the constraints give one.
    @discardableResult
    private mutating func place(_ view: String, sizing: SceneIngredient.Sizing, in parent: Container,
                                axis: LayoutAttribute.Axis, minimum: Double = 0, holdsOthers: Bool = false) -> Double? {
        let horizontal = axis == .horizontal
        if !horizontal && options.selfSizing {
            chains[parent.name, default: []].append(view)
            // A plain view (or guide) is given its height; the rest, and a view that holds
            // others (its chain), have their content's.
            guard sizing == .none, !holdsOthers else { return nil }
            let height = Double(int(10...40))
            emit("\(view).height == \(whole(height))")
            return height
        }
        guard let room = horizontal ? parent.width : parent.height else { return nil }
        let (start, end) = horizontal ? horizontalEdges() : ("top", "bottom")
        let dimension = horizontal ? "width" : "height"
        let sizesItself = sizing == .intrinsic || sizing == .content || (sizing == .heightForWidth && !horizontal)
        // Pinning both edges stretches the view: not for what sizes itself by its content along
        // the axis (a stack's arranged views would share the stretch).
        let canPinBoth = sizing == .none || sizing == .intrinsic || (sizing == .heightForWidth && horizontal)
        let quarter = max(0, Int(room / 4))
        var schemes = ["start", "centre"]
        // Pinned at up to a quarter of the room from each edge, a view is at least half of
        // it, less its parent's margins.
        if canPinBoth && room / 2 - 16 >= minimum { schemes.append("both") }
        if lastPlaced[parent.name] != nil { schemes.append("after") }
        let anchor = parentAnchor(of: parent.name, start: start, end: end)
        switch pick(schemes) {
        case "both":
            let lead = Double(int(0...quarter)), trail = Double(int(0...quarter))
            emit("\(view).\(start) == \(anchor.start) + \(whole(lead))")
            emit("\(anchor.end) == \(view).\(end) + \(whole(trail))")
            return room - lead - trail - 2 * anchor.inset
        case "after":
            let sibling = lastPlaced[parent.name] ?? parent.name
            emit("\(view).\(start) == \(sibling).\(end) + \(int(0...12))")
        case "centre":
            let offset = options.directional && horizontal ? 0 : int(-quarter / 4...quarter / 4)
            let centre = horizontal ? "centerX" : "centerY"
            emit("\(view).\(centre) == \(parent.name).\(centre)" + (offset == 0 ? "" : offset > 0 ? " + \(offset)" : " - \(-offset)"))
        default:
            emit("\(view).\(start) == \(anchor.start) + \(int(0...quarter))")
        }
        guard !sizesItself else { return nil }
        let smallest = max(Int(minimum.rounded(.up)), min(20, max(1, Int(room / 2))))
        let size = Double(int(smallest...max(smallest, Int(room / 2))))
        emit("\(view).\(dimension) == \(whole(size))")
        return size
    }

    /// The parent's start and end anchors a view is placed from: its edges, its margins or
    /// its margins guide (whose inset is the margin: the tests' roots have margins of 8, as
    /// every view the generator makes has by default), with what they add.
    private mutating func parentAnchor(of parent: String, start: String, end: String) -> (start: String, end: String, inset: Double) {
        switch int(0...3) {
        case 0: ("\(parent).\(start)Margin", "\(parent).\(end)Margin", 8)
        case 1: ("\(parent).layoutMarginsGuide.\(start)", "\(parent).layoutMarginsGuide.\(end)", 8)
        default: ("\(parent).\(start)", "\(parent).\(end)", 0)
        }
    }

    /// In self-sizing scenes, chains what was placed in `container` from its top to its
    /// bottom (an empty container is given a height).
    private mutating func closeChain(of container: Container) {
        guard options.selfSizing else { return }
        guard let chain = chains[container.name], let first = chain.first, let last = chain.last else {
            if container.height == nil { emit("\(container.name).height == \(int(10...30))") }
            return
        }
        let top = chance(0.5) ? "\(container.name).topMargin" : "\(container.name).top"
        emit("\(first).top == \(top) + \(int(0...12))")
        for (above, below) in zip(chain, chain.dropFirst()) {
            emit("\(below).top == \(above).bottom + \(int(0...12))")
        }
        emit("\(container.name).bottom == \(last).bottom + \(int(0...12))")
    }

    private func whole(_ value: Double) -> String {
        String(Int(value.rounded()))
    }
}
