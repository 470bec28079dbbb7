import Foundation

/// The name of a directory entry that `readdir` returned, as the system's bytes, read in place
/// up to its NUL: the system allocates an entry only as long as its name, so copying `d_name`
/// whole (256 bytes) would read past the end of the last one.
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
  let name = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
    .assumingMemoryBound(to: CChar.self)
  return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
}

/// The UTF-8 names of the entries in `directory` but hidden ones, at most `limit` of them in
/// the order the system lists them; empty when it cannot be listed. For suggestions only: a
/// missing file's "did you mean" among its neighbours.
func visibleFileNames(in directory: String, limit: Int) -> [String] {
  guard let stream = opendir(directory) else { return [] }
  defer { closedir(stream) }
  var names: [String] = []
  while names.count < limit, let entry = readdir(stream) {
    let bytes = directoryEntryName(entry)
    guard bytes.first != UInt8(ascii: "."), let name = String(validating: bytes, as: UTF8.self) else {
      continue
    }
    names.append(name)
  }
  return names
}

/// A name that is not UTF-8, as a message shows it: its UTF-8 as text, each byte that is not
/// as `\xFF`, so that the name can be told apart (shown with U+FFFD, every such name looked alike).
package func shownNonUTF8Name(_ bytes: [UInt8]) -> String {
  var shown = ""
  var parser = Unicode.UTF8.ForwardParser()
  var remaining = bytes.makeIterator()
  var offset = 0
  while true {
    switch parser.parseScalar(from: &remaining) {
    case .valid(let encoded):
      shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
      offset += encoded.count
    case .error(let length):
      for byte in bytes[offset..<offset + length] {
        shown += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      offset += length
    case .emptyInput:
      return shown
    }
  }
}
