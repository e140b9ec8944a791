import SwiftUI

struct LapTime: View {
  let elapsed: Int

  var body: some View {
    Text(String(format: "%02d:%02d", elapsed / 60, elapsed % 60)).font(.title)
  }
}

struct LapScreen: View {
  @State private var elapsed = 0

  var body: some View {
    VStack { LapTime(elapsed: elapsed); Text("Lap") }
  }
}
