//go:build slotinternals && unix

package asyncrt

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
