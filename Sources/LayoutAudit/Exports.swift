// The LayoutAudit library is the one product a team imports: it re-exports the types its API
// returns and takes (cases, resolved layouts, rules, reports), so `import LayoutAudit` is enough.
@_exported import LayoutEngine
@_exported import LayoutModel
@_exported import LocaleEngine
@_exported import Reports
@_exported import Rules
@_exported import Runner
