/// `UISegmentedControl` with text segments: equal segments, each as wide as the widest title
/// needs, 29 pt high.
///
/// - Equal widths: "Within the control, all segments are equal in width" (Apple's Human
///   Interface Guidelines, Segmented Controls,
///   https://developer.apple.com/design/human-interface-guidelines/ios/controls/segmented-controls).
/// - Height 29: the height Interface Builder wrote for segmented controls in the iOS 7 to 10
///   era (Apple's AVCam sample storyboard: Photo/Movie at `width="103" height="29"`; a
///   First/Second control at `width="249" height="29"` in a storyboard template). Later
///   systems draw them 28, then 32 (iOS 13) pt high; the model keeps the iOS 8 figure, as
///   its other controls do.
/// - Each segment's width is the widest title at 13 pt (the segments' font), rounded up to
///   the pixel grid, plus 8 pt on each side. UIKit does not document the padding; 8 pt makes
///   Interface Builder's default First/Second control 121 pt wide with the model's widths:
///   "Second" is 3391 / 1000 em x 13 = 44.08, 44.5 on the grid, + 16 = 60.5, twice is 121.
public final class SegmentedControl: View {
    /// The segments' titles, left to right.
    @Journaled public var titles: [String] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The titles' font size.
    public static let fontSize = 13.0
    /// The padding on each side of the widest title in a segment.
    public static let segmentPadding = 8.0
    /// The control's height.
    public static let height = 29.0

    public init(name: String, titles: [String], frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.titles = titles
    }

    override public var className: String { "UISegmentedControl" }

    override public func makeCopy(named name: String) -> View? {
        let copy = SegmentedControl(name: name, titles: titles)
        copyProperties(to: copy)
        return copy
    }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [SnapshotAttribute("titles", titles.joined(separator: "|"))]
    }

    /// The width of one segment.
    public var segmentWidth: Double {
        let font = SystemFont(ofSize: Self.fontSize)
        let widest = titles.map { font.width(of: $0) }.max() ?? 0
        return PixelGrid.ceil(widest, scale: scene?.screen.scale ?? 2) + 2 * Self.segmentPadding
    }

    override public var intrinsicContentSize: Size {
        Size(width: Double(titles.count) * segmentWidth, height: Self.height)
    }
}
