/// The system's standard spacing between sibling views: the one value behind VFL's bare `-`
/// between two views and the anchors' `constraint(equalToSystemSpacingAfter:multiplier:)` /
/// `constraint(equalToSystemSpacingBelow:multiplier:)` family.
///
/// Apple's Visual Format Language documentation calls it "the standard space" between views
/// and gives no number; 8 points is what UIKit produces between two plain views (and what
/// logs print as `NSSpace(8)`). UIKit's anchor methods may also take the views' fonts into
/// account (baselines of text); the model does not, so the spacing is 8 points times the
/// multiplier whatever the views are: a deterministic rule, documented here. Spacing to the
/// superview's edge is not this value: since iOS 8 VFL's `|-` binds to the layout margin.
public enum SystemSpacing {
    /// The standard spacing between siblings, in points.
    public static let standard: Double = 8
}
