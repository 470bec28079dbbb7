/// CSS's `transition` (CSS Transitions Level 1), read into its normal form: an array of one
/// record per transition, `{property, duration, delay, easing}`, times in seconds
/// (`.number(0.3, unit: .s)`), the easing `linear`, `cubic-bezier(x1, y1, x2, y2)` (the keywords
/// spelled out) or `steps(count, position)`. `none` is the empty array.
extension ValueType {
  /// The easing keywords, as the curves they stand for.
  private static let easingKeywords: [String: StyleTransition.Easing] = [
    "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    "step-start": .steps(1, .jumpStart), "step-end": .steps(1, .jumpEnd),
  ]

  /// The words CSS never reads as a property's name in a transition (CSS Values 4 excludes
  /// them from `<custom-ident>`): `transition: inherit 1s` names no property.
  static let wordsNamingNoProperty: Set<String> = [
    "initial", "inherit", "unset", "revert", "revert-layer", "default",
  ]

  /// The positions `steps()` takes, with CSS's older names.
  private static let stepPositions: [String: StyleTransition.StepPosition] = [
    "jump-start": .jumpStart, "start": .jumpStart, "jump-end": .jumpEnd, "end": .jumpEnd,
    "jump-none": .jumpNone, "jump-both": .jumpBoth,
  ]

  func transition(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    let singles: [StyleValue]
    if case .list(let items, .comma) = value { singles = items } else { singles = [value] }
    // `none` alone, or as the one transition's property (`none 1s`, which CSS allows): none.
    if singles.count == 1 {
      let words: [StyleValue]
      if case .list(let items, .space) = singles[0] { words = items } else { words = singles }
      if words.contains(where: {
        if case .identifier(let word) = $0 { word.lowercased() == "none" } else { false }
      }) {
        return transitionRecord(singles[0], allowingNone: true).map { _ in .array([]) }
      }
    }
    var records: [StyleValue] = []
    for single in singles {
      switch transitionRecord(single) {
      case .success(let transition): records.append(transition.record)
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(.array(records))
  }

  /// A time (`time`, or `duration`, which is 0 or more), in seconds.
  func time(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    guard case .number(let number, let unit) = value, unit.dimension == .time else {
      if case .number(_, .none) = value {
        return .failure(
          ConversionFailure(
            code: .invalidValue,
            message: "\(quoted(value.description)) is a time without a unit (write 's' or 'ms')",
            type: self))
      }
      return fail(value)
    }
    let seconds = number * unit.scale
    guard self != .duration || seconds >= 0 else {
      return .failure(
        ConversionFailure(
          code: .invalidValue, message: "\(quoted(value.description)) is a negative duration", type: self))
    }
    return .success(.number(seconds, unit: .s))
  }

  /// An easing, in its normal form.
  func easing(_ value: StyleValue) -> Result<StyleValue, ConversionFailure> {
    switch Self.readEasing(value) {
    case .success(let easing): return .success(easing.value)
    case .failure(let reason):
      return .failure(
        ConversionFailure(
          code: .invalidValue, message: "\(quoted(shortened(value.description, limit: 80))) \(reason)",
          type: self))
    case nil: return fail(value)
    }
  }

  /// One transition of the list: a property (or `all`), a duration and a delay (the first time
  /// and the second), an easing; each at most once, in any order.
  private func transitionRecord(_ value: StyleValue, allowingNone: Bool = false) -> Result<
    StyleTransition, ConversionFailure
  > {
    let words: [StyleValue]
    if case .list(let items, .space) = value { words = items } else { words = [value] }
    var property: String?
    var times: [Double] = []
    var easing: StyleTransition.Easing?
    for word in words {
      if case .number(let number, let unit) = word, unit.dimension == .time {
        guard times.count < 2 else {
          return transitionFailure("has more than two times (a duration and a delay)", word)
        }
        let seconds = number * unit.scale
        guard times.count == 1 || seconds >= 0 else {
          return transitionFailure("is a negative duration", word)
        }
        times.append(seconds)
      } else if let read = Self.readEasing(word) {
        guard easing == nil else { return transitionFailure("is a second easing", word) }
        switch read {
        case .success(let curve): easing = curve
        case .failure(let reason): return transitionFailure(reason, word)
        }
      } else if case .identifier(let name) = word {
        // UIKit's camel-case name of an easing (`easeInOut`), or, where a property was named
        // already, one misspelt (`eas-in`).
        if let meant = Self.easingMeant(by: name, closeMatches: property != nil) {
          return transitionFailure("is no easing: did you mean '\(meant)'?", word)
        }
        guard property == nil else { return transitionFailure("is a second property", word) }
        guard allowingNone || name.lowercased() != "none" else {
          return transitionFailure("is allowed only in a single transition ('transition: none')", word)
        }
        guard !Self.wordsNamingNoProperty.contains(name.lowercased()) else {
          return transitionFailure("is a word CSS reserves, not a property's name", word)
        }
        // Named as declarations name it: `titleColor` and `BACKGROUND-COLOR` are `title-color`
        // and `background-color` (a custom property's name as written).
        property = name.lowercased() == "all" ? "all" : kebabCase(name)
      } else if case .number(_, .none) = word {
        return transitionFailure("is a time without a unit (write 's' or 'ms')", word)
      } else {
        return transitionFailure("is no property, time or easing", word)
      }
    }
    return .success(
      StyleTransition(
        property: property ?? "all", duration: times.first ?? 0, delay: times.count > 1 ? times[1] : 0,
        easing: easing ?? .ease))
  }

  /// The easing keyword a word that is none was likely meant as: the one it spells in kebab case
  /// (`easeInOut`), or, given `closeMatches`, the nearest (`eas-in`).
  private static func easingMeant(by name: String, closeMatches: Bool) -> String? {
    let spelled = kebabCase(name)
    if easingKeywords[spelled] != nil { return spelled }
    return closeMatches ? closestMatch(to: spelled, among: easingKeywords.keys.sorted()) : nil
  }

  /// An easing as written: the curve, or why the function written is none.
  enum EasingReading {
    case success(StyleTransition.Easing)
    case failure(String)
  }

  /// The easing `word` writes, or why it is none, or nil when it is no easing at all.
  static func readEasing(_ word: StyleValue) -> EasingReading? {
    switch word {
    case .identifier(let name): return easingKeywords[name.lowercased()].map(EasingReading.success)
    case .function("cubic-bezier", let arguments):
      let numbers = arguments.compactMap { argument -> Double? in
        guard case .number(let number, .none) = argument else { return nil }
        return number
      }
      guard arguments.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
        return .failure("takes four numbers")
      }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
        return .failure("has an x outside 0...1 (its first and third numbers)")
      }
      return .success(StyleTransition.Easing.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    case .function("steps", let arguments):
      guard case .number(let count, .none) = arguments.first, count == count.rounded(), count >= 1 else {
        return .failure("takes a whole number of steps, 1 or more")
      }
      guard count <= Double(Int32.max) else { return .failure("takes at most \(Int32.max) steps") }
      var position = StyleTransition.StepPosition.jumpEnd
      if arguments.count > 1 {
        guard case .identifier(let name) = arguments[1], let named = stepPositions[name.lowercased()] else {
          return .failure("takes a position of jump-start, jump-end, jump-none, jump-both, start or end")
        }
        position = named
      }
      guard position != .jumpNone || count >= 2 else {
        return .failure("with jump-none takes 2 steps or more")
      }
      return .success(StyleTransition.Easing.steps(Int(count), position))
    default: return nil
    }
  }

  private func transitionFailure(_ reason: String, _ word: StyleValue) -> Result<
    StyleTransition, ConversionFailure
  > {
    .failure(
      ConversionFailure(
        code: .invalidValue, message: "\(quoted(shortened(word.description, limit: 80))) \(reason)",
        type: self))
  }
}

extension StyleTransition {
  /// The normal form of one transition (`ValueType.transition`).
  var record: StyleValue {
    .record([
      "property": .string(property), "duration": .number(duration, unit: .s),
      "delay": .number(delay, unit: .s),
      "easing": easing.value,
    ])
  }

