import Commands
import Layout
import ScriptSyntax

/// How `expect` compares two values.
enum Comparison {
    /// The relative tolerance two numbers may differ by and still be equal.
    static let tolerance = 1e-9

    /// Whether `left op right` holds; nil when the values cannot be compared.
    static func holds(_ left: Value, _ op: Operator, _ right: Value) -> Bool? {
        if let a = number(left), let b = number(right) { return compare(a, op, b) }
        if let a = components(left), let b = components(right) {
            guard a.count == b.count else { return nil }
            let each = zip(a, b).map { compare($0, op, $1) }
            // != holds when any component differs; every other comparison must hold for all.
            return op == .notEqual ? each.contains(true) : !each.contains(false)
        }
        // A number or a composite against anything else has no meaning.
        if number(left) != nil || number(right) != nil || components(left) != nil || components(right) != nil { return nil }
        guard op == .equal || op == .notEqual else { return nil }
        let equal = normalized(left) == normalized(right)
        return op == .equal ? equal : !equal
    }

    static func compare(_ a: Double, _ op: Operator, _ b: Double) -> Bool {
        let close = abs(a - b) <= tolerance * max(1, abs(a), abs(b))
        switch op {
        case .equal: return close
        case .notEqual: return !close
        case .lessThan: return a < b && !close
        case .lessThanOrEqual: return a < b || close
        case .greaterThan: return a > b && !close
        case .greaterThanOrEqual: return a > b || close
        default: return false
        }
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .number(let number): number
        case .priority(let priority): Double(priority.value)
        default: nil
        }
    }

    /// The numbers of a composite value, or of a tuple (`frame == (0, 0, 320, 146)`).
    private static func components(_ value: Value) -> [Double]? {
        switch value {
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .insets(let i): [i.top, i.left, i.bottom, i.right]
        case .tuple(let values):
            values.compactMap(number).count == values.count ? values.compactMap(number) : nil
        default: nil
        }
    }

    /// Words and booleans compare as written (`true` and the case `true` are one value).
    private static func normalized(_ value: Value) -> String {
        value.description
    }
}
