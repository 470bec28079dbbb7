/// Files from disk, except those an editor holds open with changes not yet saved (`stylec
/// lsp`): a sheet importing an open file reads the buffer's text, as the author sees it.
struct BufferedFileSource: SourceProvider {
  /// Where files without a buffer come from, and what bounds every file read.
  var disk: FileSystemSource
  /// The open buffers' bytes, by canonical path (`canonicalFilePath`): the caller works each
  /// out once, not on every load (an editor holding thousands of buffers loads each of them).
  var buffers: [String: [UInt8]]

  func contents(of path: String, limit: Int) -> Result<ReadFile, SourceReadError> {
    let canonical = disk.canonicalPath(path)
    guard let bytes = buffers[canonical] else { return disk.contents(of: path, limit: limit) }
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
