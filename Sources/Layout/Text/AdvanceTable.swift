/// A face's advance widths by Unicode scalar, in 1/1000 em, and the rules every face of the
/// model shares for what its table does not list.
///
/// - A tab measures as a space: the model has no tab stops.
/// - Other control characters (C0, DEL, C1) draw nothing and measure 0.
/// - Printable ASCII and Latin-1 come from the tables; the typographic characters that
///   Windows-1252 adds (curly quotes, dashes, the ellipsis, ...) from `extra`.
/// - Anything else gets `fallback`, the face's "n", so unknown text (emoji, CJK, Cyrillic)
///   still measures plausibly and never traps.
struct AdvanceTable: Sendable {
    /// U+0020 ... U+007E, one entry per code point.
    let ascii: [Int]
    /// U+00A0 ... U+00FF, one entry per code point.
    let latin1: [Int]
    let fallback: Int
    let extra: @Sendable (UInt32) -> Int?

    /// The advance of the first scalar of `character`: a character made of several scalars (a
    /// letter with combining marks, an emoji sequence) measures as its first, so the marks add
    /// no width and a grapheme is never split or counted twice.
    func advance(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return advance(of: first)
    }

    func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x09:
            return advance(of: Unicode.Scalar(0x20))
        case 0x00...0x1F, 0x7F...0x9F:
            return 0
        case 0x20...0x7E:
            return lookup(ascii, value: value, first: 0x20)
        case 0xA0...0xFF:
            return lookup(latin1, value: value, first: 0xA0)
        default:
            return extra(value) ?? fallback
        }
    }

    /// Looks `value` up in a table starting at `first`; out of range gives the fallback, so a
    /// table shorter than its range can never trap.
    private func lookup(_ widths: [Int], value: UInt32, first: UInt32) -> Int {
        guard value >= first else { return fallback }
        let offset = Int(value - first)
        return widths.indices.contains(offset) ? widths[offset] : fallback
    }
}
