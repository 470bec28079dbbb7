extension ScalingCase {
  /// Paths through the command line: diagnostics, reporters, output.
  static let commandLineCases: [ScalingCase] = []
}
