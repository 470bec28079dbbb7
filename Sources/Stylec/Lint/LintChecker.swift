/// The checks of one stylesheet: selectors against the schema's types and states,
/// declarations against the properties, value types and arguments of the types they can style,
/// and the style checks of blocks and variables.
struct LintChecker {
  let sheet: Stylesheet
  let schema: StyleSchema
  /// The configuration's severities: a rule turned off is not reported (and takes no room).
  let settings: [DiagnosticCode: Linter.Setting]
  /// Kept up to the sheet's diagnostic limit, with their configured severities.
  private(set) var findings: DiagnosticList
  /// The findings already reported, by place, rule and message: a group repeats its
  /// declarations per selector. Kept as numbers and the message (a text key with the file's path
  /// in it took 300 bytes a finding: lint of a million empty rules needed 1.8 times apply's
  /// memory).
  private var reported: Set<ReportedFinding> = []

  private struct ReportedFinding: Hashable {
    var file: Int32
    var start: Int32
    var end: Int32
    var rule: DiagnosticCode
    var message: String
  }
  /// The unknown types already reported.
  private var reportedUnknownTypes: Set<String> = []
  /// The `var()`s without a fallback whose custom property no rule of the sheet sets, each
  /// keyed `LintRun.settingKey(name)`: a sheet importing this one may set it.
  var undefinedCustomProperties: [PendingFinding] = []
  /// The states of the type a state was last reported on, as `states(of:includingSubtypes:)`
  /// finds them.
  private var lastStates: (key: String, names: [String])?
  /// Suggests near type and property names, within one budget for the whole sheet.
  var suggester = Suggester()

  /// What checking a declaration against a selector depends on: the type the selector's subject
  /// names (nil for none), whether `^` widens it to its subclasses, and, in Nimbus's dialect,
  /// whether a pseudo-class binds the declarations and to which state. The selectors of a group
  /// (10,000 expanded from nested groups) share a few of these.
  private struct SubjectKey: Hashable {
    var type: String?
    var matchesSubclasses: Bool
    var isBinding: Bool
    var boundState: String?
  }

  init(sheet: Stylesheet, schema: StyleSchema, settings: [DiagnosticCode: Linter.Setting]) {
    self.sheet = sheet
    self.schema = schema
    self.settings = settings
    self.findings = DiagnosticList(limit: sheet.limits.maximumDiagnostics)
  }

  mutating func report(
    _ rule: DiagnosticCode, _ message: String, file: Int, _ range: Range<Int>, notes: [String] = [],
    replacement: String? = nil
  ) {
    if let finding = finding(rule, message, file: file, range, notes: notes, replacement: replacement) {
      findings.append(finding)
    }
  }

  /// Reports a finding about a whole block, which is checked once and so never reported twice:
  /// nothing is kept to tell it from a repeat (a million empty rules kept a million keys).
  mutating func reportOnce(_ rule: DiagnosticCode, _ message: String, block: BlockRecord) {
    guard settings[rule] != .off else { return }
    let location = sheet.files[block.file].location(block.range)
    if let finding = settings.configure(Diagnostic(rule, message: message, location: location)) {
      findings.append(finding)
    }
  }

  /// The finding with its configured severity, or nil when its rule is off or the same was
  /// already reported.
  mutating func finding(
    _ rule: DiagnosticCode, _ message: String, file: Int, _ range: Range<Int>, notes: [String] = [],
    replacement: String? = nil
  ) -> Diagnostic? {
    guard settings[rule] != .off else { return nil }
    let key = ReportedFinding(
      file: Int32(file), start: Int32(clamping: range.lowerBound), end: Int32(clamping: range.upperBound),
      rule: rule,
      message: message)
    guard reported.insert(key).inserted else { return nil }
    let location = sheet.files[file].location(range)
    return settings.configure(
      Diagnostic(rule, message: message, location: location, notes: notes, replacement: replacement))
  }

  // MARK: Blocks

