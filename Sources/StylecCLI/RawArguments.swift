/// The command line's arguments decoded from the bytes the process was given. An argument that
/// is not UTF-8 is refused by name: a Swift string would repair it into another file's name,
/// and the file that exists would be reported as missing.
/// - Returns: the arguments, or a usage error naming the first that is not UTF-8.
func decodeArguments(_ raw: [[UInt8]]) -> Result<[String], UsageError> {
  var arguments: [String] = []
  for (index, bytes) in raw.enumerated() {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let shown = bytes.map { byte in
        byte < 0x80 ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
      }.joined()
      return .failure(
        UsageError(
          message:
            "argument \(index + 1) ('\(shown)') is not valid UTF-8; stylec takes file names and options in UTF-8",
          topic: nil))
    }
    arguments.append(text)
  }
  return .success(arguments)
}
