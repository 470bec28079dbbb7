/// The files a loaded sheet depends on, fingerprinted: what `StylesheetCache` polls and what
/// `stylec lsp` looks at before answering from a sheet it read earlier.
extension FileFingerprint {
  /// Each of `paths` with its fingerprint now (nil for a file that cannot be examined): taken
  /// before a load, for `Stylesheet.fingerprintsOfWatchedFiles(takenBefore:besides:)`.
  package static func taken(of paths: some Sequence<String>) -> [String: FileFingerprint?] {
    var fingerprints: [String: FileFingerprint?] = [:]
    // `.some`: a file that cannot be examined is kept, as nil.
    for path in paths { fingerprints[path] = .some(FileFingerprint(path: path)) }
    return fingerprints
  }

  /// The paths of `fingerprints` whose file's fingerprint now differs from the one kept
  /// (changed, created or removed since), in order.
  package static func changedPaths(in fingerprints: [String: FileFingerprint?]) -> [String] {
    fingerprints.filter { FileFingerprint(path: $0.key) != $0.value }.keys.sorted()
  }
}

extension Stylesheet {
  /// Each file the load read (the sheet's own and its imports') and each an `@import` tried to
  /// read (one missing now counts once it appears), with its fingerprint, nil for a file that
  /// cannot be examined. A fingerprint in `before`, taken before the load, is kept, so that a
  /// change during the load shows at the next look; the others are taken now. `extra` names
  /// files watched besides (the path a sheet was asked for by).
  package func fingerprintsOfWatchedFiles(
    takenBefore before: [String: FileFingerprint?], besides extra: [String] = []
  ) -> [String: FileFingerprint?] {
    var fingerprints: [String: FileFingerprint?] = [:]
    for file in extra + filePaths + attemptedImports where fingerprints[file] == nil {
      // `.some`: a file that cannot be examined is kept, as nil.
      fingerprints[file] = .some(before[file] ?? FileFingerprint(path: file))
    }
    return fingerprints
  }
}
