// Package tsdecl turns the JSON Schemas of a provider's tools into
// TypeScript declarations for a model's prompt. In code mode the model
// writes a program that calls tools as methods on provider namespaces
// (await store.getUser({ id: "ada" })); the declarations tell it what
// those methods take and return.
//
// [Provider] renders one namespace; for a store provider whose categories
// form a tree (see ExampleProvider) it produces:
//
//	type Store_Category = {
//	  /** Display name. */
//	  name: string;
//	  children: Store_Category[];
//	};
//
//	declare const store: {
//	  /** Fetch one customer. */
//	  getUser(input: {
//	    id: string;
//	    /** @format date-time */
//	    since?: string;
//	  }): Promise<{ id: string; name: string; email: string | null }>;
//	  /** List users, newest first. */
//	  listUsers(input?: { status?: "active" | "closed"; limit?: number }): Promise<unknown>;
//	  "list-categories"(): Promise<Store_Category[]>;
//	};
//
// Each tool is a method taking one options object, optional when the schema
// requires nothing, and returning a Promise of its output (unknown when it
// has none). Small object types stay on one line; larger ones, and any with
// JSDoc, take one member per line with 2-space indentation.
//
// [Type] renders a single schema as a type expression.
//
// # Rendering
//
// Types map as expected: integer becomes number, a type array or OpenAPI's
// nullable a union, enum and const literal types, anyOf and oneOf unions,
// allOf intersections, prefixItems and draft-07 items arrays tuples (with
// a rest element from items or additionalItems), boolean schemas unknown
// and never, and {} unknown. Property order follows the schema source.
// Properties not in required are optional. Names that are not identifiers
// are quoted. Descriptions, titles and the annotations format, minimum,
// maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength,
// pattern, default, examples and deprecated become JSDoc on the property,
// never part of the type. A title that only restates the property name is
// left out.
//
// Extra keys: an object that declares properties, patternProperties or
// required names and says nothing about additionalProperties is rendered
// with just those members, since the model should use the declared ones;
// additionalProperties: true adds [key: string]: unknown; a schema for
// additionalProperties or patternProperties adds an index signature of
// that type, intersected with the declared members when they need not fit
// it; false adds nothing. An object that declares nothing is
// { [key: string]: unknown } unless additionalProperties is false. Tuples
// follow the same rule: absent or false after the prefix closes the tuple,
// true adds ...unknown[].
//
// # References and recursion
//
// $ref is followed when it is a JSON pointer into the same root schema
// ("#", "#/$defs/X", "#/definitions/X", "#/properties/a", with ~0, ~1 and
// percent escapes); each tool's input and output are separate roots.
// Other references (https://..., other.json, #anchor) become unknown, with
// a note in the tool's JSDoc.
//
// A definition that contains itself inside an object type becomes a type
// alias declared before the namespace, named after the provider and the
// definition (Store_Category; the tool's name plus Input or Output for a
// recursive root). Tools whose definitions are identical share the alias;
// different definitions with the same name get a numbered one
// (Store_Category2). Recursion with no object type in between is cut:
// TypeScript rejects such aliases or, for arrays and tuples, accepts them
// only in some positions, so the cycle point becomes unknown, or is dropped
// from a union where it adds nothing. [Type] declares no aliases and cuts
// every cycle with unknown.
//
// # Failure
//
// Nothing a schema contains can break the output: malformed JSON, a schema
// too large to render (its $refs fanning out exponentially), or a construct
// the renderer cannot express makes the affected type unknown, and other
// types and tools are unaffected. Object and array types nested deeper
// than [Options].MaxDepth also become unknown.
package tsdecl
