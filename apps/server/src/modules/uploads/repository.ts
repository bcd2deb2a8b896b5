import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createImageRepository(db: Kysely<Database>) {
  return {
    async save(image: { id: string; ownerId: string; full: Buffer; card: Buffer; width: number; height: number }) {
      await db
        .insertInto('images')
        .values({ id: image.id, owner_id: image.ownerId, full_webp: image.full, card_webp: image.card, width: image.width, height: image.height })
        .execute();
    },

    async find(id: string, variant: 'full' | 'card'): Promise<Buffer | undefined> {
      const column = variant === 'full' ? 'full_webp' : 'card_webp';
      const row = await db.selectFrom('images').select(column).where('id', '=', id).executeTakeFirst();
      return row ? Buffer.from(row[column] as Uint8Array) : undefined;
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
