import FuzzDriver
import FuzzSupport

/// `load` on the input as an Interface Builder document, through the command itself (see
/// ``FileCommandFuzzer``): a load either succeeds, leaving only finite frames, or fails with
/// an error saying nothing was loaded and changes nothing. The loader is not a product of the
/// main package, and the command's own path includes reading the file.
private let fuzzer = FileCommandFuzzer(
    folderPrefix: "layoutlab-fuzzload", fileName: "fuzz.xib", command: "load", refusal: "nothing was loaded",
    plugins: ["ViewCommands", "TableCommands", "InterfaceBuilderCommands", "Shell"])

/// SwiftPM calls an executable target's main `FuzzLoad_main`: it hands over to libFuzzer.
@_cdecl("FuzzLoad_main")
public func fuzzLoadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzer.run(data, size) }
}
