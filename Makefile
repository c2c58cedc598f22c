# The checks of this repository, one target each; `make ci` is what CI runs
# after .ci/run has installed what the tests need (npm packages, the Python
# client's venv, golangci-lint). Every target runs from the repository root.

# golangci-lint, pinned: `make lint` installs this version through the Go
# module proxy on first use, under GOPATH, and runs no other.
GOLANGCI_LINT_VERSION := v2.15.0
GOLANGCI_LINT := $(shell go env GOPATH)/golangci-lint/$(GOLANGCI_LINT_VERSION)/golangci-lint
# staticcheck, pinned the same way; run on its own because the repository's
# exceptions are its //lint:ignore directives (.golangci.yml says more).
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(shell go env GOPATH)/staticcheck/$(STATICCHECK_VERSION)/staticcheck

# Every package but the generated engine (go vet's 20,000 findings there are
# ccgo's uintptr conversions).
PACKAGES = $(shell go list ./... | grep -v /internal/libquickjs)

.PHONY: ci test race stress vet lint lint-install engine-check deploy-check bench-smoke packages

# What CI runs, in this order: the cheap checks first, then the suite, then
# the race detector and the repetition runs.
ci: deploy-check engine-check vet lint test race stress $(if $(wildcard .ci/packages.sh),packages)

# Exactly the README's test command.
test:
	go test ./...

# The executor suite's ample bounds stretch under -race (internal/executortest/scale_race.go);
# -short skips the slowest hostile programs, which the plain run covers.
# (TestSlowDispatchesRunConcurrently asserts wall-clock concurrency, which the plain run checks.)
# The sandbox's own tests time the engine alone; under -race, its concurrent part: CodeAct's broker and
# cancellation (internal/codeactrt), slots set up at once (one reference image), the runner freeing its sandbox; the idle
# lists and the runners themselves (internal/runners) whole.
race:
	go test -race -short -skip 'TestSlowDispatchesRunConcurrently' ./ ./pool ./remote ./internal/wire ./codeact
	go test -race -run 'TestSync|TestSlotsSetUpAtOnce|TestSlotsConcurrent|TestDormant' ./internal/sandbox
	go test -race ./internal/runners
	go test -race -run 'TestStartFreesTheSandboxItself|TestWaitingExecutionsHoldNoGoroutine|TestParkedExecutions|TestRestoreMakesTheNextSandboxAhead|TestDispatchContextMadeAtTheFirstCall' ./internal/asyncrt
	go test -race -run 'TestSync' ./internal/codeactrt
# The durable store's claims and leases raced by many goroutines (-short skips the 5,832-sequence model, which the
# plain run covers), the event loop's wake and park, and the console's recorder and approvals (the browser test
# drives Chromium in the plain run).
	go test -race -short ./durable ./internal/eventloop ./internal/eventq ./tracing
	go test -race -skip 'TestBrowser' ./internal/console

# Shutdown and cancellation, repeated, so that an ordering bug that shows up
# one run in ten fails CI rather than a user.
stress:
# Two endings racing each other.
	go test -count=100 -run 'TestClosingEndsRetained|TestCloseStopsRunningExecutions' ./pool
	go test -count=10 -run 'TestOverrun' ./pool
# A worker's messages through shared memory: a program that never yields in a worker woken by its doorbell, a
# worker that outlives its input, one that scribbles over the memory, and the daemon's drain of a program that
# never yields.
	go test -count=5 -run 'TestSpinningProgramInAnIdleWorkerIsCancelled|TestCloseKillsAWorkerThatOutlivesItsInput|TestScribblingWorkerCannotHurtThePool' ./pool
	go test -count=50 -run 'TestRings' ./internal/wire
	go test -count=10 -run 'TestServeProcess/DrainOnSIGTERM' ./remote
	go test -count=50 -run 'TestLostConnection|TestClosingEndsRetained' ./remote
	go test -count=50 -run 'TestClose|TestExecuteAfterClose' ./
	go test -count=10 -run 'TestWatchdog' ./
	go test -count=200 -run 'TestSyncCancel' ./internal/codeactrt
# Slots released by the reaper while the next test drains the idle list.
	go test -count=50 -run 'TestSlotsConcurrent$$|TestSlotWithAnUnbalancedStackIsNotReused' ./internal/sandbox
	go test -count=50 -run 'Cancel|Latch' ./codeact

vet:
	go vet $(PACKAGES)

# .golangci.yml says which linters run and why each exclusion is there;
# internal/libquickjs/staticcheck.conf turns staticcheck off for the engine.
lint: $(GOLANGCI_LINT) $(STATICCHECK)
	$(GOLANGCI_LINT) run ./...
	$(STATICCHECK) ./...

lint-install: $(GOLANGCI_LINT) $(STATICCHECK)

$(GOLANGCI_LINT):
	GOBIN=$(dir $@) go install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$(GOLANGCI_LINT_VERSION)

$(STATICCHECK):
	GOBIN=$(dir $@) go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

# The engine (internal/libquickjs) is upstream's module with the patch of
# third_party/patch-libquickjs.py, byte for byte.
engine-check:
	bash third_party/libquickjs.sh --check

# The reference deployment: helm lint and helm template on the chart, and the
# image where a Docker daemon is present (skipped otherwise).
deploy-check:
	bash deploy/check.sh

# Every benchmark of these packages once (-benchtime 1x, no test): a
# benchmark that no longer compiles or fails its own checks fails this. The
# figures are not compared; docs/benchmarks.md says how to measure.
bench-smoke:
	go test -run '^$$' -bench . -benchtime 1x . ./pool ./remote ./durable ./internal/wire ./internal/schemacheck

packages:
	bash .ci/packages.sh
