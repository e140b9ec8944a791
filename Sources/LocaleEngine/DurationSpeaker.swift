import CICU

/// ICU's formatters for saying a duration in one locale: "1 hour, 5 minutes", "٢٥ دقيقة".
///
/// Opening them is costly, so the engine keeps one per locale and width. ICU's number and
/// list formatters are immutable once opened and documented thread-safe, which is what makes
/// this class safe to share.
final class DurationSpeaker: @unchecked Sendable {
  private let handle: OpaquePointer

  init(locale: String, fullNames: Bool) throws(ICUError) {
    var status: Int32 = 0
    guard let handle = cicu_duration_formatter_open(locale, fullNames ? 1 : 0, &status), status <= 0
    else {
      throw ICUError(status: status == 0 ? 1 : status)
    }
    self.handle = handle
  }

  deinit { cicu_duration_formatter_close(handle) }

  /// The spoken form of `seconds` (its magnitude), zero parts omitted.
  func say(seconds: Int) throws(ICUError) -> String {
    let value = min(abs(seconds), Int(Int32.max))
    return try icuString(capacity: 96) { buffer, capacity, status in
      cicu_duration_format(
        handle, Int32(value / 3600), Int32(value / 60 % 60), Int32(value % 60), buffer, capacity,
        status)
    }
  }
}
