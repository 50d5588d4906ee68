public import Layout

/// The section index (`sectionIndexTitles(for:)`): the strip of titles ("A" ... "Z", "#") at
/// the table's trailing edge, which takes its width from every cell's content view.
///
/// UIKit shows the index when the data source gives titles and the table has at least
/// `sectionIndexMinimumDisplayRowCount` rows (UITableView.h: "show special section index
/// list on right when row count reaches this value. default is 0").
///
/// Its width is not documented, and it depends on the titles. UITableView+FDTemplateLayoutCell
/// reads it from the private `UITableViewIndex` subview's frame (pull request 358), which
/// exists only once the table has laid out; before that, its issue 231 measured the strip as
/// the widest title in the 11 pt system font, at least 15 pt, plus 4 pt when wider than that.
/// The model uses that rule with its own Helvetica widths (``SystemFont``), so single letters
/// (at most 944/1000 em, 10.4 pt for "W") give 15 pt.
public struct SectionIndex: Hashable, Sendable {
    /// The titles, top to bottom; empty: no index.
    public var titles: [String] = []
    /// `sectionIndexMinimumDisplayRowCount`: fewer rows than this and the index is not shown.
    public var minimumDisplayRowCount = 0

    public init(titles: [String] = [], minimumDisplayRowCount: Int = 0) {
        self.titles = titles
        self.minimumDisplayRowCount = minimumDisplayRowCount
    }

    /// The font the index draws its titles with (issue 231's measurement).
    public static let font = SystemFont(ofSize: 11)
    /// The narrowest index, and what a wider one adds to its widest title.
    public static let minimumWidth = 15.0
    public static let padding = 4.0

    /// Whether a table of `rowCount` rows shows the index.
    public func isShown(rowCount: Int) -> Bool {
        !titles.isEmpty && rowCount >= minimumDisplayRowCount
    }

    /// The strip's width when shown: 15 pt, or the widest title plus 4 pt when that is wider.
    public var width: Double {
        guard let widest = titles.map(Self.font.width(of:)).max() else { return 0 }
        return widest < Self.minimumWidth ? Self.minimumWidth : widest + Self.padding
    }
}
