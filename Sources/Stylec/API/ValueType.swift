/// The kind of value a property takes. With a schema, `apply` converts each declared value to
/// its property's type and prints it in that type's normal form; `lint` reports values that do
/// not fit.
public indirect enum ValueType: Hashable, Sendable {
  /// Anything; left as written.
  case any
  /// A color.
  case color
  /// A plain number.
  case number
  /// A length in points (`12`, `12px`, `12pt`).
  case length
  /// A percentage (`50%`).
  case percentage
  /// `YES`, `NO`, `true`, `false`, `1`, `0`.
  case boolean
  /// A string or a bare word.
  case string
  /// A font: a name and/or a size, a system weight, or a text style.
  case font
  /// Edge insets: 1, 2 or 4 numbers, as Classy reads them.
  case insets
  /// A size: 1 or 2 numbers.
  case size
  /// A point or offset: 1 or 2 numbers.
  case point
  /// A rectangle: 4 numbers.
  case rect
  /// An image name, quoted, bare or `url(…)`, optionally followed by 4 cap insets;
  /// InterfaCSS's `image(name, …)`; or a color or gradient, for an image of it.
  case image
  /// An affine transform: `rotate(…)`, `scale(…)` and `translate(…)` steps.
  case transform
  /// InterfaCSS's attributed string: runs of text, each with its attributes.
  case attributedString
  /// InterfaCSS's layout: attributes related to the parent's, another view's or constants
  /// (`size(100, 100), left(parent + 10)`).
  case layout
  /// Nimbus's `-mobile-relative`: the view another is placed against, a sibling (`.prev`,
  /// `.next`, `.first`, `.last`) or a view by id (`#box1`).
  case relativeView
  /// CSS's `transition`: for each property (or `all`), a duration, a delay and an easing
  /// (`background-color 0.3s ease-in, alpha 200ms`); read by `StyleValue.transitions`.
  case transition
  /// A time of any sign, `0.3s` or `300ms` (a transition's delay).
  case time
  /// A time of 0 or more (a transition's duration).
  case duration
  /// An easing function: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`,
  /// `step-end`, `cubic-bezier(…)` or `steps(…)`; read by `StyleValue.easing`.
  case easing
  /// One of the listed names (compared in kebab-case), with the whole number some of them
  /// stand for in the framework (UIKit's raw values: `enum(default=0|black=1|white=2)`), which
  /// the dialects that wrote numbers for them read (Classy: `indicatorStyle 1`).
  case enumeration([String], rawValues: [String: Int] = [:])
  /// Several values of one type.
  case list(ValueType)
  /// A nested object of the named schema type (`layer` is a `CALayer`): its properties are set
  /// with dotted keys such as `layer.corner-radius`.
  case object(String)
  /// A number or a length within bounds (`number(0...1)`, an alpha; `length(0...)`, a border's
  /// width): in the dialects that read today's CSS, a value outside them cannot be what its
  /// author meant (UIKit clamps an alpha of 2, and a negative font size is no size), and does not
  /// fit; the seeds' dialects take it, as their systems did.
  case bounded(ValueType, minimum: Double?, maximum: Double?)

  /// The spelling used in schema files and by `stylec schema`: `color`, `enum(a|b)`,
  /// `list(number)`, `object(CALayer)`.
  public var name: String {
    switch self {
    case .any: "any"
    case .color: "color"
    case .number: "number"
    case .length: "length"
    case .percentage: "percentage"
    case .boolean: "boolean"
    case .string: "string"
    case .font: "font"
    case .insets: "insets"
    case .size: "size"
    case .point: "point"
    case .rect: "rect"
    case .image: "image"
    case .transform: "transform"
    case .attributedString: "attributed-string"
    case .layout: "layout"
    case .relativeView: "relative-view"
    case .transition: "transition"
    case .time: "time"
    case .duration: "duration"
    case .easing: "easing"
    case .enumeration(let values, let rawValues):
      "enum(\(values.map { name in rawValues[name].map { "\(name)=\($0)" } ?? name }.joined(separator: "|")))"
    case .list(let element): "list(\(element.name))"
    case .object(let type): "object(\(type))"
    case .bounded(let base, let minimum, let maximum):
      "\(base.name)(\(minimum.map(formatNumber) ?? "")...\(maximum.map(formatNumber) ?? ""))"
    }
  }

  /// Every spelling `init(name:)` reads, as a message lists them.
  package static let spellings =
    "any, color, number, length, percentage, boolean, string, font, insets, size, point, rect, image, transform, attributed-string, layout, relative-view, transition, time, duration, easing, enum(a|b) (or with raw values, enum(a=0|b=1)), list(type), object(Type), or a number or length within bounds, number(0...1) or length(0...)"

  /// Reads the spelling of `name`.
  public init?(name: String) {
    let trimmed = name.trimmingCharacters(in: " ")
    func argument(_ prefix: String) -> String? {
      guard trimmed.hasPrefix(prefix + "("), trimmed.hasSuffix(")") else { return nil }
      return String(trimmed.dropFirst(prefix.count + 1).dropLast())
    }
    if let values = argument("enum") {
      var names: [String] = []
      var rawValues: [String: Int] = [:]
      for value in values.split(separator: "|") {
        let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = kebabCase(String(parts[0]).trimmingCharacters(in: " "))
        guard !name.isEmpty else { return nil }
        if parts.count == 2 {
          guard let raw = Int(String(parts[1]).trimmingCharacters(in: " ")) else { return nil }
          rawValues[name] = raw
        }
        names.append(name)
      }
      guard !names.isEmpty else { return nil }
      self = .enumeration(names, rawValues: rawValues)
      return
    }
    if let element = argument("list") {
      guard let type = ValueType(name: element) else { return nil }
      self = .list(type)
      return
    }
    if let type = argument("object") {
      guard !type.isEmpty else { return nil }
      self = .object(type)
      return
    }
    for base in [ValueType.number, .length] {
      guard let bounds = argument(base.name) else { continue }
      let parts = bounds.components(separatedBy: "...")
      guard parts.count == 2 else { return nil }
      let read = parts.map { part -> Double?? in
        let trimmed = part.trimmingCharacters(in: " ")
        guard !trimmed.isEmpty else { return .some(nil) }
        return Double(trimmed).flatMap { $0.isFinite ? .some($0) : nil }
      }
      guard let minimum = read[0], let maximum = read[1], minimum != nil || maximum != nil,
        (minimum ?? -.infinity) <= (maximum ?? .infinity)
      else { return nil }
      self = .bounded(base, minimum: minimum, maximum: maximum)
      return
    }
    let simple: [String: ValueType] = [
      "any": .any, "color": .color, "number": .number, "length": .length, "percentage": .percentage,
      "boolean": .boolean, "string": .string, "font": .font, "insets": .insets, "size": .size,
      "point": .point, "rect": .rect, "image": .image, "transform": .transform,
      "attributed-string": .attributedString, "layout": .layout, "relative-view": .relativeView,
      "transition": .transition, "time": .time, "duration": .duration, "easing": .easing,
    ]
    guard let type = simple[trimmed] else { return nil }
    self = type
  }
}
