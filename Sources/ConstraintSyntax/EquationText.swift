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
/// it is the whole right side), the priority when it is below required or `writesPriority`.
func equationText(_ equation: ConstraintEquation<String>, writesPriority: Bool = false) -> String {
    var text = "\(equation.first) \(equation.relation) "
    if let second = equation.second {
        if equation.multiplier != 1 { text += "\(formatNumber(equation.multiplier)) * " }
        text += second.description
        if equation.constant > 0 { text += " + \(formatNumber(equation.constant))" }
        if equation.constant < 0 { text += " - \(formatNumber(-equation.constant))" }
    } else {
        text += formatNumber(equation.constant)
    }
    if writesPriority || !equation.priority.isRequired { text += " @\(equation.priority.value)" }
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
