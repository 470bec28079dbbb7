extension Parser {
  /// media-condition := query (',' query)*
  /// query := feature ('and' feature)*
  /// feature := device | 'portrait' | 'landscape' | scale | device '-' scale
  ///          | '(' ('version' | 'screen-width' | 'screen-height' | 'scale') ':' relation? value ')'
  ///          | '(' ('horizontal-size-class' | 'vertical-size-class') ':' ('compact' | 'regular') ')'
  /// device := 'phone' | 'iphone' | 'pad' | 'ipad' | 'tv'
  /// scale := 'retina' | 'nonretina' | 'non-retina', Nimbus's conditions on the screen's scale
  mutating func parseMediaCondition(_ range: Range<Int>, keyword: Token) -> MediaCondition? {
    guard !range.isEmpty else {
      error(
        .invalidMediaQuery,
        "expected conditions after '\(text(keyword))', such as phone, pad or (version: >= 7)",
        at: keyword.range)
      return nil
    }
    var alternatives: [[MediaFeature]] = []
    var features: [MediaFeature] = []
    var cursor = range.lowerBound
    var expectFeature = true
    while cursor < range.upperBound {
      let token = tokens[cursor]
      if expectFeature {
        guard let feature = parseMediaFeature(&cursor, end: range.upperBound) else { return nil }
        features += feature
        expectFeature = false
      } else if token.isDelimiter(UInt8(ascii: ",")) {
        alternatives.append(features)
        features = []
        expectFeature = true
        cursor += 1
      } else if token.kind == .identifier, text(token).lowercased() == "and" {
        expectFeature = true
        cursor += 1
      } else {
        error(
          .invalidMediaQuery, "expected 'and' or ',' between conditions, found \(describe(token))",
          at: token.range)
        return nil
      }
    }
    if expectFeature {
      error(
        .invalidMediaQuery, "expected a condition after \(describe(tokens[range.upperBound - 1]))",
        at: tokens[range.upperBound - 1].range)
      return nil
    }
    alternatives.append(features)
    return MediaCondition(alternatives: alternatives)
  }

  /// One condition as written: a keyword such as `ipad-retina` may test two facts.
  private mutating func parseMediaFeature(_ cursor: inout Int, end: Int) -> [MediaFeature]? {
    let token = tokens[cursor]
    if token.kind == .identifier {
      cursor += 1
      guard let features = Self.mediaKeyword(text(token).lowercased()) else {
        error(
          .invalidMediaQuery,
          "unknown device condition '\(text(token))'; expected phone, pad, tv, portrait, landscape, retina, non-retina, a device and a scale (ipad-retina) or (feature: value)",
          at: token.range)
        return nil
      }
      return features
    }
    guard token.isDelimiter(UInt8(ascii: "(")) else {
      error(.invalidMediaQuery, "expected a condition, found \(describe(token))", at: token.range)
      return nil
    }
    var closing = cursor + 1
    while closing < end, !tokens[closing].isDelimiter(UInt8(ascii: ")")) { closing += 1 }
    guard closing < end else {
      error(.invalidMediaQuery, "expected ')' to close this condition", at: token.range)
      return nil
    }
    defer { cursor = closing + 1 }
    let inner = (cursor + 1)..<closing
    // A setting alone holds when it is on, as CSS reads a boolean feature: `(reduce-motion)`.
    if inner.count == 1, tokens[inner.lowerBound].kind == .identifier,
      let setting = StyleEnvironment.AccessibilitySetting(rawValue: kebabCase(text(tokens[inner.lowerBound])))
    {
      return [.accessibility(setting, true)]
    }
    guard inner.count >= 3, tokens[inner.lowerBound].kind == .identifier,
      tokens[inner.lowerBound + 1].isDelimiter(UInt8(ascii: ":"))
    else {
      error(
        .invalidMediaQuery, "expected '(name: value)', such as (version: >= 7.0) or (screen-width: > 320)",
        at: byteRange(cursor..<(closing + 1)))
      return nil
    }
    let name = kebabCase(text(tokens[inner.lowerBound]))
    var valueStart = inner.lowerBound + 2
    var relationText = ""
    while valueStart < closing, case .delimiter(let byte) = tokens[valueStart].kind,
      byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
    {
      relationText.append(Character(Unicode.Scalar(byte)))
      valueStart += 1
    }
    let relation: Relation? =
      relationText.isEmpty || relationText == "=" ? .equal : Relation(rawValue: relationText)
    guard let relation else {
      error(
        .invalidMediaQuery, "'\(relationText)' is not a comparison; expected <, <=, ==, >= or >",
        at: byteRange((inner.lowerBound + 2)..<valueStart))
      return nil
    }
    let valueText = text(of: valueStart..<closing)
    switch name {
    case "version", "os-version":
      guard let version = OSVersion(valueText) else {
        error(
          .invalidMediaQuery,
          "expected a version such as 7.0 after '\(relationText)', found '\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.version(relation, version)]
    case "screen-width", "screen-height":
      guard
        let number = Double(
          valueText.hasSuffix("px") || valueText.hasSuffix("pt") ? String(valueText.dropLast(2)) : valueText),
        number.isFinite
      else {
        error(
          .invalidMediaQuery, "expected a number of points for \(name), found '\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [name == "screen-width" ? .screenWidth(relation, number) : .screenHeight(relation, number)]
    case "min-width", "max-width", "width", "min-height", "max-height", "height":
      // CSS's viewport size, against the screen: `(min-width: 600px)` is `(screen-width: >= 600)`.
      guard relation == .equal,
        let number = Double(
          valueText.hasSuffix("px") || valueText.hasSuffix("pt") ? String(valueText.dropLast(2)) : valueText),
        number.isFinite
      else {
        error(
          .invalidMediaQuery,
          "expected a number of points for \(name), such as 600px, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      let bound: Relation =
        name.hasPrefix("min-") ? .greaterOrEqual : name.hasPrefix("max-") ? .lessOrEqual : .equal
      return [name.hasSuffix("width") ? .screenWidth(bound, number) : .screenHeight(bound, number)]
    case "user-interface-style", "prefers-color-scheme":
      guard relation == .equal,
        let style = StyleEnvironment.UserInterfaceStyle(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery, "expected light or dark for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.userInterfaceStyle(style)]
    case "content-size-category":
      guard let category = StyleEnvironment.ContentSizeCategory(name: valueText) else {
        error(
          .invalidMediaQuery,
          "expected a content size category after '\(relationText)', such as large or accessibility-medium, found '\(valueText)'",
          at: byteRange(valueStart..<closing),
          notes: [
            "the categories, smallest first: "
              + StyleEnvironment.ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
          ])
        return nil
      }
      return [.contentSizeCategory(relation, category)]
    case "layout-direction":
      guard relation == .equal, let direction = StyleEnvironment.LayoutDirection(name: valueText) else {
        error(
          .invalidMediaQuery, "expected ltr or rtl for layout-direction, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.layoutDirection(direction)]
    case let setting where StyleEnvironment.AccessibilitySetting(rawValue: setting) != nil:
      guard relation == .equal, let on = settingValue(valueText) else {
        error(
          .invalidMediaQuery, "expected true or false for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.accessibility(StyleEnvironment.AccessibilitySetting(rawValue: setting)!, on)]
    case "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast":
      // CSS's spellings of the settings: `reduce` (`more` for contrast) or `no-preference`.
      let on = name == "prefers-contrast" ? "more" : "reduce"
      guard relation == .equal, [on, "no-preference"].contains(valueText.lowercased()) else {
        error(
          .invalidMediaQuery,
          "expected \(on) or no-preference for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      let setting: StyleEnvironment.AccessibilitySetting =
        name == "prefers-contrast"
        ? .increaseContrast : name == "prefers-reduced-motion" ? .reduceMotion : .reduceTransparency
      return [.accessibility(setting, valueText.lowercased() == on)]
    case "scale", "display-scale":
      guard let number = Double(valueText), number.isFinite, number > 0 else {
        error(
          .invalidMediaQuery,
          "expected a positive number of pixels per point for scale, found '\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.scale(relation, number)]
    case "horizontal-size-class", "vertical-size-class":
      guard relation == .equal, let sizeClass = StyleEnvironment.SizeClass(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery,
          "expected compact or regular for \(name), found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [
        name == "horizontal-size-class" ? .horizontalSizeClass(sizeClass) : .verticalSizeClass(sizeClass)
      ]
    case "orientation":
      guard relation == .equal,
        let orientation = StyleEnvironment.Orientation(rawValue: valueText.lowercased())
      else {
        error(
          .invalidMediaQuery,
          "expected portrait or landscape for orientation, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.orientation(orientation)]
    case "device":
      guard relation == .equal, let device = StyleEnvironment.Device(rawValue: valueText.lowercased()) else {
        error(
          .invalidMediaQuery, "expected phone, pad or tv for device, found '\(relationText)\(valueText)'",
          at: byteRange(valueStart..<closing))
        return nil
      }
      return [.device(device)]
    default:
      // A custom fact (`(appearance: dark)`), unless the name is a typo of a built-in one.
      if let suggestion = closestMatch(to: name, among: Self.featureNames) {
        error(
          .invalidMediaQuery,
          "unknown media feature '\(name)'; a custom fact needs a name unlike the built-in ones",
          at: tokens[inner.lowerBound].range, notes: ["did you mean '\(suggestion)'?"])
        return nil
      }
      // A name no environment can give (`a_b`, `appé`, an invisible character) is never true.
      guard StyleEnvironment.isCustomFactName(name) else {
        error(
          .invalidMediaQuery,
          "a custom fact's name is a letter, then letters, digits and dashes, as an environment gives it, not \(quoted(name))",
          at: tokens[inner.lowerBound].range)
        return nil
      }
      guard relation == .equal, valueStart + 1 == closing,
        tokens[valueStart].kind == .identifier || tokens[valueStart].kind == .number
          || tokens[valueStart].kind == .string
      else {
        error(
          .invalidMediaQuery,
          "a custom fact is compared by one name, such as (\(name): dark), not '\(relationText)\(valueText)'",
          at: byteRange((inner.lowerBound + 2)..<closing))
        return nil
      }
      let value = tokens[valueStart].kind == .string ? decodeString(tokens[valueStart]) : valueText
      if Self.cssFeaturesNotRead.contains(name) {
        warning(
          .unsupportedMediaFeature,
          "stylec does not read the CSS media feature '\(name)': it is taken as a custom fact of the app's, false unless the environment gives it",
          at: tokens[inner.lowerBound].range,
          notes: [
            "the features stylec reads: the screen's size (min-width, max-width, screen-width…), orientation, device, version, scale, size classes, user-interface-style (prefers-color-scheme), content-size-category, layout-direction and the accessibility settings"
          ])
      }
      return [.custom(name: name, value: value)]
    }
  }

  /// Every feature name a condition reads, the environment's keys and CSS's spellings of them
  /// (`prefers-color-scheme`): a custom fact's name near one of them is taken for a typo
  /// (`prefers-colour-scheme` was silently a custom fact, false in every environment).
  static let featureNames =
    StyleEnvironment.keys + [
      "os-version", "min-width", "max-width", "width", "min-height", "max-height", "height",
      "prefers-color-scheme", "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-contrast",
    ]

  /// CSS media features (Media Queries 4 and 5) that no fact of an app's environment answers:
  /// written in a sheet, each is warned about rather than silently never true.
  static let cssFeaturesNotRead: Set<String> = [
    "any-hover", "any-pointer", "aspect-ratio", "min-aspect-ratio", "max-aspect-ratio", "color", "min-color",
    "max-color", "color-gamut", "color-index", "min-color-index", "max-color-index", "device-aspect-ratio",
    "min-device-aspect-ratio", "max-device-aspect-ratio", "device-width", "min-device-width",
    "max-device-width",
    "device-height", "min-device-height", "max-device-height", "display-mode", "dynamic-range",
    "environment-blending", "forced-colors", "grid", "hover", "horizontal-viewport-segments",
    "inverted-colors",
    "monochrome", "min-monochrome", "max-monochrome", "nav-controls", "overflow-block", "overflow-inline",
    "pointer", "prefers-reduced-data", "resolution", "min-resolution", "max-resolution", "scan", "scripting",
    "update", "vertical-viewport-segments", "video-color-gamut", "video-dynamic-range",
  ]

  /// The facts a keyword condition tests, in lower case: a device, an orientation, Nimbus's
  /// scale keywords (`retina` is a scale of 2 or more), or a device and a scale joined by a dash
  /// (`iphone-nonretina`); nil for any other word.
  static func mediaKeyword(_ word: String) -> [MediaFeature]? {
    if let feature = singleMediaKeyword(word[...]) { return [feature] }
    // One split, at the first dash: a device, then a scale (`ipad-non-retina`).
    guard let dash = word.firstIndex(of: "-"), let device = singleMediaKeyword(word[..<dash]),
      let scale = singleMediaKeyword(word[word.index(after: dash)...])
    else { return nil }
    guard case .device = device, case .scale = scale else { return nil }
    return [device, scale]
  }

  /// The fact one keyword tests, in lower case, or nil.
  private static func singleMediaKeyword(_ word: Substring) -> MediaFeature? {
    switch word {
    case "phone", "iphone": .device(.phone)
    case "pad", "ipad": .device(.pad)
    case "tv": .device(.tv)
    case "portrait": .orientation(.portrait)
    case "landscape": .orientation(.landscape)
    case "retina": .scale(.greaterOrEqual, 2)
    case "nonretina", "non-retina": .scale(.less, 2)
    default: nil
    }
  }
}
