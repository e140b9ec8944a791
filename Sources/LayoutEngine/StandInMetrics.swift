import Foundation
import TextEscaping

/// Glyph advances of openly licensed fonts, standing in for the system font's, whose metrics
/// Apple does not publish: how wide a string is at a point size, within a stated margin.
///
/// The table (`Metrics/stand-in-advances.json`) names the fonts it was read from (repository,
/// commit, path, blob) and the margin: how far another sans face's advances were measured to be
/// from the stand-in's. A width is only as good as that margin, so a rule answers *can't tell*
/// when the space a string has lies inside it.
package struct StandInMetrics: Sendable {
  /// Advances in em by Unicode scalar value.
  package let advances: [UInt32: Double]
  /// The relative error a width carries (0.1: the true width may be 10 % either way).
  package let margin: Double
  /// The fonts, as the table names them: `Noto Sans (OFL 1.1)`, ….
  package let fonts: String

  /// The shipped table.
  package static let shipped: StandInMetrics = {
    guard let url = Bundle.module.url(forResource: "stand-in-advances", withExtension: "json", subdirectory: "Metrics")
      ?? Bundle.module.url(forResource: "stand-in-advances", withExtension: "json"),
      let data = try? Data(contentsOf: url), let metrics = try? StandInMetrics(data)
    else { fatalError("the stand-in glyph metrics are missing from the package resources or broken") }
    return metrics
  }()

  /// The table as its JSON has it.
  private struct Table: Decodable {
    struct Font: Decodable { let family: String }
    let margin: Double
    let fonts: [Font]
    /// Advances in em by the scalar's hexadecimal value (`"0030"`).
    let advances: [String: Double]
  }

  init(_ data: Data) throws {
    let table = try JSONDecoder().decode(Table.self, from: data)
    let scalars = table.advances.compactMap { key, em in UInt32(key, radix: 16).map { ($0, em) } }
    advances = Dictionary(scalars, uniquingKeysWith: { _, last in last })
    guard !advances.isEmpty else { throw CocoaError(.coderValueNotFound) }
    margin = table.margin
    fonts = table.fonts.map(\.family).joined(separator: ", ")
  }

  /// The advance of one character in em: a decimal digit counts as the widest digit of its
  /// script (so the width holds for every value the timer shows), an invisible format
  /// character (a bidi mark) as nothing; `nil` when the table has no advance for it.
  package func advance(of character: Character) -> Double? {
    var total = 0.0
    for scalar in character.unicodeScalars {
      let properties = scalar.properties
      if properties.generalCategory == .format || properties.generalCategory == .nonspacingMark {
        continue
      }
      if properties.generalCategory == .decimalNumber, let value = properties.numericValue {
        let zero = scalar.value - UInt32(value)
        let digits = (0..<10).compactMap { advances[zero + $0] }
        guard digits.count == 10 else { return nil }
        total += digits.max()!
        continue
      }
      guard let advance = advances[scalar.value] else { return nil }
      total += advance
    }
    return total
  }

  /// The width of a string in em, or the first character without an advance.
  package func width(of text: String) -> Result<Double, MissingAdvance> {
    var total = 0.0
    for character in text {
      guard let advance = advance(of: character) else { return .failure(MissingAdvance(character: character)) }
      total += advance
    }
    return .success(total)
  }

  /// A character the table has no advance for.
  package struct MissingAdvance: Error, Sendable {
    package let character: Character

    /// `U+1040`.
    package var codePoints: String {
      character.unicodeScalars.map(VisibleText.codePoint).joined(separator: " ")
    }
  }
}
