/// The advance widths a font's text is measured with: Helvetica's, or Helvetica Bold's for
/// semibold and heavier weights (see ``FontWeight``).
enum FontFace: Sendable, Equatable {
    case helvetica, helveticaBold

    /// The advance of `character`'s first scalar, in 1/1000 em.
    func advance(of character: Character) -> Int {
        switch self {
        case .helvetica: HelveticaMetrics.advance(of: character)
        case .helveticaBold: HelveticaBoldMetrics.advance(of: character)
        }
    }

    func advance(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .helvetica: HelveticaMetrics.advance(of: scalar)
        case .helveticaBold: HelveticaBoldMetrics.advance(of: scalar)
        }
    }

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
