import Foundation
import Stylec

/// A schema file whose content is wrong; its diagnostics have been printed.
struct SchemaFailure: Error {}

/// Reads a schema file: a usage error when it cannot be read, a printed failure when its
/// content is wrong.
func loadSchemaFile(_ path: String, console: Console) throws(UsageError) -> Result<Schema, SchemaFailure> {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw UsageError(message: "cannot read schema '\(path)': \(unreadableReason(path))", topic: nil)
  }
  let bytes = [UInt8](data)
  do {
    return .success(try Schema(json: bytes, fileName: path))
  } catch {
    report(
      error.diagnostics, sourceLine: { file, line in file == path ? lineOf(bytes, line) : nil },
      console: console)
    return .failure(SchemaFailure())
  }
}

/// Why a path cannot be read, in a few words.
func unreadableReason(_ path: String) -> String {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
  return isDirectory.boolValue ? "it is a directory" : "permission denied"
}
