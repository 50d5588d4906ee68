import Layout

/// What of the collection view a layout depends on, as it was when the layout was built:
/// when any of it changes, the layout is built again.
struct LayoutGeometry: Equatable, Sendable {
    var bounds: Size
    var adjustedContentInset: EdgeInsets
    var safeArea: EdgeInsets
    var margins: EdgeInsets
    var textScale: Double

    /// The width a vertical layout lays out in (the height, sideways): the bounds less the
    /// content insets, as the flow layout's warning says ("the width of the UICollectionView
    /// minus ... the content insets left and right values").
    func length(vertical: Bool) -> Double {
        vertical ? max(0, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
            : max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }

    /// The depth of the part of the content on screen, along the scroll axis.
    func viewport(vertical: Bool) -> Double {
        vertical ? max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
            : max(0, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
    }

    /// The section insets at the ends of a line, from what `reference` says they are measured
    /// from, in the content's coordinates. "The minimum value of this property is always the
    /// collection view's contentInset": so an inset from the safe area or the margins never
    /// puts a line's end inside the content inset (Apple, `sectionInsetReference`).
    func lineInsets(_ insets: EdgeInsets, reference: SectionInsetReference, vertical: Bool) -> (leading: Double, trailing: Double) {
        let base: EdgeInsets
        switch reference {
        case .fromContentInset: return vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        case .fromSafeArea: base = safeArea
        case .fromLayoutMargins: base = margins
        }
        if vertical {
            return (max(0, base.left + insets.left - adjustedContentInset.left), max(0, base.right + insets.right - adjustedContentInset.right))
        }
        return (max(0, base.top + insets.top - adjustedContentInset.top), max(0, base.bottom + insets.bottom - adjustedContentInset.bottom))
    }
}
