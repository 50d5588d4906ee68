/// The advance widths a font's text is measured with: Helvetica's, or Helvetica Bold's for
/// semibold and heavier weights (see ``FontWeight``).
enum FontFace: Sendable, Equatable {
    case helvetica, helveticaBold

    /// The face's advances.
    var table: AdvanceTable {
        switch self {
        case .helvetica: HelveticaMetrics.table
        case .helveticaBold: HelveticaBoldMetrics.table
        }
    }

    /// The advance of `character`'s first scalar, in 1/1000 em.
    func advance(of character: Character) -> Int { table.advance(of: character) }

    func advance(of scalar: Unicode.Scalar) -> Int { table.advance(of: scalar) }

    /// The advance sum of `text` in 1/1000 em. Summing integers keeps long texts free of
    /// accumulated floating-point error; only the final scaling rounds.
    func units(of text: String) -> Int {
        var total = 0
        for character in text {
            total += advance(of: character)
        }
        return total
    }
}
