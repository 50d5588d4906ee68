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

    /// A scene name as a Swift identifier: names are letters, digits and `_` already
    /// (``Scene/isValidName(_:)``); a keyword is quoted, and a name the code uses for a type
    /// gets a `_` after it.
    static func identifier(_ name: String) -> String {
        if reserved.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
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
