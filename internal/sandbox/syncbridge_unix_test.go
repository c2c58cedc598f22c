//go:build unix

package sandbox

// drainSyncIdle empties the synchronous idle list.
func drainSyncIdle() {
	for {
		sl, ok := idleSyncSlots.Take()
		if !ok {
			return
		}
		sl.destroy()
	}
}
