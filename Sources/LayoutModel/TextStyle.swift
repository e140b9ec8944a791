/// A SwiftUI text style (`Font.TextStyle`): a font whose size follows the person's text size
/// (https://developer.apple.com/documentation/swiftui/font/textstyle, "A dynamic text style to
/// use for fonts").
package enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case extraLargeTitle
  case extraLargeTitle2
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case subheadline
  case body
  case callout
  case footnote
  case caption
  case caption2
}
