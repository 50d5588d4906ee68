/// Which size classes a storyboard's variation is for: a width class, a height class, both,
/// or neither (any width, any height: Interface Builder's `default`).
///
/// Interface Builder writes the key as `<variation key="heightClass=regular-widthClass=compact">`
/// (height first, joined by `-`), `key="widthClass=compact"` for one class alone, and
/// `key="default"` for the base layout (Xcode-written storyboards; see the Auto Layout Guide,
/// "Size-Class-Specific Layout": "Interface Builder recognizes nine different size classes.
/// Four of these are the Final size classes ... The remaining five are Base size classes:
/// Compact-Any, Regular-Any, Any-Compact, Any-Regular, and Any-Any").
public struct SizeClassKey: Hashable, Sendable, CustomStringConvertible {
    /// The width class it is for; nil: any.
    public var width: UserInterfaceSizeClass?
    /// The height class it is for; nil: any.
    public var height: UserInterfaceSizeClass?

    public init(width: UserInterfaceSizeClass? = nil, height: UserInterfaceSizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Any width, any height: the base layout.
    public static let any = SizeClassKey()

    /// The key of a `<variation key=...>`; nil for a key that is not one (a size class that
    /// is not compact or regular, a trait that is not a size class).
    public init?(interfaceBuilderKey key: String) {
        guard key != "default" else {
            self.init()
            return
        }
        var width: UserInterfaceSizeClass?
        var height: UserInterfaceSizeClass?
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let value = UserInterfaceSizeClass(rawValue: String(pair[1])), value != .unspecified else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default: return nil
            }
        }
        self.init(width: width, height: height)
    }

    /// Whether a window with these traits is in the key's size classes.
    public func matches(_ traits: TraitCollection) -> Bool {
        (width.map { $0 == traits.horizontalSizeClass } ?? true) && (height.map { $0 == traits.verticalSizeClass } ?? true)
    }

    /// How specific the key is, for "the most specific wins": both classes, then a width
    /// class alone, then a height class alone, then the base. Apple says a more specific size
    /// class's setting overrides a more general one's, not which of two single classes wins
    /// when both match; the model takes the width's, the class Interface Builder's size-class
    /// bar names first ("wC hR").
    public var specificity: Int {
        switch (width, height) {
        case (nil, nil): 0
        case (nil, _): 1
        case (_, nil): 2
        default: 3
        }
    }

    /// As the `variation` command takes it: `width=compact height=regular`, `any` for the base.
    public var description: String {
        let parts = [width.map { "width=\($0)" }, height.map { "height=\($0)" }].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }
}
