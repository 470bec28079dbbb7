import Stylec
import Synchronization

/// The project configurations a run has read, by path, each kept while its file is unchanged
/// (the same file, size and modification time): a directory of a thousand sheets under one
/// `.stylec.json` reads and parses it once, not once or twice per sheet, which made a long
/// `exclude` list cost its size times the sheets.
final class ConfigurationCache: Sendable {
  private struct Entry {
    var fingerprint: FileFingerprint
    var configuration: ProjectConfiguration
  }

  private let read = Mutex<[String: Entry]>([:])

  /// The configuration at `path`, read now or kept from an earlier read of the same file.
  /// - Parameter discovered: whether it was found by the search rather than named
  ///   (`ProjectConfiguration.init(contentsOf:discovered:)`).
  func configuration(at path: String, discovered: Bool) throws(UsageError) -> ProjectConfiguration {
    let key = (discovered ? "found:" : "named:") + path
    let fingerprint = FileFingerprint(path: path)
    if let fingerprint, let known = read.withLock({ $0[key] }), known.fingerprint == fingerprint {
      return known.configuration
    }
    var configuration = try ProjectConfiguration(contentsOf: path, discovered: discovered)
    configuration.readFrom = (path, fingerprint)
    if let fingerprint {
      read.withLock { $0[key] = Entry(fingerprint: fingerprint, configuration: configuration) }
    }
    return configuration
  }
}
