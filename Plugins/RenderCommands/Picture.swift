import Layout
import Tables
import Timeline

/// What a picture of a view's subtree shows, as values: each visible view's rectangle on
/// screen (in the picture's coordinates, the root at (0, 0), one point a unit), its alpha,
/// colour, mark and label lines. The SVG, the animated SVG and the terminal picture are all
/// written from this one walk of the tree, so they never disagree about what is where.
struct Picture: Equatable {
    enum Mark: Equatable {
        case none
        /// The view has a constraint the engine broke, and it does not hold now.
        case broken
        /// The view's broken constraints all hold now (UIKit keeps a broken constraint just
        /// below required, so once there is room it holds, but it stays broken).
        case brokenHolding
        /// Another layout would satisfy the constraints as well.
        case ambiguous
    }

    /// A label's lines as laid out, only those its frame holds.
    struct Text: Equatable {
        let lines: [String]
        /// The model's width of each line, so a viewer's font cannot make a line spill out.
        let widths: [Double]
        let fontSize: Double
        /// A line's height on the pixel grid (20.5 for 17 pt at @2x).
        let lineHeight: Double
    }

    struct Item: Equatable {
        let name: String
        /// 0 for the root, 1 for its subviews, ...
        let depth: Int
        let frame: Rect
        let alpha: Double
        let backgroundColor: String?
        let mark: Mark
        let text: Text?
        /// The viewport of the nearest scroll view above, which clips what it scrolls.
        let clip: Rect?
    }

    /// A layout guide drawn dashed over its owner (`render ... guides=true`).
    struct Guide: Equatable {
        let name: String
        /// In the picture's coordinates, as an item's frame.
        let frame: Rect
        let clip: Rect?
    }

    let size: Size
    let items: [Item]
    /// The layout guides of the drawn views, when asked for; empty otherwise.
    var guides: [Guide] = []
    /// The drawn root's name: names inside it are written relative to it
    /// (``shortName(_:)``).
    var rootName = ""
    /// Margins, safe areas and separators, when asked for (``Band``).
    var bands: [Band] = []
    /// The constraints to draw, when asked for (``Constraint``).
    var constraints: [Constraint] = []
    /// The names of the asked-for constraints not drawn: they relate a view outside the picture.
    var constraintsLeftOut: [String] = []

    /// What a picture shows besides the views (`render ... guides=true margins=true ...`).
    struct Options: Equatable {
        enum Constraints: Equatable {
            case none
            /// Every constraint among the drawn views.
            case all
            /// The constraints that affect this view (as `constraints VIEW` lists them).
            case affecting(ObjectIdentifier)
        }

        var guides = false
        var margins = false
        var safeArea = false
        var separators = false
        var constraints = Constraints.none
    }

    /// `name` without the root's name and its dot (`cell1.title` in a picture of `table`,
    /// for `table.cell1.title`): the picture says what it is of, so the prefix says nothing.
    /// Other names are whole.
    func shortName(_ name: String) -> String {
        let prefix = rootName + "."
        guard !rootName.isEmpty, name.hasPrefix(prefix), name.count > prefix.count else { return name }
        return String(name.dropFirst(prefix.count))
    }

    /// The subtree of `root` as on screen at the clock's time: each view where the scene's
    /// timeline presents it (mid-animation, between its model frames). Hidden views and their subviews are left out, as
    /// UIKit draws nothing of them. A scroll view (a table) shows its content moved by its
    /// offset (its bounds' origin) and cut to its frame.
    ///
    /// With `options.guides`, each drawn view's layout guides come too: the custom ones and
    /// the own ones (safe area, margins, readable content, a scroll view's two) that exist,
    /// which is once something used them, as UIKit makes them lazily. The other options add
    /// bands (``bands(of:scene:options:)``) and constraints
    /// (``constraints(among:scene:options:)``).
    static func onScreen(_ root: View, scene: Scene, options: Options = Options()) -> Picture {
        capture(root, scene: scene, options: options) { view in
            let shown = scene.timeline.presentation(of: view)
            return (shown.frame, shown.alpha)
        }
    }

