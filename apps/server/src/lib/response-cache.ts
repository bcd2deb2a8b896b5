/**
 * A small least-recently-used cache of serialised answers. Writers call clear() when what it holds changes (other
 * instances learn of it through the change feed); the time limit bounds staleness for changes nobody reports.
 */
export class ResponseCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();
  /** Loads in flight, so that concurrent misses for one key read the database once. */
  private readonly loading = new Map<string, Promise<Value>>();
  /** Bumped by clear(): a value loaded before a change finished must not be stored, or handed out, after it. */
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Hears whether each getOrLoad found a value, stored or being loaded (the metrics' cache hits), while values are stored. */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * The stored value, or the one `load` answers (stored for next time). Concurrent misses for a key share one load,
   * unless clear() came between them. With a time limit of zero nothing is stored or shared.
   */
  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    if (this.ttlMs <= 0) return load();
    const stored = this.get(key);
    const pending = stored === undefined ? this.loading.get(key) : undefined;
    this.onLookup(stored !== undefined || pending !== undefined);
    if (stored !== undefined) return stored;
    if (pending) return pending;
    const startedIn = this.generation;
    const loaded = load()
      .then((value) => {
        if (startedIn === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size() {
    return this.entries.size;
  }
}
