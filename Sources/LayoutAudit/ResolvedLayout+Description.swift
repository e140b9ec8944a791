import Foundation
import LayoutEngine

extension ResolvedLayout {
  /// The layout as a person reads it: display and reference, glyphs left to right, stacks,
  /// accessibility elements, motion and glass (what `layout-audit resolve` prints).
  /// - Parameters:
  ///   - title: the case's title.
  ///   - platformName: the platform's display name (`tvOS 26`).
  public func text(title: String, platformName: String) -> String {
    ResolvedLayoutText.render(self, title: title, platformName: platformName)
  }

  /// The layout as pretty-printed JSON with sorted keys, ending in a newline.
  public func json() -> Data { ResolvedLayoutJSON.document(self) }
}