  mutating func checkBlocks() {
    // Each single selector's first block, by where it counts (file, layer, condition): by
    // number, not by a text key and a copy of the block (lint of a million rules held both).
    // Sized once: growing, a table of a million holds its old and its new storage at once.
    var firstBlockOfSelector: [SelectorPlace: Int32] = [:]
    firstBlockOfSelector.reserveCapacity(sheet.blocks.count(where: { $0.selectors.count == 1 }))
    // Each condition by the first of the same text: two `@media` blocks of one condition are
    // one (`@container` queries are part of the text).
    var firstOfText: [String: Int32] = [:]
    let conditionNumbers = sheet.conditions.indices.map { index in
      let text = sheet.conditionText(index)
      if let first = firstOfText[text] { return first }
      firstOfText[text] = Int32(index)
      return Int32(index)
    }
    // The declarations of each block's rules (with what they extend), of those made of more
    // than the block's own.
    var extendedDeclarations: [Int: [Range<Int>]] = [:]
    for entry in sheet.entries where entry.declarations != sheet.blocks[entry.block].declarations {
      extendedDeclarations[entry.block, default: []].append(entry.declarations)
    }
    for (blockIndex, block) in sheet.blocks.enumerated() {
      // The suggestion budget that checking the block's declarations against each subject spent.
      var checkedSubjects: [SubjectKey: Int] = [:]
      for written in block.selectors {
        // A shorthand (`Button` in CSS syntax) names the schema's exact type when it has one.
        let read = written.readingShorthands(asExact: { schema.types[$0] != nil }) ?? written
        // In Nimbus's dialect a rule's `:highlighted` says what its declarations set.
        let binding = sheet.dialect.bindsPseudoClassesToProperties ? read.unbindingPseudoClass() : nil
        let selector = binding?.selector ?? read
        if !block.restatesEnclosingRule { checkTypes(of: selector, in: block) }
        let subject = SubjectKey(
          type: selector.subject.type, matchesSubclasses: selector.subject.matchesSubclasses,
          isBinding: binding != nil, boundState: binding?.state)
        // A type the schema does not know (`checkTypes` reports it) has no properties to check
        // the declarations against: checking them would report nothing and suggest nothing.
        let hasKnownType = selector.subject.type.map { schema.types[$0] != nil } ?? true
        if !hasKnownType {
          // Nothing to check.
        } else if let spent = checkedSubjects[subject] {
          // The same declarations against the same subject make the same reports, all already
          // made: only the suggestions' budget is spent as checking them again would spend it.
          // (Checking every selector of a group was selectors × declarations: 10,000 selectors
          // around 20,000 declarations took 29 s.)
          suggester.spend(spent)
        } else {
          let budget = suggester.remainingBudget
          for declaration in sheet.declarations[block.declarations] {
            guard let binding else {
              check(declaration, against: selector)
              continue
            }
            // What Nimbus ignored is reported by the load.
            if let state = binding.state, let bound = declaration.bound(to: state) {
              check(bound, against: selector)
            }
          }
          checkedSubjects[subject] = budget - suggester.remainingBudget
        }
        // Within one file and one cascade layer: a sheet that repeats an imported file's
        // selector overrides it, as Nimbus's and InterfaCSS's sheets do, and merging rules of
        // two layers would change how they rank.
        // A selector in a comma group and again on its own is how shared and particular
        // declarations are written, not a rule to merge: only single selectors count.
        guard block.selectors.count == 1 else { continue }
        let key = SelectorPlace(
          file: Int32(block.file), layer: Int32(block.layer),
          condition: block.condition.map { conditionNumbers[$0] } ?? -1,
          selector: read)
        if let earlierIndex = firstBlockOfSelector[key] {
          let earlier = sheet.blocks[Int(earlierIndex)]
          let line = sheet.files[earlier.file].location(earlier.range).line
          reportOnce(
            .duplicateSelector,
            "\(quoted(read.text)) repeats the selector of the rule on line \(line); merge them",
            block: block)
        } else {
          firstBlockOfSelector[key] = Int32(blockIndex)
        }
      }
      checkRepeatedDeclarations(block)
      if let rules = extendedDeclarations[blockIndex] {
        checkDeclarationsOutrankedByExtended(block, rules: rules)
      }
      if block.isEmpty {
        reportOnce(.emptyRule, "this rule is empty", block: block)
      }
    }
  }

  /// Where a selector's rules merge: one file, one cascade layer, one condition (the number of
  /// the first of its text).
  private struct SelectorPlace: Hashable {
    var file: Int32
    var layer: Int32
    var condition: Int32
    /// The selector itself, not its text: a nested rule's shares its parent's names, where a
    /// text of each held them again (16,000 rules in a 120 KB class: 1.9 GB).
    var selector: Selector
  }

