//go:build unix

package sandbox

// drainSyncIdle empties the synchronous idle list.
func drainSyncIdle() {
	for {
		sl, ok := idleSyncSlots.take()
		if !ok {
			return
		}
		sl.destroy()
	}
}
