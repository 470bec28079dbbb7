/// Why a value does not fit a property's type. Its notes (a near name, everything the type
/// expects) are written only for a failure that is reported: an enumeration of thousands of
/// names would make each of thousands of misfits cost that many names' text and comparisons.
struct ConversionFailure: Error, Equatable {
  /// `invalid-value`, or `invalid-enum-value` for a name outside an enumeration.
  var code: DiagnosticCode
  var message: String
  /// The type that refused the value (a list's element type for one of its items).
  var type: ValueType
  /// The word written, when one of the type's names (an enumeration's, the colors') may have
  /// been meant.
  var misspelling: String?
  /// The notes to give in place of those the type makes (a property's arguments refused, not
  /// its value).
  var fixedNotes: [String]?

  /// The notes of the failure's diagnostic, suggesting within `suggester`'s budget.
  func notes(suggesting suggester: inout Suggester) -> [String] {
    if let fixedNotes { return fixedNotes }
    if case .object = type {
      return ["set its properties instead, e.g. layer.corner-radius 4 or layer @{ corner-radius 4 }"]
    }
    var notes: [String] = []
    if let misspelling {
      let suggestion: String? =
        switch type {
        case .enumeration(let names, _): suggester.closestMatch(to: misspelling, among: names)
        default: suggester.closestMatch(to: misspelling, among: namedColors.keys)
        }
      if let suggestion { notes.append("did you mean '\(suggestion)'?") }
    }
    return notes + ["expected " + type.expectation]
  }
}

extension ValueType {
  /// The text styles a font may name instead of a face and size.
  static let textStyles: Set<String> = [
    "body", "callout", "caption1", "caption2", "footnote", "headline", "subheadline", "title1", "title2",
    "title3",
    "large-title",
  ]
  /// CSS's words for UIKit's values, read in the `stylec` and `css` dialects where the
  /// enumeration has UIKit's value and not the word: `text-align: start` is `natural` (the
  /// leading edge, by the writing direction), `justify` is `justified`. CSS's `end` has no
  /// UIKit value.
  static let cssWordsForUIKitValues = ["start": "natural", "justify": "justified"]

  /// CSS's numeric font weights as UIKit names its weights, thinnest first: in the `stylec` and
  /// `css` dialects `font-weight: 600` is `semibold` for a property whose values are UIKit's
  /// weights.
  static let cssFontWeights: [Double: String] = [
    100: "ultralight", 200: "thin", 300: "light", 400: "normal", 500: "medium", 600: "semibold", 700: "bold",
    800: "heavy", 900: "black",
  ]

  /// The weights of the system font (`System-Bold 12`).
  static let fontWeights: Set<String> = [
    "black", "heavy", "bold", "semibold", "medium", "regular", "thin", "light", "ultralight",
  ]

  /// Whether `value` converts to this type: an editor offers the variables whose values a
  /// property takes.
  package func takes(_ value: StyleValue, in dialect: Dialect = .stylec) -> Bool {
    if case .success = convert(value, in: dialect) { true } else { false }
  }

  /// The value in this type's normal form (documented in the README): lengths as plain
  /// numbers of points, enumeration names in kebab-case, structured values as records, lists
  /// as arrays. `current` fits every type.
  ///
  /// A value whose numbers are finite but whose normal form is not (a transform's matrix of
  /// `scale(1e308) scale(10)`, a font `bigger()` past any size) does not fit: no output can
  /// write it.
  /// - Parameter dialect: whose meanings the value has: in Classy's a whole number names the
  ///   enumeration value it is the raw value of (`Dialect.writesRawValues`); in the web's a
  ///   transform's steps compose as CSS composes them (`Dialect.composesTransformsAsCSS`).
  func convert(_ value: StyleValue, in dialect: Dialect = .stylec) -> Result<StyleValue, ConversionFailure> {
    let converted = convertWithoutFiniteCheck(value, in: dialect)
    if case .success(let typed) = converted, !typed.isFinite {
      return .failure(
        ConversionFailure(
          code: .invalidValue,
          message:
            "\(quoted(shortened(value.description, limit: 80))) makes a number too large to represent in its \(name)",
          type: self))
    }
    return converted
  }

