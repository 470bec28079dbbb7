import Stylec

/// Splits a command's arguments into options and operands. Options are `--name value`,
/// `--name=value` or flags; `-` is an operand (standard input); `--` ends the options.
struct ParsedArguments {
  var operands: [String] = []
  /// Option values in the order given; flags have the value "".
  var options: [(name: String, value: String)] = []

  /// What a command accepts: option names that take a value and names that are flags.
  struct Specification {
    var valued: Set<String>
    var flags: Set<String>
    /// `-o` → `output`.
    var shortNames: [Character: String] = [:]
    /// The values options that take one of a few accept, for shell completion.
    var choices: [String: [String]] = [:]
  }

  init(_ arguments: [String], specification: Specification, topic: String) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else if argument.count == 2, let long = specification.shortNames[argument.last!] {
        name = long
      } else {
        // `-format`: one dash where two were meant, or a short name the command lacks.
        let known = specification.valued.union(specification.flags)
        let written = String(argument.dropFirst())
        var message = "unknown option \(quoted(argument))"
        if let meant = known.contains(written) ? written : closestMatch(to: written, among: known.sorted()) {
          message += "; did you mean '--\(meant)'?"
        }
        throw UsageError(message: message, topic: topic)
      }
      if specification.flags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError(message: "option '--\(name)' takes no value", topic: topic)
        }
        options.append((name, ""))
      } else if specification.valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError(message: "option '--\(name)' needs a value", topic: topic)
          }
          value = arguments[index]
          index += 1
        }
        // A second value of a one-value option is refused, never taken over the first: a
        // script adding `-o b.json` to a line with `-o a.json` would lose a.json without a word.
        if !Self.repeatable.contains(name), let earlier = options.first(where: { $0.name == name }),
          earlier.value != value
        {
          throw UsageError(
            message:
              "option '--\(name)' is given twice, \(quoted(earlier.value)) and \(quoted(value)); it takes one value",
            topic: topic)
        }
        options.append((name, value))
      } else {
        let known = specification.valued.union(specification.flags).sorted()
        var message = "unknown option \(quoted("--" + name))"
        if let suggestion = closestMatch(to: name, among: known) {
          message += "; did you mean '--\(suggestion)'?"
        }
        throw UsageError(message: message, topic: topic)
      }
    }
  }

  /// The options that may be given more than once, each value kept (`values(_:)`).
  static let repeatable: Set<String> = ["var", "env"]

  func has(_ name: String) -> Bool { options.contains { $0.name == name } }

  /// The operands of a command that takes stylesheets: at least one, standard input (`-`) once.
  /// - Parameters:
  ///   - usage: the command line to show when there are none (`stylec lint FILE...`).
  ///   - verb: what the command does to a sheet, in the past participle (`linted`).
  func stylesheetOperands(usage: String, verb: String, topic: String) throws(UsageError) -> [String] {
    guard !operands.isEmpty else {
      throw UsageError(message: "expected one or more stylesheets (\(usage))", topic: topic)
    }
    guard operands.filter({ $0 == "-" }).count <= 1 else {
      throw UsageError(message: "standard input ('-') can be \(verb) once", topic: topic)
    }
    return operands
  }

  /// The last value given for an option.
  func value(_ name: String) -> String? { options.last { $0.name == name }?.value }

  /// Every value given for a repeatable option.
  func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }

  /// The value of an option that must be one of `choices`.
  func choice<T: RawRepresentable>(_ name: String, default defaultValue: T, topic: String) throws(UsageError)
    -> T
  where T: CaseIterable, T.RawValue == String {
    try choice(name, topic: topic) ?? defaultValue
  }

  /// The value of an option that must be one of `choices`, or nil when it was not given.
  func choice<T: RawRepresentable>(_ name: String, topic: String) throws(UsageError) -> T?
  where T: CaseIterable, T.RawValue == String {
    guard let text = value(name) else { return nil }
    guard let choice = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: "\(quoted(text)) is not a valid --\(name); expected one of \(names)", topic: topic)
    }
    return choice
  }

  /// The largest number a numeric option takes: far above any useful limit (a tebibyte), and
  /// far enough below `Int.max` that sizes computed from it never overflow.
  static let largestNumber = 1 << 40

  /// The value of an option that must be a positive whole number, at most `most`.
  func positiveInteger(
    _ name: String, default defaultValue: Int, topic: String, allowZero: Bool = false,
    most: Int = largestNumber
  ) throws(UsageError) -> Int {
    guard let text = value(name) else { return defaultValue }
    guard let number = Int(text), number > 0 || (allowZero && number == 0), number <= most else {
      let kind = allowZero ? "a whole number" : "a positive whole number"
      throw UsageError(message: "--\(name) takes \(kind) up to \(most), not \(quoted(text))", topic: topic)
    }
    return number
  }
}