  /// Reports each of the block's own declarations that an `!important` one `@extend` brings
  /// outranks: what a block extends comes before its own declarations, and an important value
  /// beats the block's normal one for the property however late that is written.
  /// - Parameter rules: the declarations of the block's rules, with what it extends.
  private mutating func checkDeclarationsOutrankedByExtended(_ block: BlockRecord, rules: [Range<Int>]) {
    struct Place: Hashable {
      var file: Int
      var start: Int
    }
    let own = Set(
      sheet.declarations[block.declarations].map { Place(file: $0.file, start: $0.range.lowerBound) })
    var important: [PropertyKey: CompiledDeclaration] = [:]
    for range in rules {
      for declaration in sheet.declarations[range]
      where declaration.isImportant
        && !own.contains(Place(file: declaration.file, start: declaration.range.lowerBound))
      {
        important[declaration.key] = declaration
      }
    }
    guard !important.isEmpty else { return }
    let subjects = Self.distinctSubjects(of: block.selectors)
    for declaration in sheet.declarations[block.declarations] where !declaration.isImportant {
      guard let extended = important[declaration.key], fits(extended, under: subjects) else { continue }
      let site = sheet.files[extended.file].location(extended.range)
      report(
        .overriddenDeclaration,
        "\(quoted(declaration.key.description)) is set '!important' by a rule this block extends (\(site.file):\(site.line)), so this value never applies",
        file: declaration.file, declaration.range)
    }
  }

  private mutating func checkRepeatedDeclarations(_ block: BlockRecord) {
    var seen: [PropertyKey: CompiledDeclaration] = [:]
    /// The block's selectors' subjects, one of each type and `^`, once a property is set again.
    var subjects: [CompoundSelector]?
    for declaration in sheet.declarations[block.declarations] {
      guard let earlier = seen[declaration.key] else {
        seen[declaration.key] = declaration
        continue
      }
      // A value that does not fit drops out: the earlier one still applies (and the misfit is
      // reported as an invalid value).
      let distinct = subjects ?? Self.distinctSubjects(of: block.selectors)
      subjects = distinct
      guard fits(declaration, under: distinct) else { continue }
      seen[declaration.key] = declaration
      // A value a mixin gives is there to be overridden by what follows its `@include`; one
      // the block writes and an included mixin sets again is not.
      let isIncluded = { (written: CompiledDeclaration) in
        written.file != block.file || written.range.lowerBound < block.range.lowerBound
      }
      guard !isIncluded(earlier) else {
        // An included `!important` one is not there to be overridden: the block's own value
        // after it never applies.
        if earlier.isImportant, !declaration.isImportant, !isIncluded(declaration) {
          let site = sheet.files[earlier.file].location(earlier.range)
          report(
            .overriddenDeclaration,
            "\(quoted(declaration.key.description)) is set '!important' by a mixin this block includes (\(site.file):\(site.line)), so this value never applies",
            file: declaration.file, declaration.range)
          seen[declaration.key] = earlier
        }
        continue
      }
      let location = sheet.files[declaration.file].location(declaration.range)
      if isIncluded(declaration) {
        guard earlier.value != declaration.value else { continue }
        let how = declaration.isImportant && !earlier.isImportant ? "set '!important'" : "set again"
        report(
          .overriddenDeclaration,
          "\(quoted(earlier.key.description)) is \(how) by a mixin this block includes (\(location.file):\(location.line)), so this value never applies",
          file: earlier.file, earlier.range)
        continue
      }
      let line = location.line
      if declaration.isImportant, !earlier.isImportant {
        report(
          .overriddenDeclaration,
          "\(quoted(earlier.key.description)) is set '!important' on line \(line) of this block, so this value never applies",
          file: earlier.file, earlier.range)
      } else if earlier.value == declaration.value {
        report(
          .duplicateDeclaration,
          "\(quoted(declaration.key.description)) is declared twice with the same value in this block",
          file: declaration.file, declaration.range)
      } else {
        report(
          .overriddenDeclaration,
          "\(quoted(earlier.key.description)) is set again on line \(line) of this block, so this value never applies",
          file: earlier.file, earlier.range)
      }
    }
  }

  // MARK: Types and states

