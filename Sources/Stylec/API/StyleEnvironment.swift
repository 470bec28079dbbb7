/// What conditional rules (`@media`, `@device`) are tested against: the device, its OS version,
/// its screen (size and scale) and orientation, the trait collection's appearance, text size and
/// layout direction, the user's accessibility settings, and facts the app names. A condition on
/// something the environment leaves unset is false.
public struct StyleEnvironment: Hashable, Sendable {
  /// The device idiom.
  public enum Device: String, Hashable, Sendable, CaseIterable {
    /// iPhone (`phone`, `iphone`).
    case phone
    /// iPad (`pad`, `ipad`).
    case pad
    /// Apple TV (`tv`).
    case tv
  }

  /// The interface orientation.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
  }

  /// A size class of the interface, as UIKit's trait collections give them.
  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// Constrained space.
    case compact
    /// Expansive space.
    case regular
  }

  /// The device idiom, if known.
  public var device: Device?
  /// The OS version, if known.
  public var osVersion: OSVersion?
  /// The screen's width in points, if known: finite and not negative (anything else traps, as
  /// `set(_:to:)` refuses it: a `NaN` would make every condition on it false, and its `not`s true).
  public var screenWidth: Double? { didSet { Self.checkLength(screenWidth, "screenWidth") } }
  /// The screen's height in points, if known: finite and not negative (anything else traps).
  public var screenHeight: Double? { didSet { Self.checkLength(screenHeight, "screenHeight") } }
  /// The orientation, if known; when nil, conditions on it work it out from `screenWidth` and
  /// `screenHeight` where both are given (portrait when the height is at least the width).
  public var orientation: Orientation?
  /// The horizontal size class, if known.
  public var horizontalSizeClass: SizeClass?
  /// The vertical size class, if known.
  public var verticalSizeClass: SizeClass?
  /// The screen's scale, pixels per point (`UIScreen.scale`: 1, 2 or 3), if known: Nimbus's
  /// `retina` holds from 2 up. Finite and above 0 (anything else traps).
  public var scale: Double? {
    didSet { precondition(scale.map { $0.isFinite && $0 > 0 } ?? true, "scale must be finite and above 0") }
  }
  /// Light or dark appearance, if known (`@media (user-interface-style: dark)`,
  /// `(prefers-color-scheme: dark)`).
  public var userInterfaceStyle: UserInterfaceStyle?
  /// The preferred text size, if known (`@media (content-size-category: >= accessibility-medium)`).
  public var contentSizeCategory: ContentSizeCategory?
  /// The layout direction, if known (`@media (layout-direction: rtl)`).
  public var layoutDirection: LayoutDirection?
  /// The accessibility settings known to be on or off (`@media (reduce-motion)`,
  /// `(prefers-reduced-motion: reduce)`); read and set one with the subscript.
  public var accessibility: [AccessibilitySetting: Bool]
  /// Facts the app names: `["appearance": "dark"]`, tested by `@media (appearance: dark)`,
  /// names in any case style (`colorScheme` is `color-scheme`), values without regard to case.
  public var custom: [String: String]

  /// Traps on a screen length that is not finite or is negative.
  private static func checkLength(_ length: Double?, _ name: String) {
    precondition(length.map { $0.isFinite && $0 >= 0 } ?? true, "\(name) must be finite and not negative")
  }

  /// An environment in which only the given facts are known.
  /// - Precondition: `screenWidth` and `screenHeight` are finite and not negative, `scale` finite
  ///   and above 0, as `set(_:to:)` has them.
  public init(
    device: Device? = nil, osVersion: OSVersion? = nil, screenWidth: Double? = nil,
    screenHeight: Double? = nil,
    orientation: Orientation? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, scale: Double? = nil,
    userInterfaceStyle: UserInterfaceStyle? = nil, contentSizeCategory: ContentSizeCategory? = nil,
    layoutDirection: LayoutDirection? = nil, accessibility: [AccessibilitySetting: Bool] = [:],
    custom: [String: String] = [:]
  ) {
    self.device = device
    self.osVersion = osVersion
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.orientation = orientation
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.scale = scale
    self.userInterfaceStyle = userInterfaceStyle
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.accessibility = accessibility
    self.custom = custom
    Self.checkLength(screenWidth, "screenWidth")
    Self.checkLength(screenHeight, "screenHeight")
    precondition(scale.map { $0.isFinite && $0 > 0 } ?? true, "scale must be finite and above 0")
  }

  /// The built-in keys `set(_:to:)` accepts, as the README documents them; any other name
  /// (not a near miss of one of these) sets a custom fact.
  public static let keys =
    [
      "device", "version", "screen-width", "screen-height", "orientation", "horizontal-size-class",
      "vertical-size-class", "scale", "display-scale", "user-interface-style", "content-size-category",
      "layout-direction",
    ] + AccessibilitySetting.allCases.map(\.rawValue)

  /// The fact a key sets, by its built-in name: CSS's names and the other spellings of a fact
  /// (`width`, `display-scale`, `resolution`, `prefers-color-scheme`, `os-version`) give the name
  /// `keys` lists; any other key is its own (kebab-case) name. An environment that gives one
  /// fact twice, by two names, is refused where it is read (the later one replaced the other).
  public static func factName(of key: String) -> String {
    let name = kebabCase(key)
    switch name {
    case "os-version": return "version"
    case "display-scale", "resolution": return "scale"
    case "width", "height": return "screen-" + name
    case "prefers-color-scheme": return "user-interface-style"
    case "prefers-reduced-motion": return AccessibilitySetting.reduceMotion.rawValue
    case "prefers-reduced-transparency": return AccessibilitySetting.reduceTransparency.rawValue
    case "prefers-contrast": return AccessibilitySetting.increaseContrast.rawValue
    default: return name
    }
  }

  /// Sets one fact from text, as `--env key=value` and the tree document's `environment` give it.
  /// - Throws: a message saying which keys or values are accepted.
  public mutating func set(_ key: String, to value: String) throws(EnvironmentError) {
    let trimmed = value.trimmingCharacters(in: " \t")
    switch kebabCase(key) {
    case "device":
      let name = trimmed.lowercased()
      guard let device = Device(rawValue: name) ?? (name == "iphone" ? .phone : name == "ipad" ? .pad : nil)
      else {
        throw EnvironmentError("device must be phone, pad or tv, not \(quoted(value))")
      }
      self.device = device
    case "version", "os-version":
      guard let version = OSVersion(trimmed) else {
        throw EnvironmentError(
          OSVersion.limitPassed(by: trimmed).map {
            "version \(quoted(shortened(trimmed, limit: 60))) is too long: \($0)"
          }
            ?? "version must be numbers separated by dots, like 17.2, not \(quoted(shortened(value, limit: 60)))"
        )
      }
      osVersion = version
    case "scale", "display-scale":
      guard let number = Double(trimmed), number.isFinite, number > 0 else {
        throw EnvironmentError(
          "scale must be a positive number of pixels per point, like 2, not \(quoted(value))")
      }
      scale = number
    case "screen-width", "screen-height":
      guard let number = Double(trimmed), number.isFinite, number >= 0 else {
        throw EnvironmentError(
          "\(kebabCase(key)) must be a number of points, 0 or more, not \(quoted(value))")
      }
      if kebabCase(key) == "screen-width" { screenWidth = number } else { screenHeight = number }
    case "orientation":
      guard let orientation = Orientation(rawValue: trimmed.lowercased()) else {
        throw EnvironmentError("orientation must be portrait or landscape, not \(quoted(value))")
      }
      self.orientation = orientation
    case "horizontal-size-class", "vertical-size-class":
      guard let sizeClass = SizeClass(rawValue: trimmed.lowercased()) else {
        throw EnvironmentError("\(kebabCase(key)) must be compact or regular, not \(quoted(value))")
      }
      if kebabCase(key) == "horizontal-size-class" {
        horizontalSizeClass = sizeClass
      } else {
        verticalSizeClass = sizeClass
      }
    // CSS's names of the same facts, as `@media` reads them.
    case "prefers-color-scheme": try set("user-interface-style", to: value)
    case "resolution":
      guard let number = Parser.resolution(trimmed) ?? Double(trimmed), number.isFinite, number > 0 else {
        throw EnvironmentError(
          "resolution must be a positive number of pixels per point, like 2dppx (2x, 192dpi), not \(quoted(value))"
        )
      }
      scale = number
    case "width", "height":
      try set("screen-" + kebabCase(key), to: value.hasSuffix("px") ? String(value.dropLast(2)) : value)
    case "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast":
      let name = kebabCase(key)
      let on = name == "prefers-contrast" ? "more" : "reduce"
      guard [on, "no-preference"].contains(trimmed.lowercased()) else {
        throw EnvironmentError("\(name) must be \(on) or no-preference, not \(quoted(value))")
      }
      let setting: AccessibilitySetting =
        name == "prefers-contrast"
        ? .increaseContrast : name == "prefers-reduced-motion" ? .reduceMotion : .reduceTransparency
      accessibility[setting] = trimmed.lowercased() == on
    case "min-width", "max-width", "min-height", "max-height":
      let name = kebabCase(key)
      throw EnvironmentError(
        "\(name) is a condition, not a fact: give the screen's size, \(name.hasSuffix("width") ? "screen-width" : "screen-height")=N"
      )
    case "user-interface-style":
      guard let style = UserInterfaceStyle(rawValue: trimmed.lowercased()) else {
        throw EnvironmentError("user-interface-style must be light or dark, not \(quoted(value))")
      }
      userInterfaceStyle = style
    case "content-size-category":
      guard let category = ContentSizeCategory(name: trimmed) else {
        throw EnvironmentError(
          "content-size-category must be one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), not \(quoted(value))"
        )
      }
      contentSizeCategory = category
    case "layout-direction":
      guard let direction = LayoutDirection(name: trimmed) else {
        throw EnvironmentError("layout-direction must be ltr or rtl, not \(quoted(value))")
      }
      layoutDirection = direction
    case let name where AccessibilitySetting(rawValue: name) != nil:
      guard let on = settingValue(trimmed) else {
        throw EnvironmentError("\(name) must be true or false (on or off), not \(quoted(value))")
      }
      accessibility[AccessibilitySetting(rawValue: name)!] = on
    default:
      let name = kebabCase(key)
      // A custom fact, unless the name is a typo of a built-in one.
      if let suggestion = closestMatch(to: name, among: Self.keys) {
        throw EnvironmentError(
          "unknown environment key '\(key)'; did you mean '\(suggestion)'? (a custom fact needs a name unlike the built-in facts' names)"
        )
      }
      guard Self.isCustomFactName(name) else {
        throw EnvironmentError(
          "a custom fact's name is a letter, then letters, digits and dashes, as @media writes it, not \(quoted(key))"
        )
      }
      custom[name] = trimmed
    }
  }

  /// Whether `name` can name a custom fact, in `@media (name: value)` and in an environment
  /// alike: an ASCII letter, then ASCII letters, digits and dashes.
  package static func isCustomFactName(_ name: String) -> Bool {
    name.first.map({ $0.isASCII && $0.isLetter }) == true
      && name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
  }

  /// The custom fact of a kebab-case name, whichever case style the app wrote its key in
  /// (`colorScheme`, `Color-Scheme`).
  func customFact(named name: String) -> String? {
    if let value = custom[name] { return value }
    return custom.first { kebabCase($0.key) == name }?.value
  }

  /// This environment with every fact `other` knows taking precedence.
  public func overridden(by other: StyleEnvironment) -> StyleEnvironment {
    StyleEnvironment(
      device: other.device ?? device, osVersion: other.osVersion ?? osVersion,
      screenWidth: other.screenWidth ?? screenWidth, screenHeight: other.screenHeight ?? screenHeight,
      orientation: other.orientation ?? orientation,
      horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
      verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass, scale: other.scale ?? scale,
      userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
      contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
      layoutDirection: other.layoutDirection ?? layoutDirection,
      accessibility: accessibility.merging(other.accessibility) { _, theirs in theirs },
      custom: custom.merging(other.custom) { _, theirs in theirs })
  }
}

/// Why an environment value was refused.
public struct EnvironmentError: Error, Hashable, Sendable {
  /// What was wrong and what is accepted.
  public var message: String

  init(_ message: String) { self.message = message }
}

extension StyleEnvironment {
  /// The orientation `@media (orientation)` and `:landscape` test: the one given, else the
  /// screen's, as Media Queries 4 works it out from its size (portrait when its height is at
  /// least its width); nil when neither is known.
  var screenOrientation: Orientation? {
    if let orientation { return orientation }
    guard let screenWidth, let screenHeight else { return nil }
    return screenHeight >= screenWidth ? .portrait : .landscape
  }
}
