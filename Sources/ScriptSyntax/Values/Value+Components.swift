import Layout

/// The parts of composite values an expression or a `set` path can name:
/// `header.frame.height`, `tv.contentSize.height`, `tv.contentInset.top`.
extension Value {
    /// The components this value has, in the order help lists them.
    public var componentNames: [String] {
        type?.componentNames ?? []
    }

    /// The component of that name, or nil if the value has none.
    public func component(_ name: String) -> Value? {
        switch (self, name) {
        case (.point(let point), "x"): .number(point.x)
        case (.point(let point), "y"): .number(point.y)
        case (.size(let size), "width"): .number(size.width)
        case (.size(let size), "height"): .number(size.height)
        case (.rect(let rect), "x"): .number(rect.minX)
        case (.rect(let rect), "y"): .number(rect.minY)
        case (.rect(let rect), "width"): .number(rect.width)
        case (.rect(let rect), "height"): .number(rect.height)
        case (.rect(let rect), "origin"): .point(rect.origin)
        case (.rect(let rect), "size"): .size(rect.size)
        case (.insets(let insets), "top"): .number(insets.top)
        case (.insets(let insets), "left"): .number(insets.left)
        case (.insets(let insets), "bottom"): .number(insets.bottom)
        case (.insets(let insets), "right"): .number(insets.right)
        default: nil
        }
    }

    /// The value with one component replaced (for `set header.frame.height = 146`), or nil
    /// if there is no such component or the new part is not of the component's kind.
    public func replacing(_ name: String, with part: Value) -> Value? {
        switch (self, name, part) {
        case (.point(var point), "x", .number(let number)): point.x = number; return .point(point)
        case (.point(var point), "y", .number(let number)): point.y = number; return .point(point)
        case (.size(var size), "width", .number(let number)): size.width = number; return .size(size)
        case (.size(var size), "height", .number(let number)): size.height = number; return .size(size)
        // A side with no value (of a ``ValueType/partialSize(none:)``) is kept negative.
        case (.size(var size), "width", .none): size.width = -1; return .size(size)
        case (.size(var size), "height", .none): size.height = -1; return .size(size)
        case (.rect(var rect), "x", .number(let number)): rect.origin.x = number; return .rect(rect)
        case (.rect(var rect), "y", .number(let number)): rect.origin.y = number; return .rect(rect)
        case (.rect(var rect), "width", .number(let number)): rect.size.width = number; return .rect(rect)
        case (.rect(var rect), "height", .number(let number)): rect.size.height = number; return .rect(rect)
        case (.rect(var rect), "origin", .point(let point)): rect.origin = point; return .rect(rect)
        case (.rect(var rect), "size", .size(let size)): rect.size = size; return .rect(rect)
        case (.insets(var insets), "top", .number(let number)): insets.top = number; return .insets(insets)
        case (.insets(var insets), "left", .number(let number)): insets.left = number; return .insets(insets)
        case (.insets(var insets), "bottom", .number(let number)): insets.bottom = number; return .insets(insets)
        case (.insets(var insets), "right", .number(let number)): insets.right = number; return .insets(insets)
        default: return nil
        }
    }

    /// The type of a component of a value of `type`: numbers for sides and coordinates.
    public static func componentType(_ name: String, of type: ValueType) -> ValueType? {
        switch (type, name) {
        case (.rect, "origin"): .point
        case (.rect, "size"): .size
        case (.point, "x"), (.point, "y"), (.rect, "x"), (.rect, "y"): .number(.coordinate)
        case (.size, "width"), (.size, "height"), (.rect, "width"), (.rect, "height"): .number(.length)
        case (.partialSize(let none), "width"), (.partialSize(let none), "height"): .optional(.number(.length), none: none)
        case (.insets, "top"), (.insets, "left"), (.insets, "bottom"), (.insets, "right"): .number(.coordinate)
        default: nil
        }
    }

    /// The type of this value, where it has components (for completion of `let` names).
    public var type: ValueType? {
        switch self {
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .insets: .insets
        default: nil
        }
    }
}

extension ValueType {
    /// The components a value of this type has (see ``Value/componentNames``).
    public var componentNames: [String] {
        switch self {
        case .point: ["x", "y"]
        case .size, .partialSize: ["width", "height"]
        case .rect: ["x", "y", "width", "height", "origin", "size"]
        case .insets: ["top", "left", "bottom", "right"]
        default: []
        }
    }
}
