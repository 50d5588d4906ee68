import Foundation

/// UIKit's duration-based spring, `animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:)`: a damped harmonic oscillator from 0 to 1.
///
/// - `damping` is the damping ratio ζ (1: critically damped, no overshoot; below 1 it
///   overshoots, by e^(-ζπ/√(1-ζ²)) of the distance when it starts at rest).
/// - `velocity` is the initial velocity in distances per second: 1 covers the whole distance
///   in one second (UIKit's definition of `initialSpringVelocity`).
///
/// Apple does not say how the stiffness follows from the duration. The model's rule: the
/// natural frequency ω₀ is the smallest for which the displacement is bound to be within
/// 0.1% of the distance at the end of the duration (the bound: the solution's envelope with
/// its amplitude, see ``displacementBound(at:omega:)``), found by bisection; ζ below 0.05
/// counts as 0.05, so an undamped spring still settles; and the animation ends exactly at 1.
/// That makes the spring "complete within the duration", as UIKit's documentation says of
/// its spring animations, for every damping. The displacement is the standard solution of
/// x'' + 2ζω₀x' + ω₀²x = 0 with x(0) = -1, x'(0) = v₀, written as progress = 1 + x.
public struct Spring: Equatable, Sendable {
    public var damping: Double
    public var velocity: Double
    /// The animation's duration, in seconds, which sets the stiffness.
    public var duration: Double

    public init(damping: Double, velocity: Double, duration: Double) {
        self.damping = damping
        self.velocity = velocity
        self.duration = duration
    }

    /// The decay the stiffness rule asks for by the end: 0.1% of the distance left.
    static let settledFraction = 0.001

    /// ω₀ for this duration and damping: the smallest whose bound on the displacement at the
    /// end is 0.1% (bisection on log ω₀ between 10⁻³ and 10⁶ rad/s; the bound falls as ω₀
    /// grows).
    public var naturalFrequency: Double {
        let end = max(duration, 1e-6)
        var low = log(1e-3), high = log(1e6)
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if displacementBound(at: end, omega: exp(middle)) > Self.settledFraction { low = middle } else { high = middle }
        }
        return exp(high)
    }

    /// An upper bound of |x(t)|: the envelope times the amplitude of each mode.
    func displacementBound(at t: Double, omega: Double) -> Double {
        let zeta = max(damping, 0.05), x0 = -1.0, v0 = velocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (x0 * x0 + pow((v0 + zeta * omega * x0) / damped, 2)).squareRoot()
            return exp(-zeta * omega * t) * amplitude
        }
        if zeta == 1 { return exp(-omega * t) * (abs(x0) + abs(v0 + omega * x0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return abs(x0 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// Progress at `fraction` of the duration (1 exactly at the end).
    public func progress(at fraction: Double) -> Double {
        if fraction >= 1 { return 1 }
        if fraction <= 0 { return 0 }
        let t = fraction * max(duration, 1e-6)
        let omega = naturalFrequency
        let zeta = max(damping, 0.05)
        let x0 = -1.0, v0 = velocity
        let x: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            x = envelope * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
        } else if zeta == 1 {
            x = exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + x
    }

    /// How far past 1 a spring released at rest goes: e^(-ζπ/√(1-ζ²)) (0 when ζ >= 1).
    public static func overshoot(damping: Double) -> Double {
        guard damping < 1 else { return 0 }
        return exp(-damping * Double.pi / (1 - damping * damping).squareRoot())
    }
}
