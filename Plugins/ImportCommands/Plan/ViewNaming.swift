/// Names for imported views, made from what the text says of them, so the same paste gives
/// the same names on every run: a Masonry `mas_key` (`messageLabel`), a label's text
/// (`label_TheQuickBrownFox`), an accessibility identifier (`AddressToolbar_lockIcon`), else
/// the class (`tableViewCellContentView`).
/// A name already taken gets `_2`, `_3`, ... in the order the text first names the views.
enum ViewNaming {
    /// The longest part a text adds to a name.
    static let maximumTextLength = 32

    /// `classPart` is ``classPart(_:)``, or a memo of it (a log names thousands of views of one class).
    static func baseName(className: String?, text: String?, accessibilityIdentifier: String?, masonryKey: String? = nil,
                         classPart: (String) -> String = classPart(_:)) -> String {
        if let masonryKey {
            let name = identifierPart(masonryKey, capitalize: false, separator: "_")
            if valid(name) { return name }
        }
        if let accessibilityIdentifier, className == nil {
            let name = identifierPart(accessibilityIdentifier, capitalize: false, separator: "_")
            return valid(name) ? name : "view_" + name
        }
        let base = classPart(className ?? "UIView")
        guard let text, !text.isEmpty else { return base }
        let words = identifierPart(text, capitalize: true, separator: "")
        return words.isEmpty ? base : base + "_" + String(words.prefix(maximumTextLength))
    }

    /// `UITableViewCellContentView` -> `tableViewCellContentView`; `Prox.PlaceDetailsEventView`
    /// -> `placeDetailsEventView`; a mangled Swift class `_TtGC8MyAppXYZ8CardView…` -> `cardView`.
    static func classPart(_ className: String) -> String {
        var name = demangled(className) ?? className
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        while name.first == "_" { name.removeFirst() }
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { name = String(rest) }
        }
        let scalars = Array(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        guard !scalars.isEmpty else { return "view" }
        // Lower the leading capitals, all but the last one before a lowercase letter.
        var result = ""
        var index = 0
        while index < scalars.count, scalars[index].properties.isUppercase {
            let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
            if nextIsLower && index > 0 { break }
            result += String(scalars[index]).lowercased()
            index += 1
        }
        result += String(String.UnicodeScalarView(scalars[index...]))
        return valid(result) ? result : "view" + result
    }

    /// A Swift mangled class name `_TtC5MyApp8CardView` or `_TtGC8MyAppXYZ8CardViewCS_…`:
    /// the class, the second length-prefixed name; nil when the name is not mangled.
    static func demangled(_ name: String) -> String? {
        guard name.hasPrefix("_Tt") else { return nil }
        var cursor = ByteCursor(String(name.dropFirst(3)))
        while let byte = cursor.peek, byte.isLetter { cursor.index += 1 }
        var parts: [String] = []
        while parts.count < 2, let value = cursor.number(), value >= 1, value <= 200 {
            let length = Int(value)
            guard cursor.index + length <= cursor.end else { return nil }
            parts.append(cursor.text(cursor.index, cursor.index + length))
            cursor.index += length
        }
        return parts.count == 2 ? parts[1] : nil
    }

    /// The letters and digits of `text` as one word: `Set lunch` -> `SetLunch`; `…` and `...`
    /// (UIKit's truncation) are dropped.
    static func identifierPart(_ text: String, capitalize: Bool, separator: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        if capitalize { words = words.map { $0.prefix(1).uppercased() + $0.dropFirst() } }
        return words.joined(separator: separator)
    }

    static func valid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first == "_" || first.properties.isAlphabetic
    }
}
