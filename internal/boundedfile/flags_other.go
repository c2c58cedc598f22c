//go:build !unix

package boundedfile

// openFlags: outside Unix an open does not wait for a writer; the type
// checks before and after the open refuse what is not a regular file.
const openFlags = 0
