import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Answers a CSV file to download, named partsmith-<name>-<today>.csv, never stored by a browser or proxy: a stream of
 * CSV text, not a JSON answer, so it skips the route's response serialiser.
 */
export function sendCsvFile(reply: FastifyReply, name: string, csv: Readable) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="partsmith-${name}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
