//! The per-context kernel cache: compiled kernels by source, bounded by their memory and evicting
//! the least recently used first. An evicted kernel's memory (on the CPU device its LLVM context
//! and JIT code: about 640 KB for a small kernel, megabytes for a large one, each counted by its
//! own estimated size) is freed as soon as no `Kernel` handle or running launch holds it.

use std::collections::HashMap;
use std::hash::Hash;

/// Bytes of compiled kernels a context keeps by default: over ten thousand small CPU-device
/// kernels (each counts 16 KiB plus its object file's bytes), a few hundred on a software wgpu
/// adapter.
pub const DEFAULT_KERNEL_CACHE_BYTES: usize = 256 << 20;

/// Values by key, bounded by the sum of their sizes; the least recently used go first.
pub(crate) struct LruByBytes<K, V> {
    entries: HashMap<K, Entry<V>>,
    /// Bumped on every use; an entry's stamp says when it was last used.
    clock: u64,
    bytes: usize,
    limit: usize,
}

struct Entry<V> {
    value: V,
    bytes: usize,
    used: u64,
}

impl<K: Hash + Eq + Clone, V: Clone> LruByBytes<K, V> {
    pub(crate) fn new(limit: usize) -> Self {
        LruByBytes {
            entries: HashMap::new(),
            clock: 0,
            bytes: 0,
            limit,
        }
    }

    /// The value for `key`, now the most recently used.
    pub(crate) fn get(&mut self, key: &K) -> Option<V> {
        self.clock += 1;
        let e = self.entries.get_mut(key)?;
        e.used = self.clock;
        Some(e.value.clone())
    }

    /// Adds `value` (taking `bytes`), evicting the least recently used entries until the total
    /// fits the limit. A value larger than the limit on its own is not kept.
    pub(crate) fn insert(&mut self, key: K, value: V, bytes: usize) {
        self.clock += 1;
        if let Some(old) = self.entries.remove(&key) {
            self.bytes -= old.bytes;
        }
        if bytes > self.limit {
            return;
        }
        self.shrink_to(self.limit - bytes);
        self.bytes += bytes;
        self.entries.insert(
            key,
            Entry {
                value,
                bytes,
                used: self.clock,
            },
        );
    }

    /// Changes the limit, evicting what no longer fits.
    pub(crate) fn set_limit(&mut self, limit: usize) {
        self.limit = limit;
        self.shrink_to(limit);
    }

    pub(crate) fn limit(&self) -> usize {
        self.limit
    }

    /// Bytes held, and how many entries.
    pub(crate) fn usage(&self) -> (usize, usize) {
        (self.bytes, self.entries.len())
    }

    /// Evicts least recently used entries until at most `target` bytes are held. Linear in the
    /// entries per eviction: caches hold hundreds of kernels, and an eviction follows a compile
    /// that took milliseconds.
    fn shrink_to(&mut self, target: usize) {
        while self.bytes > target {
            let Some(oldest) = self.entries.iter().min_by_key(|(_, e)| e.used).map(|(k, _)| k.clone()) else {
                break;
            };
            if let Some(e) = self.entries.remove(&oldest) {
                self.bytes -= e.bytes;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evicts_the_least_recently_used_until_it_fits() {
        let mut c = LruByBytes::new(100);
        c.insert("a", 1, 40);
        c.insert("b", 2, 40);
        assert_eq!(c.get(&"a"), Some(1)); // b is now the oldest
        c.insert("c", 3, 40);
        assert_eq!(c.get(&"b"), None);
        assert_eq!((c.get(&"a"), c.get(&"c")), (Some(1), Some(3)));
        assert_eq!(c.usage(), (80, 2));
        // Too big on its own: not kept, and nothing else needs to go for it.
        c.insert("huge", 4, 101);
        assert_eq!(c.get(&"huge"), None);
        assert_eq!(c.usage(), (80, 2));
        // Replacing a key counts its bytes once.
        c.insert("a", 5, 10);
        assert_eq!(c.usage(), (50, 2));
        c.set_limit(45);
        assert_eq!(c.usage(), (10, 1));
        assert_eq!(c.get(&"a"), Some(5));
        c.set_limit(0);
        assert_eq!(c.usage(), (0, 0));
    }
}