    /// The walk, `presentation` giving each view's frame and alpha.
    private static func capture(_ root: View, scene: Scene, options: Options,
                                presentation: (View) -> (frame: Rect, alpha: Double)) -> Picture {
        let ambiguous = Set(scene.ambiguousLayout().map { ObjectIdentifier($0.view) })
        let brokenConstraints = scene.brokenConstraints
        let broken = Set(brokenConstraints.filter { (scene.violation(of: $0) ?? 0) != 0 }.flatMap(\.items).map(ObjectIdentifier.init))
        let holding = Set(brokenConstraints.flatMap(\.items).map(ObjectIdentifier.init))
        let rootFrame = presentation(root).frame.standardized
        var items: [Item] = []
        var guides: [Guide] = []
        // Where every drawn view and each of its guides is, for the bands and constraints.
        var placed = Placements()
        func visit(_ view: View, origin: Point, depth: Int, clip: Rect?) {
            guard !view.isHidden else { return }
            let shown = presentation(view)
            // Standardized: a size that gave way below 0 after a conflict is drawn where it covers.
            let frame = view === root ? Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height)
                : Rect(x: origin.x + shown.frame.minX, y: origin.y + shown.frame.minY, width: shown.frame.width, height: shown.frame.height)
                    .standardized
            var mark = Mark.none
            if holding.contains(ObjectIdentifier(view)) { mark = .brokenHolding }
            if broken.contains(ObjectIdentifier(view)) { mark = .broken }
            if ambiguous.contains(ObjectIdentifier(view)) { mark = .ambiguous }
            let item = Item(name: view.name, depth: depth, frame: frame, alpha: shown.alpha, backgroundColor: view.backgroundColor,
                            mark: mark, text: (view as? Label).map { text(of: $0, scale: scene.screen.scale) }, clip: clip)
            items.append(item)
            placed.add(view, item: item)
            // Subviews show shifted by the view's bounds origin (a scroll view's content offset).
            let childOrigin = Point(x: frame.minX - view.boundsOrigin.x, y: frame.minY - view.boundsOrigin.y)
            var childClip = clip
            // A scroll view always clips what it scrolls; any view with clipsToBounds clips too.
            if view is ScrollView || view.clipsToBounds {
                childClip = clip.map { intersection($0, frame) } ?? frame
            }
            for guide in view.layoutGuides {
                let shown = presentation(guide).frame
                let drawn = Guide(name: guide.name, frame: Rect(x: childOrigin.x + shown.minX, y: childOrigin.y + shown.minY,
                                                               width: shown.width, height: shown.height).standardized, clip: clip)
                placed.add(guide, guide: drawn)
                if options.guides { guides.append(drawn) }
            }
            for subview in view.subviews { visit(subview, origin: childOrigin, depth: depth + 1, clip: childClip) }
        }
        visit(root, origin: .zero, depth: 0, clip: nil)
        var picture = Picture(size: Size(width: rootFrame.width, height: rootFrame.height), items: items, guides: guides)
        picture.rootName = root.name
        picture.bands = bands(of: placed, scene: scene, options: options)
        picture.constraints = constraints(among: placed, scene: scene, options: options)
        picture.constraintsLeftOut = constraintsLeftOut(among: placed, scene: scene, options: options)
        return picture
    }

    static func text(of label: Label, scale: Double) -> Text {
        let layout = label.renderedText
        let lines = Array(layout.lines.prefix(label.visibleLineCount))
        let widths = lines.indices.map { layout.lineWidths.indices.contains($0) ? layout.lineWidths[$0] : 0 }
        return Text(lines: lines, widths: widths, fontSize: label.font.pointSize,
                    lineHeight: PixelGrid.ceil(label.font.lineHeight, scale: scale))
    }

    /// The overlap of two rectangles (empty, at the first's corner, when they do not meet).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX >= minX, maxY >= minY else { return Rect(x: a.minX, y: a.minY, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Picture.Item {
    /// A guide as an item, so the terminal places its outline as it places a view's box.
    init(guide: Picture.Guide) {
        self.init(name: guide.name, depth: 0, frame: guide.frame, alpha: 1, backgroundColor: nil, mark: .none, text: nil, clip: guide.clip)
    }
}
