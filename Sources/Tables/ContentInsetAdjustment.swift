/// `UIScrollView.ContentInsetAdjustmentBehavior`: which safe-area insets are added to
/// `contentInset` to make `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
    /// UIKit's default. For a view controller's content it always adjusts vertically, and
    /// horizontally only when the content scrolls horizontally; this model treats every scroll
    /// view as a view controller's content, which is the case in all the seeds.
    case automatic
    /// Adjusts an axis only when the content scrolls in it (larger than the view, or
    /// `alwaysBounce...` set).
    case scrollableAxes
    /// Never adds the safe area: `adjustedContentInset == contentInset`.
    case never
    /// Always adds the safe area in both axes.
    case always

    func adjusts(verticallyScrollable: Bool, horizontallyScrollable: Bool) -> (vertical: Bool, horizontal: Bool) {
        switch self {
        case .automatic: (true, horizontallyScrollable)
        case .scrollableAxes: (verticallyScrollable, horizontallyScrollable)
        case .never: (false, false)
        case .always: (true, true)
        }
    }
}
