/// `UITraitCollection`, for the traits layout depends on: the idiom, the display scale, the
/// horizontal and vertical size classes, the layout direction and the content size category.
///
/// The window's traits follow from the screen (its device, orientation and Split View share:
/// ``Device/sizeClasses(_:split:)``) and the scene's content size category. UIKit passes the
/// window's traits down to every view that does not override them, and the model's views
/// override none, so the scene has one trait collection (``Scene/traitCollection``).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var displayScale: Double
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var layoutDirection: UserInterfaceLayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(userInterfaceIdiom: UserInterfaceIdiom, displayScale: Double, horizontalSizeClass: UserInterfaceSizeClass,
                verticalSizeClass: UserInterfaceSizeClass, layoutDirection: UserInterfaceLayoutDirection,
                preferredContentSizeCategory: ContentSizeCategory) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of a full-screen (or Split View) window on `screen` at `category`.
    public init(screen: Screen, contentSizeCategory category: ContentSizeCategory) {
        let classes: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
        let idiom: UserInterfaceIdiom
        if let device = screen.device {
            classes = device.sizeClasses(screen.orientation, split: screen.split)
            idiom = device.isPad ? .pad : .phone
        } else {
            (idiom, classes) = Self.sizeClasses(ofSize: screen.size)
        }
        self.init(userInterfaceIdiom: idiom, displayScale: screen.scale, horizontalSizeClass: classes.horizontal,
                  verticalSizeClass: classes.vertical, layoutDirection: screen.layoutDirection, preferredContentSizeCategory: category)
    }

    /// The model's rule for a screen made from a size (no device to look up), following the
    /// pattern of Apple's table (``Device/sizeClasses(_:split:)``): a shorter side under 600 pt
    /// is a phone (every phone is at most 430 pt wide, every iPad at least 744), regular height
    /// when upright and compact when turned, regular width when turned on a phone at least
    /// 414 pt wide; anything larger is an iPad, regular both ways. Apple documents no rule for
    /// sizes that are no device's.
    static func sizeClasses(ofSize size: Size) -> (UserInterfaceIdiom, (UserInterfaceSizeClass, UserInterfaceSizeClass)) {
        let shorter = min(size.width, size.height)
        guard shorter < 600 else { return (.pad, (.regular, .regular)) }
        let landscape = size.width > size.height
        guard landscape else { return (.phone, (.compact, .regular)) }
        return (.phone, (shorter >= 414 ? .regular : .compact, .compact))
    }

    /// As `UITraitCollection`'s description prints these traits (an iOS 13 and later log:
    /// `<UITraitCollection: 0x...; UserInterfaceIdiom = Phone, DisplayScale = 3, ...
    /// HorizontalSizeClass = Compact, VerticalSizeClass = Regular, ... UserInterfaceLayoutDirection
    /// = LTR, ... PreferredContentSizeCategory = L, ...>`), without an address and with only the
    /// traits the model has.
    public var description: String {
        "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom.traitName), DisplayScale = \(formatPoints(displayScale)), "
            + "HorizontalSizeClass = \(horizontalSizeClass.traitName), VerticalSizeClass = \(verticalSizeClass.traitName), "
            + "UserInterfaceLayoutDirection = \(layoutDirection == .rightToLeft ? "RTL" : "LTR"), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.traitName)>"
    }
}
