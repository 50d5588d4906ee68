/// The device a scene is shown on: its size in points, its scale (pixels per point), the
/// safe-area insets of its window, which way up it is held, and which way the app's
/// language runs.
///
/// A preset (``Device``) knows its insets in both orientations; a screen made from a size
/// keeps the insets it is given and turns them a quarter turn when rotated (``rotated(to:)``).
public struct Screen: Hashable, Sendable {
    /// The size and scale, `375x812@3x`: how the screen prints (landscape gives `812x375@3x`).
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeAreaInsets: EdgeInsets
    /// `UIInterfaceOrientation`, reduced to its two shapes: portrait (taller than wide) or
    /// landscape.
    public var orientation: Orientation
    /// `UIApplication.userInterfaceLayoutDirection`: the direction of the app's language.
    /// Views whose `semanticContentAttribute` is `unspecified` lay out in it (see
    /// ``View/effectiveUserInterfaceLayoutDirection``).
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The preset's first name (`iPhone15`) when the screen is a device's, so it can rotate
    /// to that device's landscape insets.
    public var deviceName: String?
    /// The iOS release the app runs on: the defaults that changed between releases follow it.
    public var release: IOSRelease
    /// Whether the app hides the status bar (`prefersStatusBarHidden`): a device with a Home
    /// button then has no inset at the top.
    public var statusBarHidden: Bool
    /// The app's share of an iPad's width in Split View (its window is then that wide); nil
    /// full screen.
    public var split: SplitView?

    public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets = .zero,
                orientation: Orientation? = nil, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
                deviceName: String? = nil, release: IOSRelease = .latest, statusBarHidden: Bool = false) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation ?? (size.width > size.height ? .landscape : .portrait)
        self.layoutDirection = layoutDirection
        self.deviceName = deviceName
        self.release = release
        self.statusBarHidden = statusBarHidden
    }

    /// The same screen running `release`, or with the status bar shown or hidden: a device's
    /// takes its insets for them (a screen made from a size keeps the insets it was given).
    public func with(release newRelease: IOSRelease? = nil, statusBarHidden hidden: Bool? = nil) -> Screen {
        var screen = self
        screen.release = newRelease ?? release
        screen.statusBarHidden = hidden ?? statusBarHidden
        if let deviceName, let device = Device.named(deviceName) {
            screen.safeAreaInsets = device.safeAreaInsets(orientation, release: screen.release, statusBarHidden: screen.statusBarHidden)
            if split != nil { (screen.safeAreaInsets.left, screen.safeAreaInsets.right) = (0, 0) }
        }
        return screen
    }

    /// The device the screen is, if it is a preset's.
    public var device: Device? { deviceName.flatMap(Device.named) }

    /// Portrait or landscape.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// The name of a size and scale: `375x812@3x`.
    public static func name(of size: Size, scale: Double) -> String {
        "\(formatPoints(size.width))x\(formatPoints(size.height))@\(formatPoints(scale))x"
    }

    /// iPhone 5s, SE (1st generation): 320 x 568 at @2x, running the latest release: the status
    /// bar's 20 pt at the top.
    public static let iPhone320x568 = Device.iPhoneSE1.screen()
    /// iPhone 6, 7, 8, SE (2nd and 3rd generation): 375 x 667 at @2x.
    public static let iPhone375x667 = Device.iPhone8.screen()
    /// iPhone 6 Plus, 7 Plus, 8 Plus: 414 x 736 at @3x.
    public static let iPhone414x736 = Device.iPhone8Plus.screen()
    /// iPhone X, XS, 11 Pro: 375 x 812 at @3x, 44 pt of safe area at the top and 34 at the bottom.
    public static let iPhone375x812 = Device.iPhoneX.screen()

    /// The presets, by name, in portrait, in the order `help` lists them.
    public static var presets: [(names: [String], screen: Screen)] {
        Device.all.map { ($0.names, $0.screen()) }
    }

    /// The preset with this name (any case), in portrait, if there is one.
    public static func preset(named name: String) -> Screen? {
        Device.named(name)?.screen()
    }

    /// The same screen held the other way: a device's takes its insets for that orientation
    /// (``Device/screen(_:)``); a screen made from a size swaps its width and height, and
    /// its insets turn with it as if the device's top went to the left
    /// (`UIInterfaceOrientation.landscapeRight`, the home button or indicator on the right):
    /// portrait (top, left, bottom, right) become landscape (right, top, left, bottom) read
    /// as (top, left, bottom, right). Apple documents no rule for a made-up screen; this one
    /// is the model's, chosen so two turns give back the screen.
    public func rotated(to newOrientation: Orientation) -> Screen {
        guard newOrientation != orientation else { return self }
        if let device {
            // A half of Split View is landscape only: turned upright, the app takes two thirds.
            let kept = split == .half && newOrientation == .portrait ? .twoThirds : split
            var screen = device.screen(newOrientation, release: release, statusBarHidden: statusBarHidden, split: kept)
                ?? device.screen(newOrientation, release: release, statusBarHidden: statusBarHidden)
            screen.layoutDirection = layoutDirection
            return screen
        }
        let turned = Size(width: size.height, height: size.width)
        let insets = safeAreaInsets
        let newInsets = newOrientation == .landscape
            ? EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
            : EdgeInsets(top: insets.left, left: insets.bottom, bottom: insets.right, right: insets.top)
        return Screen(name: Self.name(of: turned, scale: scale), size: turned, scale: scale, safeAreaInsets: newInsets,
                      orientation: newOrientation, layoutDirection: layoutDirection, release: release, statusBarHidden: statusBarHidden)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
