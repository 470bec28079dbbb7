extension StyleSchema.PropertyInfo {
  /// Why `argument` cannot be given to this property (`title-color[state:pressed]`): the message
  /// and its notes, as lint reports it and a resolve refuses the value; nil when it can.
  func refusal(of argument: PropertyArgument) -> (message: String, notes: [String])? {
    guard let allowed = arguments[argument.name] else {
      let accepted = arguments.keys.sorted()
      return (
        "\(quoted(name)) takes no argument \(quoted(argument.name))",
        accepted.isEmpty ? ["it takes no arguments"] : ["it takes: " + listing(accepted)]
      )
    }
    guard !allowed.contains(argument.value) else { return nil }
    let suggestion = closestMatch(to: argument.value, among: allowed)
    return (
      "\(quoted(argument.value)) is not a \(argument.name) of \(quoted(name))",
      (suggestion.map { ["did you mean \(quoted($0))?"] } ?? []) + ["expected one of " + listing(allowed)]
    )
  }
}
