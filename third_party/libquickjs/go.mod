// modernc.org/libquickjs v0.14.0 with the patch of ../patch-libquickjs.py:
// see CODEMODE.md. Made by ../libquickjs.sh; do not edit.
module modernc.org/libquickjs

go 1.26.0

require modernc.org/libc v1.79.0
