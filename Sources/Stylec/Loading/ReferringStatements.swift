/// An `@import` that read a file: the statement, in the file holding it, and the file it
/// brought in (an index into the load's files). An editor's "go to definition" follows it from
/// anywhere in the statement, and the statement's end is where the imported file's names come
/// into scope.
struct ImportSite: Hashable, Sendable {
  var importer: Int
  var range: Range<Int>
  var imported: Int
}

/// An `@import` of a file that was found but could not be read as a sheet (not UTF-8): the
/// file's path, and the statement in the file that imports it, where an editor shows the error.
struct UnreadImport: Hashable, Sendable {
  var path: String
  var importer: Int
  var range: Range<Int>
}

/// An `@extend`: the statement, in its file, and the selectors it names as the load read them
/// (`Selector.writtenText`, escapes decoded), which an editor follows to the rules written so.
struct ExtendSite: Hashable, Sendable {
  var file: Int
  var range: Range<Int>
  var selectors: [String]
}

/// A `@mixin`'s extent and parameters (none or more), and where they stand for the parameters
/// rather than variables of their names: from its header to its body's end, in its file. An
/// editor goes from a parameter's use to the header, and leaves such uses out of a variable's.
struct MixinScope: Hashable, Sendable {
  var file: Int
  var header: Range<Int>
  var end: Int
  var parameters: [String]
}
