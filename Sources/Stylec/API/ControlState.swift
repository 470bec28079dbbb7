/// A control's state, as UIKit's `UIControl.State` has it (the same bits, so that
/// `UIControl.State(rawValue: state.rawValue)` bridges without a table): which of a per-state
/// property's values applies (`title-color[state:highlighted]`).
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits, as `UIControl.State` numbers them.
  public let rawValue: UInt

  /// The state of the given bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// No bit: the value every state falls back to.
  public static let normal: ControlState = []
  /// The touch is down.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// The control takes no input.
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// The control is selected.
  public static let selected = ControlState(rawValue: 1 << 2)
  /// The control has focus.
  public static let focused = ControlState(rawValue: 1 << 3)
  /// The bits left to the app.
  public static let application = ControlState(rawValue: 0x00FF_0000)
  /// The bits UIKit keeps for itself.
  public static let reserved = ControlState(rawValue: 0xFF00_0000)

  private static let named: [(name: String, state: ControlState)] = [
    ("selected", .selected), ("highlighted", .highlighted), ("disabled", .disabled), ("focused", .focused),
    ("application", .application), ("reserved", .reserved),
  ]

  /// The state a sheet names: `normal`, `highlighted`, `selected-highlighted` (names joined by
  /// `-`, in any order); nil for a name that is none of UIKit's.
  public init?(name: String) {
    guard name != "normal" else {
      self = .normal
      return
    }
    var state = ControlState.normal
    for part in name.split(separator: "-", omittingEmptySubsequences: false) {
      guard let known = Self.named.first(where: { $0.name == part }) else { return nil }
      state.insert(known.state)
    }
    self = state
  }

  /// The name a sheet writes: `normal`, `selected-highlighted`.
  public var description: String {
    guard self != .normal else { return "normal" }
    let names = Self.named.filter { contains($0.state) }.map(\.name)
    let rest = subtracting(Self.named.reduce(ControlState.normal) { $0.union($1.state) })
    return (names + (rest.isEmpty ? [] : ["0x" + String(rest.rawValue, radix: 16)])).joined(separator: "-")
  }
}
