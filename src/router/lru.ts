/**
 * A bounded map that forgets the least recently used entries first: every cache of the router
 * and the hosts (files, chunks, ETags, responses, rate-limit windows) is one of these, so that
 * none grows with the traffic. Web-standard: a `Map` keeps insertion order, and a read moves the
 * entry to the end. Evictions walk one long-lived iterator from the oldest entry: a fresh
 * iterator per eviction would step over every deleted slot of the map's table each time,
 * which makes a full cache under churn quadratic.
 */
export interface LruOptions<V> {
  /** Most entries kept. */
  maxEntries: number;
  /** Most total size kept, as measured by `sizeOf`; unbounded when absent. */
  maxSize?: number;
  /** Size of one entry (bytes, characters…); required with `maxSize`. */
  sizeOf?: (value: V) => number;
}

export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  private size = 0;
  private readonly options: LruOptions<V>;
  /** Positioned at the oldest entry: every key it has passed was evicted. */
  private oldest: Iterator<K> | undefined;

  constructor(options: LruOptions<V>) {
    this.options = options;
  }

  /** Number of entries held. */
  get count(): number {
    return this.entries.size;
  }

  /** Total size held, as `sizeOf` counts it (0 without `sizeOf`). */
  get totalSize(): number {
    return this.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /**
   * Stores `value` as the most recently used, then drops the oldest entries over the bounds.
   * A value larger than `maxSize` on its own is not kept.
   */
  set(key: K, value: V): void {
    this.delete(key);
    const { maxEntries, maxSize = Infinity, sizeOf } = this.options;
    const size = sizeOf?.(value) ?? 0;
    if (size > maxSize) return;
    this.entries.set(key, value);
    this.size += size;
    while (this.entries.size > maxEntries || this.size > maxSize) {
      let next = this.oldest?.next();
      // A finished iterator stays finished: a new one starts from the oldest entry.
      if (!next || next.done) next = (this.oldest = this.entries.keys()).next();
      this.delete(next.value as K);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.size -= this.options.sizeOf?.(value) ?? 0;
  }

  /** Entries, oldest first. */
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries[Symbol.iterator]();
  }
}
