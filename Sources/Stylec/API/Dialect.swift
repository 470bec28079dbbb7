/// Whose meanings a stylesheet is read with. The systems stylec stands in for disagree on what
/// the same text means (how rules rank, what `green` and `hsl()` are), so one setting bundles
/// those choices, and a sheet written for one system means on screen what its users saw there.
///
/// A sheet names its dialect with `@dialect NAME;` as its first statement; otherwise the caller
/// chooses (`--dialect`, `"dialect"` in `.stylec.json`), and by default the main file's extension
/// does: `.cas` is `classy`, anything else `stylec`. Imported files are read in the dialect of
/// the sheet that imports them. What each dialect chooses is listed in the Stylesheet Language
/// article's dialect table.
public enum Dialect: String, Hashable, Sendable, CaseIterable {
  /// stylec's own meaning: every anchor's selectors, seed 000's scores, UIKit's color names and
  /// CSS's `hsl()`.
  case stylec
  /// Classy's: seed 000's scores, UIKit's color names, and `hsl()` computing hue, saturation
  /// and brightness, as Classy did.
  case classy
  /// The web's: W3C specificity, CSS's values for every color name, CSS's `hsl()`.
  case css
  /// InterfaCSS's: the last matching rule wins (`Precedence.interfacss` is its
  /// `useSelectorSpecificity`); class names and ids compare without case; a type selector
  /// matches a view whose nearest class that UIKit or the sheet names is that type (`UIView`
  /// does not match a `UILabel`, `UILabel` matches an app's `MyLabel`); `:root` is a view
  /// controller's root view; `lighten()` and its kin scale HSB relatively; UIKit's color names,
  /// with or without `Color` (`lightGrayColor`).
  case interfacss
  /// Nimbus CSS's: W3C specificity (Nimbus applied a view's type rules, then its classes', then
  /// its id's, later over earlier); a button's `:selected`, `:highlighted` and `:disabled` rules
  /// set the title color, shadow and images for that control state, and a text field's `:empty`
  /// rule its placeholder, as Nimbus's button and text-field styling did.
  case nimbus

  /// The dialect a main file's extension implies: `.cas` is Classy's, anything else stylec's.
  public init(path: String) {
    self = path.lowercased().hasSuffix(".cas") ? .classy : .stylec
  }

  /// The system whose sheets the dialect reads, as its users name it.
  var systemName: String {
    switch self {
    case .stylec: "stylec"
    case .classy: "Classy"
    case .css: "CSS"
    case .interfacss: "InterfaCSS"
    case .nimbus: "Nimbus CSS"
    }
  }

  /// How competing rules rank unless the caller chooses another way.
  public var precedence: Precedence {
    switch self {
    case .stylec, .classy: .classy
    case .css, .nimbus: .specificity
    case .interfacss: .lastWins
    }
  }

  /// Whether a whole number for an enumeration property is the raw value of one of its names,
  /// as Classy set the number itself for a property it had no names for (`indicatorStyle 1`).
  var writesRawValues: Bool { self == .classy }

  /// Whether class names and ids compare without case, as InterfaCSS stores them lowercased.
  var foldsNameCase: Bool { self == .interfacss }

  /// Whether a type selector names a view's nearest class that UIKit or the sheet knows, rather
  /// than its exact class, as InterfaCSS matches types.
  var matchesNearestKnownType: Bool { self == .interfacss }

  /// Whether `:root` is a view controller's root view (InterfaCSS's) rather than the tree's root.
  var rootIsControllerView: Bool { self == .interfacss }

  /// Whether `lighten`, `darken`, `saturate`, `desaturate`, `fadein` and `fadeout` scale a
  /// color's HSB component by a fraction of itself (`v + v·amount/100`), as InterfaCSS computes
  /// them, rather than moving HSL by points as Sass and Less do.
  var scalesColorsRelatively: Bool { self == .interfacss }

