/// A phone or iPad the scene can be shown on: its screen in points, its scale, and the
/// safe-area insets of a full-screen window in portrait and in landscape.
///
/// Sources. Point sizes and scales: Apple's Human Interface Guidelines, "Layout", the table
/// "Device screen sizes and orientations" (developer.apple.com/design/human-interface-guidelines/layout).
/// Apple publishes no table of safe-area insets (`UIView.safeAreaInsets` is documented only as
/// "the insets that you use to determine the safe area for this view"); the figures below are
/// what `view.safeAreaInsets` reads in Xcode's Simulator or on a device for a full-screen view
/// controller with the status bar shown, as published by third parties (Keith Harrison's
/// useyourloaf.com "iPhone … Screen Sizes" articles, which list them per model; logs in public
/// issues, named with each device). Where a figure is less certain than that, its comment says so.
///
/// Devices with a Home button have the status bar's 20 pt at the top, from iOS 11, while it
/// shows: in portrait on a phone (an iPhone hides it in landscape), in both orientations on an
/// iPad (see ``IOSRelease``). A hidden status bar (`screen statusbar=hidden`, an app's
/// `prefersStatusBarHidden`) takes it away; on the devices without a Home button the insets
/// stay, since the sensor housing and the home indicator are still there (React Native's
/// safe-area-view issue 62: "When status bar is hidden, there is still an inset on iPhone X,
/// but not on normal iPhones").
public struct Device: Sendable {
    /// The names `screen` and `--device` accept, the first one the one help lists.
    public let names: [String]
    /// The size in portrait, in points.
    public let portraitSize: Size
    public let scale: Double
    /// Whether the device has a Home button: its only inset is the status bar's.
    public let hasHomeButton: Bool
    /// Whether it is an iPad, which shows its status bar in both orientations.
    public let isPad: Bool
    /// The insets of a device without a Home button (the status bar's are computed).
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// The first release any model of the preset's names ran: an older one is refused.
    public let firstRelease: Int

    init(_ names: [String], _ width: Double, _ height: Double, scale: Double, homeButton: Bool = false, pad: Bool = false,
         firstRelease: Int = 7, portrait: EdgeInsets = .zero, landscape: EdgeInsets = .zero) {
        self.names = names
        portraitSize = Size(width: width, height: height)
        self.scale = scale
        hasHomeButton = homeButton
        isPad = pad
        self.firstRelease = firstRelease
        portraitInsets = portrait
        landscapeInsets = landscape
    }

    /// The device's screen held `orientation` way up, in a left-to-right app, running
    /// `release`, its status bar shown unless `statusBarHidden`.
    public func screen(_ orientation: Screen.Orientation = .portrait, release: IOSRelease = .latest,
                       statusBarHidden: Bool = false) -> Screen {
        let size = orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
        return Screen(name: Screen.name(of: size, scale: scale), size: size, scale: scale,
                      safeAreaInsets: safeAreaInsets(orientation, release: release, statusBarHidden: statusBarHidden),
                      orientation: orientation, deviceName: names[0], release: release, statusBarHidden: statusBarHidden)
    }

    /// The device's screen with the app in a Split View share: the window that wide (see
    /// ``SplitView``), with the device's insets at the top and bottom. Nil on a phone, and for
    /// a half in portrait, which Split View does not offer.
    public func screen(_ orientation: Screen.Orientation, release: IOSRelease = .latest, statusBarHidden: Bool = false,
                       split: SplitView?) -> Screen? {
        var screen = screen(orientation, release: release, statusBarHidden: statusBarHidden)
        guard let split else { return screen }
        guard isPad, !(split == .half && orientation == .portrait) else { return nil }
        screen.size.width = split.width(onScreenWidth: screen.size.width)
        screen.name = Screen.name(of: screen.size, scale: scale)
        screen.safeAreaInsets.left = 0
        screen.safeAreaInsets.right = 0
        screen.split = split
        return screen
    }

