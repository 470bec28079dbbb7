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
    let children = (0..<count).map { View("UILabel", id: "label-\($0)", classes: $0 % 2 == 1 ? ["odd"] : []) }
    return sheet.resolve(try StyleTree(root: View("UIView", children: children)))
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
}
