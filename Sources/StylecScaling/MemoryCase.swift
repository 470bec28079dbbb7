/// One input whose load must stay within a fixed multiple of the bytes it reads: the case
/// writes its files at each size and names the `stylec` command line that reads them; the
/// check runs it in a process of its own and compares that process's peak memory, less a
/// baseline run's, with the bytes.
struct MemoryCase: Sendable {
  /// The input, as a reader of the report would say it.
  var name: String
  var sizes: [Int]
  /// Writes the input of size n and returns the `stylec` arguments that read it and how many
  /// bytes of stylesheet it reads (imports counted each time they are read).
  var prepare: @Sendable (Int) throws -> (arguments: [String], bytesRead: Int)
  /// How many loads of those bytes the command makes at once: `fmt` and `convert` read the
  /// sheet and, to check it, the text they print, a statement of each in hand together; a
  /// resolve of custom properties keeps, beside the load, a computed value for each.
  var loads = 1
  /// For a command that runs until interrupted (`watch SHEET TREE`): how many times its sheet
  /// (its second argument) is saved while it runs (a line added each time), after which it is
  /// interrupted (SIGINT); 0 for a command that ends by itself.
  var saves = 0

  init(
    name: String, sizes: [Int], loads: Int = 1, saves: Int = 0,
    prepare: @escaping @Sendable (Int) throws -> (arguments: [String], bytesRead: Int)
  ) {
    self.name = name
    self.sizes = sizes
    self.loads = loads
    self.saves = saves
    self.prepare = prepare
  }
}
