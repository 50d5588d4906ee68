/// `UISemanticContentAttribute`: what a view's content means, which decides whether it flips
/// in a right-to-left language.
///
/// Apple ("UISemanticContentAttribute"): `unspecified` is "the default value for views,
/// which are flipped when switching between left-to-right and right-to-left layouts";
/// `playback` ("a view representing the playback controls, such as Play, Rewind, or Fast
/// Forward buttons or playhead scrubbers"), `spatial` ("a view representing a directional
/// control, for example a segmented control for text alignment or a D-pad in a game") and
/// `forceLeftToRight` are "always laid out left to right"; `forceRightToLeft` always right to
/// left (`UIView.userInterfaceLayoutDirection(for:)`).
public enum SemanticContentAttribute: String, CaseIterable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The direction the attribute fixes, nil for `unspecified` (which takes the direction
    /// around it).
    public var fixedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

/// `UIUserInterfaceLayoutDirection`: which way leading to trailing runs.
public enum UserInterfaceLayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
