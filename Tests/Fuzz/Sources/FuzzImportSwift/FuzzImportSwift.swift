import FuzzDriver
import FuzzSupport

/// `import swift` on the input as UIKit layout code, through the command itself (see
/// ``FileCommandFuzzer``): an import either succeeds, leaving only finite frames, or fails
/// with an error saying nothing was imported and changes nothing. The committed seeds
/// (Tests/Fuzz/Corpus/FuzzImportSwift/seed-…) are the Swift fixtures of
/// Scripts/transcripts/import-swift/code and an `export swift` of the header.
private let fuzzer = FileCommandFuzzer(
    folderPrefix: "layoutlab-fuzzimportswift", fileName: "fuzz.swift", command: "import swift", refusal: "nothing was imported",
    plugins: ["ViewCommands", "StackViewCommands", "TableCommands", "ImportCommands", "Shell"])

/// SwiftPM calls an executable target's main `FuzzImportSwift_main`: it hands over to libFuzzer.
@_cdecl("FuzzImportSwift_main")
public func fuzzImportSwiftMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzer.run(data, size) }
}
