/// Files from disk, except those an editor holds open with changes not yet saved (`stylec
/// lsp`): a sheet importing an open file reads the buffer's text, as the author sees it.
struct BufferedFileSource: SourceProvider {
  /// Where files without a buffer come from, and what bounds every file read.
  var disk: FileSystemSource
  /// The open buffers' bytes, by canonical path (as `disk.canonicalPath` gives it).
  var buffers: [String: [UInt8]]

  /// A source reading `buffers` (by any path that leads to the same file) before `disk`.
  init(disk: FileSystemSource, buffers: [String: [UInt8]]) {
    self.disk = disk
    var canonical: [String: [UInt8]] = [:]
    for (path, bytes) in buffers { canonical[disk.canonicalPath(path)] = bytes }
    self.buffers = canonical
  }

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
