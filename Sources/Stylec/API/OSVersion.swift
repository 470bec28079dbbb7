/// A dotted version number such as `17.2` or `7.0.1`, compared component by component
/// (`7.10` is later than `7.9`; missing components count as 0).
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numeric components.
  public var components: [Int]

  /// The most components a version read from text has.
  static let mostComponents = 8
  /// The greatest component a version read from text has (9 digits).
  static let greatestComponent = 999_999_999

  /// Whether text could give this version: at most `mostComponents`, none past
  /// `greatestComponent` (nor below 0).
  var isWithinLimits: Bool {
    components.count <= Self.mostComponents
      && components.allSatisfy { (0...Self.greatestComponent).contains($0) }
  }

  /// Reads `digits(.digits)*`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= Self.mostComponents else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCIIDigit), let value = Int(part) else {
        return nil
      }
      components.append(value)
    }
    self.components = components
  }

  /// Why `text` is no version, when its shape is one but a limit refuses it: more than 8
  /// components, or one of more than 9 digits. Nil for text of another shape.
  static func limitPassed(by text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
    if parts.count > mostComponents { return "it has \(parts.count) components, more than \(mostComponents)" }
    guard let long = parts.first(where: { $0.count > 9 }) else { return nil }
    return "its component \(shortened(String(long), limit: 20)) has more than 9 digits"
  }

  /// The version just before this one at its own precision: its last nonzero component less
  /// one (`16` for `17`, `17.1` for `17.2`, `16.0` for `17.0`); nil for a version of zeros.
  var previous: OSVersion? {
    guard let last = components.lastIndex(where: { $0 > 0 }) else { return nil }
    var earlier = self
    earlier.components[last] -= 1
    return earlier
  }

  /// `17.2`.
  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Component-wise order.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    for position in 0..<max(lhs.components.count, rhs.components.count) {
      let left = position < lhs.components.count ? lhs.components[position] : 0
      let right = position < rhs.components.count ? rhs.components[position] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when every component is, missing ones counting as 0 (`7` == `7.0`).
  public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  /// Hashes the components without trailing zeros, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
