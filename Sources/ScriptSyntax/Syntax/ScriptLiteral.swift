/// Text written as the script language reads it back: in double quotes, with the escapes the
/// tokenizer decodes (``Tokenizer/escapes``). What `print` shows of a text, and what commands
/// made from documents (a label's text in an Interface Builder file) write, so that either can
/// be typed or sourced again.
public enum ScriptLiteral {
    /// The escape letter of each character that needs one inside double quotes: the
    /// tokenizer's table, read the other way (a single quote needs none there).
    private static let escapeLetters: [Character: Character] = {
        var letters: [Character: Character] = [:]
        for (letter, decoded) in Tokenizer.escapes where decoded != "'" { letters[decoded] = letter }
        return letters
    }()

    /// `text` in double quotes: `"Say \"hi\"\n"`. A carriage return, which the language has
    /// no escape for and which would end the line, is written as a new line (`\n`), as UIKit
    /// draws it.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            let written: Character = character == "\r" || character == "\r\n" ? "\n" : character
            if let letter = escapeLetters[written] {
                result.append("\\")
                result.append(letter)
            } else {
                result.append(written)
            }
        }
        return result + "\""
    }
}
