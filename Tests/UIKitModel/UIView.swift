import Stylec
import StylecHost

/// The model's root of responders, as UIKit's.
@MainActor
open class UIResponder {
  /// A responder.
  public init() {}
}

/// A view as UIKit shapes one: subviews in order, a superview, and the properties a stylesheet
/// sets most (background colour, alpha, hidden, corner radius), applied from its style as the
/// Apple-only bridge applies them to a real `UIView`.
@MainActor
open class UIView: UIResponder, Styleable {
  /// The subviews, in order.
  public private(set) var subviews: [UIView] = []
  /// The view it is a subview of.
  public private(set) weak var superview: UIView?
  /// The view's style id (`#id`).
  public var styleID: String?
  /// The view's style classes (`.class`).
  public var styleClasses: [String] = []
  /// Code styles given to the view.
  public var codeStyles: [CodeStyle] = []
  /// Its size, which `@container` queries measure it by when it is a container.
  public var styleSize: StyleSize?
  /// `background-color`.
  public var backgroundColor: StyleColor?
  /// `alpha`.
  public var alpha: Double = 1
  /// `hidden`.
  public var isHidden = false
  /// `layer.corner-radius`.
  public var cornerRadius: Double = 0
  /// How many times the view was handed a style.
  public private(set) var styleCount = 0
  /// The last style it was handed.
  public private(set) var lastStyle: AppliedStyle?

  /// A view with no id or classes.
  public override init() {}

  /// A view with a style id and classes.
  public convenience init(id: String? = nil, classes: [String] = []) {
    self.init()
    styleID = id
    styleClasses = classes
  }

  /// A plain view has no states.
  open var styleStates: [String] { [] }
  /// Its subviews.
  open var styleChildren: [any Styleable] { subviews }

  /// Adds a subview last.
  public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts a subview at a place, taking it from its old superview.
  public func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Sets the view's properties from the style, each only when it changed; one no longer set
  /// goes back to UIKit's default.
  open func applyStyle(_ style: AppliedStyle) {
    styleCount += 1
    lastStyle = style
    if style.didChange("background-color") { backgroundColor = style["background-color"]?.color }
    if style.didChange("alpha") { alpha = style["alpha"]?.number ?? 1 }
    if style.didChange("hidden") { isHidden = style["hidden"]?.boolean ?? false }
    if style.didChange("layer.corner-radius") { cornerRadius = style["layer.corner-radius"]?.number ?? 0 }
  }
}

/// A control: a view with states, which `:highlighted`, `:selected` and `:disabled` test and
/// per-state values (`title-color[state:highlighted]`) answer to.
@MainActor
open class UIControl: UIView {
  /// Whether a touch is down.
  public var isHighlighted = false
  /// Whether it is selected.
  public var isSelected = false
  /// Whether it takes input.
  public var isEnabled = true

  /// The state's bits, as `UIControl.state`.
  public var state: ControlState {
    var state = ControlState.normal
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    if !isEnabled { state.insert(.disabled) }
    return state
  }

  /// Its states, by name.
  open override var styleStates: [String] {
    [isHighlighted ? "highlighted" : nil, isSelected ? "selected" : nil, isEnabled ? nil : "disabled"]
      .compactMap { $0 }
  }
}

/// A button, with a title colour per state as `setTitleColor(_:for:)` keeps them.
@MainActor
open class UIButton: UIControl {
  private var titleColors: [ControlState: StyleColor] = [:]

  /// Sets a state's title colour.
  public func setTitleColor(_ color: StyleColor?, for state: ControlState) { titleColors[state] = color }

  /// The colour for a state: its own, else the normal state's.
  public func titleColor(for state: ControlState) -> StyleColor? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The colour shown now.
  public var currentTitleColor: StyleColor? { titleColor(for: state) }

  /// Sets `title-color` in every state the sheet gives.
  open override func applyStyle(_ style: AppliedStyle) {
    super.applyStyle(style)
    if style.didChange("title-color") {
      titleColors = [:]
      for (state, value) in style.stateMap("title-color").entries { titleColors[state] = value.color }
    }
  }
}

/// A label.
@MainActor
open class UILabel: UIView {
  /// The text.
  public var text: String?
  /// `text-color`.
  public var textColor: StyleColor?
  /// `font`.
  public var font: StyleFont?

  /// Sets `text-color` and `font`.
  open override func applyStyle(_ style: AppliedStyle) {
    super.applyStyle(style)
    if style.didChange("text-color") { textColor = style["text-color"]?.color }
    if style.didChange("font") { font = style["font"]?.font }
  }
}
