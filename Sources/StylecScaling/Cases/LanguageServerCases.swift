import Foundation

extension ScalingCase {
  /// `stylec lsp`, spoken to as an editor speaks: a session's messages written to a file that
  /// stands for standard input, timed from start to `exit`.
  static let languageServerCases: [ScalingCase] = [
    // Each finding's position was counted from the start of its line: a minified sheet of n
    // findings on one line cost n times the line.
    ScalingCase(name: "lsp: a one-line sheet of n findings, published", sizes: [2_000, 4_000, 8_000, 16_000])
    {
      count in
      let sheet = (0..<count).map { "UILabel.c\($0){colr:1;alpha:1}" }.joined()
      return try session(count, named: "one-line", [open(sheet)], printingMoreThan: 50_000)
    },
    // Each symbol's and reference's position was counted from the start of its line: a minified
    // sheet's outline of 20,000 rules took 9 seconds.
    ScalingCase(
      name: "lsp: outline, colours and references of a one-line sheet of n rules",
      sizes: [2_500, 5_000, 10_000, 20_000]
    ) { count in
      let sheet = "$c = red;" + (0..<count).map { "UILabel.c\($0){alpha:1;color:$c}" }.joined()
      let document = #""textDocument":{"uri":"untitled:s"}"#
      return try session(
        count, named: "outline",
        [
          open(sheet), message(#""id":3,"method":"textDocument/documentSymbol","params":{"# + document + "}"),
          message(#""id":4,"method":"textDocument/documentColor","params":{"# + document + "}"),
          message(
            #""id":5,"method":"textDocument/references","params":{"# + document
              + #","position":{"line":0,"character":1},"context":{"includeDeclaration":true}}"#),
        ], printingMoreThan: 200 * count)
    },
    // Each edit rescanned the rest of the document for line starts.
    ScalingCase(
      name: "lsp: n one-character edits at the top of a 20,000-line document",
      sizes: [2_000, 4_000, 8_000, 16_000]
    ) { count in
      let sheet = String(repeating: "UILabel { alpha: 1; }\n", count: 20_000)
      let edits = (0..<count).map { version in
        message(
          #""method":"textDocument/didChange","params":{"textDocument":{"uri":"untitled:s","version":\#(version + 2)},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"\#(version % 2 == 0 ? "/" : " ")"}]}"#
        )
      }
      return try session(count, named: "edits", [open(sheet)] + edits, printingMoreThan: 100)
    },
    // Each load worked out the canonical path of every open document, and a save made the
    // server lint them all before its next answer: n documents cost n² path look-ups.
    ScalingCase(name: "lsp: n open sheets of a project, then a save", sizes: [250, 500, 1_000, 2_000]) {
      count in
      let directory = Scratch.root.appendingPathComponent("lsp-project-\(count)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var messages: [String] = []
      for index in 0..<count {
        let path = directory.appendingPathComponent("s\(index).cas").path
        try "UILabel { colr: red; }\n".write(toFile: path, atomically: false, encoding: .utf8)
        messages.append(open("UILabel { colr: red; }\n", uri: URL(fileURLWithPath: path).absoluteString))
      }
      messages.append(
        message(#""method":"textDocument/didSave","params":{"textDocument":{"uri":"untitled:s"}}"#))
      return try session(count, named: "project", messages, printingMoreThan: 100 * count)
    },
    // A rename reads every sheet of the workspace that writes the name or may import its
    // definition (half of these write it, half only import it): each read once, whatever the
    // workspace holds.
    ScalingCase(name: "lsp: a rename across a workspace of n sheets", sizes: [250, 500, 1_000, 2_000]) {
      count in
      let directory = Scratch.root.appendingPathComponent("lsp-rename-\(count)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try "$accent = red;\n".write(
        to: directory.appendingPathComponent("base.css"), atomically: false, encoding: .utf8)
      let user = "@import \"base.css\";\nUILabel { color: $accent; }\n"
      for index in 0..<count {
        try (index % 2 == 0 ? user : "@import \"base.css\";\n").write(
          to: directory.appendingPathComponent("s\(index).css"), atomically: false, encoding: .utf8)
      }
      let main = directory.appendingPathComponent("s0.css").absoluteString
      return try session(
        count, named: "rename",
        [
          open(user.replacingOccurrences(of: "\"", with: "'"), uri: main),
          message(
            #""id":3,"method":"textDocument/rename","params":{"textDocument":{"uri":""# + main
              + #""},"position":{"line":1,"character":19},"newName":"$brand"}"#),
        ], root: directory.absoluteString, printingMoreThan: 100 * count / 2)
    },
  ]

  /// A session of `initialize`, the messages, `shutdown` and `exit`, written to a file; the
  /// work runs the server over it and checks it ended well and printed more than `minimum`.
  private static func session(
    _ count: Int, named name: String, _ messages: [String], root: String? = nil,
    printingMoreThan minimum: Int
  )
    throws -> @Sendable () throws -> Void
  {
    let rootMember = root.map { #","rootUri":""# + $0 + #"""# } ?? ""
    let all =
      [message(#""id":1,"method":"initialize","params":{"capabilities":{}"# + rootMember + "}")] + messages
      + [
        message(#""id":2,"method":"shutdown""#), message(#""method":"exit""#),
      ]
    let path = try Scratch.write(all.joined(), to: "lsp-\(name)-\(count)/input")
    return {
      let outcome = try StylecProcess.run(["lsp"], input: path)
      guard outcome.status == 0, outcome.outputBytes > minimum else {
        throw ScalingError("stylec lsp ended with \(outcome.status), \(outcome.outputBytes) bytes")
      }
    }
  }

  /// A framed JSON-RPC message of the given members.
  private static func message(_ members: String) -> String {
    let body = #"{"jsonrpc":"2.0","# + members + "}"
    return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  /// `didOpen` of the document `uri` holding `text` (no quotes or backslashes).
  private static func open(_ text: String, uri: String = "untitled:s") -> String {
    message(
      #""method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri
        + #"","languageId":"css","version":1,"text":""#
        + text.replacingOccurrences(of: "\n", with: "\\n") + #""}}"#)
  }
}
