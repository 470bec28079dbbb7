import Foundation

/// The largest tree, schema or configuration file the CLI reads, unless `--max-tree-size` says
/// otherwise: big enough for millions of nodes, small enough that `/dev/zero` cannot exhaust
/// memory.
let defaultMaximumInputSize = 256 << 20

/// Reads a whole input file, refusing directories and anything larger than `limit` bytes.
/// - Parameter description: what the file is, for the error ("schema", "configuration").
/// - Throws: a usage error saying which file and why it cannot be read.
func readInputFile(_ path: String, description: String? = nil, limit: Int = defaultMaximumInputSize)
  throws(UsageError) -> [UInt8]
{
  let name = [description, "'\(path)'"].compactMap { $0 }.joined(separator: " ")
  func failure(_ reason: String) -> UsageError {
    UsageError(message: "cannot read \(name): \(reason)", topic: nil)
  }
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    throw failure("no such file")
  }
  if isDirectory.boolValue { throw failure("it is a directory") }
  guard let handle = FileHandle(forReadingAtPath: path) else { throw failure("permission denied") }
  defer { try? handle.close() }
  let bytes: [UInt8]
  do {
    bytes = [UInt8](try handle.read(upToCount: limit + 1) ?? Data())
  } catch {
    throw failure(error.localizedDescription)
  }
  if bytes.count > limit { throw failure("it is larger than the \(limit)-byte limit") }
  return bytes
}