    /// The insets of a full-screen root view: none before iOS 11; the status bar's on a
    /// device with a Home button (see the type's discussion); the device's own otherwise.
    public func safeAreaInsets(_ orientation: Screen.Orientation, release: IOSRelease, statusBarHidden: Bool) -> EdgeInsets {
        guard release.hasSafeArea else { return .zero }
        guard hasHomeButton else { return orientation == .portrait ? portraitInsets : landscapeInsets }
        let statusBarShows = !statusBarHidden && (isPad || orientation == .portrait)
        return statusBarShows ? EdgeInsets(top: IOSRelease.statusBarHeight) : .zero
    }

    /// The device with this name, in any case.
    public static func named(_ name: String) -> Device? {
        let wanted = name.lowercased()
        return all.first { $0.names.contains { $0.lowercased() == wanted } }
    }

    // MARK: - Phones with a Home button (the status bar's inset: see above)

    /// iPhone 5s, SE (1st generation): 320 x 568 @2x (HIG: iPhone SE 1st gen 320x568 pt @2x).
    public static let iPhoneSE1 = Device(["iPhoneSE", "iPhone5s", "320x568@2x"], 320, 568, scale: 2, homeButton: true)
    /// iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation): 375 x 667 @2x (HIG table).
    public static let iPhone8 = Device(["iPhone8", "iPhone6", "iPhoneSE2", "iPhoneSE3", "375x667@2x"], 375, 667, scale: 2,
                                       homeButton: true, firstRelease: 8)
    /// iPhone 6 Plus to 8 Plus: 414 x 736 @3x (HIG table; rendered at 1242 x 2208 px and
    /// downsampled to the 1080 x 1920 px panel, which the model ignores). Status bar 20 in
    /// portrait on iOS 11 and later, none in landscape: an iOS 13 app's comment printing both,
    /// `UIEdgeInsets(top: 20.0, ...)` and all zero (a public file of 2019, "iPhone 8 plus").
    public static let iPhone8Plus = Device(["iPhone8Plus", "iPhone6Plus", "414x736@3x"], 414, 736, scale: 3,
                                           homeButton: true, firstRelease: 8)

    // MARK: - Phones with a notch

    /// iPhone X, XS, 11 Pro: 375 x 812 @3x (HIG table). Safe area 44 top, 34 bottom in
    /// portrait; 44 left and right, 21 bottom in landscape (Simulator; SnapKit/Masonry issue 546:
    /// "iPhone X, the value is always {44, 0, 34, 0}"; an iOS 13 app's comment printing
    /// `UIEdgeInsets(top: 0.0, left: 44.0, bottom: 21.0, right: 44.0)` in landscape).
    public static let iPhoneX = Device(["iPhoneX", "iPhone11Pro", "iPhoneXS", "375x812@3x"], 375, 812, scale: 3, firstRelease: 11,
                                       portrait: EdgeInsets(top: 44, bottom: 34),
                                       landscape: EdgeInsets(left: 44, bottom: 21, right: 44))
    /// iPhone 12 mini, 13 mini: 375 x 812 @3x (HIG table), the iPhone X's points. Safe area
    /// top 50 in portrait (Simulator; the mini's status bar is taller than the 47 of the other
    /// notched models of its years), 34 bottom; landscape 50 left and right, 21 bottom. The
    /// landscape 50 is the least certain figure here: it follows the portrait top, as on every
    /// other notched model.
    public static let iPhone13mini = Device(["iPhone13mini", "iPhone12mini"], 375, 812, scale: 3, firstRelease: 14,
                                            portrait: EdgeInsets(top: 50, bottom: 34),
                                            landscape: EdgeInsets(left: 50, bottom: 21, right: 50))
    /// iPhone 12, 12 Pro, 13, 13 Pro, 14: 390 x 844 @3x (HIG table). Safe area 47 top, 34
    /// bottom in portrait; 47 left and right, 21 bottom in landscape (Simulator).
    public static let iPhone14 = Device(["iPhone14", "iPhone13", "iPhone12", "iPhone13Pro", "390x844@3x"], 390, 844, scale: 3,
                                        firstRelease: 14, portrait: EdgeInsets(top: 47, bottom: 34),
                                        landscape: EdgeInsets(left: 47, bottom: 21, right: 47))
    /// iPhone 12 Pro Max, 13 Pro Max, 14 Plus: 428 x 926 @3x (HIG table). Safe area 47 top,
    /// 34 bottom; landscape 47 left and right, 21 bottom (Simulator).
    public static let iPhone14Plus = Device(["iPhone14Plus", "iPhone13ProMax", "iPhone12ProMax", "428x926@3x"], 428, 926, scale: 3,
                                            firstRelease: 14, portrait: EdgeInsets(top: 47, bottom: 34),
                                            landscape: EdgeInsets(left: 47, bottom: 21, right: 47))

