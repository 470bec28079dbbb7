/// Numbers and booleans written as literals where a value is expected, as code styles write
/// them: `["corner-radius": 8, "alpha": 0.5, "hidden": true]`.
extension StyleValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
  /// A number without a unit.
  public init(integerLiteral value: Int) { self = .number(Double(value), unit: .none) }

  /// A number without a unit.
  public init(floatLiteral value: Double) { self = .number(value, unit: .none) }

  /// A boolean.
  public init(booleanLiteral value: Bool) { self = .boolean(value) }
}
