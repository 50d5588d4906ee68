/// The device a scene is shown on: its size in points, its scale (pixels per point) and the
/// safe-area insets of its window.
public struct Screen: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeAreaInsets: EdgeInsets

    public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// iPhone 5s, SE: 320 x 568 at @2x.
    public static let iPhone320x568 = Screen(name: "320x568@2x", size: Size(width: 320, height: 568), scale: 2)
    /// iPhone 6, 7, 8: 375 x 667 at @2x.
    public static let iPhone375x667 = Screen(name: "375x667@2x", size: Size(width: 375, height: 667), scale: 2)
    /// iPhone 6 Plus, 7 Plus, 8 Plus: 414 x 736 at @3x.
    public static let iPhone414x736 = Screen(name: "414x736@3x", size: Size(width: 414, height: 736), scale: 3)
    /// iPhone X, XS, 11 Pro: 375 x 812 at @3x, 44 pt of safe area at the top and 34 at the bottom.
    public static let iPhone375x812 = Screen(
        name: "375x812@3x", size: Size(width: 375, height: 812), scale: 3,
        safeAreaInsets: EdgeInsets(top: 44, bottom: 34)
    )

    /// The presets, by name, in the order `help` lists them.
    public static let presets: [(names: [String], screen: Screen)] = [
        (["iPhoneSE", "iPhone5s", "320x568@2x"], .iPhone320x568),
        (["iPhone8", "iPhone6", "375x667@2x"], .iPhone375x667),
        (["iPhone8Plus", "iPhone6Plus", "414x736@3x"], .iPhone414x736),
        (["iPhoneX", "iPhone11Pro", "375x812@3x"], .iPhone375x812),
    ]

    /// The preset with this name, if there is one.
    public static func preset(named name: String) -> Screen? {
        presets.first { $0.names.contains { $0.lowercased() == name.lowercased() } }?.screen
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
