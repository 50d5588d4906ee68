/// The iOS release a screen runs: the defaults that changed between releases come from it
/// (`screen iPhoneSE ios=10`). The latest the model knows is the default.
///
/// Each default names its source. What changed between releases and is modelled:
/// - **The safe area (iOS 11).** Before iOS 11 there is none: every inset is 0 (the model does
///   not model `topLayoutGuide`'s 20 pt or the bars before iOS 11; `screen W H safe (20, 0, 0, 0)`
///   gives a screen that insets by the status bar). From iOS 11, a view controller's root view's
///   safe area "account[s] for the status bar" (Apple, `UIView.safeAreaInsets`): 20 pt at the top
///   of a phone with a Home button in portrait (useyourloaf.com, "Supporting iPhone X": "The safe
///   area allows for a status bar (20 points)"), none in landscape, where iPhones hide the status
///   bar (same article; Apple, `prefersStatusBarHidden`: true "in a vertically compact
///   environment"). The key window itself reported 0 on iOS 11 and 20 from iOS 12 (SnapKit/Masonry
///   issue 546); the model's window is the view controller's root view, which had the 20 on 11.
/// - **The separator inset and a cell's side margins (iOS 8).** 15 pt on iOS 7; from iOS 8, 16 pt
///   on iPhone and 20 pt on iPad (Stack Overflow 29349917, measured on devices), and the model
///   takes 20 on the phones 414 pt wide too (their root views' margins are 20: see
///   ``systemMinimumSideMargin(screen:)``).
///
/// Defaults that changed but are not modelled, the model's value kept and `help` saying it is
/// unverified: the standalone `UISegmentedControl` height after iOS 13 (29 pt is recorded on iOS 9
/// in a search bar's scope bar), a rounded `UITextField`'s height after iOS 12 (30 pt recorded by
/// Xamarin.Forms pull 987, 2017), and `sectionHeaderTopPadding` (iOS 15, `automaticDimension`:
/// the points it resolves to are not found in any public recording; the model adds none).
public struct IOSRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 7 to 18, then 26 (Apple numbered the 2025 release 26).
    public let major: Int

    /// The release `major`, if the model knows it.
    public init?(_ major: Int) {
        guard Self.known.contains(major) else { return nil }
        self.major = major
    }

    private init(known major: Int) {
        self.major = major
    }

    /// The releases the model knows.
    public static let known: [Int] = Array(7...18) + [26]

    /// The newest release the model knows: the default. (Apple's iOS 27.2 release notes say
    /// that from iOS 27.1 a `UIView`'s default layout margins are zero; the model does not know
    /// iOS 27, so it keeps 8 pt, documented for every release it knows.)
    public static let latest = IOSRelease(known: 26)

    public static func < (lhs: IOSRelease, rhs: IOSRelease) -> Bool { lhs.major < rhs.major }

    public var description: String { "iOS \(major)" }

    /// Whether views have a safe area (`safeAreaInsets`, `safeAreaLayoutGuide`): iOS 11 and later.
    public var hasSafeArea: Bool { major >= 11 }

    /// The status bar's height on a device with a Home button, where the safe area reaches it.
    public static let statusBarHeight = 20.0

    /// `UITableView.separatorInset`'s left inset by default, which a cell's content view's side
    /// margins follow: 15 on iOS 7; from iOS 8 the root view's side margin
    /// (``systemMinimumSideMargin(screen:)``), 16 on iPhone and 20 on iPad.
    public func separatorInset(screen size: Size) -> Double {
        guard major >= 8 else { return 15 }
        return systemMinimumSideMargin(screen: size)
    }

    /// `UIViewController.systemMinimumLayoutMargins` on the leading and trailing sides (top and
    /// bottom are 0): 16 pt on phones narrower than 414 pt, 20 on the wider ones and on iPad.
    /// Sources: useyourloaf.com, "Changing Root View Layout Margins" ("16 points for compact width
    /// and 20 points for regular ... on an iPhone device in portrait the label ends up 16 points
    /// from the leading edge"); the 20 pt of an iPhone 6 Plus in portrait measured by
    /// neil-wu.github.io (2015, "AutoLayout Margins"); an iOS 12 log printing
    /// `systemMinimumLayoutMargins` (top 0, leading 20, bottom 0, trailing 20) on a 414 pt phone.
    /// The same from iOS 8, when margins appeared (Apple documents the property from iOS 11).
    /// Which one goes by the device, in either orientation (its shorter side): a 414 pt phone
    /// has 20 in portrait, where its width is compact, as in landscape, where it is regular; the
    /// narrower phones are compact in both (Apple's size classes), 16.
    public func systemMinimumSideMargin(screen size: Size) -> Double {
        min(size.width, size.height) >= 414 ? 20 : 16
    }
}
