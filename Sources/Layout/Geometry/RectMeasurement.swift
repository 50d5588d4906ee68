/// How two rectangles on screen stand to each other, along each axis: the gap between them,
/// how far they overlap, or, when one holds the other, its four insets.
///
/// Edges are the screen's (left, right, top, bottom), not leading and trailing: what is
/// measured is where the views are drawn, whatever the direction of the text. `measure` prints
/// it; `check` finds overlapping siblings and views reaching out of their superviews with it.
public struct RectMeasurement: Equatable, Sendable {
    /// How the two stand along one axis.
    public enum Span: Equatable, Sendable {
        /// Apart: `gap` points from the first's far edge to the second's near one (the first
        /// before the second when `firstBefore`); 0 when they touch.
        case apart(gap: Double, firstBefore: Bool)
        /// Overlapping over `shared` points, the near edges `start` apart (positive when the
        /// second's starts later) and the far edges `end` apart.
        case overlapping(shared: Double, start: Double, end: Double)
    }

    public let horizontal: Span
    public let vertical: Span

    public init(_ first: Rect, _ second: Rect) {
        horizontal = Self.span(first.minX, first.maxX, second.minX, second.maxX)
        vertical = Self.span(first.minY, first.maxY, second.minY, second.maxY)
    }

    public static func span(_ firstStart: Double, _ firstEnd: Double, _ secondStart: Double, _ secondEnd: Double) -> Span {
        if secondStart >= firstEnd { return .apart(gap: secondStart - firstEnd, firstBefore: true) }
        if firstStart >= secondEnd { return .apart(gap: firstStart - secondEnd, firstBefore: false) }
        return .overlapping(shared: min(firstEnd, secondEnd) - max(firstStart, secondStart),
                            start: secondStart - firstStart, end: secondEnd - firstEnd)
    }

    /// Whether the first lies within the second (edges may coincide): then the insets say it all.
    public var firstIsInside: Bool { Self.inside(horizontal, first: true) && Self.inside(vertical, first: true) }
    /// Whether the second lies within the first.
    public var secondIsInside: Bool { Self.inside(horizontal, first: false) && Self.inside(vertical, first: false) }

    private static func inside(_ span: Span, first: Bool) -> Bool {
        guard case .overlapping(_, let start, let end) = span else { return false }
        return first ? start <= 0 && end >= 0 : start >= 0 && end <= 0
    }
}
