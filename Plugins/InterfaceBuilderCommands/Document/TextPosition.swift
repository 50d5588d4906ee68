/// A place in a UTF-8 document as a person counts it: a 1-based line, and a 1-based column
/// in characters, not bytes (`é` is two bytes and one column).
struct TextPosition: Equatable {
    var line = 1
    var column = 1

    /// Moves past `byte`: a newline starts the next line; a character's first byte moves one
    /// column on, and its continuation bytes (10xxxxxx) belong to it.
    mutating func step(over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
