import Foundation
import Testing

@testable import Stylec

@Suite("JSON output")
struct JSONOutputTests {
  /// A tree of `count` labels under one view, each with a class and an id, and a sheet giving
  /// them a long multi-byte value and a value longer than the writer's 64 KB chunk.
  static func styled(count: Int) throws -> ResolvedStyles {
    let long = String(repeating: "é", count: 40_000)
    let sheet = Stylesheet(
      source: "UILabel { title \"\(long)\"; font-size 12 }\n.odd { text-color red; text \"ünïcode ✓\" }",
      fileName: "main.cas")
    let children = (0..<count).map {
      ViewNode("UILabel", id: "label-\($0)", classes: $0 % 2 == 1 ? ["odd"] : [])
    }
    return sheet.resolve(try StyleTree(root: ViewNode("UIView", children: children)))
  }

  /// The whole output's buffer is reserved from an estimate whose indentation stops growing
  /// where the writer's does (64 levels): counting every level, a chain 100,000 deep reserved
  /// 90 GB and crashed, one 5,000 deep reserved a hundred times its output.
  @Test func aDeepTreesOutputReservesAboutWhatItWrites() throws {
    let depth = 5000
    let json =
      String(repeating: #"{"type": "UIView", "children": ["#, count: depth) + #"{"type": "UILabel"}"#
      + String(repeating: "]}", count: depth)
    let tree = try StyleTree(json: json, maximumDepth: 10_000)
    let styles = Stylesheet(source: "UIView { alpha: 0.5; }", fileName: "main.css").resolve(tree)
    let output = styles.jsonBytes()
    #expect(output.count > 100 * depth)
    #expect(output.capacity < 3 * output.count)
  }

  @Test(arguments: [false, true])
  func piecesJoinIntoTheWholeOutput(compact: Bool) throws {
    let styles = try Self.styled(count: 30)
    var pieces: [[UInt8]] = []
    styles.writeJSON(compact: compact) { pieces.append(Array($0)) }
    let whole = styles.jsonBytes(compact: compact)
    #expect(pieces.count > 20)
    #expect(pieces.joined().elementsEqual(whole))
    // The 80 KB value goes alone; other pieces fill the chunk, except just before it and last.
    #expect(pieces.contains { $0.count > 65_536 })
    for index in pieces.indices.dropLast() where pieces[index].count < 60_000 {
      #expect(pieces[index + 1].count > 65_536)
    }
    let parsed = try JSONSerialization.jsonObject(with: Data(whole)) as? [String: Any]
    let labels = try #require(parsed?["children"] as? [[String: Any]])
    #expect(labels.count == 30)
    #expect((labels[1]["style"] as? [String: Any])?["text"] as? String == "ünïcode ✓")
  }

  /// A tree past the parallel threshold whose nodes sit at every depth up to 8, so that the
  /// runs written side by side start at different depths, inside and after deep subtrees.
  static func largeStyledTree() throws -> ResolvedStyles {
    var random: UInt64 = 11
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    var count = 0
    func subtree(_ depth: Int) -> ViewNode {
      count += 1
      let children = depth < 8 ? (0..<next(5)).map { _ in subtree(depth + 1) } : []
      return ViewNode(
        ["UIView", "UILabel"][next(2)], id: next(20) == 0 ? "n\(count)" : nil, classes: ["c\(next(6))"],
        children: children)
    }
    var roots: [ViewNode] = []
    while count < Cascade.parallelThreshold + 5_000 { roots.append(subtree(1)) }
    let sheet = Stylesheet(
      source:
        "UIView { margin 4 8 }\n.c1 { text \"é ✓\" }\nUILabel.c2 { font-size 12; text-color #fff }\n.c3 > * { hidden true }",
      fileName: "main.cas")
    return sheet.resolve(try StyleTree(root: ViewNode("UIWindow", children: roots)))
  }

  @Test(arguments: [false, true])
  func aLargeTreeWrittenOnEveryCoreGivesTheSameBytes(compact: Bool) throws {
    let styles = try Self.largeStyledTree()
    let sequential = TreeJSONWriter(tree: styles.tree, styles: styles, compact: compact, parallel: false)
      .bytes()
    #expect(styles.jsonBytes(compact: compact) == sequential)
    // Runs of 50 KB: dozens of them, more than the cores, each a few levels deep.
    let inRuns = TreeJSONWriter(tree: styles.tree, styles: styles, compact: compact, runSize: 50_000)
    #expect(sequential.count > 30 * 50_000)
    var pieces: [[UInt8]] = []
    inRuns.write { piece, _ in pieces.append(Array(piece)) }
    #expect(pieces.allSatisfy { $0.count <= 65_536 })
    #expect(pieces.joined().elementsEqual(sequential))
    #expect(try JSONSerialization.jsonObject(with: Data(sequential)) is [String: Any])
  }
}
