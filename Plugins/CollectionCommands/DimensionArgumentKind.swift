import Collections
import Commands
import ScriptSyntax

extension ArgumentKind {
    /// `NSCollectionLayoutDimension` as Swift writes it: `fractionalWidth(0.25)`,
    /// `fractionalHeight(1)`, `absolute(44)`, `estimated(44)`. A fraction is above 0 and at
    /// most 100; a length from 0 to 100,000.
    static let dimension = ArgumentKind.custom(CustomArgumentKind(
        name: "dimension", expected: "a dimension: fractionalWidth(F), fractionalHeight(F), absolute(L) or estimated(L)",
        helpName: "dimension",
        read: { reader, _ throws(SyntaxError) in
            let expected = "a dimension: fractionalWidth(F), fractionalHeight(F), absolute(L) or estimated(L)"
            let kind = try reader.word(expected)
            guard LayoutDimension.kinds.contains(kind.text) else {
                throw SyntaxError(expected: expected, found: kind.quotedForMessage, at: kind.location, length: kind.length)
            }
            try reader.expect(.leftParenthesis)
            let value = try reader.number(kind.text.hasPrefix("fractional") ? "a fraction above 0" : "a length of 0 or more")
            let fractional = kind.text.hasPrefix("fractional")
            guard fractional ? value > 0 && value <= 100 : value >= 0 && value <= 100_000 else {
                throw reader.errorAtPrevious(expected: fractional ? "a fraction above 0, at most 100" : "a length from 0 to 100000")
            }
            try reader.expect(.rightParenthesis)
            return .text("\(kind.text):\(value)")
        },
        completions: { _ in LayoutDimension.kinds.map { $0 + "(" } }))
}

extension ParsedArguments {
    /// The dimension the argument `name` holds, nil when it was not given.
    func dimension(_ name: String) -> LayoutDimension? {
        guard let text = value(name)?.text else { return nil }
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let value = Double(parts[1]) else { return nil }
        return LayoutDimension(kind: String(parts[0]), value: value)
    }
}
