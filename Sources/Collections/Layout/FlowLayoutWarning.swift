public import Layout

/// What UIKit's flow layout logs for an item longer than a line can hold, word for word (an
/// iOS 13 simulator's log, quoted in tomaskraina/SelfSizing-UICollectionViewCell-in-UITableView,
/// MaxWidthCollectionViewFlowLayout.swift; the height variant in a 2016 log), with names where
/// UIKit prints addresses, and the collection view described by what the model has of it.
///
/// UIKit checks every item whose size comes from the delegate or from self-sizing, each time it
/// lays the section out, and adds "Please check the values returned by the delegate."; with one
/// `itemSize` for every item it checks the section once and leaves that line out (the private
/// `_UIFlowLayoutSection`'s `logInvalidSizesForHorizontalDirection:warnAboutDelegateValues:`,
/// decompiled: see the repository's research notes).
public enum FlowLayoutWarning {
    public static func lines(
        collection name: String, scrollsVertically: Bool, perItem: Bool, frame: Rect, contentOffset: Point,
        contentSize: Size, adjustedContentInset: EdgeInsets
    ) -> [String] {
        let layout = "<UICollectionViewFlowLayout: \(name).collectionViewLayout>"
        let view = "<UICollectionView: \(name); frame = (\(formatPoints(frame.minX)) \(formatPoints(frame.minY)); "
            + "\(formatPoints(frame.width)) \(formatPoints(frame.height))); "
            + "contentOffset: {\(formatPoints(contentOffset.x)), \(formatPoints(contentOffset.y))}; "
            + "contentSize: {\(formatPoints(contentSize.width)), \(formatPoints(contentSize.height))}; "
            + "adjustedContentInset: {\(formatPoints(adjustedContentInset.top)), \(formatPoints(adjustedContentInset.left)), "
            + "\(formatPoints(adjustedContentInset.bottom)), \(formatPoints(adjustedContentInset.right))}; layout: \(layout)>"
        let rule = scrollsVertically
            ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
            : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
        return ["The behavior of the UICollectionViewFlowLayout is not defined because:", rule]
            + (perItem ? ["Please check the values returned by the delegate."] : [])
            + ["The relevant UICollectionViewFlowLayout instance is \(layout), and it is attached to \(view).",
               "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger."]
    }
}
