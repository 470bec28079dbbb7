/// A schema's superclass links as integers, numbered once when the schema is made, so that the
/// questions lint asks of long hierarchies cost O(types) at most: the subclasses of a type are
/// one slice of a preorder (`TypeHierarchy`), a loop in the superclasses is found once, and a
/// chain of app classes that add nothing (`.stylec.json`'s `types`, 8,000 deep) is stepped over
/// at once when a property or state is looked up.
struct SchemaHierarchy: Sendable {
  /// Type names in ascending order; a type's number is its position here.
  let names: [String]
  let numbers: [String: Int32]
  /// Each type's superclass number, -1 for none or for a superclass the schema lacks.
  let superclasses: [Int32]
  /// The first type on each type's chain that lies on a loop, -1 when the chain ends.
  let loopEntries: [Int32]
  let tree: TypeHierarchy
  /// Each type's nearest superclass (not itself) that declares a property, an alias or a state,
  /// -1 when none does; for a type on or below a loop, simply its superclass.
  let declaringSuperclasses: [Int32]
  /// Whether each type or a class it descends from is open (an app's class known only by its
  /// superclass); for a type on or below a loop, whether one on its chain is.
  let descendsFromOpenType: [Bool]
  /// The nearest declarer of each name as a property or an alias, of each name as a property,
  /// and of each state (by `PseudoClass.stateKey`).
  let propertyOrAliasOwners: NearestDeclarers
  let propertyOwners: NearestDeclarers
  let stateOwners: NearestDeclarers

  init(types: [String: StyleSchema.TypeInfo], openTypes: Set<String>) {
    let names = types.keys.sorted()
    var numbers: [String: Int32] = [:]
    numbers.reserveCapacity(names.count)
    for (number, name) in names.enumerated() { numbers[name] = Int32(number) }
    let superclasses = names.map { name in types[name]!.superclass.flatMap { numbers[$0] } ?? -1 }
    self.names = names
    self.numbers = numbers
    self.superclasses = superclasses
    loopEntries = Self.loopEntries(superclasses)
    let tree = TypeHierarchy(superclasses: superclasses)
    self.tree = tree
    let declares = names.map { name in
      let type = types[name]!
      return !type.properties.isEmpty || !type.aliases.isEmpty || !type.states.isEmpty
    }
    var declaringSuperclasses = superclasses
    var descendsFromOpenType = names.map(openTypes.contains)
    // Superclasses come before their subclasses in the preorder.
    for type in tree.preorder {
      let superclass = superclasses[Int(type)]
      guard superclass >= 0 else { continue }
      declaringSuperclasses[Int(type)] =
        declares[Int(superclass)] ? superclass : declaringSuperclasses[Int(superclass)]
      descendsFromOpenType[Int(type)] =
        descendsFromOpenType[Int(type)] || descendsFromOpenType[Int(superclass)]
    }
    for type in superclasses.indices where tree.order[type] < 0 {
      var seen: Set<Int32> = []
      var current = Int32(type)
      while current >= 0, seen.insert(current).inserted {
        if openTypes.contains(names[Int(current)]) { descendsFromOpenType[type] = true }
        current = superclasses[Int(current)]
      }
    }
    self.declaringSuperclasses = declaringSuperclasses
    self.descendsFromOpenType = descendsFromOpenType
    var propertiesOrAliases: [String: [Int32]] = [:]
    var properties: [String: [Int32]] = [:]
    var states: [String: [Int32]] = [:]
    for (number, name) in names.enumerated() {
      let type = types[name]!
      for property in type.properties.keys {
        properties[property, default: []].append(Int32(number))
        propertiesOrAliases[property, default: []].append(Int32(number))
      }
      for alias in type.aliases.keys where type.properties[alias] == nil {
        propertiesOrAliases[alias, default: []].append(Int32(number))
      }
      for state in Set(type.states.map(PseudoClass.stateKey)) {
        states[state, default: []].append(Int32(number))
      }
    }
    propertyOrAliasOwners = NearestDeclarers(propertiesOrAliases, tree: tree)
    propertyOwners = NearestDeclarers(properties, tree: tree)
    stateOwners = NearestDeclarers(states, tree: tree)
  }

  /// For each type, the first type on its chain that lies on a loop (-1 when its chain ends),
  /// each chain walked once: a type's walk stops at the first type already walked.
  private static func loopEntries(_ superclasses: [Int32]) -> [Int32] {
    /// 0: not walked; 1: on the walk under way; 2: walked.
    var state = [UInt8](repeating: 0, count: superclasses.count)
    var entries = [Int32](repeating: -1, count: superclasses.count)
    var onLoop = [Bool](repeating: false, count: superclasses.count)
    var path: [Int32] = []
    for start in superclasses.indices where state[start] == 0 {
      var current = Int32(start)
      while current >= 0, state[Int(current)] == 0 {
        state[Int(current)] = 1
        path.append(current)
        current = superclasses[Int(current)]
      }
      if current >= 0, state[Int(current)] == 1 {
        // The walk met itself: the types from `current` to the end of the path form the loop.
        for type in path[path.lastIndex(of: current)!...] { onLoop[Int(type)] = true }
      }
      for type in path.reversed() {
        let superclass = superclasses[Int(type)]
        entries[Int(type)] = onLoop[Int(type)] ? type : superclass >= 0 ? entries[Int(superclass)] : -1
        state[Int(type)] = 2
      }
      path.removeAll(keepingCapacity: true)
    }
    return entries
  }

  /// The types in `type`'s subtree, `type` first, superclasses before subclasses; empty for a
  /// type not placed (on or below a loop).
  func subtree(of type: Int32) -> ArraySlice<Int32> {
    let start = tree.order[Int(type)]
    guard start >= 0 else { return [] }
    return tree.preorder[Int(start)..<Int(tree.end[Int(type)])]
  }

  /// The types on or below a loop, which no preorder holds.
  var unplaced: [Int32] { superclasses.indices.filter { tree.order[$0] < 0 }.map(Int32.init) }
}
