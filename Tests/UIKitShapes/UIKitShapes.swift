import Foundation

// UIKit's classes as an app's module sees them: open classes of another module, on the main
// actor, that know nothing of stylec. "Using stylec in an app" makes them styleable from the
// outside, with one `extension UIView: Styleable`; ForeignConformanceTests compiles that
// extension, as the article writes it, against these (UIKitModel declares its conformance in
// its own class bodies and cannot show that it compiles from outside).

/// A colour.
public final class UIColor: Equatable {
  /// The components, 0 to 1.
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The opacity.
  public let alpha: CGFloat

  /// A colour of these components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Whether the components are the same.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }
}

/// A view, with subviews.
@MainActor
open class UIView {
  /// The subviews, in order.
  public private(set) var subviews: [UIView] = []
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The opacity.
  open var alpha: CGFloat = 1

  /// A view with no subviews.
  public init() {}

  /// Adds a subview last.
  open func addSubview(_ view: UIView) { subviews.append(view) }
}

/// A label.
@MainActor
open class UILabel: UIView {
  /// The text's colour.
  open var textColor: UIColor?
}

/// A control, with UIKit's states.
@MainActor
open class UIControl: UIView {
  /// UIKit's control states, as bits.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The state of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No bit.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether it is being touched.
  open var isHighlighted = false
}

/// A button, with a title colour per state.
@MainActor
open class UIButton: UIControl {
  /// The title colours, by state's bits.
  public private(set) var titleColors: [UInt: UIColor] = [:]

  /// Sets the title's colour in a state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }
}

/// A table view cell.
@MainActor
open class UITableViewCell: UIView {
  /// Whether its row is selected.
  open var isSelected = false
}
