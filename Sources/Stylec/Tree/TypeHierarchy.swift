/// A forest of types, each linked to its superclass, numbered in preorder (an Euler tour): a
/// type and all its subclasses are the contiguous interval `order[t]..<end[t]`, so "is `a` a
/// kind of `b`" is two comparisons and "every subclass of `b`" is a slice of `preorder`,
/// however long the chains. Built in O(types) without recursion.
struct TypeHierarchy {
  /// The types reached, superclasses before subclasses, siblings in ascending index order.
  private(set) var preorder: [Int32] = []
  /// Each type's position in `preorder`, -1 for indices that are not types reached.
  private(set) var order: [Int32]
  /// One past the last position of the type's subclasses in `preorder` (-1 when not reached).
  private(set) var end: [Int32]

  /// - Parameters:
  ///   - superclasses: each index's superclass index, or -1.
  ///   - nodeTypes: the types to place, with every superclass of theirs (all indices when nil);
  ///     negative entries are ignored.
  /// A type whose chain loops (possible only in a schema merged without validation) is not
  /// reached from any root: it and its subclasses keep order -1.
  init(superclasses: [Int32], nodeTypes: [Int32]? = nil) {
    let count = superclasses.count
    order = [Int32](repeating: -1, count: count)
    end = order
    var isType = [Bool](repeating: nodeTypes == nil, count: count)
    for type in nodeTypes ?? [] where type >= 0 {
      var current = type
      while current >= 0, !isType[Int(current)] {
        isType[Int(current)] = true
        current = superclasses[Int(current)]
      }
    }
    // Children in compressed rows: those of `t` are `children[childStart[t]..<childStart[t + 1]]`.
    var childStart = [Int32](repeating: 0, count: count + 1)
    for type in 0..<count where isType[type] && superclasses[type] >= 0 {
      childStart[Int(superclasses[type]) + 1] += 1
    }
    for index in 0..<count { childStart[index + 1] += childStart[index] }
    var fill = childStart
    var children = [Int32](repeating: 0, count: Int(childStart[count]))
    for type in 0..<count where isType[type] && superclasses[type] >= 0 {
      let parent = Int(superclasses[type])
      children[Int(fill[parent])] = Int32(type)
      fill[parent] += 1
    }
    var stack: [Int32] = []
    for root in (0..<count).reversed() where isType[root] && superclasses[root] < 0 {
      stack.append(Int32(root))
    }
    while let type = stack.popLast() {
      order[Int(type)] = Int32(preorder.count)
      preorder.append(type)
      var child = childStart[Int(type) + 1]
      while child > childStart[Int(type)] {
        child -= 1
        stack.append(children[Int(child)])
      }
    }
    var size = [Int32](repeating: 1, count: count)
    for type in preorder.reversed() {
      let superclass = superclasses[Int(type)]
      if superclass >= 0 { size[Int(superclass)] += size[Int(type)] }
      end[Int(type)] = order[Int(type)] + size[Int(type)]
    }
  }
}
