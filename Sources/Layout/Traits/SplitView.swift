/// The app's share of an iPad's screen in Split View: a third, half or two thirds of its
/// width, the app's window that wide and as tall as the screen.
///
/// Widths (the model's, from recordings; Apple's Human Interface Guidelines give the size
/// classes of each share, not its points): the narrow app is 320 pt wide in both orientations
/// ("The narrower app is 320 points (640 pixels) wide ... in both landscape and portrait and
/// the wider app occupies the remaining space", Geoff Hackworth, "How iPad Apps Adapt to the New
/// 11" and 12.9" iPads Pro", 2018, for the 9.7" and 10.5" iPads), the divider between the apps 10
/// pt (the 2/3 app on a 1024 pt wide iPad is "694 points (I got this from Xcode)", cyrilwei.me
/// 2016: 1024 - 320 - 694 = 10), so two thirds is the width less 330 and a half is the width
/// less 10, halved. The model takes 320 for every iPad; third parties say the 12.9-inch's narrow
/// app is 375 pt, which was not found recorded. A half is landscape only (the HIG's table: "N/A"
/// in portrait); turned upright, the model makes a half two thirds (the model's choice: what
/// iPadOS does then was not found recorded).
public enum SplitView: String, CaseIterable, Sendable, CustomStringConvertible {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"

    /// The narrow app's width.
    public static let narrowWidth = 320.0
    /// The divider between the two apps.
    public static let dividerWidth = 10.0

    /// The app's window width on a screen `screenWidth` points wide.
    public func width(onScreenWidth screenWidth: Double) -> Double {
        switch self {
        case .oneThird: Self.narrowWidth
        case .half: (screenWidth - Self.dividerWidth) / 2
        case .twoThirds: screenWidth - Self.narrowWidth - Self.dividerWidth
        }
    }

    /// The word `screen split=` takes: `third`, `half`, `twoThirds`.
    public var name: String {
        switch self {
        case .oneThird: "third"
        case .half: "half"
        case .twoThirds: "twoThirds"
        }
    }

    public var description: String { rawValue }
}
