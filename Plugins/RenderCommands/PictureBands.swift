import Layout
import Tables

extension Picture {
    /// A tinted band over a view: its layout margins (`margins=true`), the part of it outside
    /// its safe area (`safeArea=true`), or a table cell's separator (`separators=true`).
    struct Band: Equatable {
        enum Kind: String, Equatable, CaseIterable {
            case margins, safeArea, separator
        }

        let kind: Kind
        /// The view the band belongs to (or the cell a separator is under).
        let owner: String
        /// The tinted rectangles, in the picture's coordinates: a margin band is up to four
        /// strips (the frame less its margin rectangle), a separator one.
        let rects: [Rect]
        let clip: Rect?
    }

    /// The bands `options` asks for, over the drawn views in the order they are drawn.
    ///
    /// - Margins: every drawn view that holds subviews (a margin is where a container's
    ///   subviews go when constrained to it), and is not a label: its `effectiveLayoutMargins`
    ///   (left and right on screen: directional margins are stored resolved to sides).
    /// - Safe area: the drawn root, and each drawn view whose own `safeAreaLayoutGuide` was
    ///   made (used in a constraint): the strips of its frame outside its safe area
    ///   (`Scene.safeAreaInsets(of:)`, the screen's insets where the view lies under them).
    ///   Every view in the unsafe strips has insets; drawing them all would stack the tint.
    /// - Separators: each drawn cell of a table whose `separatorStyle` is not `none`: one
    ///   pixel (1 / scale pt) at the cell's bottom, the part of the row its content view
    ///   leaves out (TableView+CellViews), from the table's `separatorInset` at the left to its
    ///   right inset (by default 16 pt from the left, 20 on iPad and the widest phones, 15 on
    ///   iOS 7: `TableView.separatorInset`).
    ///   UIKit also draws separators under the empty space below the last row of a plain
    ///   table; the model has no such rows, so none are drawn there.
    static func bands(of placed: Placements, scene: Scene, options: Options) -> [Band] {
        var bands: [Band] = []
        for entry in placed.order where entry.isDrawn {
            let view = entry.view, frame = entry.frame
            if options.margins, !view.subviews.isEmpty, !(view is Label) {
                bands.append(Band(kind: .margins, owner: view.name, rects: strips(of: frame, insets: view.effectiveLayoutMargins), clip: entry.clip))
            }
            if options.safeArea, view === placed.order.first?.view || scene.existingLayoutGuide(.safeArea, of: view) != nil {
                let rects = strips(of: frame, insets: scene.safeAreaInsets(of: view))
                if !rects.isEmpty { bands.append(Band(kind: .safeArea, owner: view.name, rects: rects, clip: entry.clip)) }
            }
            if options.separators, view is TableViewCell, let table = view.superview as? TableView, table.separatorStyle != .none {
                let height = 1 / max(1, scene.screen.scale)
                let separatorInset = table.separatorInset
                let inset = min(frame.width, max(0, separatorInset.left))
                let width = max(0, frame.width - inset - max(0, separatorInset.right))
                let rect = Rect(x: frame.minX + inset, y: frame.maxY - height, width: width, height: height)
                bands.append(Band(kind: .separator, owner: view.name, rects: [rect], clip: entry.clip))
            }
        }
        return bands
    }

    /// The frame less the rectangle `insets` in from it, as up to four strips (top and
    /// bottom across the whole width, left and right between them); none of zero size.
    static func strips(of frame: Rect, insets: EdgeInsets) -> [Rect] {
        let top = min(max(0, insets.top), frame.height)
        let bottom = min(max(0, insets.bottom), frame.height - top)
        let left = min(max(0, insets.left), frame.width)
        let right = min(max(0, insets.right), frame.width - left)
        let middle = frame.height - top - bottom
        return [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top),
            Rect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom),
            Rect(x: frame.minX, y: frame.minY + top, width: left, height: middle),
            Rect(x: frame.maxX - right, y: frame.minY + top, width: right, height: middle),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
