import Foundation
import Stylec

/// A schema file whose content is wrong; its diagnostics have been printed.
struct SchemaFailure: Error {}

/// Reads a schema file, or names the built-in one (`uikit`): a usage error when it cannot be read,
/// a printed failure when its content is wrong. Its problems are printed with their location but
/// without its lines: a path that names some other file (`/etc/shadow`) must not get that file's
/// text echoed.
/// - Parameter root: the directory (canonical) the file opened must lie in, for a schema named
///   by a configuration file that was found rather than given.
/// - Parameter maximumDiagnostics: the most of its problems printed (`--max-diagnostics`).
/// - Parameter namedAt: where a configuration names it (`path:line:column`), said first in an
///   error reading it.
func loadSchemaFile(
  _ path: String, inside root: String? = nil, maximumDiagnostics: Int, namedAt: String? = nil,
  console: Console
) throws(UsageError)
  -> Result<
    StyleSchema, SchemaFailure
  >
{
  // `uikit` names the built-in schema (a file of that name is `./uikit`).
  if path == "uikit" { return .success(.uikit) }
  let bytes: [UInt8]
  do throws(UsageError) {
    bytes = try readInputFile(
      path, description: "schema", regularFileOnly: root != nil, inside: root,
      advice: ReadingAdvice(pipeAdvice: nil)
    ).bytes
  } catch {
    var located = error
    if let namedAt { located.message = "\(namedAt): \(error.message)" }
    throw located
  }
  do {
    return .success(try StyleSchema(json: bytes, fileName: path, maximumDiagnostics: maximumDiagnostics))
  } catch {
    report(error.diagnostics, sourceLine: { _, _ in nil }, console: console)
    return .failure(SchemaFailure())
  }
}
