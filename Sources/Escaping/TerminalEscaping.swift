/// Text as the terminal gets it: what came from input (a label's text, an identifier or a
/// class name from a pasted log) cannot move the cursor, clear the screen, set the window's
/// title or reorder what was printed.
public enum TerminalEscaping {
    /// `text` with every control character (C0 but the tab and newline, DEL, C1) and every
    /// bidirectional control (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069)
    /// written as `\u{1B}`, in Swift's notation: `ESC ]0;...BEL` (a window title), `ESC [2J`
    /// (clear), CR and BS (overwrite) and U+202E (right-to-left override) show as text.
    /// With `keepingColours`, the colour sequences this program writes (SGR, `ESC [` digits and
    /// `;` then `m`) pass, so a picture keeps its colours.
    public static func escaped(_ text: String, keepingColours: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: needsEscaping) else { return text }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingColours, scalar == "\u{1B}", let end = colourSequenceEnd(scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if needsEscaping(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The index of the `m` ending an SGR sequence starting at `start` (`ESC [`), if it is one.
    private static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else { return nil }
        index += 1
        while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
        return index < scalars.count && scalars[index] == "m" ? index : nil
    }
}
