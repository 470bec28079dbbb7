import Dispatch
import Foundation

/// Stylesheets loaded once and shared, reloaded when a file they read changes, as Nimbus's
/// `NIStylesheetCache` and Chameleon's live reload gave an app: ask for a sheet by path
/// anywhere, and be told when it changes.
///
/// Changes are found by polling each file a cached sheet read (the sheet's own and every
/// import) for its device, inode, size and modification time: `reloadChanged()` polls once,
/// `startWatching(every:)` on a timer. Each reloaded sheet is one `Change`, given to every
/// observer (`observe(_:)`, `observeOnMainActor(_:)`, `changes`) once. A save with errors (an unclosed rule, a typo) is
/// kept out by default: the cache keeps the last good sheet and the change carries the rejected
/// one with its diagnostics (`reloadPolicy`). The injected variables can change at run time:
/// `replaceVariables(_:)` reloads every sheet with them, a theme switch in one call. Safe to
/// use from several threads.
public final class StylesheetCache: @unchecked Sendable {
  /// A cached stylesheet reloaded because a file it read changed.
  public struct Change: Sendable {
    /// The path the stylesheet was asked for by.
    public var path: String
    /// The files whose change made it reload, sorted: its own, or an import.
    public var changedFiles: [String]
    /// The stylesheet read anew; nil when it can no longer be read, or has errors the cache's
    /// policy keeps out, and the cache keeps the one it had.
    public var stylesheet: Stylesheet?
    /// Why it cannot be used, when it cannot: the file's read failure, or the errors of the sheet
    /// kept out.
    public var error: StylecError?
    /// The sheet read anew and kept out for its errors (`ReloadPolicy.keepLastGood`), for its
    /// diagnostics and their source lines: what a debug overlay shows while the app keeps its
    /// look.
    public var rejected: Stylesheet? = nil
  }

  /// What a reload whose sheet has errors does.
  public enum ReloadPolicy: Sendable {
    /// Keep the last sheet without errors, and report the new one's (the default): a save
    /// mid-edit does not strip the app's look.
    case keepLastGood
    /// Take the new sheet, errors and all: what could be read applies, as `stylec apply` does.
    case applyWhatReads
  }

  /// A registration of an observer: it is called until `cancel()`.
  public final class ObservationToken: @unchecked Sendable {
    private weak var cache: StylesheetCache?
    private let key: Int

    init(cache: StylesheetCache, key: Int) {
      self.cache = cache
      self.key = key
    }

    /// Stops the calls: none begins after `cancel()` returns, even for a change being delivered
    /// to other observers (for `observeOnMainActor(_:)`, when called on the main actor). A call
    /// already running on another thread is not waited for (waiting could deadlock a handler
    /// that waits for the thread cancelling it).
    public func cancel() { cache?.removeObserver(key) }
  }

  private struct Entry {
    var stylesheet: Stylesheet
    /// Each file the sheet read, with its fingerprint when it was read.
    var fingerprints: [String: FileFingerprint?]
  }

  /// The punctuation the cache's sheets are read with; nil for each file's extension's.
  public let syntax: StylesheetSyntax?
  /// Whose meanings the cache's sheets are read with; nil for each sheet's own or its
  /// extension's.
  public let dialect: Dialect?
  /// Variables injected into every sheet (see `replaceVariables(_:)`).
  public var variables: [String: String] {
    lock.lock()
    defer { lock.unlock() }
    return injected
  }
  private var injected: [String: String]
  /// What a reload whose sheet has errors does.
  public let reloadPolicy: ReloadPolicy
  /// The limits of every load.
  public let limits: StylesheetLimits

  private let lock = NSLock()
  /// Held from a poll's start to the end of its notifications, so observers see reloads in the
  /// order they were read, never an older sheet after a newer one; recursive, so an observer
  /// may poll again.
  private let deliveryLock = NSRecursiveLock()
  private var entries: [String: Entry] = [:]
  private var observers: [Int: @Sendable (Change) -> Void] = [:]
  /// What ends with an observer, by its key: the main actor's delivery of its changes, which
  /// would otherwise wait for changes forever once the cache is gone.
  private var endings: [Int: @Sendable () -> Void] = [:]
  private var nextObserver = 0
  private var timer: DispatchSourceTimer?

  /// An empty cache whose sheets are read with these settings.
  public init(
    syntax: StylesheetSyntax? = nil, dialect: Dialect? = nil, variables: [String: String] = [:],
    limits: StylesheetLimits = StylesheetLimits(), reloadPolicy: ReloadPolicy = .keepLastGood
  ) {
    self.syntax = syntax
    self.dialect = dialect
    injected = variables
    self.limits = limits
    self.reloadPolicy = reloadPolicy
  }

  deinit {
    timer?.cancel()
    for ending in endings.values { ending() }
  }

  /// The stylesheet at `path`, read the first time it is asked for and shared after: as read
  /// then, or as last reloaded.
  /// - Throws: `StylecError` when the file cannot be read the first time.
  public func stylesheet(atPath path: String) throws(StylecError) -> Stylesheet {
    lock.lock()
    defer { lock.unlock() }
    if let entry = entries[path] { return entry.stylesheet }
    let entry = try load(path)
    entries[path] = entry
    return entry.stylesheet
  }

  /// Reloads each cached stylesheet a file of which changed since it was read, and tells every
  /// observer of each reload, once.
  /// - Returns: the reloads, sorted by path.
  @discardableResult
  public func reloadChanged() -> [Change] {
    reload(everySheet: false)
  }

