import { messages } from '@partsmith/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../test/datasheets';
import { createProduct } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { BusyError } from '../../lib/errors';
import { checkPdf } from './pdf-check';
import { createDatasheetRepository } from './repository';
import { createDatasheetService, storedFileName } from './service';

describe('checkPdf', () => {
  it('lets other work run while it parses a large PDF (it yields to the event loop between batches of objects)', async () => {
    const large = await makePdf({ pages: 1_500 });
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 1);
    const checked = await checkPdf(large);
    clearInterval(timer);
    expect((await PDFDocument.load(checked)).getPageCount()).toBe(1_500);
    expect(turns).toBeGreaterThan(5);
  });
});

describe('storedFileName', () => {
  it.each([
    ['Kühler Datenblatt (Rev C).pdf', 'Kuhler-Datenblatt-Rev-C.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Users\\me\\sheet.PDF', 'sheet.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['"quoted"; name=x.pdf', 'quoted-name-x.pdf'],
    ['数据表.pdf', 'datasheet.pdf'],
    ['', 'datasheet.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(96)}.pdf`],
  ])('%j is served as %j', (sent, stored) => {
    expect(storedFileName(sent)).toBe(stored);
    expect(stored).toMatch(/^[A-Za-z0-9._-]{1,96}\.pdf$/);
  });
});

describe('the work gate of PDF checks', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('checks one PDF at a time, lets one more wait and refuses the next at once with 503 BUSY', async () => {
    const releases: (() => void)[] = [];
    const check = (content: Buffer) => new Promise<Buffer>((resolve) => releases.push(() => resolve(content)));
    const service = createDatasheetService(createDatasheetRepository(database.db, database.dialect), { check, limits: { concurrency: 1, queue: 1 } });
    const productId = String((await createProduct(database.db)).id);
    const pdf = await makePdf();
    const attach = () =>
      service.attach({ id: 'admin', email: 'admin@example.com' }, productId, async () => ({ title: 'Datasheet', fileName: 'a.pdf', content: pdf }));

    // Each attach reads the part first, so the three reach the gate in the order their reads answer (on PostgreSQL, not
    // always the order they were called): the one that finds it full is the first to settle.
    const attempts = [attach(), attach(), attach()];
    const refused = await Promise.race(
      attempts.map((attempt, index) =>
        attempt.then(
          () => new Promise<number>(() => {}),
          () => index,
        ),
      ),
    );
    await expect(attempts[refused]).rejects.toEqual(new BusyError(messages.datasheets.busy, 5));
    expect(releases).toHaveLength(1);
    releases[0]?.();
    await expect.poll(() => releases.length).toBe(2);
    releases[1]?.();
    for (const attempt of attempts.filter((_, index) => index !== refused)) await expect(attempt).resolves.toMatchObject({ title: 'Datasheet' });
  });
});
