/// A column of the tableau: an external variable or one of the variables the solver makes.
///
/// Symbols are numbered in the order the solver creates them; every choice between symbols
/// breaks ties by that number, never by a hash or an address, so the same calls give the same
/// pivots on every machine.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality (or the artificial variable of phase one): `>= 0`.
        case slack
        /// The error of a non-required constraint: `>= 0`, weighted in the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    let id: Int32
    let kind: Kind

    /// External symbols may take any sign; the others are `>= 0`.
    var isExternal: Bool { kind == .external }
    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may enter the basis in a pivot.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isDummy: Bool { kind == .dummy }

    var index: Int { Int(id) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// The id alone: it determines the kind, and the objective's tables hash symbols often.
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// The absolute tolerance under which a coefficient or constant counts as zero (kiwi's and
/// Cassowary's value).
let nearZeroTolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}
