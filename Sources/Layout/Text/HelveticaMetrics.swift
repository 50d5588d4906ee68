/// Advance widths of Helvetica (regular), the glyph widths the model uses for the iOS 8
/// system font.
///
/// Widths are in 1/1000 em, the unit of Adobe Font Metrics files, so a glyph's advance at a
/// point size is `advance * pointSize / 1000`.
///
/// Source: Adobe's core-14 `Helvetica.afm` (FontName Helvetica, UniqueID 43054, Version
/// 002.000, 1997), as shipped with PDF libraries. The values below are that file's `WX`
/// entries mapped from glyph names to Unicode, and were checked against two independent
/// transcriptions: FPDF's `font/helvetica.php` (a cp1252 width table) and Wine's
/// `dlls/wineps/data/Helvetica.c` (a Unicode-keyed table derived from Adobe's AFM files).
///
/// The mapping is by Unicode, not by Adobe Standard Encoding: U+0027 APOSTROPHE is the
/// `quotesingle` glyph (191) and U+0060 GRAVE ACCENT is `grave` (333), as in FPDF and Wine;
/// the AFM's codes 39 and 96 (`quoteright`, `quoteleft`, 222) are U+2019 and U+2018.
/// U+00A0 NO-BREAK SPACE measures as `space` and U+00AD SOFT HYPHEN as `hyphen`.
public enum HelveticaMetrics {
    /// Units per em of every advance in this table.
    public static let unitsPerEm = 1000

    /// The advance of a character outside the table (emoji, CJK, Cyrillic, ...): the width of
    /// "n" (556), a typical lowercase advance, so unknown text still measures plausibly and
    /// never traps.
    public static let fallbackAdvance = 556

    /// The advance of the first scalar of `character`, in 1/1000 em.
    ///
    /// A character made of several scalars (a letter with combining marks, an emoji sequence)
    /// measures as its first scalar: the marks add no width, and the whole cluster is one
    /// glyph's worth of space, so a grapheme is never split or counted twice.
    public static func advance(of character: Character) -> Int {
        table.advance(of: character)
    }

    /// The advance of one Unicode scalar, in 1/1000 em, by the rules of ``AdvanceTable``.
    public static func advance(of scalar: Unicode.Scalar) -> Int {
        table.advance(of: scalar)
    }

    /// The table ``advance(of:)-(Unicode.Scalar)`` reads.
    static let table = AdvanceTable(ascii: ascii, latin1: latin1, fallback: fallbackAdvance, extra: windows1252Extra)

    /// U+0020 ... U+007E, one entry per code point.
    private static let ascii: [Int] = [
        // space  !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        // 0    1    2    3    4    5    6    7    8    9    :    ;    <    =    >    ?
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        // @     A    B    C    D    E    F    G    H    I    J    K    L    M    N    O
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        // P    Q    R    S    T    U    V    W    X    Y    Z    [    \    ]    ^    _
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        // `    a    b    c    d    e    f    g    h    i    j    k    l    m    n    o
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        // p    q    r    s    t    u    v    w    x    y    z    {    |    }    ~
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// U+00A0 ... U+00FF, one entry per code point.
    private static let latin1: [Int] = [
        // nbsp ¡    ¢    £    ¤    ¥    ¦    §    ¨    ©    ª    «    ¬   shy   ®    ¯
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
        // °    ±    ²    ³    ´    µ    ¶    ·    ¸    ¹    º    »    ¼    ½    ¾    ¿
        400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
        // À    Á    Â    Ã    Ä    Å    Æ     Ç    È    É    Ê    Ë    Ì    Í    Î    Ï
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
        // Ð    Ñ    Ò    Ó    Ô    Õ    Ö    ×    Ø    Ù    Ú    Û    Ü    Ý    Þ    ß
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
        // à    á    â    ã    ä    å    æ    ç    è    é    ê    ë    ì    í    î    ï
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
        // ð    ñ    ò    ó    ô    õ    ö    ÷    ø    ù    ú    û    ü    ý    þ    ÿ
        556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
    ]

    /// The characters Windows-1252 puts at 0x80...0x9F, which iOS text often contains
    /// (autocorrect's curly quotes and dashes), with their AFM widths.
    private static func windows1252Extra(_ value: UInt32) -> Int? {
        switch value {
        case 0x0152: return 1000  // OE
        case 0x0153: return 944   // oe
        case 0x0160: return 667   // Scaron
        case 0x0161: return 500   // scaron
        case 0x0178: return 667   // Ydieresis
        case 0x017D: return 611   // Zcaron
        case 0x017E: return 500   // zcaron
        case 0x0192: return 556   // florin
        case 0x02C6: return 333   // circumflex
        case 0x02DC: return 333   // tilde
        case 0x2013: return 556   // endash
        case 0x2014: return 1000  // emdash
        case 0x2018: return 222   // quoteleft
        case 0x2019: return 222   // quoteright
        case 0x201A: return 222   // quotesinglbase
        case 0x201C: return 333   // quotedblleft
        case 0x201D: return 333   // quotedblright
        case 0x201E: return 333   // quotedblbase
        case 0x2020: return 556   // dagger
        case 0x2021: return 556   // daggerdbl
        case 0x2022: return 350   // bullet
        case 0x2026: return 1000  // ellipsis
        case 0x2030: return 1000  // perthousand
        case 0x2039: return 333   // guilsinglleft
        case 0x203A: return 333   // guilsinglright
        case 0x20AC: return 556   // Euro
        case 0x2122: return 1000  // trademark
        default: return nil
        }
    }
}
