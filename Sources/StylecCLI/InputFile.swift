import Foundation
import Stylec

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
  switch readFileBytes(atPath: path, limit: limit) {
  case .success(let bytes): return bytes
  case .failure(.tooLarge(let limit)): throw failure("it is larger than the \(limit)-byte limit")
  case .failure(let error): throw failure(error.message)
  }
}
