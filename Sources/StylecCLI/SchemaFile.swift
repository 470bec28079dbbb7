import Foundation
import Stylec

/// A schema file whose content is wrong; its diagnostics have been printed.
struct SchemaFailure: Error {}

/// Reads a schema file: a usage error when it cannot be read, a printed failure when its
/// content is wrong.
func loadSchemaFile(_ path: String, console: Console) throws(UsageError) -> Result<Schema, SchemaFailure> {
  let bytes = try readInputFile(path, description: "schema")
  do {
    return .success(try Schema(json: bytes, fileName: path))
  } catch {
    report(
      error.diagnostics, sourceLine: { file, line in file == path ? lineOf(bytes, line) : nil },
      console: console)
    return .failure(SchemaFailure())
  }
}
