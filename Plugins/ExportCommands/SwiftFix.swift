import Commands
import PluginSupport
import Layout
import Solver

/// The fix `fixes apply` made last, as UIKit code: a function taking the constraints and views
/// it changes (as the scene's export names them), so it compiles on its own.
enum SwiftFix {
    /// Why a fix cannot be exported: it was undone since (the model no longer shows it).
    struct Undone: Error {
        let summary: String
    }

    static func lines(for applied: AppliedFix, in scene: Scene) throws(Undone) -> [String] {
        var lines = ["// LayoutLab: export swift fix", "import UIKit", "", "// \(applied.summary)", "// LayoutLab: \(applied.commands)"]
        switch applied.fix {
        case .remove(let constraint):
            guard scene.constraint(named: constraint.name) !== constraint else { throw Undone(summary: applied.summary) }
            let name = SwiftSyntax.identifier(constraint.name)
            lines += [
                "// Better still, delete the line that makes it.",
                "@MainActor func applyFix(\(name): NSLayoutConstraint) {",
                "    \(name).isActive = false",
                "}",
            ]
        case .lower(let constraint, _, let priority):
            guard scene.constraint(named: constraint.name) === constraint, constraint.priority == priority else {
                throw Undone(summary: applied.summary)
            }
            let name = SwiftSyntax.identifier(constraint.name)
            lines += [
                "// Before it is activated: UIKit refuses to move an active constraint between required and optional.",
                "@MainActor func applyFix(\(name): NSLayoutConstraint) {",
                "    \(name).priority = \(SwiftSyntax.priority(priority))",
                "}",
            ]
        case .translationOff(let view):
            guard view.scene === scene, !view.translatesAutoresizingMaskIntoConstraints else { throw Undone(summary: applied.summary) }
            let name = SwiftSyntax.identifier(view.name)
            lines += [
                "@MainActor func applyFix(\(name): UIView) {",
                "    \(name).translatesAutoresizingMaskIntoConstraints = false",
                "}",
            ]
        case .add(let constraint):
            guard scene.constraint(named: constraint.name) === constraint else { throw Undone(summary: applied.summary) }
            let writer = SwiftConstraint(item: { SwiftSyntax.identifier($0.name) })
            guard let expression = writer.make(constraint) else { throw Undone(summary: applied.summary) }
            let name = SwiftSyntax.identifier(constraint.name)
            let list = constraint.items.reduce(into: [View]()) { list, item in if !list.contains(where: { $0 === item }) { list.append(item) } }
            let signature = list.map { "\(SwiftSyntax.identifier($0.name)): \($0 is LayoutGuide ? "UILayoutGuide" : SwiftView.className(of: $0))" }
            lines += ["@MainActor func applyFix(\(signature.joined(separator: ", "))) -> NSLayoutConstraint {",
                      "    let \(name) = \(expression)"]
            lines += SwiftConstraint.settings(of: constraint, named: name).map { "    " + $0 }
            lines += ["    \(name).isActive = true", "    return \(name)", "}"]
        case .addAll(let constraints):
            guard constraints.allSatisfy({ scene.constraint(named: $0.name) === $0 }) else { throw Undone(summary: applied.summary) }
            let writer = SwiftConstraint(item: { SwiftSyntax.identifier($0.name) })
            var list: [View] = []
            for item in constraints.flatMap(\.items) where !list.contains(where: { $0 === item }) { list.append(item) }
            let signature = list.map { "\(SwiftSyntax.identifier($0.name)): \($0 is LayoutGuide ? "UILayoutGuide" : SwiftView.className(of: $0))" }
            lines.append("@MainActor func applyFix(\(signature.joined(separator: ", "))) -> [NSLayoutConstraint] {")
            var names: [String] = []
            for constraint in constraints {
                guard let expression = writer.make(constraint) else { throw Undone(summary: applied.summary) }
                let name = SwiftSyntax.identifier(constraint.name)
                names.append(name)
                lines.append("    let \(name) = \(expression)")
                lines += SwiftConstraint.settings(of: constraint, named: name).map { "    " + $0 }
            }
            lines += ["    NSLayoutConstraint.activate([\(names.joined(separator: ", "))])", "    return [\(names.joined(separator: ", "))]", "}"]
        }
        return lines
    }
}
