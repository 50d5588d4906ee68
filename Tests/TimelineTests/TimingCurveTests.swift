import Foundation
import Testing
@testable import Timeline

/// Curves against their formulas, and the spring against the oscillator it models.
@Suite("Timing curves and springs")
struct TimingCurveTests {
    /// For each curve and several times x: the progress y must lie on the curve, i.e. there
    /// is an s with x(s) = x and y(s) = y, both from the Bézier formula with the curve's
    /// control points. The s is found here independently, by bisection alone.
    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)])
    func progressLiesOnTheCurve(curve: TimingCurve) throws {
        let points = try #require(curve.controlPoints)
        for x in [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99] {
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if TimingCurve.bezier(middle, points.x1, points.x2) < x { low = middle } else { high = middle }
            }
            let expected = TimingCurve.bezier(low, points.y1, points.y2)
            #expect(abs(curve.progress(at: x) - expected) < 1e-12, "\(curve) at \(x)")
        }
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
    }

    /// Known values: linear is the identity; ease-in-ease-out is symmetric (y(1-x) = 1-y(x))
    /// and passes (0.5, 0.5); ease-in is below the diagonal, ease-out above.
    @Test func shapes() {
        #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
        for x in [0.1, 0.2, 0.3, 0.4] {
            let y = TimingCurve.easeInOut.progress(at: x), mirrored = TimingCurve.easeInOut.progress(at: 1 - x)
            #expect(abs(y + mirrored - 1) < 1e-12)
            #expect(TimingCurve.easeIn.progress(at: x) < x && TimingCurve.easeOut.progress(at: x) > x)
        }
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
        // Outside 0...1 the progress is clamped.
        #expect(TimingCurve.easeIn.progress(at: -1) == 0 && TimingCurve.easeIn.progress(at: 2) == 1)
    }

    /// Released at rest with damping 0.5, a spring's first peak is at t = π/ω_d and passes 1
    /// by e^(-ζπ/√(1-ζ²)) = e^(-0.5π/√0.75) = 0.163.
    @Test func anUnderdampedSpringOvershootsByWhatItsDampingGives() {
        let spring = Spring(damping: 0.5, velocity: 0, duration: 1)
        let omega = spring.naturalFrequency, damped = omega * (1 - 0.25).squareRoot()
        let peakTime = Double.pi / damped
        let peak = spring.progress(at: peakTime / spring.duration)
        #expect(abs(peak - 1 - Spring.overshoot(damping: 0.5)) < 1e-12)
        #expect(abs(Spring.overshoot(damping: 0.5) - exp(-0.5 * Double.pi / 0.75.squareRoot())) < 1e-15)
        // No point of the animation goes further.
        let samples = (0...1000).map { spring.progress(at: Double($0) / 1000) }
        #expect((samples.max() ?? 0) <= peak + 1e-12)
    }

    /// The stiffness rule: the envelope has decayed to 0.1% by the end, so just before the
    /// end the spring is within 0.1% of 1, and the end is 1 exactly.
    @Test(arguments: [0.3, 0.7, 1.0, 2.0])
    func aSpringSettlesWithinItsDuration(damping: Double) {
        let spring = Spring(damping: damping, velocity: 0, duration: 0.5)
        #expect(abs(spring.progress(at: 0.999) - 1) < 0.0011)
        #expect(spring.progress(at: 1) == 1)
        #expect(spring.progress(at: 0) == 0)
        // Critically damped and overdamped springs never pass 1.
        if damping >= 1 { #expect((0...100).allSatisfy { spring.progress(at: Double($0) / 100) <= 1 + 1e-12 }) }
    }

    /// The initial velocity is in distances per second: near t = 0, progress ≈ v₀·t.
    @Test func initialVelocityIsDistancesPerSecond() {
        let spring = Spring(damping: 1, velocity: 2, duration: 1)
        let t = 1e-6
        #expect(abs(spring.progress(at: t) / t - 2) < 1e-3)
    }
}
