/// A count and its noun, in the singular for one: `1 constraint`, `3 constraints`,
/// `1 fix`, `2 fixes` (`plural:` for a noun that does not take an s).
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
