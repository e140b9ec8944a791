import SwiftUI

// Names that stand for each other through ternaries and a switch: the verdict on a Text's value
// once recursed without end (a crash on a real app).
struct Cycle: View {
  @State private var flag = false
  var a: String { flag ? b : c }
  var b: String { flag ? c : a }
  var c: String {
    switch flag {
    case true: a
    case false: b
    }
  }
  var body: some View {
    Text(a)
  }
}
