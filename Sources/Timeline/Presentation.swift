public import Layout

/// What is on screen of a view: its frame (in its superview) and its alpha, and for a scroll
/// view the content offset and content size it shows.
///
/// UIKit animates `contentOffset` because it is the bounds origin, an animatable property of
/// the layer (`UIView.animate` documentation: "frame, bounds, center, transform, alpha,
/// backgroundColor"); `contentSize` is no layer property, but what the user sees of it (the
/// scroll indicator's length and position, the end of the scrollable range) is laid out from
/// it inside the same block, so the indicator's frame moves with the animation. The model
/// interpolates the content size itself and derives the indicator from the interpolated
/// values, which gives the same picture without a view for the indicator.
public struct Presentation: Equatable, Sendable {
    public var frame: Rect
    public var alpha: Double
    /// The bounds origin of a scroll view (zero for other views).
    public var contentOffset: Point
    /// The content size of a scroll view (zero for other views).
    public var contentSize: Size

    public init(frame: Rect, alpha: Double, contentOffset: Point = Point(x: 0, y: 0), contentSize: Size = Size(width: 0, height: 0)) {
        self.frame = frame
        self.alpha = alpha
        self.contentOffset = contentOffset
        self.contentSize = contentSize
    }

    /// `self` moved `progress` of the way to `other` (progress past 1 overshoots, as a
    /// spring does; alpha stays in 0...1, sizes at 0 or more).
    public func mixed(with other: Presentation, by progress: Double) -> Presentation {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Presentation(
            frame: Rect(x: mix(frame.minX, other.frame.minX), y: mix(frame.minY, other.frame.minY),
                        width: max(0, mix(frame.width, other.frame.width)), height: max(0, mix(frame.height, other.frame.height))),
            alpha: min(1, max(0, mix(alpha, other.alpha))),
            contentOffset: Point(x: mix(contentOffset.x, other.contentOffset.x), y: mix(contentOffset.y, other.contentOffset.y)),
            contentSize: Size(width: max(0, mix(contentSize.width, other.contentSize.width)),
                              height: max(0, mix(contentSize.height, other.contentSize.height)))
        )
    }

    /// Where an animation of a view starts: for each part the block changed in the model
    /// (`modelBefore` to `modelAfter`), what was on screen (`shown`, which may be mid-way
    /// through an earlier animation: UIKit's additive layout animations start from the
    /// current presentation); for each part the block left alone, the end value, so the new
    /// animation does not take that part over from an animation still moving it.
    public static func start(shown: Presentation, modelBefore: Presentation, modelAfter: Presentation) -> Presentation {
        var start = modelAfter
        for part in Part.allCases where part.differs(modelBefore, modelAfter) {
            part.copy(from: shown, into: &start)
        }
        return start
    }

    /// The parts of a presentation an animation may move, each decided by the newest
    /// animation that moves it (see ``Timeline/presentation(of:at:)``).
    enum Part: CaseIterable {
        case frame, alpha, contentOffset, contentSize

        func differs(_ a: Presentation, _ b: Presentation) -> Bool {
            switch self {
            case .frame: a.frame != b.frame
            case .alpha: a.alpha != b.alpha
            case .contentOffset: a.contentOffset != b.contentOffset
            case .contentSize: a.contentSize != b.contentSize
            }
        }

        func copy(from source: Presentation, into target: inout Presentation) {
            switch self {
            case .frame: target.frame = source.frame
            case .alpha: target.alpha = source.alpha
            case .contentOffset: target.contentOffset = source.contentOffset
            case .contentSize: target.contentSize = source.contentSize
            }
        }
    }

    /// One line for snapshots and diffs: `frame=(...) alpha=1 offset=(0, 0) size=(320, 88)`.
    var line: String {
        "frame=\(frame) alpha=\(alpha) offset=(\(contentOffset.x), \(contentOffset.y)) size=\(contentSize)"
    }
}
