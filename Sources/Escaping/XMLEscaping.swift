/// Text as XML 1.0 takes it, for every XML this program writes (SVG pictures, JUnit reports).
public enum XMLEscaping {
    /// `text` escaped for an attribute value in double quotes (or, with `attribute` false, an
    /// element's text): the markup characters as entities, and characters XML 1.0 does not
    /// allow as U+FFFD (https://www.w3.org/TR/xml/#charsets), so a label's text holding a
    /// control character still makes a well-formed file.
    public static func escaped(_ text: String, attribute: Bool = true) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += attribute ? "&quot;" : "\""
            case "'": escaped += attribute ? "&apos;" : "'"
            // Newlines and tabs in attributes would be normalised to spaces by a reader
            // (https://www.w3.org/TR/xml/#AVNormalize), and a return anywhere to a newline
            // (#sec-line-ends): written as references they survive.
            case "\n": escaped += attribute ? "&#10;" : "\n"
            case "\t": escaped += attribute ? "&#9;" : "\t"
            case "\r": escaped += "&#13;"
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }
}