  private mutating func checkTypes(of selector: Selector, in block: BlockRecord) {
    var pending: [CompoundSelector] = selector.compounds
    while let compound = pending.popLast() {
      for pseudoClass in compound.pseudoClasses {
        pending += pseudoClass.argumentSelectors.flatMap(\.compounds)
      }
      guard let type = compound.type else { continue }
      guard schema.types[type] != nil else {
        // A type is reported once, where it is first used: an app's own class in a hundred
        // rules is one thing to declare, not a hundred.
        guard reportedUnknownTypes.insert(type).inserted else { continue }
        // `label` in a Classy sheet is UILabel's shorthand, which only CSS syntax reads.
        let shorthand = canonicalTypeName(type)
        let suggestion =
          shorthand != type && schema.types[shorthand] != nil
          ? shorthand : suggester.closestMatch(to: type, among: schema.types.keys)
        // Located at the name, which the suggestion replaces; at the block when the name is
        // written in an enclosing one.
        let name = typeName(type, in: block.range, file: block.file)
        report(
          .unknownType, "unknown type \(quoted(type))", file: block.file, name ?? block.range,
          notes: (suggestion.map { ["did you mean \(quoted($0))?"] } ?? [])
            + [
              "declare an app's own class by its superclass in .stylec.json's \"types\" (or a schema file, --schema)"
            ],
          replacement: name == nil ? nil : suggestion)
        continue
      }
      for pseudoClass in compound.pseudoClasses {
        guard case .state(let key) = pseudoClass.kind,
          !schema.hasState(key: key, type: type, includingSubtypes: compound.matchesSubclasses)
        else { continue }
        let possible = states(of: type, includingSubtypes: compound.matchesSubclasses)
        let meant = possible.flatMap { suggester.closestMatch(to: pseudoClass.name, among: $0) }
        let statesNote =
          switch possible {
          case nil: "its states are not listed: the sheet's budget for suggestions ran out"
          case let names? where names.isEmpty: "the schema lists no states for \(quoted(type))"
          case let names?: "its states: " + listing(names)
          }
        report(
          .unknownState, "\(quoted(type)) has no state \(quoted(pseudoClass.name))", file: block.file,
          block.range, notes: (meant.map { ["did you mean \(quoted($0))?"] } ?? []) + [statesNote])
      }
    }
  }

  /// The states a compound of `type` (with `^`, any of its subtypes) can be in, sorted: for the
  /// notes of a state it cannot be in, the last type's kept. Whether it can be in one is asked
  /// of the schema's index (`StyleSchema.hasState`): each type's list kept for every selector
  /// held the square of a long chain's states (1.8 GB for 8,000 types).
  /// Nil once the suggestion budget has run out: listing a type's states walks its chain (and
  /// with `^` its subtypes), and counts against the budget as a search does.
  private mutating func states(of type: String, includingSubtypes: Bool) -> [String]? {
    let cacheKey = (includingSubtypes ? "^" : "") + type
    if let known = lastStates, known.key == cacheKey { return known.names }
    guard !suggester.hasRunOut else { return nil }
    let names =
      (includingSubtypes ? schema.statesOfAnySubtype(of: type) : Set(schema.allStates(of: type))).sorted()
    suggester.spend(names.count * Self.listingCostPerName)
    lastStates = (cacheKey, names)
    return names
  }

  /// The work one name in a listing of names is counted as against the suggestion budget.
  private static let listingCostPerName = 64

  // MARK: Declarations

