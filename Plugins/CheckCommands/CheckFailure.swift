/// One invariant a layout breaks: the rule, the view, what is wrong with the numbers, and the
/// constraint to blame when one decides it (as `why` finds it).
struct CheckFailure: Sendable, Equatable {
    let rule: LayoutRule
    /// The view it is about (the first of two).
    let view: String
    /// What is wrong, with the numbers: `title (UILabel) is 20.5 high, its 2 lines need 41`.
    let message: String
    /// `c3: header.height == 100`, when a constraint decides it.
    let blame: String?
    /// The value `why` explains (`title.height`), to say where to look next.
    let explained: String?

    /// `textFits: title (UILabel) is 20.5 high, its 2 lines need 41; because of c3: header.height == 100 (why title.height)`.
    var line: String {
        var line = "\(rule.rawValue): \(message)"
        if let blame { line += "; because of \(blame)" }
        if let explained { line += " (why \(explained))" }
        return line
    }
}
