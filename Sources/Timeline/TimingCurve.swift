/// How an animation's progress follows its time: `CAMediaTimingFunction`'s cubic Bézier
/// curves from (0, 0) to (1, 1), or UIKit's duration-based spring.
///
/// The named curves use Core Animation's control points (`CAMediaTimingFunctionName`):
/// - `linear`: (0, 0), (1, 1)
/// - `easeIn`: (0.42, 0), (1, 1)
/// - `easeOut`: (0, 0), (0.58, 1)
/// - `easeInOut` (`easeInEaseOut`): (0.42, 0), (0.58, 1)
///
/// A Bézier curve gives x (time) and y (progress) as functions of a parameter s; the
/// progress at time x is y(s) for the s with x(s) = x, found to machine precision (Newton's
/// method from a good start, with bisection to keep it in bounds): see ``progress(at:)``.
public enum TimingCurve: Equatable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    /// Any `CAMediaTimingFunction(controlPoints:)`; x coordinates in 0...1.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(Spring)

    /// The names a script may use, as UIKit spells the options (`curveEaseInOut` ...).
    public static let names: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// The control points of a Bézier curve (nil for a spring).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .bezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        case .spring: nil
        }
    }

    /// Progress (0 at the start, 1 at the end; a spring may pass 1) at `fraction` of the
    /// duration, clamped to 0...1.
    public func progress(at fraction: Double) -> Double {
        let x = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        if case .spring(let spring) = self { return spring.progress(at: x) }
        guard let points = controlPoints else { return x }
        if x == 0 || x == 1 { return x }
        let s = Self.solve(x, x1: points.x1, x2: points.x2)
        return Self.bezier(s, points.y1, points.y2)
    }

    /// One coordinate of the curve at parameter s, its end points 0 and 1:
    /// 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// d/ds of ``bezier(_:_:_:)``.
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The s in 0...1 with x(s) = x. x(s) rises monotonically when x1 and x2 are in 0...1, so
    /// the root is unique; Newton's steps converge fast from s = x, and any step that leaves
    /// the bracket that still holds the root is replaced by bisection.
    static func solve(_ x: Double, x1: Double, x2: Double) -> Double {
        var low = 0.0, high = 1.0, s = x
        for _ in 0..<100 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-15 { return s }
            if error > 0 { high = s } else { low = s }
            let slope = derivative(s, x1, x2)
            var next = slope > 1e-12 ? s - error / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == s { return s }
            s = next
        }
        return s
    }
}
