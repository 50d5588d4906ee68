import ScriptSyntax
import Layout
import Solver

/// Turns ``VisualFormatSyntax`` into constraints: resolves metrics and priorities, picks the
/// attributes for the orientation and direction, and adds the alignment options.
struct VisualFormatBuilder {
    let syntax: VisualFormatSyntax
    let options: VisualFormatOptions
    let metrics: [String: Double]
    let views: Set<String>?
    let superview: String
    private var constraints: [VisualFormatConstraint] = []

    init(syntax: VisualFormatSyntax, options: VisualFormatOptions, metrics: [String: Double],
         views: Set<String>?, superview: String) {
        self.syntax = syntax
        self.options = options
        self.metrics = metrics
        self.views = views
        self.superview = superview
    }

    /// One end of a connection.
    private enum Endpoint {
        case superview
        case view(String)
    }

    /// The attributes one orientation and direction use.
    private struct Edges {
        /// The edge a view is entered by in reading order, and the one it is left by.
        var start, end: LayoutAttribute
        var startMargin, endMargin: LayoutAttribute
        var dimension: LayoutAttribute
        /// Right to left: reading order runs against the x axis, so the earlier item is `first`.
        var reversed = false
    }

    private var edges: Edges {
        if syntax.orientation == .vertical {
            return Edges(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, dimension: .height)
        }
        switch options.direction {
        case .leadingToTrailing:
            return Edges(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin, dimension: .width)
        case .leftToRight:
            return Edges(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, dimension: .width)
        case .rightToLeft:
            return Edges(start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, dimension: .width, reversed: true)
        }
    }

    mutating func build() throws(SyntaxError) -> [VisualFormatConstraint] {
        try checkViewNames()
        try checkAlignments()
        if let connection = syntax.leadingSuperview, let view = syntax.views.first {
            try connect(.superview, .view(view.name), by: connection)
        }
        for (index, view) in syntax.views.enumerated() {
            try addSizePredicates(of: view)
            if syntax.connections.indices.contains(index), syntax.views.indices.contains(index + 1) {
                try connect(.view(view.name), .view(syntax.views[index + 1].name), by: syntax.connections[index])
            }
        }
        if let connection = syntax.trailingSuperview, let view = syntax.views.last {
            try connect(.view(view.name), .superview, by: connection)
        }
        addAlignments()
        return constraints
    }

    // MARK: connections

    private mutating func connect(_ before: Endpoint, _ after: Endpoint,
                                  by connection: VisualFormatSyntax.Connection) throws(SyntaxError) {
        let edges = edges
        // A view is left by its end edge and entered by its start edge; `|` the other way round.
        var beforeAttribute = isSuperview(before) ? edges.start : edges.end
        var afterAttribute = isSuperview(after) ? edges.end : edges.start
        if syntax.orientation == .vertical, options.spacesBaselines, !isSuperview(before), !isSuperview(after) {
            beforeAttribute = .lastBaseline
            afterAttribute = .firstBaseline
        }
        switch connection {
        case .flush(let location):
            addSpacing(before, beforeAttribute, after, afterAttribute, relation: .equal, constant: 0,
                       priority: .required, standard: false, at: location)
        case .standard(let location):
            // Since iOS 8 `|-` means the superview's layout margin, not a fixed 20 points.
            let touchesSuperview = isSuperview(before) || isSuperview(after)
            if isSuperview(before) { beforeAttribute = edges.startMargin }
            if isSuperview(after) { afterAttribute = edges.endMargin }
            addSpacing(before, beforeAttribute, after, afterAttribute, relation: .equal,
                       constant: touchesSuperview ? 0 : SystemSpacing.standard, priority: .required, standard: true, at: location)
        case .predicates(let predicates):
            for predicate in predicates {
                let constant = try spacing(predicate.object)
                let priority = try resolvePriority(predicate.priority)
                addSpacing(before, beforeAttribute, after, afterAttribute, relation: predicate.relation,
                           constant: constant, priority: priority, standard: predicate.object.isSystemSpacing, at: predicate.location)
            }
        }
    }

    private mutating func addSpacing(
        _ before: Endpoint, _ beforeAttribute: LayoutAttribute, _ after: Endpoint, _ afterAttribute: LayoutAttribute,
        relation: Relation, constant: Double, priority: Priority, standard: Bool, at location: SourceLocation
    ) {
        let earlier = AttributeReference(item: name(of: before), attribute: beforeAttribute)
        let later = AttributeReference(item: name(of: after), attribute: afterAttribute)
        // `later.start >= earlier.end + gap`; right to left, `earlier.left >= later.right + gap`.
        let (first, second) = edges.reversed ? (earlier, later) : (later, earlier)
        let equation = ConstraintEquation(first: first, relation: relation, second: second, constant: constant, priority: priority)
        constraints.append(VisualFormatConstraint(equation: equation, usesStandardSpacing: standard, location: location))
    }

    private func isSuperview(_ endpoint: Endpoint) -> Bool {
        if case .superview = endpoint { return true }
        return false
    }

    private func name(of endpoint: Endpoint) -> String {
        switch endpoint {
        case .superview: superview
        case .view(let name): name
        }
    }

