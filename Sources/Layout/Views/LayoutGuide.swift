/// `UILayoutGuide`: a rectangle owned by a view that takes part in constraints as a view does
/// (it has the engine variables of a view: an origin in its owning view and a size) but is no
/// view: it is not among its owner's subviews, has no intrinsic size, no margins of its own,
/// no baselines, and is never drawn.
///
/// Custom guides are made by the user (`addLayoutGuide(_:)`), typically as spacers. The
/// owning view's own guides (``Role/safeArea``, ``Role/layoutMargins``,
/// ``Role/readableContent``) are made on first use, and placed by constraints the scene keeps
/// on the guide (``View/heldConstraints``) with UIKit's identifiers; they print by the names
/// `OWNER.safeAreaLayoutGuide`, `OWNER.layoutMarginsGuide` and `OWNER.readableContentGuide`.
///
/// The guide's ``View/superview`` is its owning view, so its frame (`layoutFrame`) is in the
/// owner's coordinates, as UIKit's `layoutFrame` is.
public final class LayoutGuide: View {
    /// Which guide it is.
    public enum Role: String, CaseIterable, Sendable {
        /// A guide the user added.
        case custom
        /// `safeAreaLayoutGuide`: the part of the owner the window's safe-area insets leave.
        case safeArea = "safeAreaLayoutGuide"
        /// `layoutMarginsGuide`: the owner's bounds inset by its effective layout margins.
        case layoutMargins = "layoutMarginsGuide"
        /// `readableContentGuide`: the margins guide, at most ``LayoutGuide/readableWidth`` wide.
        case readableContent = "readableContentGuide"
        /// A scroll view's `contentLayoutGuide`: its content area (the scrollable rectangle).
        case content = "contentLayoutGuide"
        /// A scroll view's `frameLayoutGuide`: its frame, seen from inside (its bounds).
        case frame = "frameLayoutGuide"

        /// The owner's own guides, in the order UIKit's headers list them.
        public static let builtIn: [Role] = [.safeArea, .layoutMargins, .readableContent]
        /// A scroll view's own guides besides.
        public static let scrollViewGuides: [Role] = [.content, .frame]

        /// The identifier UIKit gives the guide (`UIViewSafeAreaLayoutGuide`, ...).
        public var identifier: String? {
            switch self {
            case .custom: nil
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .content: "UIScrollViewContentLayoutGuide"
            case .frame: "UIScrollViewFrameLayoutGuide"
            }
        }
    }

    public let role: Role

    /// Whether it is a `_UILayoutSpacer`, the guide UIKit's stack views make
    /// (`'UISV-alignment-spanner'`): unlike a `UILayoutGuide`, whose size may go negative, a
    /// spacer's is kept at 0 or more (see ``NegativeSizeRule``: log 119's conflict holds only
    /// through the spanner's height).
    public let isSpacer: Bool

    /// The widest a readable content guide gets: 672 pt, the width UIKit's
    /// `readableContentGuide` has at the default (Large) Dynamic Type size, as printed on iPad
    /// (for instance a 1024 pt wide view in landscape has a 672 pt wide readable guide). UIKit
    /// derives it from the font size; the model keeps the default size's width whatever the
    /// text size scale (not checked against UIKit at other sizes).
    public static let readableWidth = 672.0

    init(name: String, role: Role, isSpacer: Bool = false) {
        self.role = role
        self.isSpacer = isSpacer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The view that owns the guide (`owningView`).
    public var owningView: View? { superview }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates.
    public var layoutFrame: Rect { frame }

    override public var className: String { isSpacer ? "_UILayoutSpacer" : "UILayoutGuide" }

    override public var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// A guide is copied by the scene with its owner (``Scene/copySubtree(of:into:naming:)``):
    /// a custom one as a new guide of the owner's copy, a view's own as the copy's own.
    override public func makeCopy(named name: String) -> View? {
        LayoutGuide(name: name, role: role, isSpacer: isSpacer)
    }

    /// A custom guide's placement is the user's (an `offset` spans two anchors): its copy
    /// takes it. A view's own guides are placed by the scene.
    override public var copiesHeldConstraints: Bool { role == .custom }
}

extension LayoutAttribute {
    /// Whether a layout guide has the attribute: UILayoutGuide's anchors are its edges,
    /// centres, width and height; it has no margins and no baselines.
    public var isLayoutGuideAttribute: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .minX, .minY: true
        default: false
        }
    }
}
