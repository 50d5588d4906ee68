import FuzzDriver
import FuzzSupport

/// `import` on the input as a console log, through the command itself (see
/// ``FileCommandFuzzer``): an import either succeeds, leaving only finite frames, or fails
/// with an error saying nothing was imported and changes nothing. The committed seeds
/// (Tests/Fuzz/Corpus/FuzzImport/seed-NN-…) are logs of the shared corpus (../shared/logs,
/// whose README names each file's source) without their `#` header lines.
private let fuzzer = FileCommandFuzzer(
    folderPrefix: "layoutlab-fuzzimport", fileName: "fuzz.log", command: "import", refusal: "nothing was imported",
    plugins: ["ViewCommands", "ImportCommands", "Shell"])

/// SwiftPM calls an executable target's main `FuzzImport_main`: it hands over to libFuzzer.
@_cdecl("FuzzImport_main")
public func fuzzImportMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzer.run(data, size) }
}
