import Solver

/// Turns a constraint into the solver's terms.
///
/// Each view's variables are its origin in its superview and its size, so a position is a
/// sum along the superview chain: a view's left edge in an ancestor's coordinates is its
/// `minX` plus the `minX` of every view between it and the ancestor. A constraint is written
/// in the coordinates of its items' nearest common ancestor, where that ancestor's own left
/// edge is 0 and its right edge its width.
enum AttributeExpression {
    /// `first - multiplier * second - constant`, related to zero by the constraint's relation;
    /// nil when the items share no ancestor inside `root`.
    static func expression(for constraint: LayoutConstraint, in root: View) -> LinearExpression? {
        guard let ancestor = commonAncestor(of: constraint.items), ancestor.isDescendant(of: root) else {
            return nil
        }
        let mirrored = isMirrored(constraint)
        var expression = position(constraint.firstItem, constraint.firstAttribute, in: ancestor, mirrored: mirrored)
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            expression = expression - constraint.multiplier * position(second, attribute, in: ancestor, mirrored: mirrored)
        }
        return expression - constraint.constant
    }

    /// Whether the constraint is read in mirrored coordinates: it relates a leading or
    /// trailing attribute, and its first item lays out right to left.
    ///
    /// Apple (`NSLayoutConstraint.Attribute.leading`): "in right-to-left languages like Hebrew
    /// or Arabic, leading is the right edge", and constants grow toward trailing (`v.leading ==
    /// s.leading + 20` puts v 20 pt inside s's right edge). So the whole constraint is
    /// written in coordinates that run from the common ancestor's right edge leftwards
    /// (x' = width - x): leading is the right edge, trailing the left, a centre stays the
    /// centre, and a constant or a multiplier acts from the right as it acts from the left in
    /// a left-to-right view. A constraint of left, right and centres alone never flips.
    /// Which item's direction counts when the two differ is not documented; the model takes
    /// the first item's, so a constraint reads one way throughout.
    static func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        constraint.isDirectional && constraint.firstItem.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The attribute of `view` in the coordinates of `ancestor`, mirrored (measured from the
    /// ancestor's right edge, leading and trailing swapping sides) when `mirrored`.
    static func position(_ view: View, _ attribute: LayoutAttribute, in ancestor: View, mirrored: Bool) -> LinearExpression {
        guard mirrored, attribute.axis == .horizontal, !attribute.isSize, attribute != .minX else {
            return position(view, attribute, in: ancestor)
        }
        let width = ancestor.hasScrollableContentArea ? ancestor.contentArea.width : ancestor.variables.width
        return LinearExpression(width) - position(view, attribute.physical(in: .rightToLeft), in: ancestor)
    }

    /// The nearest view that is, or contains, every view given.
    static func commonAncestor(of views: [View]) -> View? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            guard let common = nearestCommonAncestor(candidate, view) else { return nil }
            candidate = common
        }
        return candidate
    }

    /// The deeper view walks up to the other's depth, then both walk up together until they
    /// meet: the cost is their distance, not their depth.
    private static func nearestCommonAncestor(_ first: View, _ second: View) -> View? {
        var left: View? = first
        var right: View? = second
        var leftDepth = first.depth
        var rightDepth = second.depth
        while leftDepth > rightDepth, let view = left {
            left = view.superview
            leftDepth -= 1
        }
        while rightDepth > leftDepth, let view = right {
            right = view.superview
            rightDepth -= 1
        }
        while let one = left, let other = right {
            if one === other { return one }
            left = one.superview
            right = other.superview
        }
        return nil
    }

    /// The attribute of `view` in the coordinates of `ancestor`.
    static func position(_ view: View, _ attribute: LayoutAttribute, in ancestor: View) -> LinearExpression {
        let variables = view.variables
        let margins = view.effectiveLayoutMargins
        // The scene keeps such a view's margins in step with its safe area (Scene+Margins).
        if attribute.isMargin { view.scene?.noteMarginsFeedLayout(of: view) }
        switch attribute {
        case .minX: return LinearExpression(variables.minX)
        case .minY: return LinearExpression(variables.minY)
        case .width: return LinearExpression(variables.width)
        case .height: return LinearExpression(variables.height)
        default: break
        }
        let horizontal = attribute.axis == .horizontal
        let origin = self.origin(of: view, horizontal: horizontal, in: ancestor)
        // Seen from inside a scroll view, its edges are those of its content area.
        let sizeVariable = view === ancestor && view.hasScrollableContentArea
            ? (horizontal ? view.contentArea.width : view.contentArea.height)
            : (horizontal ? variables.width : variables.height)
        let size = LinearExpression(sizeVariable)
        switch attribute {
        case .left, .leading, .top:
            return origin
        case .right, .trailing, .bottom:
            return origin + size
        case .centerX, .centerY:
            return origin + 0.5 * size
        case .leftMargin, .leadingMargin:
            return origin + margins.left
        case .rightMargin, .trailingMargin:
            return origin + size - margins.right
        case .topMargin:
            return origin + margins.top
        case .bottomMargin:
            return origin + size - margins.bottom
        case .centerXWithinMargins:
            return origin + margins.left + 0.5 * (size - (margins.left + margins.right))
        case .centerYWithinMargins:
            return origin + margins.top + 0.5 * (size - (margins.top + margins.bottom))
        case .firstBaseline:
            let offsets = view.baselineOffsets
            if let fromTop = offsets.fromTop { return origin + fromTop }
            return origin + size - offsets.fromBottom
        case .lastBaseline:
            return origin + size - view.baselineOffsets.fromBottom
        case .minX, .minY, .width, .height:
            return size
        }
    }

    /// The origin of `view` along one axis, in `ancestor`'s coordinates: zero for the
    /// ancestor itself.
    private static func origin(of view: View, horizontal: Bool, in ancestor: View) -> LinearExpression {
        var terms: [Term] = []
        var current = view
        while current !== ancestor {
            terms.append(Term(horizontal ? current.variables.minX : current.variables.minY))
            guard let parent = current.superview else { break }
            current = parent
        }
        return LinearExpression(terms)
    }
}
