import CICU

/// An error code returned by ICU, with ICU's own name for it.
package struct ICUError: Error, CustomStringConvertible, Equatable {
  /// ICU's `UErrorCode` value.
  package let status: Int32

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  package var name: String { String(cString: cicu_error_name(status)) }

  package var description: String {
    "ICU reported \(name) (\(status)); this is a bug in LayoutAudit or a broken ICU install — "
      + "check that libicu-dev matches the ICU the tool was built against"
  }

  static let bufferOverflow: Int32 = 15  // U_BUFFER_OVERFLOW_ERROR
}
