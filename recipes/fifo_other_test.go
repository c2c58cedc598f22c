//go:build !unix

package recipes_test

import "errors"

func mkfifo(string) error { return errors.New("no FIFOs here") }