  /// Checks a declaration against the types the selector's subject can be.
  private mutating func check(_ declaration: CompiledDeclaration, against selector: Selector) {
    let subject = selector.subject
    let path = declaration.key.path
    // A custom property belongs to no type; a value calling `var()` is known per node.
    guard !isCustomPropertyName(path) else { return }
    if path == "transition" || path == "transition-property" {
      checkTransitionedProperties(of: declaration, subject: subject)
    }
    guard let owners = owners(of: path, under: subject) else { return }
    // An inherited property passes to the descendants of a view that has no such property (the
    // labels in a `UIView.card { color: red }`): its value is checked as the types that have it
    // take it.
    if sheet.dialect.readsCurrentCSS, schema.inheritedProperties.contains(path),
      let type = subject.type, schema.property(path: path, of: type) == nil
    {
      check(declaration, againstAnyOf: schema.typesHaving(path: path))
      return
    }
    if let type = subject.type {
      if owners == [type], let property = schema.property(path: path, of: type) {
        check(declaration, property: property, of: type)
        return
      }
      guard owners.isEmpty else {
        report(
          .partialProperty,
          "\(quoted(type)) has no property \(quoted(path)); of the types ^\(type) matches, only \(owners.prefix(5).joined(separator: ", "))\(owners.count > 5 ? ", …" : "") \(owners.count == 1 ? "has" : "have") it",
          file: declaration.file, declaration.range)
        check(declaration, againstAnyOf: owners)
        return
      }
      let suggestion = suggestedPath(for: path, of: type)
      // Located at the name, which the suggestion replaces.
      let name = leadingName(in: declaration.range, file: declaration.file)
      let suggestedReplacement = name.flatMap { written in
        suggestion.flatMap { replacement($0, for: path, writtenAt: written, file: declaration.file) }
      }
      guard schema.mayHaveUnlistedProperties(type) else {
        report(
          .unknownProperty, "\(quoted(type)) has no property \(quoted(path))", file: declaration.file,
          name ?? declaration.range,
          notes: suggestion.map { ["did you mean \(quoted($0))?"] } ?? [], replacement: suggestedReplacement)
        return
      }
      // An app's class known only by its superclass may add properties of its own: a name near
      // one it has may be a typo, or one it adds; any other is taken as its own.
      guard suggestion != nil || suggester.hasRunOut else { return }
      report(
        .unlistedProperty, "\(quoted(type)) lists no property \(quoted(path))", file: declaration.file,
        name ?? declaration.range,
        notes: unlistedNotes(suggestion, owner: quoted(type)), replacement: suggestedReplacement)
      return
    }
    guard !owners.isEmpty else {
      let everything = schema.types.values.lazy.flatMap { $0.properties.keys }
      let suggestion = suggester.closestMatch(to: lastSegment(path), among: everything)
        .map { replacingLastSegment(path, with: $0) }.flatMap { $0 == path ? nil : $0 }
      // The rule may style an app's class known only by its superclass, which may add it.
      guard schema.openTypes.isEmpty else {
        guard suggestion != nil || suggester.hasRunOut else { return }
        report(
          .unlistedProperty, "no type in the schema lists a property \(quoted(path))", file: declaration.file,
          declaration.range, notes: unlistedNotes(suggestion, owner: "an app's class"))
        return
      }
      report(
        .unknownProperty, "no type in the schema has a property \(quoted(path))", file: declaration.file,
        declaration.range, notes: suggestion.map { ["did you mean \(quoted($0))?"] } ?? [])
      return
    }
    check(declaration, againstAnyOf: owners)
  }

  /// The notes of an `unlisted-property` finding: the name meant, or, once the sheet's
  /// suggestion budget has run out, that the name was not compared (so the finding is not lost
  /// with its suggestion).
  /// - Parameter owner: who may add the property (`'Button'`, `an app's class`).
  private func unlistedNotes(_ suggestion: String?, owner: String) -> [String] {
    [
      suggestion.map { "did you mean \(quoted($0))?" }
        ?? "not compared with the names known for a typo: the sheet's budget for suggestions ran out",
      "if \(owner) adds it, list it in a schema file (--schema) to have it checked",
    ]
  }

  /// Checks a declaration whose selector can style any of `owners` (`.x`, `^UIControl`): against
  /// the first whose property type takes the value, or, when none does, the first of them.
  private mutating func check(_ declaration: CompiledDeclaration, againstAnyOf owners: [String]) {
    guard let owner = fittingOwner(of: declaration, among: owners) ?? owners.first,
      let property = schema.property(path: declaration.key.path, of: owner)
    else { return }
    check(declaration, property: property, of: owner)
  }

  /// The first of `owners` whose property takes the declaration's arguments and whose type takes
  /// its value (`title[state:selected]` in `.x` fits UIButton's title, not UIBarItem's), each
  /// distinct type converted once.
  private func fittingOwner(of declaration: CompiledDeclaration, among owners: [String]) -> String? {
    if declaration.wideKeyword != nil {
      return owners.first { takesArguments(of: declaration.key, as: $0) }
    }
    // Compared, not hashed: hashing an enumeration's type hashed all its names for every
    // declaration, and the owners' types are nearly always one type's, compared at once.
    var tried: [ValueType] = []
    for owner in owners {
      guard let property = schema.property(path: declaration.key.path, of: owner),
        takesArguments(of: declaration.key, as: owner), !tried.contains(property.type)
      else { continue }
      tried.append(property.type)
      if case .success = property.type.convert(
        declaration.value, in: sheet.dialect)
      {
        return owner
      }
    }
    return nil
  }

