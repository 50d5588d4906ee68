/// Advance widths of Helvetica Bold, which the model measures semibold and heavier system
/// fonts with (a headline, `weight=semibold`, `weight=bold`), as it measures the regular
/// system font with Helvetica's (``HelveticaMetrics``).
///
/// Source: Adobe's core-14 `Helvetica-Bold.afm` (FontName Helvetica-Bold, UniqueID 43052,
/// Version 002.000, 1997), as shipped with PDF libraries (the copy read was bundled as data
/// with a JavaScript PDF library); its `WX` entries mapped from glyph names to Unicode the
/// same way as the regular face's, and checked against FPDF's `font/helveticab.php` (a
/// cp1252 width table), which agrees on every code point listed here.
///
/// Why Bold for semibold: the iOS 8 system font's family (Helvetica Neue) and the current one
/// (SF) have a semibold face, Helvetica's public metrics do not; the core-14 set has regular
/// and bold only, and semibold is nearer to bold than to regular in width. That choice is the
/// model's: no public recording of a semibold label's width was found. The line height is the
/// regular font's for every weight (a 17 pt medium label is 20.5 pt high in an Xcode-written
/// storyboard, as a regular one is; no heavier weight's height was found recorded).
public enum HelveticaBoldMetrics {
    /// The advance of a character outside the table: Helvetica Bold's "n" (611).
    public static let fallbackAdvance = 611

    /// The table ``FontFace`` reads, by the rules of ``AdvanceTable``.
    static let table = AdvanceTable(ascii: ascii, latin1: latin1, fallback: fallbackAdvance, extra: windows1252Extra)

    /// U+0020 ... U+007E, one entry per code point.
    private static let ascii: [Int] = [
        // space  !    "    #    $    %    &    '    (    )    *    +    ,    -    .    /
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        // 0    1    2    3    4    5    6    7    8    9    :    ;    <    =    >    ?
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        // @    A    B    C    D    E    F    G    H    I    J    K    L    M    N    O
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        // P    Q    R    S    T    U    V    W    X    Y    Z    [    \    ]    ^    _
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        // `    a    b    c    d    e    f    g    h    i    j    k    l    m    n    o
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        // p    q    r    s    t    u    v    w    x    y    z    {    |    }    ~
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// U+00A0 ... U+00FF, one entry per code point.
    private static let latin1: [Int] = [
        // nbsp ¡    ¢    £    ¤    ¥    ¦    §    ¨    ©    ª    «    ¬   shy   ®    ¯
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
        // °    ±    ²    ³    ´    µ    ¶    ·    ¸    ¹    º    »    ¼    ½    ¾    ¿
        400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
        // À    Á    Â    Ã    Ä    Å    Æ     Ç    È    É    Ê    Ë    Ì    Í    Î    Ï
        722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
        // Ð    Ñ    Ò    Ó    Ô    Õ    Ö    ×    Ø    Ù    Ú    Û    Ü    Ý    Þ    ß
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
        // à    á    â    ã    ä    å    æ    ç    è    é    ê    ë    ì    í    î    ï
        556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
        // ð    ñ    ò    ó    ô    õ    ö    ÷    ø    ù    ú    û    ü    ý    þ    ÿ
        611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
    ]

    /// The characters Windows-1252 puts at 0x80...0x9F, with their AFM widths.
    private static func windows1252Extra(_ value: UInt32) -> Int? {
        switch value {
        case 0x0152: return 1000  // OE
        case 0x0153: return 944   // oe
        case 0x0160: return 667   // Scaron
        case 0x0161: return 556   // scaron
        case 0x0178: return 667   // Ydieresis
        case 0x017D: return 611   // Zcaron
        case 0x017E: return 500   // zcaron
        case 0x0192: return 556   // florin
        case 0x02C6: return 333   // circumflex
        case 0x02DC: return 333   // tilde
        case 0x2013: return 556   // endash
        case 0x2014: return 1000  // emdash
        case 0x2018: return 278   // quoteleft
        case 0x2019: return 278   // quoteright
        case 0x201A: return 278   // quotesinglbase
        case 0x201C: return 500   // quotedblleft
        case 0x201D: return 500   // quotedblright
        case 0x201E: return 500   // quotedblbase
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
