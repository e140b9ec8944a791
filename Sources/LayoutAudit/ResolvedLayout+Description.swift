import Foundation
import LayoutEngine
import LayoutModel

extension ResolvedLayout {
  /// The layout as a person reads it: display and reference, glyphs left to right, stacks,
  /// accessibility elements, motion and glass (what `layout-audit resolve` prints).
  /// - Parameters:
  ///   - title: the case's title.
  ///   - platformName: the platform's display name (`tvOS 26`).
  public func text(title: String, platformName: String) -> String {
    ResolvedLayoutText.render(self, title: title, platformName: platformName)
  }

  /// The human form, with the text widths at one Dynamic Type size only.
  package func text(title: String, platformName: String, textSize: DynamicTypeSize?) -> String {
    ResolvedLayoutText.render(self, title: title, platformName: platformName, textSize: textSize)
  }

  /// The layout as pretty-printed JSON with sorted keys, ending in a newline.
  public func json() -> Data { json(textSize: nil) }

  /// The JSON form, with the text widths at one Dynamic Type size only.
  package func json(textSize: DynamicTypeSize?) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and arrays of them: encoding cannot fail.
    var data = (try? encoder.encode(ResolvedLayoutJSON(self, textSize: textSize))) ?? Data()
    data.append(0x0A)
    return data
  }
}
