import Foundation
import Stylec

/// The largest tree, schema or configuration file the CLI reads, unless `--max-tree-size` says
/// otherwise: big enough for millions of nodes, small enough that `/dev/zero` cannot exhaust
/// memory.
let defaultMaximumInputSize = 256 << 20

/// Reads a whole input file, refusing directories and anything larger than `limit` bytes, and
/// notes it among the files the run reads (`ReadFiles`), which no output may replace.
/// - Parameters:
///   - description: what the file is, for the error ("schema", "configuration").
///   - limitOption: the option that raises `limit`, named when the file is larger.
///   - regularFileOnly: refuse a FIFO or device without waiting for it (for files found rather
///     than named by the user).
///   - root: the directory (canonical) the file opened must lie in, if any.
///   - isInput: whether the file counts among those no output may replace; `convert` reads the
///     sheets already converted in a directory only to learn their imports, and `--force`
///     replaces them.
///   - directory: the directory (as the system resolves it) a sheet was found in, which it must
///     still lie in, through no link, when it is read: a link put in its place since would
///     lead the command out of the directory.
///   - advice: what the command can take instead of a file it cannot read.
/// - Throws: a usage error saying which file and why it cannot be read.
func readInputFile(
  _ path: String, description: String? = nil, limit: Int = defaultMaximumInputSize,
  limitOption: String? = nil, regularFileOnly: Bool = false, inside root: String? = nil, isInput: Bool = true,
  foundIn directory: String? = nil, advice: ReadingAdvice = ReadingAdvice()
) throws(UsageError) -> ReadFile {
  let name = [description, quoted(path, limit: pathLimit)].compactMap { $0 }.joined(separator: " ")
  switch readFile(
    atPath: path, limit: limit, regularFileOnly: regularFileOnly, inside: directory ?? root,
    followsLinks: directory == nil)
  {
  case .success(let file):
    if isInput { ReadFiles.record(file.identity, name: path) }
    return file
  case .failure(.outsideRoot) where directory != nil:
    throw UsageError(
      message:
        "cannot read \(name): it now leads out of \(quoted(directory!, limit: pathLimit)), where it was found (a link was put in its way)",
      topic: nil, nextStep: "it is left as it is; name the file to read it")
  case .failure(let error):
    let next: String? =
      if case .tooLarge = error { limitOption.map { "raise the limit with \($0)" } } else {
        nextStep(reading: path, advice)
      }
    throw UsageError(message: "cannot read \(name): \(inputFailureReason(error))", topic: nil, nextStep: next)
  }
}

/// All of standard input (`-`), up to `limit` bytes (raised with `limitOption`), as every
/// command reads it.
/// - Throws: a usage error saying why it cannot be read and what to do instead.
/// - Parameter echoing: whether standard input too large to read is written to standard output
///   unchanged (`Console.echoStandardInput`), which the error then says.
func readStandardInput(_ console: Console, limit: Int, limitOption: String, echoing: Bool = false)
  throws(UsageError) -> [UInt8]
{
  let echo = echoing ? console.echoStandardInput : nil
  switch (echo ?? console.readStandardInput)(limit) {
  case .success(let bytes): return bytes
  case .failure(let error):
    let next =
      if case .tooLarge = error {
        "raise the limit with \(limitOption)"
      } else {
        "pipe the input to stylec, or name a file instead of '-'"
      }
    let echoed = if case .tooLarge = error, echo != nil { "; it is written back unchanged" } else { "" }
    throw UsageError(
      message: "cannot read standard input: \(inputFailureReason(error))\(echoed)", topic: nil, nextStep: next
    )
  }
}

/// What a command can take in place of a file it cannot read, for the advice it gives.
struct ReadingAdvice {
  /// What to do instead of naming a FIFO or socket that sent nothing: send it to standard input
  /// as `-`, where the command reads one; `watch` follows files as they change, and cannot; a
  /// schema or configuration is read from its path, a pipe once its writer runs (nil: the
  /// error's own "start its writer first" says it).
  var pipeAdvice: String? = "to read from a pipe or another program, send it to standard input and name '-'"
  /// Files the command writes, never suggested as the near miss of a file it reads.
  var outputs: [String] = []
}

/// What to do about a file that could not be read: for a missing one, the file of a near name in
/// its directory (other than one the command writes), or where the path was looked for; for a
/// directory, that a file is wanted.
func nextStep(reading path: String, _ advice: ReadingAdvice = ReadingAdvice()) -> String? {
  // An empty path is no near miss of the working directory's name.
  guard !path.isEmpty else { return "the path is empty: name a file" }
  // A working directory that was deleted has no path: no relative name can be read there
  // (`.` was called a directory to name a file in, `../w` a near miss of a neighbour).
  if !path.hasPrefix("/"), !currentDirectory().hasPrefix("/") {
    return "the path is relative to the current directory, which no longer exists; name it by its full path"
  }
  // `-` is standard input where a stylesheet or tree is read, and no near miss of a file name.
  if path == "-", !FileManager.default.fileExists(atPath: path) {
    return "'-' reads standard input in place of a stylesheet or a tree, not here: name a file"
  }
  let manager = FileManager.default
  var isDirectory: ObjCBool = false
  if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
    if isDirectory.boolValue {
      return "'\(escapingControlCharacters(path))' is a directory: name a file in it"
    }
    // A FIFO or socket refused: what it would send can come through standard input.
    var status = stat()
    if stat(path, &status) == 0, [S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT) {
      return advice.pipeAdvice
    }
    return nil
  }
  // A link that leads nowhere is there by its name: it is no near miss of itself. One whose
  // chain of links comes back to itself leads nowhere in another way.
  var status = stat()
  if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
    var target = stat()
    let loops = stat(path, &target) != 0 && errno == ELOOP
    return loops
      ? "'\(escapingControlCharacters(path))' is a symbolic link whose links lead back round: name the file itself"
      : "'\(escapingControlCharacters(path))' is a symbolic link that leads nowhere"
  }
  let url = URL(fileURLWithPath: path)
  let directory = url.deletingLastPathComponent()
  let name = url.lastPathComponent
  let outputs = Set(advice.outputs.map { URL(fileURLWithPath: $0).standardizedFileURL })
  let siblings = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).prefix(10_000).filter {
    !outputs.contains(directory.appendingPathComponent($0).standardizedFileURL)
  }
  if let near = closestMatch(to: name, among: siblings) {
    // In the directory as written (`y/`, a file named as a directory, is the file `y`).
    let written = directoryPart(of: path)
    let shown = written.isEmpty ? near : written == "/" ? "/" + near : written + "/" + near
    return "did you mean '\(escapingControlCharacters(shown))'?"
  }
  guard path.hasPrefix("/") else {
    return "the path is relative to the current directory, \(escapingControlCharacters(currentDirectory()))"
  }
  return nil
}

/// Why an input other than a stylesheet could not be read, as the CLI says it.
func inputFailureReason(_ error: SourceReadError) -> String {
  switch error {
  case .tooLarge(let limit): "it is larger than the \(limit)-byte limit"
  case .outsideRoot:
    "it is outside the directory of the configuration that names it (a schema elsewhere can be given with --schema or --config)"
  default: error.message
  }
}
