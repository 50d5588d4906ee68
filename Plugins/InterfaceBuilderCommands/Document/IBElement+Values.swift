/// Typed attributes, checked: a number that is not finite or lies outside what the model can
/// hold (a negative size, 1e300, NaN) stops the load with the attribute and its element named.
extension IBElement {
    /// Ranges numbers in a document must fall in. Interface Builder itself writes nothing near
    /// these; anything beyond is a damaged or hostile file.
    enum Range {
        static let coordinate: ClosedRange<Double> = -1_000_000...1_000_000
        static let length: ClosedRange<Double> = 0...1_000_000
        static let priority: ClosedRange<Double> = 1...1000
        static let fontSize: ClosedRange<Double> = 0.5...1000
        static let multiplier: ClosedRange<Double> = -10_000...10_000
    }

    /// The attribute as a number within `range`, or nil when absent.
    func number(_ attribute: String, in range: ClosedRange<Double>, what: String) throws(IBLoadError) -> Double? {
        guard let text = self[attribute] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw IBLoadError(self, "expected \(what) in \(Self.describe(range)) for \(attribute)= of \(tag), found '\(text)'")
        }
        return value
    }

    /// The attribute as a whole number within `range`, or nil when absent.
    func integer(_ attribute: String, in range: ClosedRange<Int>, what: String) throws(IBLoadError) -> Int? {
        guard let text = self[attribute] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw IBLoadError(self, "expected \(what) (a whole number in \(range.lowerBound)...\(range.upperBound)) for \(attribute)= of \(tag), found '\(text)'")
        }
        return value
    }

    /// `YES` or `NO`, or nil when absent.
    func bool(_ attribute: String) throws(IBLoadError) -> Bool? {
        switch self[attribute] {
        case nil: return nil
        case "YES"?: return true
        case "NO"?: return false
        case let other?: throw IBLoadError(self, "expected YES or NO for \(attribute)= of \(tag), found '\(other)'")
        }
    }

    /// `<rect key="frame" x= y= width= height=>`: a frame with a size of 0 or more.
    func frame() throws(IBLoadError) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = child(key: "frame"), rect.name == "rect" else { return nil }
        func value(_ name: String, _ range: ClosedRange<Double>, _ what: String) throws(IBLoadError) -> Double {
            guard let number = try rect.number(name, in: range, what: what) else {
                throw IBLoadError(rect, "expected a \(name)= attribute on the frame's <rect>")
            }
            return number
        }
        return (try value("x", Range.coordinate, "a position"), try value("y", Range.coordinate, "a position"),
                try value("width", Range.length, "a width"), try value("height", Range.length, "a height"))
    }

    /// A multiplier as Interface Builder writes it: `0.5`, or a ratio `1:2`.
    func multiplier() throws(IBLoadError) -> Double {
        guard let text = self["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let value: Double?
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            value = numerator / denominator
        } else if parts.count == 1 {
            value = Double(text)
        } else {
            value = nil
        }
        guard let value, value.isFinite, Range.multiplier.contains(value), value == 0 || abs(value) >= 1e-4 else {
            throw IBLoadError(self, "expected a multiplier such as 0.5 or 1:2 (in -10000...10000, not below 0.0001 unless 0) for multiplier= of \(tag), found '\(text)'")
        }
        return value
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "\(ScriptNumber.text(range.lowerBound))...\(ScriptNumber.text(range.upperBound))"
    }
}
