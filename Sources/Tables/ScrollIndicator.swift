import Layout

/// Where a scroll indicator is drawn and how long it is, along its track.
///
/// The track runs along the view inside the adjusted insets (iOS 13's
/// `automaticallyAdjustsScrollIndicatorInsets`). The indicator's length is the visible share of
/// the scrollable extent (content plus insets), at least ``minimumLength``; it moves from the
/// top of the track to the bottom as the offset goes through its range. UIKit does not
/// document these figures; this rule is the model's, chosen to show how estimates move the
/// indicator.
public struct ScrollIndicator: Hashable, Sendable {
    /// From the top of the view's visible area to the top of the indicator.
    public let position: Double
    public let length: Double

    public static let minimumLength = 36.0

    static func vertical(
        viewHeight: Double, contentHeight: Double, inset: EdgeInsets, offset: Double, range: ClosedRange<Double>
    ) -> ScrollIndicator? {
        let distance = range.upperBound - range.lowerBound
        let track = viewHeight - inset.top - inset.bottom
        guard distance > 0, track > 0 else { return nil }
        let extent = contentHeight + inset.top + inset.bottom
        let length = min(track, max(minimumLength, track * viewHeight / extent))
        let progress = min(max((offset - range.lowerBound) / distance, 0), 1)
        return ScrollIndicator(position: inset.top + (track - length) * progress, length: length)
    }
}
