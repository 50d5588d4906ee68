/// Where a view's layout attributes are for a frame: what `print label.bottom` reads and where
/// a picture draws a constraint's end. One rule for both, so a constraint drawn where it is
/// printed is where it holds.
extension View {
    /// The value of `attribute` for the view at `frame` (its own frame by default), in the
    /// frame's coordinates. Leading and trailing (and their margins) follow the view's
    /// effective direction: right to left, leading is the right edge. A size is the frame's;
    /// the first baseline is the top plus its offset, or a line above the last when the view
    /// has only one.
    public func value(of attribute: LayoutAttribute, at frame: Rect? = nil) -> Double {
        let frame = frame ?? self.frame
        let margins = effectiveLayoutMargins
        switch attribute.physical(in: effectiveUserInterfaceLayoutDirection) {
        case .left, .leading, .minX: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top, .minY: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.minX + frame.width / 2
        case .centerY: return frame.minY + frame.height / 2
        case .leftMargin, .leadingMargin: return frame.minX + margins.left
        case .rightMargin, .trailingMargin: return frame.maxX - margins.right
        case .topMargin: return frame.minY + margins.top
        case .bottomMargin: return frame.maxY - margins.bottom
        case .centerXWithinMargins: return frame.minX + margins.left + (frame.width - margins.left - margins.right) / 2
        case .centerYWithinMargins: return frame.minY + margins.top + (frame.height - margins.top - margins.bottom) / 2
        case .firstBaseline:
            let offsets = baselineOffsets
            return frame.minY + (offsets.fromTop ?? frame.height - offsets.fromBottom)
        case .lastBaseline: return frame.maxY - baselineOffsets.fromBottom
        }
    }
}
