/**
 * Values worked out once and kept in memory for the life of the process, up to `limit` keys.
 * When full, every value is dropped at once: they are cheap to work out again and refill within
 * a page or two, so tracking which was used last would cost more than it saves. For values that
 * never change for a key (a formatted timestamp, a catalogue's text, a time zone's offset).
 * `undefined` is never kept: a compute that returns it is asked again.
 */
export function keptUpTo<K, V>(limit: number): (key: K, compute: () => V) => V {
  const kept = new Map<K, V>();
  return (key, compute) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
