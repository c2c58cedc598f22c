package codemode_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// usersAPI is every exported name of the root package, by group. The root
// package is the API of a user who runs programs (codemode.New(...).Execute,
// or pool.New and remote.Dial, which return a codemode.Executor): a name that
// only an executor's implementation needs belongs in package executor, and
// machinery whose names nobody outside needs belongs under internal/. Adding
// a name here is a decision about the user's API.
var usersAPI = map[string][]string{
	// Running a program: the executor, its options and statistics.
	"executor": {"Executor", "New", "InProcess", "Options", "InProcessStats", "DefaultGrace"},
	// What a request holds: the program, the providers and how their calls
	// are answered, fetches.
	"request": {"Request", "Provider", "DispatchFunc", "AsyncDispatchFunc", "Funcs", "ArgStyle", "Positional", "OptionsObject",
		"OutboundFunc", "OutboundRequest", "OutboundResponse", "AllowHosts"},
	// The bounds of an execution and their defaults.
	"limits": {"Limits", "DefaultTimeout", "DefaultMemory", "DefaultStackDepth", "DefaultPayloadBytes", "DefaultResultBytes",
		"DefaultLogBytes", "DefaultToolCalls", "DefaultConcurrentCalls", "DefaultTimers", "DefaultResponseBytes", "DefaultRetention"},
	// What happened: the result, its error, the kinds, and the pinned texts
	// of the in-process executor's refusals.
	"result": {"Result", "Error", "ErrorKind", "ErrSyntax", "ErrThrown", "ErrStackOverflow", "ErrTimeout", "ErrMemory",
		"ErrCancelled", "ErrNeverSettled", "ErrResultTooLarge", "ErrResultInvalid", "ErrProvider", "ErrRequest", "ErrClosed",
		"ErrWorker", "ErrOverloaded", "ErrConnection", "ErrInternal", "ErrSuspended", "ErrDivergence", "ErrCheckpoint",
		"ErrAmbiguous", "ErrJournalTooLarge",
		"TextBothDispatches", "TextDurableRetain", "TextHostSuspended", "TextRetainedFull", "TextNoSandbox", "TextClosed", "TextShutdown"},
	// Handles: calling the program's functions from a tool, and retained
	// executions.
	"handles": {"Invoke", "ErrNoInvoker", "HandleError", "Retained", "DefaultMaxRetained"},
	// Durable executions: suspending, checkpoints, resuming, and the
	// journal's bounds.
	"durable": {"Suspend", "Suspension", "PendingCall", "Resume", "Answer", "Checkpoint", "ParseCheckpoint", "CheckpointVersion",
		"CheckpointFromJournal", "Recorder", "MaxJournalEntries", "MaxJournalBytes", "MaxCheckpointBytes"},
}

// The root package exports exactly the user's API: a name added to it fails
// here until it is placed in a group above (or in package executor, or under
// internal/), and a name listed but gone fails too.
func TestRootIsTheUsersAPI(t *testing.T) {
	got := exportedNames(t, ".")
	var want []string
	for _, names := range usersAPI {
		want = append(want, names...)
	}
	sort.Strings(want)
	if dup := slices.Compact(slices.Clone(want)); len(dup) != len(want) {
		t.Fatalf("a name is listed in two groups")
	}
	for _, n := range got {
		if _, ok := slices.BinarySearch(want, n); !ok {
			t.Errorf("the root package exports %s, which is not in the user's API: move it to package executor (for executor implementations) or under internal/, or add it to a group of usersAPI", n)
		}
	}
	for _, n := range want {
		if _, ok := slices.BinarySearch(got, n); !ok {
			t.Errorf("usersAPI lists %s, which the root package does not export", n)
		}
	}
	t.Logf("the root package exports %d names; package executor %d", len(got), len(exportedNames(t, "executor")))
}

// exportedNames returns the exported top-level names (types, functions,
// constants, variables) of the package in dir, test files excluded, sorted.
func exportedNames(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					names = append(names, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							names = append(names, s.Name.Name)
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								names = append(names, n.Name)
							}
						}
					}
				}
			}
		}
	}
	sort.Strings(names)
	return names
}
