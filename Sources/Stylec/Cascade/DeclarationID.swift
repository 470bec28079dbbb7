/// A declaration of a stylesheet: its position in the sheet's compiled declarations
/// (`Stylesheet.declarations`), where each rule's are a contiguous range. A type of its own so
/// that it is not mixed up with the property and rule numbers beside it in the cascade's slots
/// and in resolved entries.
struct DeclarationID: TypedIndex {
  let rawValue: Int32
}
