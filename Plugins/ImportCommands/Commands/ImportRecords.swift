import Commands
import Layout
import ScriptSyntax

/// The address each imported view and constraint had in the app, kept with the session (what
/// the log said is not the model's state, as `load`'s Interface Builder ids are not): read by
/// the `address` property and searched by `find`. A record holds its object weakly and
/// answers only for that very object, so an object made later under the same name has none.
final class ImportRecords {
    final class Record {
        weak var object: AnyObject?
        let address: String
        /// The class the log printed and where: `UILabel (paste:12)`.
        let origin: String

        init(object: AnyObject, address: String, origin: String) {
            self.object = object
            self.address = address
            self.origin = origin
        }
    }

    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// Records by address, in the order they were made.
    private(set) var byAddress: [String: [Record]] = [:]

    enum Key: SessionKey {
        static var defaultValue: ImportRecords? { nil }
    }

    static func of(_ session: Session) -> ImportRecords {
        if let existing = session[Key.self] { return existing }
        let made = ImportRecords()
        session[Key.self] = made
        return made
    }

    func note(_ object: AnyObject, address: String, origin: String) {
        let record = Record(object: object, address: address, origin: origin)
        records[ObjectIdentifier(object)] = record
        byAddress[address, default: []].append(record)
    }

    /// The address of `object`, if an import made this very object.
    func address(of object: AnyObject) -> String? {
        guard let record = records[ObjectIdentifier(object)], record.object === object else { return nil }
        return record.address
    }

    /// The live objects an import gave `address` (normalised: lowercase, `0x`, no leading zeros).
    func objects(at address: String) -> [Record] {
        (byAddress[Self.normalised(address)] ?? []).filter { $0.object != nil }
    }

    /// `0x00007F91…` and `0x7f91…` are one address; a Masonry key (`ConstantConstraint`) is
    /// kept as printed.
    static func normalised(_ address: String) -> String {
        if let ascii = normalisedASCII(address) { return ascii }
        guard address.lowercased().hasPrefix("0x") else { return address }
        var digits = address.lowercased()
        if digits.hasPrefix("0x") { digits.removeFirst(2) }
        while digits.count > 1, digits.first == "0" { digits.removeFirst() }
        return "0x" + digits
    }

    /// ``normalised(_:)`` of an ASCII address, a byte at a time (an import notes 170,000 at
    /// 50 MB, and characters cost 1% of it); nil for any other text.
    private static func normalisedASCII(_ address: String) -> String? {
        let bytes = Array(address.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") else { return address }
        var digits = bytes[2...].map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        let zeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
        digits.removeFirst(min(zeros, max(0, digits.count - 1)))
        return "0x" + String(decoding: digits, as: UTF8.self)
    }

    static let viewProperty = Property(
        "address", .optional(.text, none: "nil"),
        help: "The address the view had in the app, for a view made by import or paste; nil for others.",
        get: { (view: View, session: Session) -> Value in
            guard let address = of(session).address(of: view) else { return .none("nil") }
            return .text(address)
        })

    static let constraintProperty = Property(
        "address", .optional(.text, none: "nil"),
        help: "The address the constraint had in the app, for a constraint made by import or paste; nil for others.",
        get: { (constraint: LayoutConstraint, session: Session) -> Value in
            guard let address = of(session).address(of: constraint) else { return .none("nil") }
            return .text(address)
        })
}
