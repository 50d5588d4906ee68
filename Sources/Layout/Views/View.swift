public import Solver

/// `UIView`: a rectangle in a tree of views, placed by its frame or by constraints.
///
/// Every view has a name the user gave it; that name is how it prints. Properties that
/// affect layout tell the scene, which updates the engine at once, as UIKit does.
open class View: JournalOwner {
    /// The user's name for the view, unique in its scene.
    public let name: String
    /// The superview; weak, as subviews hold their views.
    public internal(set) var superview: View? {
        get { superviewReference.object }
        set { superviewReference = WeakReference(newValue) }
    }
    @Journaled private var superviewReference = WeakReference<View>(nil)
    /// Changed only through the scene's journal an element at a time (a parent of thousands
    /// of views records one insertion, not a copy).
    /// `final` so the key path the journal writes through is a stored one, changed in place:
    /// through a class member that could be overridden, a key path reads the whole array and
    /// writes it back (adding a view to a window of N views copied N references).
    public internal(set) final var subviews: [View] = []
    /// `layoutGuides`: the guides the view owns, custom ones and its own (made on first use),
    /// in the order they were added. They are not subviews: never drawn, never in `subtree`.
    @Journaled public internal(set) var layoutGuides: [LayoutGuide] = []
    /// How many superviews lie above the view (0 for the window, and for a view with no
    /// superview), and whether it is the window or inside it: kept by the scene as views are
    /// attached and detached, so that ancestry questions cost the distance between two views
    /// instead of a walk to the top (views nested 5,000 deep walked 5,000 superviews several
    /// times per view made).
    @Journaled public internal(set) var depth = 0
    @Journaled var isAttachedToWindow = false
    /// Whether the view is the root of a subtree the scene copies, such as a table's
    /// prototype (``Scene/addTemplate(_:)``): a view that cannot be copied is refused in it.
    @Journaled public internal(set) var isTemplate = false
    /// Where the last layout pass put the view's origin in the window's coordinates, before
    /// rounding (nil when it has not, or the view moved to another superview since): a view
    /// whose origin and ancestors did not move reads its children's origins from here.
    @Journaled var layoutOrigin: Point?
    /// The scene the view belongs to; nil once removed.
    public internal(set) var scene: Scene? {
        get { sceneReference.object }
        set { sceneReference = WeakReference(newValue) }
    }
    @Journaled private var sceneReference = WeakReference<Scene>(nil)
    /// The journal of the scene the view was made part of. It stays after the view is
    /// removed, so that undoing the removal (and redoing it) is recorded like any change.
    /// Weak: the journal's records hold views, and the scene holds the journal.
    public internal(set) weak var journal: ModelJournal? {
        didSet {
            ownConstraints.journal = journal
            journalDidChange()
        }
    }

    /// Called when the view is given its scene's journal. A view that keeps part of its state
    /// in journaled objects of its own (a table's rows, heights and cells) hands it to them here.
    open func journalDidChange() {}

    /// The engine's unknowns for this view: its origin in the superview and its size.
    let variables: ViewVariables

    /// The frame, in the superview's coordinates: as set, or as the last layout pass left it.
    /// Reading it never lays out (as in UIKit, a frame is stale until the next layout pass:
    /// the end of the command's turn, or an explicit `layoutIfNeeded`); setting it updates the
    /// autoresizing-mask constraints of a view that translates them.
    public var frame: Rect {
        get { storedFrame }
        set {
            if let scene { scene.setFrame(newValue, of: self) } else { storedFrame = newValue }
        }
    }

    /// The frame as stored (the same as ``frame``; kept for the layout pass's own writes).
    /// A watch on the scene's changes notes the write (a rollback's restore runs no `didSet`).
    @Journaled public internal(set) var storedFrame: Rect = .zero {
        didSet { scene?.changeWatch?.noteFrame(of: self) }
    }

    @Journaled public var backgroundColor: String?
    /// `isHidden`: a hidden view still takes part in layout. A change asks for a layout pass,
    /// in which a container that arranges its subviews by their visibility (a stack view, in
    /// ``updateConstraints()``) brings its constraints up to date.
    @Journaled public var isHidden = false {
        didSet { if oldValue != isHidden { scene?.setNeedsLayout() } }
    }
    @Journaled public var alpha = 1.0
    /// `clipsToBounds`: whether the view's subviews show only inside its bounds. Layout never
    /// reads it (a clipped subview keeps its frame); `render` cuts subviews to it. A change
    /// asks for a layout pass, in which a table copies a changed prototype into its cells.
    @Journaled public var clipsToBounds = false {
        didSet { scene?.setNeedsLayout() }
    }

