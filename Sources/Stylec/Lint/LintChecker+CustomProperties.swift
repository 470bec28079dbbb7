extension LintChecker {
  // MARK: Custom properties

  /// Reports each `var()` without a usable fallback that names a custom property no rule sets
  /// (the property it sets is then unset wherever the rule applies), and the custom properties
  /// whose values use one another (where they all apply, none has a value).
  /// - Complexity: O(declarations + the values' sizes): the cycles are found in one depth-first
  ///   walk of the graph of uses.
  mutating func checkCustomProperties() {
    guard !sheet.substitutedValues.isEmpty else { return }
    let declared = Set(sheet.customPropertyDeclarations.map(\.name))
    /// Each custom property's declarations that call `var()`, in the sheet's order, with the
    /// custom properties each names: its uses, and where a cycle is reported (at one of them
    /// naming another member).
    var usingDeclarations: [String: [(order: Int, declaration: CompiledDeclaration, names: [String])]] = [:]
    for (order, declaration) in sheet.declarations.enumerated() where declaration.isWorkedOutPerNode {
      guard let expression = sheet.expression(of: declaration) else { continue }
      var missing: String?
      let probe = ValueEvaluator.SizedValue(value: .number(0, unit: .none), size: 1)
      // Whether a finding stands waits for what the sheets importing this one set (`LintRun`).
      // `currentColor` is the view's color, known per node.
      let lookup = { (name: String) in
        name == Expression.currentColorName || declared.contains(name) ? probe : nil
      }
      if expression.substitutingCustomProperties(lookup, missing: &missing) == nil,
        let missing
      {
        undefinedCustomProperties += pending(
          .undefinedCustomProperty, naming: LintRun.settingKey(missing), file: declaration.file,
          declaration.range,
          message:
            "var(\(missing)) has no fallback, and no rule sets \(missing): \(quoted(declaration.key.description)) is unset wherever this rule applies",
          notes: (sheet.droppedCustomProperties[missing].map {
            ["its declaration at \($0) was dropped for an error"]
          }
            ?? suggester.closestMatch(to: missing, among: declared).map { ["did you mean '\($0)'?"] } ?? [])
            + [
              "give it a fallback, var(\(missing), value), or set \(missing) in a rule (':root { \(missing): … }')"
            ])
      }
      if isCustomPropertyName(declaration.key.path) {
        usingDeclarations[declaration.key.path, default: []].append(
          (order, declaration, expression.customPropertyReferences))
      }
    }
    for cycle in Self.cycles(in: usingDeclarations.mapValues { $0.flatMap(\.names) }) {
      // The first declaration that names a member of the cycle, not the first of the
      // members' declarations (`:root { --d: 0.5 }` is no part of `--d: var(--d, 0.1)`'s).
      let closing = cycle.flatMap { usingDeclarations[$0] ?? [] }.filter {
        $0.names.contains(where: cycle.contains)
      }
      guard let first = closing.min(by: { $0.order < $1.order }) else { continue }
      let names = sheet.customPropertyDeclarations.map(\.name).filter(cycle.contains)
      report(
        .customPropertyCycle,
        names.count == 1
          ? "custom property \(quoted(names[0])) uses itself: where its rule applies, it has no value"
          : "custom properties \(names.map { "\(quoted($0))" }.joined(separator: ", ")) use one another: where their rules all apply, none has a value",
        file: first.declaration.file, first.declaration.range)
    }
  }

  /// The strongly connected groups of the graph of uses that hold a cycle (two or more names,
  /// or one that uses itself), by Tarjan's algorithm without recursion.
  static func cycles(in uses: [String: [String]]) -> [Set<String>] {
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var found: [Set<String>] = []
    var next = 0
    for root in uses.keys.sorted() where index[root] == nil {
      // Each frame: a name and how many of its uses were followed.
      var frames: [(name: String, followed: Int)] = [(root, 0)]
      index[root] = next
      lowLink[root] = next
      next += 1
      stack.append(root)
      onStack.insert(root)
      while let (name, followed) = frames.last {
        let targets = uses[name] ?? []
        if followed < targets.count {
          frames[frames.count - 1].followed += 1
          let target = targets[followed]
          if index[target] == nil {
            index[target] = next
            lowLink[target] = next
            next += 1
            stack.append(target)
            onStack.insert(target)
            frames.append((target, 0))
          } else if onStack.contains(target) {
            lowLink[name] = min(lowLink[name]!, index[target]!)
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.name { lowLink[parent] = min(lowLink[parent]!, lowLink[name]!) }
        guard lowLink[name] == index[name] else { continue }
        var group: Set<String> = []
        while let member = stack.popLast() {
          onStack.remove(member)
          group.insert(member)
          if member == name { break }
        }
        if group.count > 1 || targets.contains(name) { found.append(group) }
      }
    }
    return found
  }
}
