extension Value {
    /// A number, or `none` spelt as the type spells it, from an optional.
    public static func optional(_ number: Double?, none: String) -> Value {
        number.map(Value.number) ?? .none(none)
    }

    /// The number of an optional number type, nil for its `none`.
    public func optionalNumber() throws(ValueError) -> Double? {
        isNone ? nil : try number()
    }
}
