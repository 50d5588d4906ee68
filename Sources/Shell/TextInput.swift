import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input that must be UTF-8 (scripts, piped lines, typed lines), checked rather than repaired:
/// Swift's usual decoding turns a bad byte into U+FFFD without a word, so a label's text
/// or a name would change silently. Here a bad byte is an error that says where it is.
public enum TextInput {
    /// Where the first byte that is not UTF-8 is, 1-based: the line, the byte within the
    /// line, and the byte's value.
    public struct BadByte: Error, Equatable, Sendable {
        public let line: Int
        public let byte: Int
        public let value: UInt8

        /// `line 3, byte 7 (0xFF): not UTF-8`.
        public var message: String {
            "line \(line), byte \(byte) (0x\(hex)): not UTF-8"
        }

        /// After `FILE:LINE:BYTE: error: `, which says where: `byte 0xFF is not UTF-8`.
        public var messageAfterLocation: String {
            "byte 0x\(hex) is not UTF-8"
        }

        private var hex: String { String(value, radix: 16, uppercase: true) }
    }

    /// `bytes` as text, or where it stops being UTF-8.
    public static func decode(_ bytes: some Collection<UInt8>, firstLine: Int = 1) throws(BadByte) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = firstLine, byteInLine = 0
        var position = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                for byte in scalar {
                    byteInLine += 1
                    if byte == 0x0A { line += 1; byteInLine = 0 }
                }
                position = bytes.index(position, offsetBy: scalar.count)
            case .error(let length):
                _ = length
                throw BadByte(line: line, byte: byteInLine + 1, value: bytes[position])
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// Reads standard input line by line as bytes (without the newline), so each line can be
    /// checked; nil at the end of input.
    public final class StandardInputLines {
        private var buffer: [UInt8] = []
        private var atEnd = false

        public init() {}

        public func next() -> [UInt8]? {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = Array(buffer[..<newline])
                    buffer.removeSubrange(...newline)
                    return line
                }
                if atEnd {
                    guard !buffer.isEmpty else { return nil }
                    defer { buffer = [] }
                    return buffer
                }
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    atEnd = true
                } else {
                    buffer += chunk[..<count]
                }
            }
        }
    }
}
