/// Files from disk, except those an editor holds open with changes not yet saved (`stylec
/// lsp`): a sheet importing an open file reads the buffer's text, as the author sees it.
struct BufferedFileSource: SourceProvider {
  /// Where files without a buffer come from, and what bounds every file read.
  var disk: FileSystemSource
  /// The bytes of the open buffer of a canonical path (`canonicalFilePath`), if one is open: the
  /// caller works each buffer's path out once, and is asked only for the files imported (an
  /// editor holding thousands of buffers loads each of them).
  var buffer: @Sendable (String) -> [UInt8]?

  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError> {
    let canonical = disk.canonicalPath(path)
    guard let bytes = buffer(canonical) else { return disk.contents(of: path, limit: limit) }
    // A buffer is held to what its file would be: inside the root, within the size limit.
    if let root = disk.root, !isPath(canonical, inside: root) { return .failure(.outsideRoot) }
    guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
    return .success(ReadFile(bytes: bytes, fingerprint: nil))
  }

  func canonicalPath(_ path: String) -> String { disk.canonicalPath(path) }

  func neighbours(of path: String, limit: Int) -> [String] { disk.neighbours(of: path, limit: limit) }
}

/// `path` absolute, with `.`, `..` and symbolic links resolved, as imports compare files: the
/// key of an open buffer (`Stylesheet`'s `openBuffers`).
package func canonicalFilePath(_ path: String) -> String { FileSystemSource().canonicalPath(path) }
