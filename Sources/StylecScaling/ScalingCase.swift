import Foundation

/// One path whose cost must grow no faster than n log n in the size of its input: a stylesheet,
/// a tree or a command line built at each size, and the work to time on it.
struct ScalingCase: Sendable {
  /// What grows, as a reader of the report would say it ("`~` over 10k siblings with no match").
  var name: String
  /// The input sizes, each double the one before; the check compares the largest with the
  /// smallest, so the smallest should already take tens of milliseconds.
  var sizes: [Int]
  /// Builds the input of size n (not timed) and returns the work to time on it.
  var prepare: @Sendable (Int) throws -> @Sendable () throws -> Void
}
