/// What the importer read from a paste, before anything is made of it: views and
/// constraints by address, the conflict reports with the constraint UIKit broke, and a
/// warning for every line (or part of one) it could not read.
///
/// Plain values, so the reading can be tested apart from the scene and costs nothing to
/// throw away when the import fails.
struct ImportedLog {
    /// Views and guides by key (their address; see ``ItemReference/key``), in the order the
    /// text first names them: the order names are given in.
    var views: [String: LoggedView] = [:]
    var viewOrder: [String] = []
    /// Constraints by address (or by position for one printed without an address), in the
    /// order first listed.
    var constraints: [String: LoggedConstraint] = [:]
    var constraintOrder: [String] = []
    var reports: [ImportedReport] = []
    var warnings: [ImportWarning] = []
    /// The fields of view descriptions the model keeps no value of, by name: how many views
    /// printed each, and the first line (one warning names them all).
    var unkeptFields: [String: (count: Int, line: Int)] = [:]
    /// The lines read, for the summary.
    var lineCount = 0
    /// Where the text passed an ``ImportLimits`` and which, when it did: the reading stopped
    /// there, and nothing is imported.
    var refusal: ImportWarning?

    /// The view `reference` names, made on first mention; a later mention adds what it says
    /// (a class for an identifier-only name, a text).
    @discardableResult
    mutating func noteView(_ reference: ItemReference, line: Int) -> String {
        let key = reference.key
        if var view = views[key] {
            if view.className == nil, let className = reference.className { view.className = className }
            if view.text == nil, let text = reference.text { view.text = text }
            if view.accessibilityIdentifier == nil, let identifier = reference.accessibilityIdentifier {
                view.accessibilityIdentifier = identifier
            }
            if view.masonryKey == nil, let masonryKey = reference.masonryKey { view.masonryKey = masonryKey }
            views[key] = view
            return key
        }
        var view = LoggedView(key: key, address: reference.address, className: reference.className, text: reference.text,
                              accessibilityIdentifier: reference.accessibilityIdentifier, firstLine: line)
        view.masonryKey = reference.masonryKey
        views[key] = view
        viewOrder.append(key)
        return key
    }

    /// Lets go of the views and constraints read, once a plan holds them (at 50 MB, tables
    /// of 74,000 views and 94,000 constraints), and of each report's set of keys, which only
    /// the reading needs (its list stays).
    mutating func forgetItems() {
        views = [:]
        viewOrder = []
        constraints = [:]
        constraintOrder = []
        for index in reports.indices { reports[index].listedKeys = [] }
    }

    mutating func warn(_ line: Int, _ column: Int, _ message: String) {
        warnings.append(ImportWarning(line: line, column: column, message: message))
    }
}

/// A view, guide or layout guide view as the text describes it.
struct LoggedView {
    let key: String
    let address: String?
    /// The class printed (`UILabel`, `Prox.PlaceDetailsEventView`); nil when an accessibility
    /// identifier stood in its place and nothing else named the class.
    var className: String?
    /// A label's text or button's title as printed (perhaps truncated with `...`), or a
    /// guide's identifier.
    var text: String?
    var accessibilityIdentifier: String?
    let firstLine: Int
    /// Masonry's `mas_key`, printed where the address would be.
    var masonryKey: String?
    /// The superview (or, for a guide, the owning view), by key, and how it is known.
    var parent: String?
    var parentEvidence: ParentEvidence?
    /// Position among the superview's subviews as a tree listed them.
    var treeOrder: Int?
    /// From a recursive description.
    var frame: (x: Double, y: Double, width: Double, height: Double)?
    var autoresizingMask: String?
    var isHidden = false
    /// `baseClass = UIWindow`: the UIKit class an app's subclass is of.
    var baseClass: String?
    var clipsToBounds = false
    var alpha: Double?
    /// A scroll view's offset and content size, as its description prints them.
    var contentOffset: (x: Double, y: Double)?
    var contentSize: (width: Double, height: Double)?
    /// A guide's frame in its owning view, and the owner's frame, as a trace prints them.
    var layoutFrame: (x: Double, y: Double, width: Double, height: Double)?
    var ownerFrame: (x: Double, y: Double, width: Double, height: Double)?
    /// From `NSContentSizeLayoutConstraint`s: the intrinsic width and height, and the
    /// priorities that hold them (by axis: `width`, `height`).
    var intrinsicSize: [String: Double] = [:]
    var hugging: [String: Int] = [:]
    var compressionResistance: [String: Int] = [:]
    /// From `_autolayoutTrace`: `*` laid out by Auto Layout, `+` by its frame (translated),
    /// `•` an engine host, nil unmarked or not from a trace.
    var traceMark: Character?
    /// Whether an `_autolayoutTrace` printed it (unmarked there: not in the engine).
    var isFromTrace = false
    /// From `_autolayoutTrace`: the attributes it calls ambiguous (`minY`, `Height`), or an
    /// empty list for `AMBIGUOUS LAYOUT` with no detail.
    var ambiguity: [String]?

    /// Whether it is a layout guide (`UILayoutGuide`, `_UILayoutSpacer`), which is no view.
    var isGuide: Bool {
        guard let className else { return false }
        return className == "UILayoutGuide" || className == "_UILayoutSpacer"
    }
}

/// How a view's superview is known, strongest first: a tree printed it, a visual format's `|`
/// named it, an autoresizing constraint relates a view to its superview, ... down to guesses.
enum ParentEvidence: Int, Comparable {
    case tree = 0, visualFormatEdge, autoresizing, stackCanvas, guideOwner, margins, sameEdge, sibling

    static func < (lhs: ParentEvidence, rhs: ParentEvidence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the text says it, rather than the importer inferring it.
    var isStated: Bool { self <= .autoresizing }
}

/// One "Unable to simultaneously satisfy constraints." report: its list and the constraint
/// UIKit said it would break.
struct ImportedReport {
    let line: Int
    var listed: [String] = []
    /// The same keys, to read a duplicated line once in constant time.
    var listedKeys: Set<String> = []
    var broken: String?
    var brokenLine: Int?
    /// Whether the report's "Will attempt to recover" line was seen (the next description
    /// is the broken one).
    var awaitsBroken = false
    var isClosed = false
}

/// A line the importer could not read, or something it read and had to guess.
struct ImportWarning: Equatable {
    let line: Int
    let column: Int
    let message: String
}
