/// The facts of UIKit's trait collection and accessibility settings that an app's look depends
/// on: each has a fact name (`--env`, the tree's `environment`, `set(_:to:)`) and `@media`
/// spellings, stylec's and CSS's (`(user-interface-style: dark)`, `(prefers-color-scheme: dark)`).
extension StyleEnvironment {
  /// Light or dark appearance (`UIUserInterfaceStyle`).
  public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance (Dark Mode).
    case dark
  }

  /// The user's preferred text size (`UIContentSizeCategory`), smallest first: ordered, so a
  /// condition can test a range (`(content-size-category: >= accessibility-medium)`, "the
  /// accessibility sizes and up"). Named as UIKit names them, in kebab case.
  public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `extraSmall`.
    case extraSmall = "extra-small"
    /// `small`.
    case small
    /// `medium`.
    case medium
    /// `large`, the default.
    case large
    /// `extraLarge`.
    case extraLarge = "extra-large"
    /// `extraExtraLarge`.
    case extraExtraLarge = "extra-extra-large"
    /// `extraExtraExtraLarge`, the largest of the standard sizes.
    case extraExtraExtraLarge = "extra-extra-extra-large"
    /// `accessibilityMedium`, the smallest of the accessibility sizes.
    case accessibilityMedium = "accessibility-medium"
    /// `accessibilityLarge`.
    case accessibilityLarge = "accessibility-large"
    /// `accessibilityExtraLarge`.
    case accessibilityExtraLarge = "accessibility-extra-large"
    /// `accessibilityExtraExtraLarge`.
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    /// `accessibilityExtraExtraExtraLarge`, the largest.
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// The category a name gives, in kebab case or as UIKit spells it (`extraLarge`).
    public init?(name: String) {
      self.init(rawValue: kebabCase(name))
    }

    /// Whether it is one of the accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Smaller sizes first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The direction text and layout run in (`UITraitCollection.layoutDirection`).
  public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (`ltr`).
    case leftToRight = "ltr"
    /// Right to left (`rtl`): Arabic, Hebrew.
    case rightToLeft = "rtl"

    /// The direction a name gives: `ltr` or `rtl`, or spelled out (`right-to-left`).
    public init?(name: String) {
      switch kebabCase(name) {
      case "ltr", "left-to-right": self = .leftToRight
      case "rtl", "right-to-left": self = .rightToLeft
      default: return nil
      }
    }
  }

  /// An accessibility setting of the user's: on or off.
  public enum AccessibilitySetting: String, Hashable, Sendable, CaseIterable {
    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`; CSS `prefers-reduced-motion`).
    case reduceMotion = "reduce-motion"
    /// Increase Contrast (`accessibilityContrast == .high`; CSS `prefers-contrast: more`).
    case increaseContrast = "increase-contrast"
    /// Bold Text (`legibilityWeight == .bold`).
    case boldText = "bold-text"
    /// Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled`; CSS
    /// `prefers-reduced-transparency`).
    case reduceTransparency = "reduce-transparency"
  }

  /// Whether the user turned `setting` on; nil when unknown.
  public subscript(setting: AccessibilitySetting) -> Bool? {
    get { accessibility[setting] }
    set { accessibility[setting] = newValue }
  }
}

/// `true`, `false`, `on` or `off`, as a fact's value gives a setting.
func settingValue(_ text: String) -> Bool? {
  switch text.lowercased() {
  case "true", "on", "yes": true
  case "false", "off", "no": false
  default: nil
  }
}
