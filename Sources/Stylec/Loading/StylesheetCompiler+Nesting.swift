/// Joining nested rules to their parents and nested `@media` conditions to theirs, within the
/// load's selector, expansion and copy budgets.
extension StylesheetCompiler {
  /// The selectors of a rule written inside rules with `parents`, checked against the limits.
  ///
  /// In the dialects that read today's CSS, `&` (or the implied ancestor) is `:is()` of the
  /// enclosing rule's selectors, as CSS Nesting has it: one selector as specific as the most
  /// specific of them, where the seeds' dialects (and Sass) make one selector per parent, each
  /// as specific as its own parent.
  mutating func flatten(
    _ selectors: [Selector], in parents: [Selector], file: Int, range: Range<Int>
  ) -> [Selector] {
    let parents = dialect.readsCurrentCSS && parents.count > 1 ? [Selector.matchingAny(of: parents)] : parents
    var result: [Selector] = []
    do throws(Selector.NestingError) {
      if parents.isEmpty {
        for selector in selectors {
          result.append(try selector.checkedAtTopLevel(scopesAmpersand: dialect.readsCurrentCSS))
        }
      } else if parents.count * selectors.count > limits.maximumSelectorExpansion {
        report(
          .selectorExpansion,
          "nesting expands this rule to \(parents.count * selectors.count) selectors, more than the limit of \(limits.maximumSelectorExpansion)",
          file: file, range,
          notes: ["the limit can be raised with --max-selectors (StylesheetLimits.maximumSelectorExpansion)"])
        return []
      } else {
        // Each nested selector copies its parent's compounds, and its own for each parent
        // after the first, `:is()` arguments and all: counted before they are made (a group of
        // 6,000 around an `:is()` of 20,000 arguments took 3.5 GB).
        let parentWeight = parents.reduce(0) { $0 + $1.weight }
        let ownWeight = selectors.reduce(0) { $0 + $1.weight }
        let copied = parentWeight.multipliedReportingOverflow(by: selectors.count)
        let recopied = ownWeight.multipliedReportingOverflow(by: parents.count - 1)
        guard !copied.overflow, !recopied.overflow, copies.spend(copied.partialValue),
          copies.spend(recopied.partialValue)
        else {
          report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
          isStopped = true
          return []
        }
        for parent in parents {
          for selector in selectors {
            let nested = try selector.nested(in: parent, referencesAsIs: dialect.readsCurrentCSS)
            // Each `&` past the first copies the parent again (`& &`, each level doubling what
            // the next copies: 131 bytes nested 16 deep made 65,000 compounds, and 20 s over
            // 400 views): a copy beyond its parent and itself is held to the selector length.
            let beyond = nested.weight - parent.weight - selector.weight
            if beyond > limits.maximumSelectorLength {
              report(
                .selectorTooLong,
                "its '&'s copy the enclosing rule's selector into this one again and again: it comes to \(nested.weight) compound selectors, \(beyond) more than it and its parent hold, past the limit of \(limits.maximumSelectorLength) more",
                file: file, range,
                notes: [
                  "the limit can be raised with --max-selector-length (StylesheetLimits.maximumSelectorLength)"
                ])
              return []
            }
            result.append(nested)
          }
        }
      }
    } catch {
      report(.invalidNesting, error.message, file: file, range)
      return []
    }
    guard spendSelectors(result.count, file: file, range: range) else { return [] }
    if let long = result.first(where: { $0.compounds.count > limits.maximumSelectorLength }) {
      report(
        .selectorTooLong,
        "a selector here chains \(long.compounds.count) compound selectors, more than the limit of \(limits.maximumSelectorLength)",
        file: file, range,
        notes: ["the limit can be raised with --max-selector-length (StylesheetLimits.maximumSelectorLength)"]
      )
      return []
    }
    return result
  }

  /// The condition of a `@media` block written inside one whose condition is `outer`, as an
  /// index into `conditions`; nil after reporting a spent budget.
  mutating func combine(
    _ outer: Int?, _ inner: MediaCondition, file: Int, range: Range<Int>
  ) -> Int? {
    // Checked before the pairs are made: 10,000 alternatives inside 10,000 would be 10^8.
    let enclosing = outer.map { conditions[$0] }
    let alternatives = (enclosing?.alternatives.count ?? 1) * inner.alternatives.count
    guard alternatives <= limits.maximumSelectorExpansion else {
      report(
        .selectorExpansion,
        "nested @media conditions expand to more than \(limits.maximumSelectorExpansion) alternatives",
        file: file, range,
        notes: ["the limit can be raised with --max-selectors (StylesheetLimits.maximumSelectorExpansion)"])
      return nil
    }
    conditionSites.append((file, range, range.upperBound))
    // A condition's features are kept for the whole load: they are spent from its budget, as a
    // block's `not`s and `or`s may work out to thousands of alternatives (hundreds of such
    // blocks took gigabytes). Every pairing with an enclosing condition copies the features of
    // both its sides.
    let features = { (condition: MediaCondition) in condition.alternatives.reduce(0) { $0 + $1.count } }
    let copied =
      enclosing.map {
        features($0) * inner.alternatives.count + features(inner) * $0.alternatives.count
      } ?? features(inner)
    guard copies.spend(copied) else {
      conditionSites.removeLast()
      report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
      isStopped = true
      return nil
    }
    conditions.append(enclosing.map { $0.and(inner) } ?? inner)
    containerQueries.append(outer.map { containerQueries[$0] } ?? [])
    return conditions.count - 1
  }

  /// The condition of a `@container` block written inside one whose condition is `outer`: the
  /// outer's media condition, with its container queries and `query` after them, as an index
  /// into `conditions`; nil after reporting a spent budget.
  mutating func combine(_ outer: Int?, _ query: ContainerQuery, file: Int, range: Range<Int>) -> Int? {
    let enclosing = outer.map { containerQueries[$0] } ?? []
    let copied = enclosing.count + 1 + query.condition.alternatives.reduce(0) { $0 + $1.count }
    guard copies.spend(copied) else {
      report(.tooManyCopies, copies.exhaustedMessage, file: file, range, notes: copies.notes)
      isStopped = true
      return nil
    }
    conditionSites.append((file, range, range.upperBound))
    conditions.append(outer.map { conditions[$0] } ?? .always)
    containerQueries.append(enclosing + [query])
    return conditions.count - 1
  }

  /// Counts `count` more selectors against the load's budget; once it is spent, reports it,
  /// stops the load and returns false.
  mutating func spendSelectors(_ count: Int, file: Int, range: Range<Int>) -> Bool {
    expandedSelectors += count
    guard expandedSelectors > limits.maximumTotalSelectors else { return true }
    report(
      .tooManySelectors,
      "the stylesheet expands to more than \(limits.maximumTotalSelectors) selectors in all; this rule and the rest are not read",
      file: file, range,
      notes: ["the limit can be raised with --max-total-selectors (StylesheetLimits.maximumTotalSelectors)"])
    isStopped = true
    return false
  }
}
