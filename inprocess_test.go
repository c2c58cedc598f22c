package codemode_test

import (
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
)

func TestInProcessSuite(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	executortest.Run(t, x, executortest.Config{Short: testing.Short()})
}
