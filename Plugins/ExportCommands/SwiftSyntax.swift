import Layout
import Solver

/// How LayoutLab's values read as Swift source: identifiers, numbers, strings, priorities.
enum SwiftSyntax {
    /// Swift's keywords (the list in Layout, which a collection's layout code uses too).
    static var keywords: Set<String> { swiftKeywords }

    /// The types and functions the exported code names, which a variable of the same name
    /// would hide: such a name gets a `_` after it.
    static let reserved: Set<String> = [
        "UIView", "UILabel", "UIStackView", "UIImageView", "UIButton", "UITextField", "UISegmentedControl", "UIScrollView",
        "UITableView", "UILayoutGuide", "UIFont", "UILayoutPriority", "UIEdgeInsets", "NSLayoutConstraint", "CGRect", "CGFloat",
        "UICollectionView", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout", "NSCollectionLayoutItem",
        "NSCollectionLayoutGroup", "NSCollectionLayoutSize", "NSCollectionLayoutSection", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSDirectionalEdgeInsets", "CGSize",
    ]

    /// A scene name as a Swift identifier: a keyword is quoted, and a name the code uses for a
    /// type gets a `_` after it. Names are letters, digits and `_` (``Scene/isValidName(_:)``),
    /// but Unicode's letters are not all Swift's: a character Swift does not take in an
    /// identifier (U+2E2F, a letter in Swift's operator range; a combining mark first, as an
    /// imported class name can start) is written `_u2E2F`, so the code always compiles.
    static func identifier(_ name: String) -> String {
        var valid = String.UnicodeScalarView()
        for (index, scalar) in name.unicodeScalars.enumerated() {
            if index == 0 ? isIdentifierHead(scalar) : isIdentifierCharacter(scalar) {
                valid.append(scalar)
            } else {
                valid.append(contentsOf: "_u\(String(scalar.value, radix: 16, uppercase: true))".unicodeScalars)
            }
        }
        let name = valid.isEmpty ? "_" : String(valid)
        if reserved.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether Swift takes `scalar` first in an identifier: the ranges of `identifier-head` in
    /// The Swift Programming Language, Lexical Structure, Identifiers.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
             0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
             0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
             0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
             0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
             0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            true
        default:
            false
        }
    }

    /// Whether Swift takes `scalar` after the first character (`identifier-character`).
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: isIdentifierHead(scalar)
        }
    }

    /// A number as Swift writes a CGFloat literal: `12`, `20.5`, `-8`.
    static func number(_ value: Double) -> String {
        formatPoints(value)
    }

    /// A Swift string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `CGRect(x: 0, y: 0, width: 320, height: 100)`.
    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(number(rect.origin.x)), y: \(number(rect.origin.y)), width: \(number(rect.size.width)), height: \(number(rect.size.height)))"
    }

    /// A priority as UIKit code reads best: a named level (`.required`, `.defaultHigh`,
    /// `.defaultLow`, `.fittingSizeLevel`) or one within 10 of it (`.required - 1`,
    /// `.defaultHigh + 1`), else `UILayoutPriority(rawValue: 600)`.
    static func priority(_ priority: Priority) -> String {
        let named: [(String, Int)] = [("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50)]
        let value = priority.value
        for (name, level) in named where abs(value - level) <= 10 {
            if value == level { return ".\(name)" }
            return value < level ? ".\(name) - \(level - value)" : ".\(name) + \(value - level)"
        }
        return "UILayoutPriority(rawValue: \(value))"
    }
}
