//! The in-process artifact cache: what this process compiled, shared by every context and device
//! that asks for the same kernel on the same target (today PTX; the disk cache sits behind it).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Key → compiled artifact, bounded by a count. When full it starts over rather than keeping a
/// least-recently-used order: artifacts are tens of KiB, a recompile after a reset is a disk-cache
/// hit, and a plain map keeps the hit path to one lock and one lookup.
pub(crate) struct MemoryCache<K, V> {
    map: Mutex<HashMap<K, Arc<V>>>,
    capacity: usize,
}

impl<K: Eq + Hash, V> MemoryCache<K, V> {
    /// An empty cache holding at most `capacity` artifacts.
    pub(crate) fn new(capacity: usize) -> Self {
        MemoryCache {
            map: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
        }
    }

    /// The artifact kept under `key`, if any.
    pub(crate) fn get(&self, key: &K) -> Option<Arc<V>> {
        self.lock().get(key).cloned()
    }

    /// Keeps `value` under `key` and returns it shared.
    pub(crate) fn insert(&self, key: K, value: V) -> Arc<V> {
        let value = Arc::new(value);
        let mut map = self.lock();
        if map.len() >= self.capacity && !map.contains_key(&key) {
            map.clear();
        }
        map.insert(key, value.clone());
        value
    }

    /// A panic while the lock was held cannot leave the map half-updated (each operation is one
    /// map call), so a poisoned lock is still good to use.
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, Arc<V>>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::MemoryCache;

    #[test]
    fn keeps_what_it_was_given_and_starts_over_when_full() {
        let cache = MemoryCache::new(2);
        let a = cache.insert("a", 1);
        assert!(std::sync::Arc::ptr_eq(&cache.get(&"a").unwrap(), &a));
        cache.insert("b", 2);
        // Replacing a key that is there does not count as growth.
        cache.insert("b", 3);
        assert_eq!(cache.get(&"a").as_deref(), Some(&1));
        assert_eq!(cache.get(&"b").as_deref(), Some(&3));
        cache.insert("c", 4);
        assert_eq!(cache.get(&"a"), None);
        assert_eq!(cache.get(&"c").as_deref(), Some(&4));
    }
}
