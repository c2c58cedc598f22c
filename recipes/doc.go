// Package recipes turns reviewed, file-backed CodeAct programs into tools.
//
// A project keeps its recipes under .codemode/recipes ([DefaultDir]), one
// directory per recipe, each exposing one generated high-level tool:
//
//	.codemode/recipes/inspect_record/recipe.toml
//	.codemode/recipes/inspect_record/main.js
//	.codemode/recipes/inspect_record/input.schema.json
//
// The manifest, decoded strictly (an unknown key is an error):
//
//	version = 1
//	name = "inspect_record"
//	description = "Look up and normalize one record"
//	source = "main.js"
//	source_digest = "sha256:0123…"   # optional
//	tools = ["lookup_record"]
//	input_schema = "input.schema.json"
//
// tools is the recipe's complete maximum allowlist, not a capability grant:
// a declared tool is called only if it is callable from code (see package
// codeact) when the recipe runs.
//
// [Prepare] reads a root: at most [MaxInventoryEntries] entries and
// [MaxRecipes] recipes, manifests of at most [MaxManifestBytes], schemas of
// at most [MaxSchemaBytes], descriptions of at most [MaxDescriptionBytes],
// [MaxTargets] declared tools, sources bounded by CodeAct's shared
// Limits.SourceBytes, all within [PrepareTimeout]. It validates that paths
// are relative and stay inside the recipe's directory (symbolic links
// included), that names are unique and match their directories, that no
// recipe calls run_code, itself or another recipe, the optional
// digest and the JSON input schema; then it reads every file again, compares
// the bytes, and only then publishes the recipe, pinned: its source, schema,
// allowlist and digest are what every later invocation runs, and changing
// the files affects only a later preparation. A recipe with any problem is
// left out and its [Problem]s name the file and the manifest field.
//
// [Install] registers each prepared recipe as a tool (an orchestration tool,
// hard-denied from every code projection, so recipes cannot call recipes).
// An invocation validates its input against the pinned schema before any
// source runs, rechecks that every declared tool is still callable from
// code, and runs the pinned source through the CodeAct executor allowed to
// call the declared tools only.
package recipes