  /// Injects other variables into every sheet in place of those given before (a theme switch:
  /// `["theme": "themes/dark.cas"]`) and reloads every cached sheet with them, telling every
  /// observer of each, once.
  /// - Returns: the reloads, sorted by path; each names no changed file.
  @discardableResult
  public func replaceVariables(_ variables: [String: String]) -> [Change] {
    lock.lock()
    injected = variables
    lock.unlock()
    return reload(everySheet: true)
  }

  /// Reloads each cached sheet a file of which changed (or every sheet), and tells every
  /// observer of each reload.
  private func reload(everySheet: Bool) -> [Change] {
    deliveryLock.lock()
    defer { deliveryLock.unlock() }
    lock.lock()
    var changes: [Change] = []
    for path in entries.keys.sorted() {
      let entry = entries[path]!
      let changed = FileFingerprint.changedPaths(in: entry.fingerprints)
      guard !changed.isEmpty || everySheet else { continue }
      do throws(StylecError) {
        let reloaded = try load(path, known: Array(entry.fingerprints.keys))
        if reloadPolicy == .keepLastGood, reloaded.stylesheet.hasErrors {
          // The last good sheet stays, watching the files as they are now: the errors are not
          // reported again until a file changes once more.
          entries[path] = Entry(stylesheet: entry.stylesheet, fingerprints: reloaded.fingerprints)
          changes.append(
            Change(
              path: path, changedFiles: changed, stylesheet: nil,
              error: StylecError(reloaded.stylesheet.diagnostics.filter { $0.severity == .error }),
              rejected: reloaded.stylesheet))
          continue
        }
        entries[path] = reloaded
        changes.append(Change(path: path, changedFiles: changed, stylesheet: reloaded.stylesheet, error: nil))
      } catch {
        // Kept as it was, and not reported again until the file changes once more.
        var kept = entry
        for file in changed { kept.fingerprints[file] = FileFingerprint(path: file) }
        entries[path] = kept
        changes.append(Change(path: path, changedFiles: changed, stylesheet: nil, error: error))
      }
    }
    let keys = observers.keys.sorted()
    lock.unlock()
    for change in changes {
      for key in keys {
        // Looked up at each call: an observation cancelled meanwhile (by an earlier observer,
        // or another thread) gets no call that begins after `cancel()` returned.
        lock.lock()
        let handler = observers[key]
        lock.unlock()
        handler?(change)
      }
    }
    return changes
  }

  /// Calls `handler` with each reload, on the thread that found it, until the observation is
  /// cancelled.
  public func observe(_ handler: @escaping @Sendable (Change) -> Void) -> ObservationToken {
    ObservationToken(cache: self, key: register(handler))
  }

  /// Adds an observer, and what ends with it, and returns its key.
  private func register(
    _ handler: @escaping @Sendable (Change) -> Void, ending: (@Sendable () -> Void)? = nil
  ) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let key = nextObserver
    nextObserver += 1
    observers[key] = handler
    endings[key] = ending
    return key
  }

  /// Calls `handler` on the main actor with each reload, in the order they were found, until
  /// the observation is cancelled: the observer of a view layer, which may touch its views only
  /// there. The cache polls on a background queue; the changes wait in order for the main actor.
  /// The delivery ends with the observation, or with the cache.
  public func observeOnMainActor(_ handler: @escaping @MainActor @Sendable (Change) -> Void)
    -> ObservationToken
  {
    let (waiting, continuation) = AsyncStream.makeStream(of: Change.self)
    let delivery = Task { @MainActor in
      for await change in waiting {
        // Cancelled on the main actor while changes waited: none of them is delivered.
        guard !Task.isCancelled else { return }
        handler(change)
      }
    }
    let key = register(
      { continuation.yield($0) },
      ending: {
        delivery.cancel()
        continuation.finish()
      })
    return ObservationToken(cache: self, key: key)
  }

  /// The reloads from now on, as an asynchronous sequence; it ends when the task iterating it
  /// is cancelled.
  public var changes: AsyncStream<Change> {
    AsyncStream { continuation in
      let observation = observe { continuation.yield($0) }
      continuation.onTermination = { _ in observation.cancel() }
    }
  }

  /// Polls for changes every `interval` (from a millisecond to a day) on a background queue
  /// until `stopWatching()`.
  public func startWatching(every interval: Duration = .milliseconds(500)) {
    let (seconds, attoseconds) = interval.components
    let nanoseconds =
      seconds >= 86_400
      ? 86_400_000_000_000
      : seconds < 0
        ? 1_000_000 : max(1_000_000, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    let source = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
    source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
    source.setEventHandler { [weak self] in self?.reloadChanged() }
    lock.lock()
    timer?.cancel()
    timer = source
    lock.unlock()
    source.resume()
  }

  /// Stops the polling `startWatching(every:)` began.
  public func stopWatching() {
    lock.lock()
    defer { lock.unlock() }
    timer?.cancel()
    timer = nil
  }

  private func removeObserver(_ key: Int) {
    lock.lock()
    observers[key] = nil
    let ending = endings.removeValue(forKey: key)
    lock.unlock()
    ending?()
  }

  /// Reads the sheet and fingerprints every file it read or tried to import (one missing now is
  /// read once it appears). The files `known` from the last read are fingerprinted before this
  /// one, so a change during the read is found by the next poll; a file new to this read, after.
  private func load(_ path: String, known: [String] = []) throws(StylecError) -> Entry {
    let before = FileFingerprint.taken(of: [path] + known)
    let sheet = try Stylesheet(
      contentsOfFile: path, syntax: syntax, dialect: dialect, variables: injected, limits: limits)
    // Files the new read no longer asks for are no longer watched.
    return Entry(
      stylesheet: sheet, fingerprints: sheet.fingerprintsOfWatchedFiles(takenBefore: before, besides: [path]))
  }
}
