/** Values kept by key, at most `limit` of them: the most recently used stay, the least recently used go first. */
export function recentlyUsed<Value>(limit: number) {
  const values = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = values.get(key);
      if (value !== undefined) {
        values.delete(key);
        values.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value) {
      values.delete(key);
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value as string);
    },
    get size() {
      return values.size;
    },
  };
}