  /// Whether every argument of `key` is one its property takes as `type` has it.
  private func takesArguments(of key: PropertyKey, as type: String) -> Bool {
    guard !key.arguments.isEmpty, !schema.mayHaveUnlistedProperties(type) else { return true }
    guard let property = schema.property(path: key.argumentOwner, of: type) else { return false }
    return key.arguments.allSatisfy { property.arguments[$0.name]?.contains($0.value) == true }
  }

  /// Whether the declaration's value fits its property as some type one of the block's selectors
  /// styles has it (or no known type has the property, so nothing is typed): under a schema a
  /// value that fits none drops out of the cascade, and so overrides nothing.
  /// - Parameter subjects: the subjects of the block's selectors (`distinctSubjects(of:)`).
  private func fits(_ declaration: CompiledDeclaration, under subjects: [CompoundSelector]) -> Bool {
    subjects.contains { subject in
      guard let owners = owners(of: declaration.key.path, under: subject) else { return true }
      return owners.isEmpty || fittingOwner(of: declaration, among: owners) != nil
    }
  }

  /// The selectors' subjects, the first of each type and `^` (all `owners(of:under:)` reads of a
  /// subject), in their order: a group of 10,000 selectors expanded from nested groups has a
  /// few, and each declaration set again is tried against those few.
  private static func distinctSubjects(of selectors: [Selector]) -> [CompoundSelector] {
    var seen: Set<SubjectKey> = []
    var subjects: [CompoundSelector] = []
    for selector in selectors {
      let subject = selector.subject
      let key = SubjectKey(
        type: subject.type, matchesSubclasses: subject.matchesSubclasses, isBinding: false, boundState: nil)
      if seen.insert(key).inserted { subjects.append(subject) }
    }
    return subjects
  }

  /// The types whose property `path` a declaration under `subject` sets: the subject's type when
  /// it has the property, else (with `^`) those of its subclasses that have it; for a subject
  /// without a type, every type that has it. Nil when the schema does not know the subject's
  /// type (reported as an unknown type).
  private func owners(of path: String, under subject: CompoundSelector) -> [String]? {
    guard let type = subject.type else { return schema.typesHaving(path: path) }
    guard schema.types[type] != nil else { return nil }
    if schema.property(path: path, of: type) != nil { return [type] }
    return subject.matchesSubclasses ? schema.typesHaving(path: path, under: type) : []
  }

  /// Checks the value against the property's type, and the key's arguments against the property
  /// they belong to (`title-text-attributes` in `title-text-attributes[state:highlighted].kern`),
  /// both as `type` has them.
  private mutating func check(
    _ declaration: CompiledDeclaration, property valueProperty: StyleSchema.PropertyInfo, of type: String
  ) {
    if !declaration.isWorkedOutPerNode, declaration.wideKeyword == nil,
      case .failure(let failure) = valueProperty.type.convert(
        declaration.value, in: sheet.dialect)
    {
      var notes = failure.notes(suggesting: &suggester)
      if CSSWideKeyword(declaration.value) != nil {
        notes.append(
          "CSS-wide keywords ('inherit', 'initial', 'unset', 'revert') are read in the stylec and css dialects ('@dialect stylec;')"
        )
      }
      report(failure.code, failure.message, file: declaration.file, declaration.range, notes: notes)
    }
    let key = declaration.key
    guard !key.arguments.isEmpty else { return }
    let property =
      key.argumentOwner == key.path
      ? valueProperty : schema.property(path: key.argumentOwner, of: type) ?? valueProperty
    // An app's class known only by its superclass may set an inherited property its own way
    // (`border-color[state:highlighted]` by a setter it adds): only UIKit's own are checked.
    let mayOverload = schema.mayHaveUnlistedProperties(type)
    for argument in key.arguments {
      guard let refusal = property.refusal(of: argument) else { continue }
      if property.arguments[argument.name] == nil {
        if mayOverload { continue }
        // A state Nimbus's pseudo-class gave a property that takes none: Nimbus ignored the
        // declaration there, as it ignored one in an `:empty` rule.
        if argument.name == "state", declaration.isBoundToState {
          report(
            .ignoredDeclaration,
            "Nimbus applies a ':\(argument.value)' rule only to what takes a control state (a button's color, text shadow and images); \(quoted(property.name)) of \(quoted(type)) takes none, so it has no effect here",
            file: declaration.file, declaration.range)
          continue
        }
      }
      report(
        .invalidArgument, refusal.message, file: declaration.file, declaration.range, notes: refusal.notes)
    }
  }

