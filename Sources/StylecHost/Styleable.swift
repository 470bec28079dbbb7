import Stylec

/// An object of the app that a stylesheet styles: a view, a view controller, a bar item. It is
/// styled by what it is: its type name and superclass chain come from its Swift class (nothing
/// declared twice), and its id, classes, states and children are read from it. A host
/// (`StyleHost`) keeps it styled, handing it the properties that changed.
///
/// Every requirement but `applyStyle(_:)` has a default: no id, no classes, no states, no
/// size, no children, no code styles.
@MainActor
public protocol Styleable: AnyObject {
  /// The id a sheet's `#id` matches.
  var styleID: String? { get }
  /// The style classes a sheet's `.class` matches, in order.
  var styleClasses: [String] { get }
  /// The states `:selected` and `[state:…]` values answer to (`highlighted`, `selected`).
  var styleStates: [String] { get }
  /// Its size in points (a view's `bounds.size`), which `@container` queries measure a
  /// container by; nil when it has none to give. Finite and not negative (anything else traps).
  var styleSize: StyleSize? { get }
  /// The objects styled under it, in order: a view's subviews that are styleable.
  var styleChildren: [any Styleable] { get }
  /// Styles written in Swift for it, applied over every rule of the sheet.
  var codeStyles: [CodeStyle] { get }
  /// Takes the properties of its style that changed: on the first styling, every property it
  /// has; after, only those a change reached. Called on the main actor.
  func applyStyle(_ style: AppliedStyle)
}

extension Styleable {
  /// No id.
  public var styleID: String? { nil }
  /// No classes.
  public var styleClasses: [String] { [] }
  /// No states.
  public var styleStates: [String] { [] }
  /// No size.
  public var styleSize: StyleSize? { nil }
  /// No children.
  public var styleChildren: [any Styleable] { [] }
  /// No code styles.
  public var codeStyles: [CodeStyle] { [] }
}
