// The Return app's glass timer as the field report shows it, after the tvOS fix: the digit
// stack pinned by flipsForRightToLeftLayoutDirection(false) and the environment override, the
// parent VStack overriding again for the reflection, the morph animation off under Reduce
// Motion, the reflection hidden from VoiceOver. The fragments are the report's; the glue
// (the model, the properties the fragments read) is what they need to compile.
import SwiftUI
@preconcurrency import CoreText

@Observable
final class TimerModel {
  var remainingSeconds = 25 * 60

  var displayTime: String {
    let minutes = remainingSeconds / 60
    let seconds = remainingSeconds % 60
    return String(format: "%02d:%02d", minutes, seconds)
  }

  var accessibleDescription: String {
    Duration.seconds(remainingSeconds).formatted(.units(allowed: [.minutes, .seconds], width: .wide))
  }

  func tick() {
    if remainingSeconds > 0 { remainingSeconds -= 1 }
  }
}

struct GlassTextShape: Shape {
  let text: String
  let font: CTFont

  func path(in rect: CGRect) -> Path {
    guard !text.isEmpty else { return Path() }
    let combinedPath = CGMutablePath()
    let attrString = NSAttributedString(string: text, attributes: [.font: font])
    let line = CTLineCreateWithAttributedString(attrString)
    guard let runs = CTLineGetGlyphRuns(line) as? [CTRun], !runs.isEmpty else { return Path() }
    for run in runs {
      let glyphCount = CTRunGetGlyphCount(run)
      guard glyphCount > 0 else { continue }
      var glyphs = [CGGlyph](repeating: 0, count: glyphCount)
      var positions = [CGPoint](repeating: .zero, count: glyphCount)
      let range = CFRange(location: 0, length: glyphCount)
      CTRunGetGlyphs(run, range, &glyphs)
      CTRunGetPositions(run, range, &positions)
      for i in 0..<glyphCount {
        guard let glyphPath = CTFontCreatePathForGlyph(font, glyphs[i], nil) else { continue }
        let transform = CGAffineTransform(translationX: positions[i].x, y: positions[i].y)
        combinedPath.addPath(glyphPath, transform: transform)
      }
    }
    let swiftPath = Path(combinedPath).applying(CGAffineTransform(scaleX: 1, y: -1))
    let flippedBounds = swiftPath.boundingRect
    let offsetX = rect.midX - flippedBounds.midX
    let offsetY = rect.midY - flippedBounds.midY
    return swiftPath.applying(CGAffineTransform(translationX: offsetX, y: offsetY))
  }
}

struct GlassDigitCell: View {
  let character: String
  let font: CTFont
  let cellWidth: CGFloat
  let cellHeight: CGFloat

  private var textShape: GlassTextShape { GlassTextShape(text: character, font: font) }

  var body: some View {
    Rectangle()
      .fill(.clear)
      .glassEffect(.clear, in: textShape)
      .frame(width: cellWidth, height: cellHeight)
  }
}

struct GlassTimerText: View {
  let text: String
  let fontSize: CGFloat

  private var ctFont: CTFont { CTFontCreateWithName("SFProRounded-Semibold" as CFString, fontSize, nil) }
  private var digitCellWidth: CGFloat { fontSize * 0.6 }
  private var colonCellWidth: CGFloat { fontSize * 0.3 }
  private var cellHeight: CGFloat { fontSize * 1.2 }

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(text.enumerated()), id: \.offset) { _, char in
        let isColon = char == ":"
        let cellWidth = isColon ? colonCellWidth : digitCellWidth
        GlassDigitCell(character: String(char), font: ctFont,
                       cellWidth: cellWidth, cellHeight: cellHeight)
      }
    }
    .flipsForRightToLeftLayoutDirection(false)
    .environment(\.layoutDirection, .leftToRight)
  }
}

struct TimerFaceView: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  let model: TimerModel
  var showReflection = true
  private let fontSize: CGFloat = 72

  private var displayTime: String { model.displayTime }
  private var accessibleDescription: String { model.accessibleDescription }

  var body: some View {
    VStack(spacing: 0) {
      GlassTimerText(text: displayTime, fontSize: fontSize)
        .accessibilityLabel("Time remaining: \(accessibleDescription)")
        .accessibilityAddTraits(.updatesFrequently)
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.15), value: displayTime)

      if showReflection {
        GlassTimerText(text: displayTime, fontSize: fontSize)
          .scaleEffect(x: 1, y: -1)
          .mask(
            LinearGradient(
              stops: [
                .init(color: .white.opacity(0.2), location: 0),
                .init(color: .clear, location: 99.6)
              ],
              startPoint: .top,
              endPoint: .bottom
            )
          )
          .offset(y: -8)
          .accessibilityHidden(true)
      }
    }
    .environment(\.layoutDirection, .leftToRight)
  }
}
