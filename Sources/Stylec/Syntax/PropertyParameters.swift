/// InterfaCSS's parameter form of state-bound properties, `titleColor(highlighted)`, read as
/// the argument form Classy uses, `title-color[state:highlighted]`: each parameter's value
/// says which argument it is.
enum PropertyParameters {
  static let controlStates: Set<String> = [
    "normal", "highlighted", "disabled", "selected", "focused", "application", "reserved",
    "selected-highlighted",
    "highlighted-focused", "selected-focused", "selected-highlighted-focused",
  ]

  /// Prefixes naming an argument, with the argument they name.
  private static let prefixedKinds: [(prefix: String, argument: String, values: Set<String>)] = [
    (
      "metrics-", "bar-metrics",
      ["default", "compact", "landscape-phone", "default-prompt", "compact-prompt", "landscape-phone-prompt"]
    ),
    ("bar-position-", "bar-position", ["any", "bottom", "top", "top-attached"]),
    ("segment-", "segment-type", ["any", "left", "center", "right", "alone"]),
    ("icon-", "icon", ["search", "clear", "bookmark", "results-list"]),
  ]

  /// Every parameter spelling accepted, for suggestions.
  static var allSpellings: [String] {
    Array(controlStates) + prefixedKinds.flatMap { kind in kind.values.map { kind.prefix + $0 } }
  }

  /// The arguments that `parameters` mean, or the parameter that means nothing.
  /// Two control states are a divider image's left and right segment states.
  static func arguments(_ parameters: [String]) -> Result<[PropertyArgument], UnknownParameter> {
    var arguments: [PropertyArgument] = []
    var states: [String] = []
    for parameter in parameters {
      var key = kebabCase(parameter)
      for prefix in ["ui-control-state-", "ui-bar-", "ui-search-bar-"] where key.hasPrefix(prefix) {
        key = String(key.dropFirst(prefix.count))
      }
      if key == "normal-highlighted" { key = "highlighted" }
      if controlStates.contains(key) {
        states.append(key)
        continue
      }
      guard
        let kind = prefixedKinds.first(where: {
          key.hasPrefix($0.prefix) && $0.values.contains(String(key.dropFirst($0.prefix.count)))
        })
      else { return .failure(UnknownParameter(parameter: parameter)) }
      arguments.append(PropertyArgument(name: kind.argument, value: String(key.dropFirst(kind.prefix.count))))
    }
    switch states.count {
    case 0: break
    case 1: arguments.append(PropertyArgument(name: "state", value: states[0]))
    case 2:
      arguments.append(PropertyArgument(name: "left-segment-state", value: states[0]))
      arguments.append(PropertyArgument(name: "right-segment-state", value: states[1]))
    default: return .failure(UnknownParameter(parameter: parameters.joined(separator: ", ")))
    }
    return .success(arguments)
  }

  struct UnknownParameter: Error {
    var parameter: String
  }
}
