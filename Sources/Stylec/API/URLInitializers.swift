import Foundation

/// Loading from file URLs, as an app's bundle and `FileManager` hand them out.
extension Stylesheet {
  /// Reads a stylesheet from a file URL; the same as `init(contentsOfFile:…)` with its path.
  /// - Throws: `StylecError` of kind `.unreadable` when the file cannot be read, or the URL is
  ///   not a file URL.
  public init(
    contentsOf url: URL, syntax: StylesheetSyntax? = nil, dialect: Dialect? = nil,
    variables: [String: String] = [:], limits: StylesheetLimits = StylesheetLimits()
  ) throws(StylecError) {
    try self.init(
      contentsOfFile: try filePath(of: url), syntax: syntax, dialect: dialect, variables: variables,
      limits: limits)
  }
}

extension StyleTree {
  /// Reads a tree document from a file URL.
  /// - Parameters:
  ///   - url: the document's file URL.
  ///   - maximumSize: the most bytes the document may have (the CLI's `--max-tree-size`).
  ///   - maximumDepth: how deeply nodes may nest.
  ///   - schema: the schema whose hierarchy serves types the document's `types` do not name.
  /// - Throws: `StylecError` of kind `.unreadable` when the file cannot be read (or is larger
  ///   than `maximumSize`), of kind `.invalid` when it is not a valid tree document.
  public init(
    contentsOf url: URL, maximumSize: Int = 256 << 20, maximumDepth: Int = StyleTree.defaultMaximumDepth,
    schema: StyleSchema = .uikit
  ) throws(StylecError) {
    let path = try filePath(of: url)
    switch readFileBytes(atPath: path, limit: maximumSize, regularFileOnly: true) {
    case .success(let bytes):
      try self.init(json: bytes, fileName: path, maximumDepth: maximumDepth, schema: schema)
    case .failure(let failure):
      throw StylecError(
        [Diagnostic(.unreadableFile, message: "cannot read '\(path)': \(failure.message)", location: nil)],
        kind: .unreadable)
    }
  }
}

/// The path of a file URL, or an `.unreadable` error for any other kind of URL.
private func filePath(of url: URL) throws(StylecError) -> String {
  guard url.isFileURL else {
    throw StylecError(
      [
        Diagnostic(
          .unreadableFile, message: "cannot read '\(url.absoluteString)': only file URLs can be read",
          location: nil)
      ], kind: .unreadable)
  }
  return url.path
}