    // MARK: - Phones with the Dynamic Island

    /// iPhone 14 Pro, 15, 15 Pro, 16: 393 x 852 @3x (HIG table; the iPhone 15 has the Dynamic
    /// Island and this size, not the iPhone 14's 390 x 844). Safe area 59 top, 34 bottom in
    /// portrait; 59 left and right, 21 bottom in landscape (Simulator; Flutter issue 120682 prints
    /// an iPhone 14 Pro's safe-area guide at `{{0, 59}, {393, 759}}`: 852 - 59 - 759 = 34).
    public static let iPhone15 = Device(["iPhone15", "iPhone15Pro", "iPhone14Pro", "iPhone16", "393x852@3x"], 393, 852, scale: 3,
                                        firstRelease: 16, portrait: EdgeInsets(top: 59, bottom: 34),
                                        landscape: EdgeInsets(left: 59, bottom: 21, right: 59))
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430 x 932 @3x (HIG table). Safe area
    /// 59 top, 34 bottom; landscape 59 left and right, 21 bottom (Simulator).
    public static let iPhone15ProMax = Device(["iPhone15ProMax", "iPhone15Plus", "iPhone14ProMax", "iPhone16Plus", "430x932@3x"],
                                              430, 932, scale: 3, firstRelease: 16,
                                              portrait: EdgeInsets(top: 59, bottom: 34),
                                              landscape: EdgeInsets(left: 59, bottom: 21, right: 59))

    // MARK: - iPads

    /// iPad (9th generation), with a Home button: 810 x 1080 @2x (HIG table). The status bar
    /// shows in both orientations on iPad: 20 top, nothing else (Simulator).
    public static let iPad9 = Device(["iPad9", "810x1080@2x"], 810, 1080, scale: 2, homeButton: true, pad: true, firstRelease: 13)
    /// iPad mini (6th generation): 744 x 1133 @2x (HIG table). Home indicator: 24 top (status
    /// bar), 20 bottom, in both orientations (Simulator).
    public static let iPadMini = Device(["iPadMini", "iPadMini6", "744x1133@2x"], 744, 1133, scale: 2, pad: true, firstRelease: 15,
                                        portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
    /// iPad (10th generation), iPad Air (4th and 5th generation): 820 x 1180 @2x (HIG table).
    /// 24 top, 20 bottom in both orientations (Simulator).
    public static let iPad10 = Device(["iPad10", "iPadAir", "820x1180@2x"], 820, 1180, scale: 2, pad: true, firstRelease: 14,
                                      portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 11-inch (1st to 4th generation): 834 x 1194 @2x (HIG table). 24 top, 20
    /// bottom in both orientations (Simulator).
    public static let iPadPro11 = Device(["iPadPro11", "834x1194@2x"], 834, 1194, scale: 2, pad: true, firstRelease: 12,
                                         portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 12.9-inch (3rd to 6th generation): 1024 x 1366 @2x (HIG table). 24 top, 20
    /// bottom in both orientations (Simulator).
    public static let iPadPro12_9 = Device(["iPadPro12_9", "1024x1366@2x"], 1024, 1366, scale: 2, pad: true, firstRelease: 12,
                                           portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))

    /// Every preset, in the order help lists them (the four first ones as they always were).
    public static let all: [Device] = [
        iPhoneSE1, iPhone8, iPhone8Plus, iPhoneX,
        iPhone13mini, iPhone14, iPhone14Plus, iPhone15, iPhone15ProMax,
        iPad9, iPadMini, iPad10, iPadPro11, iPadPro12_9,
    ]
}