    // MARK: predicates

    private mutating func addSizePredicates(of view: VisualFormatSyntax.View) throws(SyntaxError) {
        let dimension = edges.dimension
        for predicate in view.predicates {
            var second: AttributeReference?
            var constant = 0.0
            switch predicate.object.kind {
            case .number(let value), .systemSpacing(let value):
                constant = value
            case .name(let name):
                if let value = metrics[name] {
                    constant = value
                } else if let views, !views.contains(name) {
                    throw SyntaxError(message: "unknown metric or view '\(name)'", found: "'\(name)'",
                                      at: predicate.object.location, length: predicate.object.length)
                } else {
                    second = AttributeReference(item: name, attribute: dimension)
                }
            }
            let equation = ConstraintEquation(
                first: AttributeReference(item: view.name, attribute: dimension), relation: predicate.relation,
                second: second, constant: constant, priority: try resolvePriority(predicate.priority))
            constraints.append(VisualFormatConstraint(equation: equation, usesStandardSpacing: predicate.object.isSystemSpacing,
                                                      location: predicate.location))
        }
    }

    /// A connection's spacing: a number or a metric, never a view.
    private func spacing(_ value: VisualFormatSyntax.Value) throws(SyntaxError) -> Double {
        switch value.kind {
        case .number(let number), .systemSpacing(let number):
            return number
        case .name(let name):
            if let metric = metrics[name] { return metric }
            let isView = (views?.contains(name) ?? false) || syntax.views.contains { $0.name == name }
            let message = isView ? "a view name can only be used as a predicate object for width/height"
                                 : "unknown metric '\(name)'"
            throw SyntaxError(message: message, found: "'\(name)'", at: value.location, length: value.length)
        }
    }

    private func resolvePriority(_ value: VisualFormatSyntax.Value?) throws(SyntaxError) -> Priority {
        guard let value else { return .required }
        let number: Double
        var found = "'\(value.text)'"
        switch value.kind {
        case .number(let written):
            number = written
        case .name(let name):
            guard let metric = metrics[name] else {
                throw SyntaxError(message: "unknown metric '\(name)'", found: found, at: value.location, length: value.length)
            }
            number = metric
            found += " = \(formatNumber(metric))"
        case .systemSpacing:
            number = 0
        }
        // UIKit prints a priority as it holds it, a fraction perhaps: the nearest whole one.
        let printed = (1...1000).contains(number) ? Priority(Int(number.rounded())) : nil
        guard let priority = syntax.form == .printed ? printed : PrioritySyntax.priority(number) else {
            throw SyntaxError(expected: "a priority in 1...1000", found: found, at: value.location, length: value.length)
        }
        return priority
    }

    /// Every view the format names must be one the caller knows, when it says which: Apple's
    /// `constraintsWithVisualFormat` throws "Unable to find view with name: button" for
    /// `[button]` with no such entry in its views dictionary, even when the format makes no
    /// constraint for it.
    private func checkViewNames() throws(SyntaxError) {
        guard let views else { return }
        for view in syntax.views where !views.contains(view.name) {
            throw SyntaxError(message: "there is no view named '\(view.name)' (Apple: Unable to find view with name: \(view.name))",
                              found: "'\(view.name)'", at: view.location, length: view.name.count)
        }
    }

    // MARK: alignment options

    /// UIKit refuses to align views along the axis the format lays them out on.
    private func checkAlignments() throws(SyntaxError) {
        let horizontal = syntax.orientation == .horizontal
        let across: LayoutAttribute.Axis = horizontal ? .vertical : .horizontal
        for option in options.options {
            guard let attribute = option.alignment, attribute.axis != across else { continue }
            let allowed = VisualFormatOption.allCases
                .filter { $0 != .alignAllBaseline && $0.alignment?.axis == across }
                .map(\.rawValue).joined(separator: ", ")
            let span = options.span(of: option)
            throw SyntaxError(expected: "an alignment across a \(horizontal ? "horizontal" : "vertical") format (\(allowed))",
                              found: "'\(option)'", at: span?.location ?? syntax.location, length: span?.length ?? 1)
        }
    }

    /// For each consecutive pair of views, `earlier.attribute == later.attribute`: items left to
    /// right, as Apple's `constraintsWithVisualFormat` writes them (`[view1][view2]` with
    /// `AlignAllTop` gives `view1.top == view2.top`), the options in Apple's fixed order
    /// (``VisualFormatOptions/alignments``). With three views or more, each pair's alignments
    /// come together, the pairs left to right (the one-pair case is Apple's documented output;
    /// the pair-by-pair order follows how the format is read, a view at a time).
    private mutating func addAlignments() {
        let alignments = options.alignments
        for (earlier, later) in zip(syntax.views, syntax.views.dropFirst()) {
            for attribute in alignments {
                let equation = ConstraintEquation(
                    first: AttributeReference(item: earlier.name, attribute: attribute), relation: .equal,
                    second: AttributeReference(item: later.name, attribute: attribute))
                constraints.append(VisualFormatConstraint(equation: equation, usesStandardSpacing: false, location: later.location))
            }
        }
    }
}
