/// Hands out names that are unique within a scope by numbering repeats (`name #2`): JUnit
/// consumers merge test cases that share a name, and HTML anchors must be unique.
struct UniqueNames {
  private var used: Set<String> = []

  /// The name itself the first time, then `name #2`, `name #3`, ….
  mutating func claim(_ name: String) -> String {
    if used.insert(name).inserted { return name }
    var number = 2
    while !used.insert("\(name) #\(number)").inserted { number += 1 }
    return "\(name) #\(number)"
  }
}
