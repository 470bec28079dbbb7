/// An `@import` that read a file: the statement, in the file holding it, and the file it
/// brought in (an index into the load's files). An editor's "go to definition" follows it from
/// anywhere in the statement, and the statement's end is where the imported file's names come
/// into scope.
struct ImportSite: Hashable, Sendable {
  var importer: Int
  var range: Range<Int>
  var imported: Int
}

/// An `@extend`: the statement, in its file, and the selectors it names as the load read them
/// (`Selector.writtenText`, escapes decoded), which an editor follows to the rules written so.
struct ExtendSite: Hashable, Sendable {
  var file: Int
  var range: Range<Int>
  var selectors: [String]
}