    /// The margins as set (UIKit's default 8 pt on every side). Constraints to the margin
    /// attributes measure from ``effectiveLayoutMargins``, which are these grown by the
    /// superview's when the view preserves them.
    @Journaled public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutMarginsFollowLayoutDirection = false
            marginsDidChange()
        }
    }

    /// `directionalLayoutMargins` (`NSDirectionalEdgeInsets`): the same margins as
    /// ``layoutMargins``, read by leading and trailing. Apple: "The leading and trailing edge
    /// insets in this property correspond to the left and right insets in a left-to-right
    /// language, and to the right and left insets in a right-to-left language." Margins set
    /// this way follow the view's direction when it changes (its left and right swap; see
    /// ``Scene/refreshLayoutDirection(of:)``); margins set through ``layoutMargins`` stay
    /// on their sides. Which form UIKit keeps when the direction changes is not documented;
    /// keeping the form last set is the model's rule.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection) }
        set {
            layoutMargins = newValue.edgeInsets(direction: effectiveUserInterfaceLayoutDirection)
            layoutMarginsFollowLayoutDirection = true
        }
    }

    /// Whether the margins were last set as ``directionalLayoutMargins``.
    @Journaled public internal(set) var layoutMarginsFollowLayoutDirection = false

    /// `semanticContentAttribute`: whether the view's content flips in a right-to-left
    /// language (see ``SemanticContentAttribute``). A change re-resolves the leading and
    /// trailing constraints of the view and of the subviews that inherit its direction.
    @Journaled public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { scene?.refreshLayoutDirection(of: self) }
    }

    /// `effectiveUserInterfaceLayoutDirection`: the direction the view arranges its content
    /// in, which decides where its leading and trailing constraints go (see
    /// ``Scene/resolvedDirection(of:)`` for the rule). Kept up to date by the scene as views
    /// move, attributes change and the app's direction changes.
    @Journaled public internal(set) var effectiveUserInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight

    /// `preservesSuperviewLayoutMargins` (false by default, as UIView's): whether the
    /// superview's margins also count where they reach past this view's edges (see
    /// ``effectiveLayoutMargins``).
    @Journaled public var preservesSuperviewLayoutMargins = false {
        didSet { marginsDidChange() }
    }

    /// `insetsLayoutMarginsFromSafeArea` (true by default, as UIView's from iOS 11): margins
    /// are measured inside the safe area: each of ``effectiveLayoutMargins``' sides is the
    /// margin plus the view's safe-area inset on that side (see ``Scene/refreshMargins(of:force:)``).
    @Journaled public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { marginsDidChange() } }
    }

    /// `UIViewController.viewRespectsSystemMinimumLayoutMargins` (true by default): read on the
    /// window only, which stands for the view controller's root view; its side margins are then
    /// at least the system's minimum (see ``Scene/refreshMargins(of:force:)``).
    @Journaled public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { marginsDidChange() } }
    }

    /// Whether a constraint in an engine measures from the view's margins: the scene then
    /// keeps them in step with the view's safe area after each layout pass.
    @Journaled var marginsFeedLayout = false

    /// The margins the margin attributes (`leadingMargin`, `|-[x]-|`) measure from: the view's
    /// own ``layoutMargins`` (for the window, the root view's system minimum), plus its safe
    /// area, each grown, when the view preserves its superview's margins, to reach the
    /// superview's margin on that side (see ``Scene/refreshMargins(of:force:)`` for the rule and
    /// when it is applied). UIKit's `layoutMargins` getter returns these.
    @Journaled public internal(set) var effectiveLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Margins changed: the view's and its preserving subviews' effective margins follow, and
    /// a layout pass is asked for (in which a table copies a changed prototype into its cells).
    private func marginsDidChange() {
        guard let scene else {
            effectiveLayoutMargins = layoutMargins
            return
        }
        if preservesSuperviewLayoutMargins { scene.mayHavePreservingViews = true }
        scene.refreshMargins(of: self, force: true)
        scene.setNeedsLayout()
    }

    @Journaled public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { scene?.autoresizingDidChange(self) }
    }

    @Journaled public var autoresizingMask: AutoresizingMask = [] {
        didSet { scene?.autoresizingDidChange(self) }
    }

    /// `contentHuggingPriority(for:)`, per axis.
    @Journaled public var contentHuggingPriority = View.defaultHugging {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `contentCompressionResistancePriority(for:)`, per axis.
    @Journaled public var contentCompressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The constraints below, in a store of their own (see ``OwnConstraints``).
    let ownConstraints = OwnConstraints()

    /// Constraints the view's own properties generate: from its autoresizing mask, its
    /// intrinsic content size, and the sizes that may not go negative.
    var autoresizingConstraints: [LayoutConstraint] {
        get { ownConstraints.autoresizing }
        set { ownConstraints.autoresizing = newValue }
    }
    var contentSizeConstraints: [LayoutConstraint] {
        get { ownConstraints.contentSize }
        set { ownConstraints.contentSize = newValue }
    }
    var nonNegativeSizeConstraints: [LayoutConstraint] {
        get { ownConstraints.nonNegativeSize }
        set { ownConstraints.nonNegativeSize = newValue }
    }
    /// Constraints the view holds for its subtree, installed while it is in the window and
    /// never in the scene's named registry: a table cell's copies of its prototype's
    /// constraints and its content view's encapsulated size (see ``Scene/hold(_:on:)``).
    public internal(set) var heldConstraints: [LayoutConstraint] {
        get { ownConstraints.held }
        set { ownConstraints.held = newValue }
    }

    public init(name: String, frame: Rect = .zero) {
        self.name = name
        self.variables = ViewVariables(name: name)
        storedFrame = frame
        contentHuggingPriority = Self.defaultHugging
    }

    /// Releases the subtree one view at a time: the default release of `subviews` frees each
    /// subview from inside its parent's release, a stack frame per level, so freeing 30,000
    /// nested views (a scene at exit) overflowed the stack. A subview something else still
    /// holds (the scene's list, the journal, a constraint) keeps its subviews; it frees them
    /// the same way when its own last holder lets go.
    deinit {
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    class var defaultHugging: AxisPriorities {
        AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    }

    /// Whether constraints between this view and its descendants place them in a scrollable
    /// content area rather than in the frame (`UIScrollView`): see ``ContentAreaVariables``.
    open var hasScrollableContentArea: Bool { false }

    /// The size of the scrollable content area, as engine unknowns (scroll views only).
    lazy var contentArea = ContentAreaVariables(name: name)

    /// Whether the view wants ``didLayout()`` after each layout pass (`layoutSubviews`).
    open var observesLayout: Bool { false }

    /// Called after a layout pass has set the frames, for views that observe layout: the
    /// place to adapt to a new size, as `layoutSubviews` does. Changing constraints or
    /// frames here causes another pass.
    open func didLayout() {}

    /// Whether the view makes constraints for its subviews in ``updateConstraints()`` before
    /// each layout pass (fixed for the view's class, read once when the view joins a scene).
    open var updatesConstraints: Bool { false }

    /// UIKit's `updateConstraints`: called before each layout pass for views that answer
    /// ``updatesConstraints``, while in the window. The place for a container to rebuild the
    /// constraints it holds (``Scene/hold(_:on:)``) when what they follow has changed: its
    /// subviews' visibility, sizes or its own properties. It should change nothing when
    /// nothing changed, or every pass would ask for another.
    open func updateConstraints() {}

    /// What a snapshot keeps of the view beyond its frame, alpha and hidden (subclasses add
    /// their own state after their superclass's).
    open var snapshotAttributes: [SnapshotAttribute] {
        [SnapshotAttribute("translates", "\(translatesAutoresizingMaskIntoConstraints)"), SnapshotAttribute("margins", "\(layoutMargins)")]
            + (preservesSuperviewLayoutMargins ? [SnapshotAttribute("preservesSuperviewLayoutMargins", "true")] : [])
            + (effectiveLayoutMargins != layoutMargins ? [SnapshotAttribute("effectiveMargins", "\(effectiveLayoutMargins)")] : [])
            + (clipsToBounds ? [SnapshotAttribute("clipsToBounds", "true")] : [])
            + (semanticContentAttribute != .unspecified ? [SnapshotAttribute("semanticContentAttribute", semanticContentAttribute.rawValue)] : [])
            + (effectiveUserInterfaceLayoutDirection != .leftToRight ? [SnapshotAttribute("direction", effectiveUserInterfaceLayoutDirection.rawValue)] : [])
            + (customIntrinsicContentSize.map { [SnapshotAttribute("intrinsicContentSize", "\($0)")] } ?? [])
    }

    /// A new view of the same class with the same properties (not its subviews, constraints
    /// or place in a tree), under `name`: how a table makes a cell from its prototype (see
    /// ``Scene/copySubtree(of:into:naming:)``).
    ///
    /// Every class overrides it to copy its own state after ``copyProperties(to:)``, or
    /// returns nil when it cannot be copied. This one copies a plain `UIView` only, so a
    /// subclass that forgets to override is not copyable (putting it in a prototype is an
    /// error at the line that does it) instead of being copied as a plain view that lost its
    /// class and state.
    open func makeCopy(named name: String) -> View? {
        guard type(of: self) == View.self else { return nil }
        let copy = View(name: name)
        copyProperties(to: copy)
        return copy
    }

    /// After every view of a subtree has its copy: gives `copy` this view's references to
    /// other views of the subtree, through `copying` (a stack view's arranged subviews). A
    /// reference to a view outside the subtree has no copy and is left out.
    open func copyReferences(to copy: View, through copying: SubtreeCopy) {}

    /// Whether `subview` is one the view makes for itself (a stack view's gap spacers): a
    /// copy of the view makes its own, so a subtree copy leaves it out.
    open func makesItself(_ subview: View) -> Bool { false }

    /// The view's safe-area insets, given how far the screen's unsafe strips reach into its
    /// frame: those, unless its container keeps it out of them, as a table insets its cells'
    /// content views at their sides (`insetsContentViewsToSafeArea`): nothing of such a view
    /// lies in the strips there, whatever a frame of the last layout pass says while it moves.
    open func safeAreaInsets(reaching insets: EdgeInsets) -> EdgeInsets { insets }

    /// Whether a copy of the view takes copies of the constraints it holds
    /// (``heldConstraints``): a custom guide's that place it (an `offset`), which the user
    /// made. A container's are remade by the copy itself (a stack view's `UISV-*`) and a
    /// view's own guides are placed by the scene, so by default they are not copied.
    open var copiesHeldConstraints: Bool { false }

    /// Copies what every view has: where it is (frame, autoresizing, a custom intrinsic
    /// content size) and ``copyContentProperties(to:)``. The layout direction it resolves to
    /// is not copied: the scene resolves it where the copy is put.
    public func copyProperties(to copy: View) {
        copy.storedFrame = storedFrame
        copy.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        copy.autoresizingMask = autoresizingMask
        copy.customIntrinsicContentSize = customIntrinsicContentSize
        copyContentProperties(to: copy)
    }

    /// Copies how a view shows and lays out its content, wherever it is: colour, alpha,
    /// hidden, clipping, margins (as set, whether they follow the direction, preserve the
    /// superview's and are inset from the safe area), semantic content attribute, hugging and
    /// compression resistance.
    public func copyContentProperties(to copy: View) {
        copy.backgroundColor = backgroundColor
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.clipsToBounds = clipsToBounds
        copy.layoutMargins = layoutMargins
        copy.layoutMarginsFollowLayoutDirection = layoutMarginsFollowLayoutDirection
        copy.semanticContentAttribute = semanticContentAttribute
        copy.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        copy.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        copy.contentHuggingPriority = contentHuggingPriority
        copy.contentCompressionResistancePriority = contentCompressionResistancePriority
    }

    /// The class UIKit would print for this view.
    open var className: String { "UIView" }

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1.0

    /// The size the view's content wants; `noIntrinsicMetric` in an axis with no preference.
    /// A plain view answers ``customIntrinsicContentSize`` (by default none on either axis,
    /// UIView's `(noIntrinsicMetric, noIntrinsicMetric)`); subclasses measure their content.
    open var intrinsicContentSize: Size {
        customIntrinsicContentSize ?? Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// What a `UIView` subclass overriding `intrinsicContentSize` would return, set from a
    /// script: a side of `noIntrinsicMetric` (any negative side, stored as -1) has no intrinsic
    /// size, as UIView's documentation of `noIntrinsicMetric` describes; nil is UIView's own
    /// answer. Setting it invalidates the intrinsic size as `invalidateIntrinsicContentSize()`
    /// does: the hugging and compression-resistance constraints follow at once, the frames at
    /// the next layout pass. Only a plain view reports it (see ``takesCustomIntrinsicContentSize``).
    @Journaled public var customIntrinsicContentSize: Size? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Sets ``customIntrinsicContentSize``: negative sides become `noIntrinsicMetric`, and a
    /// size with no side at all is none (UIView's own answer).
    public func setCustomIntrinsicContentSize(_ size: Size?) {
        guard let size else {
            customIntrinsicContentSize = nil
            return
        }
        let width = size.width < 0 ? Self.noIntrinsicMetric : size.width
        let height = size.height < 0 ? Self.noIntrinsicMetric : size.height
        customIntrinsicContentSize = width < 0 && height < 0 ? nil : Size(width: width, height: height)
    }

    /// Whether ``customIntrinsicContentSize`` is what the view reports: only for a plain
    /// `UIView`. Every subclass the model has measures its own content (a label its text, an
    /// image view its image, a control its kind, a table its rows) the way UIKit's classes do;
    /// a custom size on them would be a subclass of that class, which the model does not make.
    /// A subclass that stands for a class whose content the model cannot measure (a view read
    /// from a console log) overrides it to take one.
    open var takesCustomIntrinsicContentSize: Bool {
        type(of: self) == View.self
    }

    /// Tells the engine that `intrinsicContentSize` may have changed.
    public func invalidateIntrinsicContentSize() {
        scene?.intrinsicContentSizeDidChange(self)
    }

    /// Offsets of the baselines: from the top for the first, from the bottom for the last.
    /// A view without text has both at its bottom edge.
    open var baselineOffsets: (fromTop: Double?, fromBottom: Double) {
        (nil, 0)
    }

    /// The frame's size, at the origin of the view's own coordinates: zero, except in a
    /// scroll view, whose bounds origin is its content offset (UIScrollView: "the origin of
    /// its bounds is the content offset"), so its subviews show shifted by it.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// Where the view's own coordinates start: see ``bounds``.
    open var boundsOrigin: Point { .zero }

    /// Whether layout decides the frame: the view is in a window.
    public var isInWindow: Bool {
        isAttachedToWindow && scene != nil
    }

    /// The view and its descendants, depth first, in subview order.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The view, its descendants and every guide any of them owns (each guide after its
    /// owner): what joins and leaves the window with the view.
    public var subtreeAndGuides: [View] {
        var result: [View] = []
        for member in subtree {
            result.append(member)
            result.append(contentsOf: member.layoutGuides)
        }
        return result
    }

    /// The nearest view that holds every view given, as UIKit installs a constraint between
    /// them: their nearest common ancestor, where a layout guide stands for the view that owns
    /// it (a guide holds nothing). Nil when they are in different trees.
    public static func nearestCommonSuperview(of views: [View]) -> View? {
        guard let common = AttributeExpression.commonAncestor(of: views) else { return nil }
        return common is LayoutGuide ? common.superview : common
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        // The window is the one root kept attached to itself.
        if view.depth == 0 && view.isAttachedToWindow { return isAttachedToWindow }
        var steps = depth - view.depth
        guard steps >= 0 else { return false }
        var current: View? = self
        while steps > 0, let candidate = current {
            current = candidate.superview
            steps -= 1
        }
        return current === view
    }

    /// The root of the view's tree.
    public var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The frame in the coordinates of the tree's root: each superview's bounds origin
    /// (a scroll view's content offset) is taken off, as `convert(_:to:)` does.
    public var frameInRoot: Rect {
        var origin = frame.origin
        var current = superview
        while let parent = current {
            origin.x -= parent.boundsOrigin.x
            origin.y -= parent.boundsOrigin.y
            guard parent.superview != nil else { break }
            origin.x += parent.frame.minX
            origin.y += parent.frame.minY
            current = parent.superview
        }
        return Rect(origin: origin, size: frame.size)
    }
}

/// A weak reference as a value, for a journaled property that must not retain its object.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}

/// A priority per axis, as `contentHuggingPriority(for:)` answers.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAttribute.Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// The content area of a scroll view, as TN2154 describes it: constraints between a scroll
/// view and its descendants tie their edges (leading, trailing, top, bottom, centres,
/// margins) to the content area, whose size is these variables; widths and heights still
/// refer to the scroll view's frame, which is how an equal-widths constraint fixes the
/// content's width. The content area's origin is the scroll view's bounds origin.
struct ContentAreaVariables {
    let width: Variable
    let height: Variable

    init(name: String) {
        width = Variable("\(name).contentWidth")
        height = Variable("\(name).contentHeight")
    }
}

/// The engine variables of one view, in its superview's coordinates (as UIKit's engine has
/// them: `minX`, `minY`, `width`, `height`).
struct ViewVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var all: [Variable] { [minX, minY, width, height] }
}