  /// Whether a color name may end in `Color`, as InterfaCSS looks names up on `UIColor`
  /// (`redColor`, `groupTableViewBackgroundColor`).
  var readsColorSuffix: Bool { self == .interfacss }

  /// Whether `url(path)` stays a call rather than becoming the string `path`, as Nimbus read it:
  /// a color may then tile the image it names (`background-color: url(stripes.png)`), which a
  /// plain string never does.
  var keepsURLs: Bool { self == .nimbus }

  /// Whether a rule's `:selected`, `:highlighted`, `:disabled` or `:empty` names what its
  /// declarations set rather than when the rule matches, as Nimbus's pseudo-classes did.
  var bindsPseudoClassesToProperties: Bool { self == .nimbus }

  /// Which of the color names UIKit has (`green`, `orange`, `brown`, `dark-gray`, …) take
  /// UIKit's values (`green` is `#00ff00`) rather than the web's (`#008000`).
  var uikitColorNames: UIKitColorNames {
    switch self {
    case .css: .none
    case .nimbus: .lowerCase
    case .stylec, .classy, .interfacss: .all
    }
  }

  /// Whether `hsl()` and `hsla()` take their third number as brightness (HSB), as Classy's did.
  var readsHSLAsHSB: Bool { self == .classy }

  /// Whether the sheet may use what CSS has gained since the seeds were written (`!important`,
  /// `calc()` and its kin, time units): stylec's and the web's dialects read it, while the
  /// seeds' dialects keep the meanings their sheets were written for and refuse it by name.
  package var readsCurrentCSS: Bool { self == .stylec || self == .css }

  /// Whether the arithmetic of `calc()`, `min()`, `max()`, `clamp()`, `round()`, `mod()` and
  /// `rem()` is typed as CSS types it: a plain number is not added to, subtracted from or
  /// compared with a number that has a unit (`calc(10px + 5)` is an error, as a browser drops
  /// the declaration). stylec's dialect lets the plain number take the other's unit, as the
  /// seeds' arithmetic does.
  var typesCalculationsAsCSS: Bool { self == .css }

  /// Whether a transform's steps compose as CSS composes them, each applied before the ones
  /// written ahead of it (`rotate(90deg) translate(10px, 0)` moves the view down), rather than
  /// after them as InterfaCSS composes them (the same text moves it right).
  var composesTransformsAsCSS: Bool { self == .css }

  /// Whether `font` is CSS's shorthand for `font-style`, `font-weight`, `font-size`,
  /// `font-family` and `line-height`, set in their place, rather than UIKit's whole-font
  /// property (`font: Avenir 12`, family and size in either order), as the other dialects read it.
  var readsFontAsCSSShorthand: Bool { self == .css }

  /// Whether an `@import` after a rule or another at-rule is ignored (and warned about), as CSS
  /// ignores it, rather than read where it stands, as Nimbus read it.
  var ignoresLateImports: Bool { self == .css }

  /// Whether a quoted string never stands for a keyword (`text-align: "center"` is no
  /// alignment), as in CSS; the seeds' dialects and stylec's read a quoted word as the word.
  var keepsStringsApartFromWords: Bool { self == .css }

  /// Whether a list's items that are lists are spliced into it: Classy's values are flat runs of
  /// tokens whose commas are optional separators, so `( 6, 10 12, 8 ) / 2` is `3, 5, 6, 4`.
  var flattensLists: Bool { self == .classy }
}

extension Dialect {
  /// What a `@dialect` naming no dialect is told, the load's error and the formatter's alike:
  /// the dialects there are, and the one likely meant.
  static func unknownName(_ name: String) -> (message: String, notes: [String]) {
    let names = allCases.map(\.rawValue)
    return (
      "unknown dialect \(quoted(name)); expected one of \(names.joined(separator: ", "))",
      closestMatch(to: name, among: names).map { ["did you mean \(quoted($0))?"] } ?? []
    )
  }
}
