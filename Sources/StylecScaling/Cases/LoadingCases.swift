extension ScalingCase {
  /// Paths through loading a stylesheet: parsing, variables, imports, nesting, `@extend`.
  static let loadingCases: [ScalingCase] = []
}
