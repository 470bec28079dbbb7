import Synchronization

/// What a command made that the process keeps until it exits instead of releasing it: a
/// process that ends as soon as its command has written its output need not spend time taking
/// apart a large sheet and tree (the release of a 12 MB sheet's rules, declarations and values
/// took 7% of `stylec apply`'s time on it). Only the process's own console keeps values
/// (`Console.standard`); a command run in-process, as the tests run them, lets them go.
enum KeptUntilExit {
  private static let values = Mutex<[any Sendable]>([])

  /// Keeps `value` until the process exits.
  static func keep(_ value: any Sendable) {
    values.withLock { $0.append(value) }
  }
}