  private func convertWithoutFiniteCheck(_ value: StyleValue, in dialect: Dialect) -> Result<
    StyleValue, ConversionFailure
  > {
    let readsRawValues = dialect.writesRawValues
    if value == .current { return .success(.current) }
    switch self {
    case .any: return .success(value)
    case .color:
      if case .color = value { return .success(value) }
      if case .function("gradient", let colors) = value {
        return .success(.record(["gradient": .array(colors)]))
      }
      // Nimbus's `background-color: url(name)` and InterfaCSS's `image(name)`: a color that
      // tiles an image. A plain string is no color.
      switch value {
      case .function("url", let arguments), .function("image", let arguments):
        guard arguments.count == 1, let name = Self.imageName(arguments[0]), !name.isEmpty else { break }
        return .success(.record(["pattern-image": .string(name)]))
      default: break
      }
      return fail(value)
    case .bounded(let base, let minimum, let maximum):
      let converted = base.convert(value, in: dialect)
      // The seeds' dialects pass any number on, as their systems did (UIKit clamps an alpha);
      // their own test sheets write `alpha: 7 / 2`.
      guard dialect.readsCurrentCSS, case .success(.number(let number, _)) = converted else {
        return converted
      }
      if let minimum, number < minimum {
        return boundFailure(value, "is less than \(formatNumber(minimum)), the least this property takes")
      }
      if let maximum, number > maximum {
        return boundFailure(value, "is more than \(formatNumber(maximum)), the most this property takes")
      }
      return converted
    case .number, .length:
      guard case .number(let number, let unit) = value, unit == .none || unit == .px || unit == .pt else {
        if self == .number, case .number(let number, .percent) = value {
          // CSS writes an opacity as a percentage; UIKit's number is the fraction.
          return .failure(
            ConversionFailure(
              code: .invalidValue, message: "\(quoted(value.description)) is not a number", type: self,
              fixedNotes: ["write the fraction: \(formatNumber(number / 100)) for \(value.description)"]))
        }
        return fail(value)
      }
      return .success(.number(number, unit: .none))
    case .percentage:
      guard case .number(_, .percent) = value else { return fail(value) }
      return .success(value)
    case .boolean:
      switch value {
      case .boolean: return .success(value)
      case .number(let number, .none) where number == 0 || number == 1: return .success(.boolean(number == 1))
      case .identifier(let word) where ["yes", "no"].contains(word.lowercased()):
        return .success(.boolean(word.lowercased() == "yes"))
      default: return fail(value)
      }
    case .string:
      switch value {
      case .string: return .success(value)
      case .identifier(let word): return .success(.string(word))
      case .number, .boolean: return .success(.string(value.description))
      case .function("localized", let key) where key.count == 1:
        return .success(.record(["localized": key[0]]))
      case .function("url", let path) where path.count == 1 && Self.imageName(path[0]) != nil:
        return .success(path[0])
      case .list(let words, .space)
      where words.allSatisfy({
        switch $0 {
        case .identifier, .number: true
        default: false
        }
      }):
        // InterfaCSS takes unquoted text as written: `title: Top Button`.
        return .success(.string(words.map(\.description).joined(separator: " ")))
      default: return fail(value)
      }
    case .font: return font(value)
    case .transform: return transform(value, composesAsCSS: dialect.composesTransformsAsCSS)
    case .attributedString: return attributedString(value)
    case .layout: return layout(value)
    case .transition: return transition(value)
    case .time, .duration: return time(value)
    case .easing: return easing(value)
    case .relativeView:
      // `{"sibling": "previous"}` or `{"id": "box1"}`.
      let siblings = [".prev": "previous", ".next": "next", ".first": "first", ".last": "last"]
      guard case .identifier(let word) = value else { return fail(value) }
      if let sibling = siblings[word.lowercased()] { return .success(.record(["sibling": .string(sibling)])) }
      guard word.hasPrefix("#"), word.utf8.count > 1 else { return fail(value) }
      return .success(.record(["id": .string(String(word.dropFirst()))]))
    case .insets, .size, .point, .rect: return geometry(value) ?? numbers(of: value)
    case .image: return image(value)
    case .enumeration(let names, let rawValues):
      // A failure's notes list the raw values only where a number could have been one.
      let refusing = readsRawValues ? self : .enumeration(names)
      let index = EnumerationIndex.of(names)
      var word: String
      switch value {
      case .number(let number, .none) where readsRawValues && !rawValues.isEmpty:
        guard let name = names.first(where: { rawValues[$0].map(Double.init) == number }) else {
          return .failure(
            ConversionFailure(
              code: .invalidEnumValue,
              message: "\(quoted(value.description)) is the raw value of none of the allowed values",
              type: self))
        }
        return .success(.identifier(name))
      case .number(let number, .none) where dialect.readsCurrentCSS && index.contains("semibold"):
        // CSS's numeric weights, for an enumeration of UIKit's weights.
        guard let name = Self.cssFontWeights[number], index.contains(name) else {
          return refusing.fail(value)
        }
        return .success(.identifier(name))
      case .string(let text) where dialect.keepsStringsApartFromWords:
        // CSS's keywords are words: `"center"` is a string, which no keyword is.
        return .failure(
          ConversionFailure(
            code: .invalidEnumValue,
            message:
              "\(quoted(value.description)) is a string, not a word: write it without quotes (\(kebabCase(text)))",
            type: refusing, misspelling: kebabCase(text)))
      case .identifier(let text), .string(let text): word = kebabCase(text)
      case .color(let color):
        // The property's type decides what a word means: a color name the enumeration allows
        // (`bar-style black`) is that value, though without a schema it reads as a color.
        guard let name = index.name(of: color) else { return refusing.fail(value) }
        word = name
      default: return refusing.fail(value)
      }
      if !index.contains(word), let short = index.shortName(ofUIKitName: word) { word = short }
      if dialect.readsCurrentCSS, !index.contains(word), let uikit = Self.cssWordsForUIKitValues[word],
        index.contains(uikit)
      {
        word = uikit
      }
      guard index.contains(word) else {
        return .failure(
          ConversionFailure(
            code: .invalidEnumValue, message: "\(quoted(word)) is not one of the allowed values",
            type: refusing,
            misspelling: word))
      }
      return .success(.identifier(word))
    case .list(let element):
      let items: [StyleValue]
      if case .list(let written, _) = value { items = written } else { items = [value] }
      var converted: [StyleValue] = []
      for item in items {
        switch element.convert(item, in: dialect) {
        case .success(let typed): converted.append(typed)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(.array(converted))
    case .object:
      return .failure(
        ConversionFailure(
          code: .invalidValue, message: "this property is a nested object and takes no value of its own",
          type: self))
    }
  }

  /// Insets, a size, a point or a rect written as plain numbers (`5, 10`, `1 2 3 4`).
  private func numbers(of value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    switch self {
    case .insets:
      guard let numbers = numbers(value), [1, 2, 4].contains(numbers.count) else { return fail(value) }
      let (top, left, bottom, right) =
        switch numbers.count {
        case 1: (numbers[0], numbers[0], numbers[0], numbers[0])
        case 2: (numbers[0], numbers[1], numbers[0], numbers[1])
        default: (numbers[0], numbers[1], numbers[2], numbers[3])
        }
      return .success(record(["top": top, "left": left, "bottom": bottom, "right": right]))
    case .size, .point:
      guard let numbers = numbers(value), numbers.count == 1 || numbers.count == 2 else { return fail(value) }
      let (first, second) = (numbers[0], numbers.count == 2 ? numbers[1] : numbers[0])
      return .success(
        record(self == .size ? ["width": first, "height": second] : ["x": first, "y": second]))
    case .rect:
      guard let numbers = numbers(value), numbers.count == 4 else { return fail(value) }
      return .success(record(["x": numbers[0], "y": numbers[1], "width": numbers[2], "height": numbers[3]]))
    default: return fail(value)
    }
  }

  func fail(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    var misspelling: String?
    if self == .color, case .identifier(let word) = value { misspelling = word }
    let kind: String
    switch self {
    case .enumeration: kind = "an allowed value"
    case .insets: kind = "valid insets"
    case .list(let element): kind = "a list of \(element.name) values"
    default: kind = (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }
    return .failure(
      ConversionFailure(
        code: .invalidValue, message: "\(quoted(value.description)) is not \(kind)", type: self,
        misspelling: misspelling))
  }

  /// A number outside a bounded type's bounds, as `reason` says (`is more than 1, …`).
  private func boundFailure(_ value: StyleValue, _ reason: String) -> Result<StyleValue, ConversionFailure> {
    .failure(
      ConversionFailure(
        code: .invalidValue, message: "\(quoted(shortened(value.description, limit: 80))) \(reason)",
        type: self))
  }

  func record(_ numbers: [String: Double]) -> StyleValue {
    .record(numbers.mapValues { .number($0, unit: .none) })
  }

  /// The numbers of a value (one number, or a list of them), in points; nil if anything else.
  func numbers(_ value: StyleValue) -> [Double]? {
    let items: [StyleValue]
    if case .list(let written, _) = value { items = written } else { items = [value] }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let number, let unit) = item, unit == .none || unit == .px || unit == .pt else {
        return nil
      }
      numbers.append(number)
    }
    return numbers
  }

  /// `12`, `Avenir-Heavy 12`, `12 Avenir-Heavy`, `"Palatino" 24`, `System 12`, `System-Bold 12`,
  /// `systemItalic 12`, `body`; and InterfaCSS's `bigger(font, n)` (or `larger`),
  /// `smaller(font, n)` and `fontWithSize(font, n)`. A size alone is the system font's.
  func font(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    if case .function(let name, let arguments) = value {
      guard ["bigger", "smaller", "fontWithSize"].contains(name),
        case .number(let amount, let unit) = arguments[1],
        unit == .none || unit == .px || unit == .pt,
        case .success(.record(var fields)) = font(arguments[0])
      else { return fail(value) }
      let size: Double
      switch name {
      case "fontWithSize": size = amount
      default:
        guard case .number(let current, _) = fields["size"] else { return fail(value) }
        size = name == "bigger" ? current + amount : current - amount
      }
      guard size > 0 else { return fail(value) }
      fields["size"] = .number(size, unit: .none)
      return .success(.record(fields))
    }
    let items: [StyleValue]
    if case .list(let written, _) = value { items = written } else { items = [value] }
    var family: String?
    var size: Double?
    for item in items {
      switch item {
      case .number(let number, let unit)
      where (unit == .none || unit == .px || unit == .pt) && size == nil && number > 0:
        size = number
      case .identifier(let name) where size == nil || family == nil:
        family = family.map { $0 + " " + name } ?? name
      case .string(let name) where family == nil: family = name
      default: return fail(value)
      }
    }
    var fields: [String: StyleValue] = [:]
    if let size { fields["size"] = .number(size, unit: .none) }
    guard let family else {
      guard size != nil else { return fail(value) }
      fields["family"] = .string("system")
      return .success(.record(fields))
    }
    let key = kebabCase(family)
    if size == nil, Self.textStyles.contains(key) { return .success(.record(["text-style": .string(key)])) }
    // `System-Bold`, and InterfaCSS's `systemBold`, `boldSystem`, `systemItalic`, `italicSystem`.
    let variant =
      key.hasPrefix("system-")
      ? String(key.dropFirst(7)) : key.hasSuffix("-system") ? String(key.dropLast(7)) : nil
    if key == "system" {
      fields["family"] = .string("system")
    } else if let variant, Self.fontWeights.contains(variant) || variant == "italic" {
      fields["family"] = .string("system")
      fields[variant == "italic" ? "italic" : "weight"] =
        variant == "italic" ? .boolean(true) : .string(variant)
    } else {
      fields["family"] = .string(family)
    }
    return .success(.record(fields))
  }

  /// The name an image is written with: a word, a string, or `url(…)` as the `nimbus` dialect
  /// keeps it.
  static func imageName(_ value: StyleValue) -> String? {
    switch value {
    case .string(let text), .identifier(let text): text
    case .function("url", let path) where path.count == 1: imageName(path[0])
    default: nil
    }
  }

  /// `name`, `"name"`, `url(name)`, or any of these followed by 4 cap insets; InterfaCSS's
  /// `image(name)`, `image(name, top, left, bottom, right)` and `image(name, left-cap-width,
  /// top-cap-height)`; a color (`{"color": …}`) or `gradient(…)`, for an image filled with it.
  func image(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    var items: [StyleValue]
    switch value {
    case .color: return .success(.record(["color": value]))
    case .function("gradient", let colors): return .success(.record(["gradient": .array(colors)]))
    case .function("image", let arguments) where arguments.count == 3:
      guard case .success(.record(var fields)) = image(arguments[0]),
        let caps = numbers(.list(Array(arguments.dropFirst()), separator: .comma))
      else { return fail(value) }
      fields["left-cap-width"] = .number(caps[0], unit: .none)
      fields["top-cap-height"] = .number(caps[1], unit: .none)
      return .success(.record(fields))
    case .function("image", let arguments): items = arguments
    case .list(let written, _): items = written
    default: items = [value]
    }
    guard let first = items.first, let name = Self.imageName(first) else { return fail(value) }
    items.removeFirst()
    guard !items.isEmpty else { return .success(.record(["name": .string(name)])) }
    guard let caps = numbers(.list(items, separator: .space)), caps.count == 4 else { return fail(value) }
    return .success(
      .record([
        "name": .string(name),
        "cap-insets": record(["top": caps[0], "left": caps[1], "bottom": caps[2], "right": caps[3]]),
      ]))
  }
}
