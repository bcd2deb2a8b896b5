/**
 * Answers kept in memory while the tables they were read from are unchanged (decision 0020). `tablesChanged` is the
 * embedded database's change counter for those tables: when it moves, everything kept is dropped. An answer read while
 * it moved is used once, not kept. Without a counter (PostgreSQL, where other instances write without telling), or with
 * `maxEntries` 0, every answer is read. At most `maxEntries` are kept; the oldest kept goes first. A kept answer is
 * shared by requests, so it is frozen, deeply: code that would change it throws instead of changing it for everyone.
 * `onLookup` hears whether each lookup found a kept answer (the metrics' cache hits), while answers are kept at all.
 */
export function keptAnswers<Value>(tablesChanged: (() => number) | null, maxEntries: number, onLookup: (hit: boolean) => void = () => {}) {
  const kept = new Map<string, Value>();
  let keptUnder = -1;

  /** The answer kept for `key`, or the one `read` gives (undefined: nothing to answer, and nothing kept). */
  async function get<Read extends Value | undefined>(key: string, read: () => Promise<Read>): Promise<Value | Read> {
    if (!tablesChanged || maxEntries === 0) return read();
    const readUnder = tablesChanged();
    if (readUnder !== keptUnder) {
      kept.clear();
      keptUnder = readUnder;
    }
    const found = kept.get(key);
    onLookup(found !== undefined);
    if (found !== undefined) return found;
    const value = await read();
    // A write since the read began may have changed what was read.
    if (value === undefined || tablesChanged() !== readUnder || keptUnder !== readUnder) return value;
    kept.set(key, deepFreeze(value));
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    return value;
  }

  return { get };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const property of Object.values(value)) deepFreeze(property);
  return Object.freeze(value);
}
