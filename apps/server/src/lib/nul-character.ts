/** PostgreSQL text cannot hold U+0000 and no field of the shop needs it: input that carries one is refused up front. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/**
 * Whether any string in a parsed body, query or path (keys included) holds U+0000. Iterative, and pushes one item at a
 * time: bodies may nest deeply, and spreading an array of half a million items into push() overflows the stack.
 */
export function containsNulCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const key of Object.keys(value)) {
        if (key.includes('\u0000')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
