import Solver

/// `translatesAutoresizingMaskIntoConstraints`: the constraints that hold a view's frame and
/// implement its autoresizing mask, two per axis (origin and size).
///
/// When the superview's extent S changes, the flexible parts share the change in proportion
/// to their current lengths, as autoresizing does. With origin o, size s and far margin
/// r = S - o - s on an axis:
///
/// | mask   | origin                         | size                           |
/// |--------|--------------------------------|--------------------------------|
/// | `--&`  | `o`                            | `s`                            |
/// | `&--`  | `S - (s + r)`                  | `s`                            |
/// | `-&-`  | `o`                            | `S - (o + r)`                  |
/// | `&-&`  | `k*S - k*s`, k = o/(o + r)     | `s`                            |
/// | `&&-`  | `o/(o+s) * (S - r)`            | `s/(o+s) * (S - r)`            |
/// | `-&&`  | `o`                            | `s/(s+r) * (S - o)`            |
/// | `&&&`  | `o/S * S`                      | `s/S * S`                      |
///
/// The flexible-margins row matches UIKit's log (`minX == 0.500507*S.width - 32.0324`).
/// When a proportion's denominator is zero the length stays fixed.
enum AutoresizingTranslation {
    struct Axis {
        let origin: Double
        let size: Double
        let extent: Double
        let flexibleLow: Bool
        let flexibleSize: Bool
        let flexibleHigh: Bool

        /// (multiplier of the superview's extent, constant) for the origin and the size.
        var terms: (origin: (Double, Double), size: (Double, Double)) {
            let far = extent - origin - size
            switch (flexibleLow, flexibleSize, flexibleHigh) {
            case (false, false, _):
                return ((0, origin), (0, size))
            case (true, false, false):
                return ((1, -(size + far)), (0, size))
            case (false, true, false):
                return ((0, origin), (1, -(origin + far)))
            case (true, false, true):
                let total = origin + far
                guard total != 0 else { return ((0, origin), (0, size)) }
                let k = origin / total
                return ((k, -k * size), (0, size))
            case (true, true, false):
                let total = origin + size
                guard total != 0 else { return ((0, origin), (1, -(origin + far))) }
                return ((origin / total, -origin / total * far), (size / total, -size / total * far))
            case (false, true, true):
                let total = size + far
                guard total != 0 else { return ((0, origin), (0, size)) }
                return ((0, origin), (size / total, -size / total * origin))
            case (true, true, true):
                guard extent != 0 else { return ((0, origin), (0, size)) }
                return ((origin / extent, 0), (size / extent, 0))
            }
        }
    }

    /// One constraint of the translation: `view.attribute == multiplier * superview.size
    /// + constant` along its axis, or `== constant` when the multiplier is 0.
    struct Term {
        let attribute: LayoutAttribute
        let sizeAttribute: LayoutAttribute
        let multiplier: Double
        let constant: Double

        var isRelative: Bool { multiplier != 0 }

        /// Whether `constraint` is this term up to its constant (so the constant can change
        /// in place).
        func isShape(of constraint: LayoutConstraint, in superview: View, mask: AutoresizingMask) -> Bool {
            constraint.kind == .autoresizing(mask) && constraint.firstAttribute == attribute
                && constraint.secondItem === (isRelative ? superview : nil)
                && constraint.multiplier == (isRelative ? multiplier : 1)
        }
    }

    /// The four terms (origin and size, horizontal then vertical) for the view's stored
    /// frame in its superview's.
    static func terms(for view: View, in superview: View) -> [Term] {
        let frame = view.storedFrame
        let bounds = superview.storedFrame.size
        let mask = view.autoresizingMask
        let horizontal = Axis(
            origin: frame.minX, size: frame.width, extent: bounds.width,
            flexibleLow: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleHigh: mask.contains(.flexibleRightMargin)
        )
        let vertical = Axis(
            origin: frame.minY, size: frame.height, extent: bounds.height,
            flexibleLow: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleHigh: mask.contains(.flexibleBottomMargin)
        )
        var result: [Term] = []
        for (axis, originAttribute, sizeAttribute) in [
            (horizontal, LayoutAttribute.minX, LayoutAttribute.width), (vertical, .minY, .height),
        ] {
            let terms = axis.terms
            for (attribute, (multiplier, constant)) in [(originAttribute, terms.origin), (sizeAttribute, terms.size)] {
                result.append(Term(attribute: attribute, sizeAttribute: sizeAttribute, multiplier: multiplier, constant: constant))
            }
        }
        return result
    }

    static func constraints(for view: View, in superview: View, scene: Scene) -> [LayoutConstraint] {
        terms(for: view, in: superview).map { term in
            let constraint = LayoutConstraint(
                name: "\(view.name).\(term.attribute.rawValue)(autoresizing)", kind: .autoresizing(view.autoresizingMask),
                serial: scene.makeSerial(), first: view, term.attribute, .equal,
                second: term.isRelative ? superview : nil, term.isRelative ? term.sizeAttribute : nil,
                multiplier: term.isRelative ? term.multiplier : 1, constant: term.constant
            )
            constraint.isActive = true
            return constraint
        }
    }
}
