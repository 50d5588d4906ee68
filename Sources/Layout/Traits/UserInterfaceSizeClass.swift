/// `UIUserInterfaceSizeClass`: how much room a dimension has, compact or regular ("Each
/// dimension can be either compact, for example, the height of an iPhone in landscape
/// orientation, or regular", Xcode Help, "Size classes").
public enum UserInterfaceSizeClass: String, CaseIterable, Sendable, CustomStringConvertible {
    case unspecified, compact, regular

    /// As `UITraitCollection` prints it: `Compact`, `Regular`, `Unspecified`.
    public var traitName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public var description: String { rawValue }
}

/// `UIUserInterfaceIdiom`, for the two the model's devices are.
public enum UserInterfaceIdiom: String, Sendable, CustomStringConvertible {
    case phone, pad

    /// As `UITraitCollection` prints it: `Phone`, `Pad`.
    public var traitName: String { self == .phone ? "Phone" : "Pad" }

    public var description: String { rawValue }
}
