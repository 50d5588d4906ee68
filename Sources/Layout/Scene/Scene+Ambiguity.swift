extension Scene {
    /// A view whose frame the constraints do not determine, and which of the engine's
    /// attributes (`minX`, `minY`, `width`, `height`) another equally good layout would move.
    public struct AmbiguousView {
        public let view: View
        public let attributes: [LayoutAttribute]
        /// For each attribute, the range of values it can take (infinite when unbounded).
        public let ranges: [ClosedRange<Double>]
    }

    /// `hasAmbiguousLayout` for every view in the window, in tree order. The window's own
    /// origin is not a question (it is the screen's).
    public func ambiguousLayout() -> [AmbiguousView] {
        ambiguousLayout(among: window.subtreeAndGuides)
    }

    /// ``ambiguousLayout()`` for `members` only (views and guides of the window, in the order
    /// given): what a trial asks of the views it can have changed
    /// (``viewsWhoseAmbiguityMayHaveChanged(_:since:)``), at the cost of their variables.
    public func ambiguousLayout(among members: [View]) -> [AmbiguousView] {
        var variables = members.flatMap(\.variables.all)
        variables.removeAll { $0 === window.variables.minX || $0 === window.variables.minY }
        let found = engine.ambiguities(among: variables)
        // Each view's ambiguities found by its variables' identity: a scan of all of them per
        // view was quadratic (3,000 unplaced views, 12,000 ambiguities, 36 million looks).
        let byVariable = Dictionary(found.map { (ObjectIdentifier($0.variable), $0) }, uniquingKeysWith: { first, _ in first })
        var result: [AmbiguousView] = []
        for view in members {
            let own = view.variables.all.compactMap { byVariable[ObjectIdentifier($0)] }
            guard !own.isEmpty else { continue }
            result.append(AmbiguousView(
                view: view,
                attributes: own.compactMap { owners[$0.variable]?.attribute },
                ranges: own.map { $0.minimum...$0.maximum }
            ))
        }
        return result
    }

    /// `exerciseAmbiguityInLayout()`, without the randomness: the frame the view would have
    /// if its first ambiguous attribute took another valid value (the far end of its range,
    /// or 10 pt away when the range is unbounded). Nil when the view is not ambiguous. The
    /// scene's layout is not changed.
    public func exerciseAmbiguity(of view: View) -> Rect? {
        guard let ambiguous = ambiguousLayout().first(where: { $0.view === view }),
            let attribute = ambiguous.attributes.first, let range = ambiguous.ranges.first,
            let variable = view.variables.all.first(where: { owners[$0]?.attribute == attribute })
        else { return nil }
        let current = engine.value(of: variable)
        let alternative: Double
        if range.upperBound.isFinite && range.upperBound - current > 1e-6 {
            alternative = range.upperBound
        } else if range.lowerBound.isFinite && current - range.lowerBound > 1e-6 {
            alternative = range.lowerBound
        } else {
            alternative = range.upperBound.isFinite ? current - 10 : current + 10
        }
        guard let probe = engine.solver(pinning: variable, to: alternative) else { return nil }
        let scale = screen.scale
        return Rect(
            x: PixelGrid.round(probe.value(of: view.variables.minX), scale: scale),
            y: PixelGrid.round(probe.value(of: view.variables.minY), scale: scale),
            width: PixelGrid.round(probe.value(of: view.variables.width), scale: scale),
            height: PixelGrid.round(probe.value(of: view.variables.height), scale: scale)
        )
    }
}