  /// A transition in its normal form; nil for any other value.
  init?(record value: StyleValue) {
    guard case .record(let fields) = value, case .string(let property)? = fields["property"],
      case .number(let duration, .s)? = fields["duration"], case .number(let delay, .s)? = fields["delay"],
      let easing = fields["easing"].flatMap(Easing.init(value:))
    else { return nil }
    self.init(property: property, duration: duration, delay: delay, easing: easing)
  }
}

extension StyleTransition.Easing {
  /// The easing in its normal form: `linear`, `cubic-bezier(…)` or `steps(count, position)`.
  var value: StyleValue {
    switch self {
    case .linear: .identifier("linear")
    case .cubicBezier(let x1, let y1, let x2, let y2):
      .function("cubic-bezier", [x1, y1, x2, y2].map { .number($0, unit: .none) })
    case .steps(let count, let position):
      .function("steps", [.number(Double(count), unit: .none), .identifier(position.rawValue)])
    }
  }

  /// An easing in its normal form, or in any form `transition` reads; nil for any other value,
  /// or one that is no easing (`steps(0)`, `steps(1e300)`, an x outside 0...1), from wherever it
  /// came (a decoded `StyleValue` is not checked by a sheet).
  init?(value: StyleValue) {
    guard case .success(let easing)? = ValueType.readEasing(value) else { return nil }
    self = easing
  }
}
