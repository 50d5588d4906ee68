extension Device {
    /// The window's size classes on the device held `orientation` way up, full screen or with
    /// a Split View share.
    ///
    /// Source: Apple's Human Interface Guidelines, Layout, "iOS, iPadOS device size classes"
    /// (developer.apple.com/design/human-interface-guidelines/layout, as of 2023-2025): every
    /// iPad full screen is regular width, regular height in both orientations; iPhone Pro Max,
    /// Plus, XR, 11 and the other phones 414 pt wide or more are compact width, regular height in
    /// portrait and regular width, compact height in landscape; the other iPhones compact width,
    /// regular height in portrait and compact, compact in landscape. Split View, from the same
    /// page's multitasking table: a third is compact width, regular height; two thirds compact
    /// width in portrait and regular in landscape; a half (landscape) regular width on the
    /// 12.9-inch iPad Pro and compact on the others; the height regular throughout.
    public func sizeClasses(_ orientation: Screen.Orientation, split: SplitView? = nil)
        -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if isPad {
            switch split {
            case nil: return (.regular, .regular)
            case .oneThird?: return (.compact, .regular)
            case .twoThirds?: return (orientation == .landscape ? .regular : .compact, .regular)
            case .half?: return (isLargestPad ? .regular : .compact, .regular)
            }
        }
        guard orientation == .landscape else { return (.compact, .regular) }
        return (portraitSize.width >= 414 ? .regular : .compact, .compact)
    }

    /// The iPad whose half of a Split View is regular width (the 12.9-inch iPad Pro, 1024 pt
    /// wide in portrait).
    var isLargestPad: Bool { isPad && portraitSize.width >= 1024 }
}
