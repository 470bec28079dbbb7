/// CSS's cascade layers as a sheet declares them (`@layer`, `@import … layer()`): each named by
/// its path from the top (`base.buttons`), kept in the order it first appears, and ranked as
/// CSS ranks them: a layer's sublayers below the rules it holds itself, earlier layers below
/// later ones, and what no layer holds above every layer.
struct LayerOrder: Hashable, Sendable {
  /// Each layer's path; layer 0, the empty path, stands for what no layer holds.
  private(set) var paths: [[String]] = [[]]
  /// The length in bytes of each layer's dotted name, as `name(of:)` gives it.
  private var nameLengths: [Int] = [0]
  /// Each layer's sublayers, in the order they first appear.
  private var children: [[Int]] = [[]]
  private var byPath: [[String]: Int] = [[]: 0]
  private var anonymousCount = 0

  /// What no layer holds.
  static let unlayered = 0

  /// How many layers the sheet declares, the unlayered rules' counted as one.
  var count: Int { paths.count }

  /// The longest dotted name a layer may have, in bytes: every rule in a layer is printed with
  /// its name (`rules`, the canonical text) and every layer is keyed by its path, so a long
  /// name over thousands of sublayers cost the square of the sheet (a 239 KB sheet printed 160 MB).
  static let longestName = 256

  /// The layer `path` names under `parent`, each layer on the way declared now if it is new;
  /// nil, declaring nothing, when its dotted name would be longer than `longestName`.
  mutating func declare(_ path: [String], under parent: Int) -> Int? {
    let printed = path.map { part in
      part.hasPrefix(Self.anonymousMark)
        ? part.utf8.count + Self.anonymousPrefix.utf8.count - 1 : CSSEscapes.escapedName(part).utf8.count
    }
    let dots = path.count - (parent == Self.unlayered ? 1 : 0)
    guard nameLengths[parent] + printed.reduce(0, +) + dots <= Self.longestName else { return nil }
    var current = parent
    for (name, length) in zip(path, printed) {
      let full = paths[current] + [name]
      if let known = byPath[full] {
        current = known
        continue
      }
      let layer = paths.count
      paths.append(full)
      nameLengths.append(nameLengths[current] + (current == Self.unlayered ? 0 : 1) + length)
      children.append([])
      byPath[full] = layer
      children[current].append(layer)
      current = layer
    }
    return current
  }

  /// A new anonymous layer under `parent` (`@layer { … }`, `@import … layer`): its path part is
  /// no name a sheet can write, so no written layer ever joins it; it is printed as
  /// `-stylec-anonymous-N` (`name(of:)`), so that the canonical text can name it and read back
  /// in the same order.
  mutating func declareAnonymous(under parent: Int) -> Int? {
    anonymousCount += 1
    return declare([Self.anonymousMark + "\(anonymousCount)"], under: parent)
  }

  /// What starts an anonymous layer's path part.
  private static let anonymousMark = "\u{0}"
  /// What an anonymous layer's name starts with as `rules` and the canonical text print it.
  static let anonymousPrefix = "-stylec-anonymous-"

  /// Whether the sheet has anonymous layers.
  var hasAnonymousLayers: Bool { anonymousCount > 0 }

  /// The layer's name as `rules` prints it (`base.buttons`), each part escaped where its text
  /// would read as something else; nil for what no layer holds.
  func name(of layer: Int) -> String? {
    guard layer != Self.unlayered else { return nil }
    return paths[layer].map { part in
      part.hasPrefix(Self.anonymousMark)
        ? Self.anonymousPrefix + part.dropFirst() : CSSEscapes.escapedName(part)
    }.joined(separator: ".")
  }

  /// Each layer's rank, ascending: the layers in order, each after its sublayers, the unlayered
  /// rules last. Worked out without recursion: a dotted name of thousands of parts is a chain
  /// of as many layers.
  func ranks() -> [Int32] {
    var ranks = [Int32](repeating: 0, count: paths.count)
    var next: Int32 = 0
    var stack: [(layer: Int, child: Int)] = [(Self.unlayered, 0)]
    while let (layer, child) = stack.last {
      if child < children[layer].count {
        stack[stack.count - 1].child += 1
        stack.append((children[layer][child], 0))
      } else {
        stack.removeLast()
        ranks[layer] = next
        next += 1
      }
    }
    return ranks
  }
}
