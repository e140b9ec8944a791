import ReportModel

/// The JSON Schema (draft 2020-12) of `report.json`, written beside it as `report.schema.json`.
///
/// Hand-written and closed (`additionalProperties: false` everywhere), so a field added to
/// `AuditReport` without a schema change fails the test that validates a rendered report
/// against it. Optional Swift properties are omitted from the JSON when `nil`, so they are
/// simply not `required` here.
package enum ReportSchema {
  /// `report.schema.json`.
  package static let fileName = "report.schema.json"

  /// The schema's `$id`, which names the report schema version it describes.
  package static let id = "urn:layoutaudit:report-schema:3"

  /// The schema text.
  package static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "urn:layoutaudit:report-schema:3",
      "title": "LayoutAudit JSON report",
      "description": "The complete record of a layout-audit run (schema version 3): results by (case, platform) unit, each distinct finding and picture once in the findings and pictures tables.",
      "type": "object",
      "additionalProperties": false,
      "required": ["schemaVersion", "tool", "engine", "generatedAt", "inputs", "matrix", "rules",
                   "localeClasses", "results", "findings", "pictures", "waivers", "expectations", "summary"],
      "properties": {
        "schemaVersion": { "const": 3 },
        "tool": {
          "type": "object", "additionalProperties": false, "required": ["name", "version"],
          "properties": { "name": { "type": "string" }, "version": { "type": "string" } }
        },
        "engine": {
          "type": "object", "additionalProperties": false, "required": ["icu", "unicode", "cldr"],
          "properties": {
            "icu": { "type": "string" }, "unicode": { "type": "string" }, "cldr": { "type": "string" }
          }
        },
        "selftest": { "type": "array", "items": { "$ref": "#/$defs/conformanceResult" } },
        "generatedAt": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}" },
        "auditor": { "type": "string" },
        "runID": {
          "description": "The report set's id, in every file of the set: a digest of the content apart from the timestamp.",
          "type": "string", "pattern": "^[0-9a-f]{32}$"
        },
        "identity": {
          "description": "The waivers, baseline and self-test the run was judged with; merge requires shards to agree.",
          "type": "object", "additionalProperties": false, "required": ["selftest"],
          "properties": {
            "waivers": { "type": "string", "pattern": "^[0-9a-f]{64}$" },
            "selftest": { "type": "boolean" },
            "baseline": {
              "type": "object", "additionalProperties": false, "required": ["sha256", "tool", "engine"],
              "properties": {
                "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" },
                "tool": {
                  "type": "object", "additionalProperties": false, "required": ["name", "version"],
                  "properties": { "name": { "type": "string" }, "version": { "type": "string" } }
                },
                "engine": {
                  "type": "object", "additionalProperties": false, "required": ["icu", "unicode", "cldr"],
                  "properties": {
                    "icu": { "type": "string" }, "unicode": { "type": "string" }, "cldr": { "type": "string" }
                  }
                }
              }
            }
          }
        },
        "inputs": { "type": "array", "items": { "$ref": "#/$defs/inputFile" } },
        "matrix": { "$ref": "#/$defs/matrix" },
        "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } },
        "localeClasses": { "type": "array", "items": { "$ref": "#/$defs/localeClass" } },
        "results": {
          "description": "One entry per (case, platform) unit, in case and platform order.",
          "type": "array", "items": { "$ref": "#/$defs/resultUnit" }
        },
        "findings": {
          "description": "Each distinct finding once; results name them by position.",
          "type": "array", "items": { "$ref": "#/$defs/finding" }
        },
        "pictures": {
          "description": "Each distinct picture once; results name them by position.",
          "type": "array", "items": { "$ref": "#/$defs/picture" }
        },
        "waivers": {
          "type": "object", "additionalProperties": false, "required": ["applied", "expired", "unused"],
          "properties": {
            "applied": { "type": "array", "items": { "$ref": "#/$defs/waiver" } },
            "expired": { "type": "array", "items": { "$ref": "#/$defs/waiver" } },
            "unused": { "type": "array", "items": { "$ref": "#/$defs/waiver" } }
          }
        },
        "baseline": { "$ref": "#/$defs/baseline" },
        "expectations": { "type": "array", "items": { "$ref": "#/$defs/expectation" } },
        "summary": { "$ref": "#/$defs/summary" }
      },
      "$defs": {
        "status": { "enum": ["passed", "failed", "cantTell", "inapplicable", "waived", "latent"] },
        "severity": { "enum": ["error", "warning", "note"] },
        "stringList": { "type": "array", "items": { "type": "string" } },
        "localeRanges": {
          "description": "Locales as ascending positions in matrix.locales: 'a' or 'a-b' items separated by commas, '~' in front for every locale but those, the empty string for none (3,7-9 or ~12,40-41).",
          "type": "string", "pattern": "^~?([0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*)?$"
        },
        "counts": { "type": "object", "additionalProperties": { "type": "integer", "minimum": 0 } },
        "conformanceResult": {
          "type": "object", "additionalProperties": false,
          "required": ["name", "cases", "passed", "knownDeviations", "failed", "failures", "deviations"],
          "properties": {
            "name": { "type": "string" },
            "cases": { "type": "integer", "minimum": 0 },
            "passed": { "type": "integer", "minimum": 0 },
            "knownDeviations": { "type": "integer", "minimum": 0 },
            "failed": { "type": "integer", "minimum": 0 },
            "failures": {
              "type": "array",
              "items": {
                "type": "object", "additionalProperties": false, "required": ["line", "paragraph", "message"],
                "properties": {
                  "line": { "type": "integer", "minimum": 1 },
                  "paragraph": { "enum": ["auto", "ltr", "rtl"] },
                  "message": { "type": "string" }
                }
              }
            },
            "deviations": {
              "type": "array",
              "items": {
                "type": "object", "additionalProperties": false, "required": ["line", "cause"],
                "properties": { "line": { "type": "integer", "minimum": 1 }, "cause": { "type": "string" } }
              }
            }
          }
        },
        "inputFile": {
          "type": "object", "additionalProperties": false, "required": ["caseID", "path", "sha256", "title"],
          "properties": {
            "caseID": { "type": "string" },
            "path": { "type": "string" },
            "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" },
            "title": { "type": "string" },
            "description": { "type": "string" },
            "purpose": { "enum": ["product", "fixture"] },
            "localizations": { "type": "array", "minItems": 1, "items": { "type": "string" } }
          }
        },
        "matrix": {
          "type": "object", "additionalProperties": false,
          "required": ["locales", "rtlLocales", "platforms", "settings", "rules", "ticks", "evaluations",
                       "naiveEvaluations"],
          "properties": {
            "locales": { "$ref": "#/$defs/stringList" },
            "rtlLocales": { "type": "integer", "minimum": 0 },
            "platforms": { "$ref": "#/$defs/stringList" },
            "settings": { "$ref": "#/$defs/stringList" },
            "rules": { "$ref": "#/$defs/stringList" },
            "ticks": { "$ref": "#/$defs/counts" },
            "shard": {
              "type": "object", "additionalProperties": false, "required": ["index", "count"],
              "properties": {
                "index": { "type": "integer", "minimum": 1 }, "count": { "type": "integer", "minimum": 1 }
              }
            },
            "evaluations": { "type": "integer", "minimum": 0 },
            "naiveEvaluations": { "type": "integer", "minimum": 0 },
            "exampleLocale": { "type": "string" }
          }
        },
        "reference": {
          "type": "object", "additionalProperties": false, "required": ["title", "url"],
          "properties": { "title": { "type": "string" }, "url": { "type": "string" } }
        },
        "rule": {
          "type": "object", "additionalProperties": false,
          "required": ["id", "title", "summary", "rationale", "limits", "wcag", "references", "severity", "fix"],
          "properties": {
            "id": { "type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" },
            "title": { "type": "string" },
            "summary": { "type": "string" },
            "rationale": { "type": "string" },
            "limits": { "$ref": "#/$defs/stringList" },
            "wcag": { "type": "array", "items": { "type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$" } },
            "references": { "type": "array", "items": { "$ref": "#/$defs/reference" } },
            "severity": { "$ref": "#/$defs/severity" },
            "fix": { "type": "string" }
          }
        },
        "localeClass": {
          "type": "object", "additionalProperties": false, "required": ["caseID", "key"],
          "oneOf": [{ "required": ["locales"] }, { "required": ["localeRanges"] }],
          "properties": {
            "caseID": { "type": "string" }, "key": { "type": "string" }, "locales": { "$ref": "#/$defs/stringList" },
            "localeRanges": { "$ref": "#/$defs/localeRanges" }
          }
        },
        "node": {
          "type": "object", "additionalProperties": false, "required": ["path", "type", "line", "column"],
          "properties": {
            "path": { "type": "string" },
            "id": { "type": "string" },
            "type": { "type": "string" },
            "file": { "type": "string" },
            "line": { "type": "integer", "minimum": 1 },
            "column": { "type": "integer", "minimum": 1 }
          }
        },
        "evidence": {
          "type": "object", "additionalProperties": false, "required": ["details"],
          "properties": {
            "expected": { "type": "string" },
            "shown": { "type": "string" },
            "details": {
              "type": "array",
              "items": {
                "type": "object", "additionalProperties": false, "required": ["name", "value"],
                "properties": { "name": { "type": "string" }, "value": { "type": "string" } }
              }
            }
          }
        },
        "finding": {
          "type": "object", "additionalProperties": false,
          "required": ["status", "message", "settings", "fingerprint", "expected"],
          "oneOf": [{ "required": ["locales"] }, { "required": ["localeRanges"] }],
          "properties": {
            "status": { "$ref": "#/$defs/status" },
            "expected": { "type": "boolean" },
            "message": { "type": "string" },
            "reason": { "type": "string" },
            "node": { "$ref": "#/$defs/node" },
            "tick": { "type": "integer" },
            "evidence": { "$ref": "#/$defs/evidence" },
            "locales": { "$ref": "#/$defs/stringList" },
            "localeRanges": { "$ref": "#/$defs/localeRanges" },
            "settings": { "$ref": "#/$defs/stringList" },
            "baseline": { "enum": ["new", "existing"] },
            "waiver": { "type": "string" },
            "fingerprint": { "type": "string", "minLength": 1 },
            "expectReason": { "type": "string" },
            "exampleLocale": { "type": "string" }
          }
        },
        "pictureGlyph": {
          "type": "object", "additionalProperties": false,
          "required": ["character", "logicalIndex", "x", "y", "width", "height", "mirrored", "flippedVertically", "copy"],
          "properties": {
            "character": { "type": "string" },
            "logicalIndex": { "type": "integer", "minimum": 0 },
            "x": { "type": "number" }, "y": { "type": "number" },
            "width": { "type": "number", "minimum": 0 }, "height": { "type": "number", "minimum": 0 },
            "mirrored": { "type": "boolean" },
            "flippedVertically": { "type": "boolean" },
            "copy": { "enum": ["original", "reflection"] }
          }
        },
        "pictureElement": {
          "type": "object", "additionalProperties": false, "required": ["label", "traits", "hidden", "copy"],
          "properties": {
            "label": { "type": "string" },
            "traits": { "$ref": "#/$defs/stringList" },
            "hidden": { "type": "boolean" },
            "copy": { "enum": ["original", "reflection"] }
          }
        },
        "picture": {
          "type": "object", "additionalProperties": false,
          "required": ["locale", "direction", "tick", "display", "reference", "glyphs", "elements"],
          "properties": {
            "locale": { "type": "string" },
            "direction": { "enum": ["ltr", "rtl"] },
            "platform": { "description": "Left out when it is the platform of the result that names the picture.", "type": "string" },
            "tick": { "type": "integer" },
            "display": { "type": "string" },
            "reference": { "type": "string" },
            "glyphs": { "type": "array", "items": { "$ref": "#/$defs/pictureGlyph" } },
            "elements": { "type": "array", "items": { "$ref": "#/$defs/pictureElement" } }
          }
        },
        "resultUnit": {
          "type": "object", "additionalProperties": false, "required": ["caseID", "platform", "evaluations", "rules"],
          "properties": {
            "caseID": { "type": "string" },
            "platform": { "type": "string" },
            "evaluations": {
              "description": "The (locale, settings) evaluations of each rule; a rule without counts had its status in all of them.",
              "type": "integer", "minimum": 0
            },
            "rules": { "type": "array", "items": { "$ref": "#/$defs/ruleResult" } }
          }
        },
        "ruleResult": {
          "type": "object", "additionalProperties": false, "required": ["ruleID", "status"],
          "properties": {
            "ruleID": { "type": "string" },
            "status": { "$ref": "#/$defs/status" },
            "counts": {
              "type": "object",
              "propertyNames": { "$ref": "#/$defs/status" },
              "additionalProperties": { "type": "integer", "minimum": 0 }
            },
            "findings": {
              "description": "Positions in the report's findings table.",
              "type": "array", "items": { "type": "integer", "minimum": 0 }
            },
            "pictures": {
              "description": "Positions in the report's pictures table.",
              "type": "array", "items": { "type": "integer", "minimum": 0 }
            }
          }
        },
        "waiver": {
          "type": "object", "additionalProperties": false,
          "required": ["id", "rule", "caseID", "reason", "approvedBy", "reviewBy", "matched"],
          "properties": {
            "id": { "type": "string" },
            "rule": { "type": "string" },
            "caseID": { "type": "string" },
            "node": { "type": "string" },
            "platforms": { "$ref": "#/$defs/stringList" },
            "locales": { "$ref": "#/$defs/stringList" },
            "reason": { "type": "string" },
            "approvedBy": { "type": "string" },
            "reviewBy": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" },
            "matched": { "type": "integer", "minimum": 0 }
          }
        },
        "findingKey": {
          "type": "object", "additionalProperties": false,
          "required": ["rule", "caseID", "node", "platform", "locale"],
          "properties": {
            "rule": { "type": "string" }, "caseID": { "type": "string" }, "node": { "type": "string" },
            "platform": { "type": "string" }, "locale": { "type": "string" }
          }
        },
        "baseline": {
          "type": "object", "additionalProperties": false,
          "required": ["file", "baselineGeneratedAt", "new", "existing", "fixed"],
          "properties": {
            "file": { "type": "string" },
            "baselineGeneratedAt": { "type": "string" },
            "new": { "type": "integer", "minimum": 0 },
            "existing": { "type": "integer", "minimum": 0 },
            "fixed": { "type": "array", "items": { "$ref": "#/$defs/findingKey" } }
          }
        },
        "expectation": {
          "type": "object", "additionalProperties": false,
          "required": ["caseID", "rule", "platform", "expected", "actual", "matched", "message"],
          "properties": {
            "caseID": { "type": "string" },
            "rule": { "type": "string" },
            "platform": { "type": "string" },
            "expected": { "type": "string" },
            "actual": { "type": "string" },
            "matched": { "type": "boolean" },
            "message": { "type": "string" },
            "line": { "type": "integer", "minimum": 1 }
          }
        },
        "summary": {
          "type": "object", "additionalProperties": false,
          "required": ["cases", "rules", "platforms", "locales", "passed", "failed", "cantTell", "inapplicable",
                       "waived", "errors", "warnings", "unmetExpectations", "verdict", "failOn"],
          "properties": {
            "cases": { "type": "integer", "minimum": 0 },
            "rules": { "type": "integer", "minimum": 0 },
            "platforms": { "type": "integer", "minimum": 0 },
            "locales": { "type": "integer", "minimum": 0 },
            "passed": { "type": "integer", "minimum": 0 },
            "failed": { "type": "integer", "minimum": 0 },
            "cantTell": { "type": "integer", "minimum": 0 },
            "inapplicable": { "type": "integer", "minimum": 0 },
            "waived": { "type": "integer", "minimum": 0 },
            "latent": { "type": "integer", "minimum": 1 },
            "errors": { "type": "integer", "minimum": 0 },
            "warnings": { "type": "integer", "minimum": 0 },
            "new": { "type": "integer", "minimum": 0 },
            "unmetExpectations": { "type": "integer", "minimum": 0 },
            "findings": {
              "type": "object", "additionalProperties": false,
              "required": ["failingRun", "errors", "warnings", "belowThreshold", "declared", "waived", "cantTell"],
              "properties": {
                "failingRun": { "type": "integer", "minimum": 0 },
                "errors": { "type": "integer", "minimum": 0 },
                "warnings": { "type": "integer", "minimum": 0 },
                "belowThreshold": { "type": "integer", "minimum": 0 },
                "declared": { "type": "integer", "minimum": 0 },
                "waived": { "type": "integer", "minimum": 0 },
                "cantTell": { "type": "integer", "minimum": 0 },
                "new": { "type": "integer", "minimum": 0 }
              }
            },
            "verdict": { "enum": ["pass", "fail"] },
            "failOn": { "enum": ["error", "warning", "new", "latent", "never"] }
          }
        }
      }
    }

    """#
}