  /// The path with its first segment that `type` does not have replaced by the nearest name
  /// there is (an object property, before the last segment), or nil when there is none: in
  /// `separator-view.background-color` on a UIView it is `separator-view` that is unknown.
  private mutating func suggestedPath(for path: String, of type: String) -> String? {
    var segments = path.split(separator: ".").map(String.init)
    var owner = type
    for index in segments.indices {
      let isLast = index == segments.count - 1
      let known = schema.property(segments[index], of: owner)
      if !isLast, case .object(let nested)? = known?.type {
        owner = nested
        continue
      }
      // A value property followed by more path, or a last segment that exists: nothing to suggest.
      guard known == nil else { return nil }
      // Listing the names is work of its own, along the type's whole chain: it counts against
      // the budget, and is not done once the budget has run out (a rule per type of a chain of
      // 16,000 listed the chain 16,000 times: 40 s).
      guard !suggester.hasRunOut else { return nil }
      // The last segment may be any name a property goes by, its aliases included; one before
      // it must name an object.
      let candidates =
        isLast
        ? schema.allPropertyNames(of: owner)
        : schema.allProperties(of: owner).compactMap { name, property in
          if case .object = property.type { return name }
          return nil
        }.sorted()
      suggester.spend(candidates.count * Self.listingCostPerName)
      guard let nearest = suggester.closestMatch(to: segments[index], among: candidates),
        nearest != segments[index]
      else { return nil }
      segments[index] = nearest
      return segments.joined(separator: ".")
    }
    return nil
  }

  private func lastSegment(_ path: String) -> String {
    path.split(separator: ".").last.map(String.init) ?? path
  }

  private func replacingLastSegment(_ path: String, with name: String) -> String {
    (path.split(separator: ".").dropLast().map(String.init) + [name]).joined(separator: ".")
  }

  // MARK: Variables

  /// Each variable, mixin and custom property defined in the sheet and its imports and used
  /// nowhere in them, and each custom property a `var()` needs and no rule sets, by name (the
  /// latter keyed `LintRun.settingKey(_:)`), with the finding that reports it: whether it stands
  /// waits for what the sheets importing this one use and set (see `LintRun`).
  mutating func unusedDefinitions() -> [PendingFinding] {
    var unused = undefinedCustomProperties
    for definition in sheet.variableDefinitions where !sheet.usedVariables.contains(definition.name) {
      unused += pending(.unusedVariable, naming: definition.name, file: definition.file, definition.range)
    }
    for (name, declaration) in sheet.customPropertyDeclarations
    where !sheet.usedCustomProperties.contains(name) {
      unused += pending(.unusedCustomProperty, naming: name, file: declaration.file, declaration.range)
    }
    // A mixin no `@include` expands is never even evaluated: its mistakes would go unseen.
    for definition in sheet.mixinDefinitions where !sheet.usedMixins.contains(definition.name) {
      unused += pending(.unusedMixin, naming: definition.name, file: definition.file, definition.range)
    }
    return unused
  }

  /// A finding about `name` that waits for the sheets importing this one, with its configured
  /// severity; none when its rule is off. Each name is defined once at a place, so none is
  /// remembered as reported (half a million custom properties held as many messages).
  func pending(
    _ rule: DiagnosticCode, naming name: String, file: Int, _ range: Range<Int>, message: String? = nil,
    notes: [String] = []
  ) -> [PendingFinding] {
    let severity: Diagnostic.Severity
    switch settings[rule] {
    case .off: return []
    case .error: severity = .error
    case .warning: severity = .warning
    case nil: severity = rule.defaultSeverity
    }
    return [
      PendingFinding(
        name: name, code: rule, severity: severity, location: sheet.files[file].location(range),
        message: message,
        notes: notes)
    ]
  }
}
