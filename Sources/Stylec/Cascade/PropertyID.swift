/// A property a stylesheet's declarations set: its position in the rule set's property keys,
/// which are sorted by their text so that properties numbered in order come out sorted. A type
/// of its own so that it is not mixed up with the declaration and rule numbers that travel beside
/// it in the cascade's slots and in resolved entries.
struct PropertyID: TypedIndex {
  let rawValue: Int32
}
