extension ScalingCase {
  /// Paths through reading trees and schemas, matching, resolving and linting.
  static let cascadeCases: [ScalingCase] = []
}
