// The LayoutAudit library is the one product a team imports, and the only module the CLI
// imports. It re-exports the audit record (ReportModel) whole, and from the engine modules only
// the types its API takes and returns; everything else stays inside the package.
@_exported import ReportModel
@_exported import struct LayoutEngine.AccessibilitySettings
@_exported import struct LayoutEngine.PlatformProfile
@_exported import struct LayoutEngine.ResolvedLayout
@_exported import enum LayoutModel.Spelling
@_exported import struct LocaleEngine.BidiParagraph
@_exported import struct LocaleEngine.BidiRun
@_exported import enum LocaleEngine.EscapedText
@_exported import struct LocaleEngine.EscapeError
@_exported import struct LocaleEngine.LocaleIdentifier
@_exported import struct LocaleEngine.LocaleProfile
@_exported import enum LocaleEngine.ParagraphDirection
@_exported import enum LocaleEngine.TextDirection
@_exported import struct Reports.ReportFormat
@_exported import struct Rules.AuditRule
@_exported import struct Runner.AuditCase
@_exported import struct Runner.AuditRequest
@_exported import struct Runner.WaiverSet
