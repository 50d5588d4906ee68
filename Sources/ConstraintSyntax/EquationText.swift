import ScriptSyntax
import Layout
import Solver

/// Prints numbers the same on every machine: whole values without a fraction (`15`, not
/// `15.0`), others in Swift's shortest round-tripping form (`0.5`).
func formatNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 {
        // `-0` prints as `0`: a constant of minus nothing reads as a typo.
        return String(Int(value))
    }
    return "\(value)"
}

/// The canonical script spelling of a constraint's equation, shared by constraint
/// expressions and visual-format constraints: `a.width == 0.5 * b.width + 10 @750`.
/// The multiplier shows only when it is not 1, the constant only when it is not 0 (or when
/// it is the whole right side).
func equationText(
    first: AttributeReference, relation: Relation, second: AttributeReference?,
    multiplier: Double, constant: Double, priority: Int?
) -> String {
    var text = "\(first) \(relation) "
    if let second {
        if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
        text += second.description
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
        text += formatNumber(constant)
    }
    if let priority { text += " @\(priority)" }
    return text
}

/// `name` as a script would write it: bare when it is one identifier, otherwise in double
/// quotes with `"` and `\` escaped, so a description always tokenizes back to the same name.
func quotedIfNeeded(_ name: String) -> String {
    var cursor = CharacterCursor(name)
    if cursor.scanIdentifier() != nil, cursor.isAtEnd { return name }
    var quoted = "\""
    for character in name {
        switch character {
        case "\"", "\\": quoted += "\\\(character)"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        default: quoted.append(character)
        }
    }
    return quoted + "\""
}
