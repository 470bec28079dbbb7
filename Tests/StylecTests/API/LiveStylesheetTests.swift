import Foundation
import Testing

@testable import Stylec

/// Live stylesheets, as Nimbus's cache, Chameleon and NIDOM had them: sheets loaded once and
/// shared, reloaded when a file they read changes (imports too), each reload told to observers
/// once, and a document restyled with what changed.
@Suite("Live stylesheets")
struct LiveStylesheetTests {
  /// A scratch directory with the files, removed afterwards.
  private func withFiles(_ files: [String: String], _ body: (String) async throws -> Void) async throws {
    let directory = try makeScratchDirectory("stylec-live")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, text) in files { try write(text, to: directory + "/" + name) }
    try await body(directory)
  }

  /// Writes a file as editors save one, whole: a new file renamed over the old, so a poll never
  /// reads it half-written.
  private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path + ".new", atomically: false, encoding: .utf8)
    guard rename(path + ".new", path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  @Test func aSheetIsLoadedOnceAndSharedUntilAFileItReadChanges() async throws {
    try await withFiles([
      "main.css": "@import url('theme.css');\nUIView { alpha: 1; }", "theme.css": "UILabel { p: 1; }",
    ]) {
      directory in
      let cache = StylesheetCache()
      let main = directory + "/main.css"
      let first = try cache.stylesheet(atPath: main)
      #expect(first.rules.map(\.selector) == ["UILabel", "UIView"])
      #expect(cache.reloadChanged().isEmpty)
      // The import changes: the sheet that read it reloads, once.
      try write("UILabel { p: 2; q: 3; }", to: directory + "/theme.css")
      #expect(try cache.stylesheet(atPath: main).rules[0].declarations.count == 1)
      let changes = cache.reloadChanged()
      #expect(changes.map(\.path) == [main])
      #expect(changes[0].changedFiles == [directory + "/theme.css"])
      #expect(changes[0].stylesheet?.rules[0].declarations.map(\.property) == ["p", "q"])
      #expect(try cache.stylesheet(atPath: main).rules[0].declarations.count == 2)
      #expect(cache.reloadChanged().isEmpty)
    }
  }

  @Test func everyObserverIsToldOfEachReloadOnceUntilCancelled() async throws {
    try await withFiles(["a.css": "UIView { alpha: 1; }"]) { directory in
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: directory + "/a.css")
      final class Seen: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
      }
      let seen = Seen()
      let observation = cache.observe { seen.add($0.path) }
      try write("UIView { alpha: 0.5; }", to: directory + "/a.css")
      cache.reloadChanged()
      cache.reloadChanged()
      #expect(seen.paths == [directory + "/a.css"])
      observation.cancel()
      try write("UIView { alpha: 0.25; hidden: YES; }", to: directory + "/a.css")
      #expect(cache.reloadChanged().count == 1)
      #expect(seen.paths.count == 1)
    }
  }

  /// An observation cancelled while a change is being delivered gets no call that begins
  /// afterwards: the observers were taken once, before the first call, and the later ones called
  /// even after `cancel()` had returned.
  @Test func anObservationCancelledDuringADeliveryIsNotCalledAfterwards() async throws {
    try await withFiles(["a.css": "UIView { alpha: 1; }"]) { directory in
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: directory + "/a.css")
      final class Box: @unchecked Sendable {
        let lock = NSLock()
        var later: StylesheetCache.ObservationToken?
        var calls: [String] = []
        func note(_ call: String) { lock.withLock { calls.append(call) } }
      }
      let box = Box()
      let first = cache.observe { _ in
        box.note("first")
        box.lock.withLock { box.later }?.cancel()
      }
      let later = cache.observe { _ in box.note("later") }
      box.lock.withLock { box.later = later }
      try write("UIView { alpha: 0.5; }", to: directory + "/a.css")
      #expect(cache.reloadChanged().count == 1)
      #expect(box.calls == ["first"])
      first.cancel()
    }
  }

  @Test func aFileThatCannotBeReadKeepsTheLastSheetAndSaysWhy() async throws {
    try await withFiles(["a.css": "UIView { alpha: 1; }"]) { directory in
      let path = directory + "/a.css"
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: path)
      try FileManager.default.removeItem(atPath: path)
      let changes = cache.reloadChanged()
      #expect(changes.count == 1 && changes[0].stylesheet == nil)
      #expect(changes[0].error?.kind == .unreadable)
      #expect(try cache.stylesheet(atPath: path).rules.count == 1)
      #expect(cache.reloadChanged().isEmpty)
      try write("UIView { alpha: 0.5; } UILabel { p: 1; }", to: path)
      #expect(cache.reloadChanged().first?.stylesheet?.rules.count == 2)
    }
  }

  /// A save mid-edit, an unclosed rule with a typo, once removed the background and the fonts:
  /// the last good sheet stays, and the change carries the rejected one with its errors.
  @Test func aSheetSavedWithErrorsKeepsTheLastGoodOneUnlessTheAppSaysOtherwise() async throws {
    try await withFiles(["a.css": "UIView { background-color: red; }\nUILabel { font-size: 14; }\n"]) {
      directory in
      let path = directory + "/a.css"
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: path)
      try write("UIView { background-colr: red\nUILabel { font-size: 14; }\n", to: path)
      let changes = cache.reloadChanged()
      #expect(changes.count == 1 && changes[0].stylesheet == nil)
      #expect(changes[0].rejected?.hasErrors == true)
      #expect(changes[0].error?.diagnostics.isEmpty == false)
      #expect(changes[0].error?.diagnostics.allSatisfy { $0.severity == .error } == true)
      #expect(try cache.stylesheet(atPath: path).rules.count == 2)
      // Reported once, until the file changes again.
      #expect(cache.reloadChanged().isEmpty)
      try write("UIView { background-color: blue; }\n", to: path)
      #expect(cache.reloadChanged().first?.stylesheet?.rules.count == 1)

      let taking = StylesheetCache(reloadPolicy: .applyWhatReads)
      _ = try taking.stylesheet(atPath: path)
      try write("UIView { alpha: 1\n", to: path)
      let taken = taking.reloadChanged()
      #expect(taken.first?.stylesheet?.hasErrors == true)
      #expect(taken.first?.rejected == nil)
    }
  }

  /// An import replaced by a link back to the sheet (a cycle) is watched all the same: the link
  /// replaced by a file of its own reloads the sheet (it went unseen until the sheet changed).
  @Test func anImportThatWasACycleIsStillWatched() async throws {
    try await withFiles([
      "s.cas": "@import \"p.cas\";\nUILabel { alpha: 0.5 }\n", "p.cas": "UIView { alpha: 1 }\n",
    ]) {
      directory in
      let path = directory + "/s.cas"
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: path)
      try FileManager.default.removeItem(atPath: directory + "/p.cas")
      #expect(symlink("s.cas", directory + "/p.cas") == 0)
      let cycle = cache.reloadChanged()
      #expect(cycle.first?.rejected?.diagnostics.map(\.code) == [.importCycle])
      try FileManager.default.removeItem(atPath: directory + "/p.cas")
      try write("UIView { alpha: 0.9 }\n", to: directory + "/p.cas")
      let fixed = cache.reloadChanged()
      #expect(fixed.first?.stylesheet?.rules.count == 2)
    }
  }

  /// A theme switch is one call: the variables change, and every sheet reloads with them.
  @Test func otherVariablesReloadEverySheetWithThem() async throws {
    try await withFiles([
      "main.css": "@import $theme;\nUILabel { alpha: 1; }\n",
      "light.css": "UIView { tint-color: white; }\n",
      "dark.css": "UIView { tint-color: black; }\n",
    ]) { directory in
      let path = directory + "/main.css"
      let cache = StylesheetCache(variables: ["theme": "light.css"])
      let light = try cache.stylesheet(atPath: path)
      #expect(light.diagnostics.isEmpty, "\(light.diagnostics)")
      #expect(light.rules.first?.declarations.first?.value.description == "#ffffff")
      let changes = cache.replaceVariables(["theme": "dark.css"])
      #expect(changes.count == 1 && changes[0].changedFiles.isEmpty)
      #expect(changes[0].stylesheet?.rules.first?.declarations.first?.value.description == "#000000")
      #expect(cache.variables == ["theme": "dark.css"])
      #expect(
        try cache.stylesheet(atPath: path).rules.first?.declarations.first?.value.description == "#000000")
    }
  }

  @Test func watchingFindsAChangeAndTheStreamDeliversIt() async throws {
    try await withFiles(["a.css": "UIView { alpha: 1; }"]) { directory in
      let path = directory + "/a.css"
      let cache = StylesheetCache()
      _ = try cache.stylesheet(atPath: path)
      let stream = cache.changes
      cache.startWatching(every: .milliseconds(20))
      defer { cache.stopWatching() }
      try write("UIView { alpha: 0.5; hidden: NO; }", to: path)
      var iterator = stream.makeAsyncIterator()
      let change = await iterator.next()
      #expect(change?.path == path)
      #expect(change?.stylesheet?.rules.first?.declarations.count == 2)
    }
  }

  /// Reloads found on the polling queue reach a main-actor observer (its handler is isolated to
  /// the main actor) in the order they were found; none after the observation is cancelled there.
  @MainActor @Test func aMainActorObserverGetsEachReloadThereInOrder() async throws {
    let directory = try makeScratchDirectory("stylec-live")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/a.css"
    try write("UIView { alpha: 1; }", to: path)
    let cache = StylesheetCache()
    _ = try cache.stylesheet(atPath: path)
    do {
      var alphas: [Double?] = []
      let observation = cache.observeOnMainActor { change in
        alphas.append(change.stylesheet?.rules.first?.declarations.first?.value.number)
      }
      // Each reload is found on another thread, as the watching timer finds it.
      for alpha in ["0.5", "0.25", "0.75"] {
        try write("UIView { alpha: \(alpha); }", to: path)
        await Task.detached { _ = cache.reloadChanged() }.value
      }
      for _ in 0..<500 where alphas.count < 3 { try await Task.sleep(for: .milliseconds(2)) }
      #expect(alphas == [0.5, 0.25, 0.75])
      // Found before the cancel, waiting for the main actor when it comes: not delivered.
      try write("UIView { alpha: 0.1; }", to: path)
      #expect(cache.reloadChanged().count == 1)
      observation.cancel()
      try await Task.sleep(for: .milliseconds(50))
      #expect(alphas.count == 3)
    }
  }

  @Test func aReloadRestylesTheTreeAndSaysWhatChanged() async throws {
    try await withFiles(["a.css": "UIButton { alpha: 1; tint-color: red; }"]) { directory in
      let path = directory + "/a.css"
      let cache = StylesheetCache()
      let (button, label) = (ViewNode("UIButton"), ViewNode("UILabel"))
      let tree = try StyleTree(root: ViewNode("UIView", children: [button, label]))
      var live = LiveStyles(stylesheet: try cache.stylesheet(atPath: path), tree: tree)
      try write("UIButton { alpha: 0.5; title: \"Buy\"; }\nUILabel { alpha: 1; }", to: path)
      let change = try #require(cache.reloadChanged().first)
      let reloaded = try #require(change.stylesheet)
      let names = [button.nodeID: "button", label.nodeID: "label"]
      let changes = live.replaceStylesheet(reloaded).map {
        "\(names[$0.node] ?? "?") \($0.property): \($0.old.map(\.description) ?? "-") → \($0.new.map(\.description) ?? "-")"
      }
      #expect(
        changes == [
          "button alpha: 1 → 0.5", "button tint-color: #ff0000 → -", "button title: - → \"Buy\"",
          "label alpha: - → 1",
        ])
      #expect(live.styles[button.nodeID, "alpha"] == .number(0.5, unit: .none))
      #expect(live.stylesheet.rules.count == 2)
      // Another tree of the same views, one added: each view is compared with itself.
      let added = ViewNode("UILabel")
      let grown = try StyleTree(root: ViewNode("UIView", children: [label, button, added]))
      #expect(
        live.replaceTree(grown).map { "\(names[$0.node] ?? "added") \($0.property)" } == ["added alpha"])
      // A tree with no IDs in common: every node is new.
      let fresh = try StyleTree(root: ViewNode("UIView", children: [ViewNode("UILabel")]))
      #expect(live.replaceTree(fresh).map(\.property) == ["alpha"])
    }
  }

  /// The Live Stylesheets article's example, with a scratch file and a stop after one change.
  @Test func theArticlesExampleRuns() async throws {
    try await withFiles(["main.css": "UIButton { alpha: 1; }"]) { directory in
      let path = directory + "/main.css"
      let cache = StylesheetCache()
      let button = ViewNode("UIButton")
      let tree = try StyleTree(root: ViewNode("UIView", children: [button]))
      var live = LiveStyles(stylesheet: try cache.stylesheet(atPath: path), tree: tree)
      cache.startWatching(every: .milliseconds(20))
      defer { cache.stopWatching() }
      let changes = cache.changes
      try write("UIButton { alpha: 0.5; }", to: path)
      var printed: [String] = []
      for await change in changes {
        guard let reloaded = change.stylesheet else { continue }
        for changed in live.replaceStylesheet(reloaded) where changed.node == button.nodeID {
          printed.append(
            "\(changed.property) \(changed.old?.description ?? "-") → \(changed.new?.description ?? "-")")
        }
        break
      }
      #expect(printed == ["alpha 1 → 0.5"])
    }
  }

  /// The article's example of every change `LiveStyles` takes, verbatim but for the sheets and
  /// the expectations.
  @Test func theArticlesEveryChangeExampleRuns() throws {
    let sheet = Stylesheet(
      source: """
        UIButton.primary { tint-color: blue }
        @media (appearance: dark) { UIButton { alpha: 0.5 } }
        #header > .badge { hidden: true }
        """, syntax: .css)
    let reloaded = Stylesheet(source: "UIButton { tint-color: red }", syntax: .css)
    let header = ViewNode("UIView", id: "header")
    let button = ViewNode("UIButton")
    let badge = ViewNode("UILabel", classes: ["badge"])
    let tree = try StyleTree(
      root: ViewNode("UIView") {
        header; button
      })
    var live = LiveStyles(stylesheet: sheet, tree: tree, schema: .uikit)
    #expect(
      try live.update(button.nodeID, classes: ["primary"], states: ["selected"]).map(\.property) == [
        "tint-color"
      ])
    #expect(
      live.update(environment: StyleEnvironment(orientation: .landscape, custom: ["appearance": "dark"]))
        .map(\.property) == ["alpha"])
    // The badge inherits the primary button's tint color, which it loses under the header.
    #expect(try live.insert(badge, into: button.nodeID, at: 0).map(\.property) == ["tint-color"])
    #expect(
      try live.move(badge.nodeID, into: header.nodeID).map { "\($0.property): \($0.new?.description ?? "-")" }
        == ["hidden: true", "tint-color: -"])
    #expect(try live.remove(header.nodeID).isEmpty)
    #expect(
      live.replaceStylesheet(reloaded).map { "\($0.property): \($0.new?.description ?? "-")" } == [
        "alpha: -", "tint-color: #ff0000",
      ])
    #expect(live.styles.tree.count == 2)
  }

  @Test func theArticlesSizeExampleRuns() throws {
    let cards = Stylesheet(
      source:
        ".card { container-type: inline-size; }  @container (width >= 400px) { UILabel { font-size: 20; } }",
      syntax: .css)
    let card = ViewNode(
      "UIView", classes: ["card"], size: StyleSize(width: 500, height: 300), children: [ViewNode("UILabel")])
    var sized = LiveStyles(stylesheet: cards, tree: try StyleTree(root: card))
    #expect(sized.styles.property("font-size", of: card.children[0].nodeID)?.value.description == "20")
    #expect(
      try sized.update(card.nodeID, size: StyleSize(width: 300, height: 300)).map {
        "\($0.property): \($0.new?.description ?? "-")"
      } == ["font-size: -"])
    #expect(
      try sized.update(card.nodeID, size: StyleSize(width: 450, height: 300)).map(\.property) == ["font-size"]
    )
    #expect(try sized.update(card.nodeID, size: nil).map(\.property) == ["font-size"])
    #expect(sized.styles.tree.size(of: card.nodeID) == nil)
    #expect(cards.resolve(sized.styles.tree).json() == sized.styles.json())
  }

  @Test func anImportMissingAtFirstIsReadOnceItAppears() async throws {
    try await withFiles(["main.css": "@import url('theme.css');\nUIView { alpha: 1; }"]) { directory in
      let cache = StylesheetCache()
      let main = directory + "/main.css"
      #expect(try cache.stylesheet(atPath: main).diagnostics.map(\.code) == [.importFailed])
      try write("UILabel { p: 1; }", to: directory + "/theme.css")
      let change = try #require(cache.reloadChanged().first)
      #expect(change.changedFiles == [directory + "/theme.css"])
      #expect(change.stylesheet?.rules.map(\.selector) == ["UILabel", "UIView"])
      // And is watched after it goes away (the sheet that cannot import it is kept out, as a
      // sheet with errors is) and comes back.
      try FileManager.default.removeItem(atPath: directory + "/theme.css")
      let gone = try #require(cache.reloadChanged().first)
      #expect(gone.stylesheet == nil)
      #expect(gone.rejected?.diagnostics.map(\.code) == [.importFailed])
      #expect(try cache.stylesheet(atPath: main).rules.count == 2)
      try write("UILabel { p: 2; }", to: directory + "/theme.css")
      #expect(cache.reloadChanged().first?.stylesheet?.rules.count == 2)
    }
  }

  @Test func anIntervalOfAnyLengthIsTaken() {
    let cache = StylesheetCache()
    cache.startWatching(every: .seconds(10_000_000_000))
    cache.startWatching(every: .seconds(-5))
    cache.stopWatching()
  }
}
