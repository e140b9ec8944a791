import SwiftUI

// Names that stand for each other's elements: following an element must end.
struct CyclicDigits: View {
  var a: [Int] { b[0] }
  var b: [[Int]] { c[0] }
  var c: [[[Int]]] { a[0] }
  var body: some View {
    HStack { Text(String(a[0])); Text(String(a[1] % 10)) }
  }
}
