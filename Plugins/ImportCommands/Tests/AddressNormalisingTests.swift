@testable import ImportCommands
import Testing

/// `find` and `address` match what a log printed in any case and with any leading zeros:
/// the byte path for ASCII addresses gives what the character path gives.
@Suite struct AddressNormalisingTests {
    @Test(arguments: [
        ("0x00007F91aB3c", "0x7f91ab3c"),
        ("0X7FCA0BD54CC0", "0x7fca0bd54cc0"),
        ("0x0000", "0x0"),
        ("0x0", "0x0"),
        ("0x", "0x"),
        ("0", "0"),
        ("0abc", "0abc"),
        ("ConstantConstraint", "ConstantConstraint"),
        ("0x00Ä1", "0xä1"),
    ])
    func normalised(_ printed: String, _ expected: String) {
        #expect(ImportRecords.normalised(printed) == expected)
    }
}
