/// The inputs of the import's scale cases (issue 40), generated: a `po view.constraints`
/// listing, one `"<NSLayoutConstraint:...>",` line a constraint (about 120 bytes each, as the
/// tester's 1,000,000 constraints in 126 MB).
///
/// - `chain:N`: N constraints over N/4 views in a row, each view's width and height 20, its
///   leading 8 after the previous view's trailing and its top at the previous view's top; every
///   constraint can hold, so the import adds N rows and breaks none.
/// - `conflicts:N`: N required widths over 100 views, constraint k giving view k mod 100 the
///   width 10 + k / 100: every view's first width holds and each later one conflicts with it,
///   so the engine meets N - 100 conflicts, one per constraint.
struct GeneratedImportInput {
    enum Shape: String, CaseIterable { case chain, conflicts }

    let shape: Shape
    let constraints: Int

    /// `chain:1000000`, `conflicts:20000`.
    init?(_ text: Substring) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let shape = Shape(rawValue: String(parts[0])), let count = Int(parts[1]),
            (1...2_000_000).contains(count) else { return nil }
        self.shape = shape
        self.constraints = count
    }

    var name: String { "\(shape.rawValue):\(constraints)" }

    /// The listing, line by line into `write` (the text of 1,000,000 constraints is 120 MB;
    /// it is written as it is made).
    func generate(_ write: (String) -> Void) {
        write("(\n")
        for k in 0..<constraints {
            let separator = k == constraints - 1 ? "" : ","
            write("    \"<NSLayoutConstraint:\(Self.address(0x6000_0000_0000 + k)) \(equation(k))   (active)>\"\(separator)\n")
        }
        write(")\n")
    }

    private func equation(_ k: Int) -> String {
        switch shape {
        case .conflicts:
            return "UIView:\(Self.view(k % 100)).width == \(10 + k / 100)"
        case .chain:
            let view = k / 4
            let previous = max(0, view - 1)
            switch k % 4 {
            case 0: return "UIView:\(Self.view(view)).width == 20"
            case 1: return "UIView:\(Self.view(view)).height == 20"
            case 2: return view == 0 ? "UIView:\(Self.view(view)).width >= 0"
                : "UIView:\(Self.view(view)).leading == UIView:\(Self.view(previous)).trailing + 8"
            default: return view == 0 ? "UIView:\(Self.view(view)).height >= 0"
                : "UIView:\(Self.view(view)).top == UIView:\(Self.view(previous)).top"
            }
        }
    }

    private static func view(_ index: Int) -> String { address(0x7f80_0000_0000 + index) }

    private static func address(_ value: Int) -> String { "0x" + String(value, radix: 16) }
}
