import FuzzDriver
import Transcripts

/// A transcript parsed, rendered back (byte for byte), and checked against outputs made from
/// its own lines, so every expected line (literal, `(re)`, `(glob)`) is matched against text
/// the fuzzer controls; what `--update` would write is parsed and checked too. Matching is bounded by construction (``ExpectedLine``), so a slow
/// input is a finding like a trap.
func fuzzTranscript(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let transcript = Transcript(parsing: text)
    precondition(transcript.render() == text, "a transcript does not render back to its text")
    // Each command "prints" the file's lines around it: patterns meet lines they may match.
    let lines = transcript.lines
    let outputs = transcript.commands.enumerated().map { index, _ in Array(lines.dropFirst(index).prefix(4)) }
    let check = transcript.check(outputs: outputs)
    // What --update would write parses and checks again.
    _ = Transcript(parsing: check.actualText).check(outputs: outputs)
    return 0
}

/// SwiftPM calls an executable target's main `FuzzTranscript_main`: it hands over to libFuzzer.
@_cdecl("FuzzTranscript_main")
public func fuzzTranscriptMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzTranscript(data, size) }
}
