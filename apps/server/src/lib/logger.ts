import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * Standard output for JSON lines, one per process: lines are written 16 kB at a time (just under sonic-boom's largest
 * write) and at least every quarter second, not each with a write of its own, which cost a fifth of a catalogue request
 * at the info level (issue 17). The writes are synchronous: handing each one to libuv's thread pool cost the event loop
 * more than the write itself (in profiled bench runs, a catalogue request's log line took about a fifth less). An exit
 * writes what is left, even after an uncaught error; a SIGKILL can lose the last quarter second of lines.
 */
let jsonLines: pino.DestinationStream | undefined;

/** Fastify's logger: one JSON object a line, or (for a person at a terminal) one readable, coloured line a message. */
export function loggerOptions({ logLevel, logFormat }: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (logFormat === 'json') {
    if (!jsonLines) {
      const lines = pino.destination({ dest: 1, sync: true, minLength: 16_000, periodicFlush: 250 });
      // pino flushes at exit only a destination that is not synchronous.
      process.once('exit', () => lines.flushSync());
      jsonLines = lines;
    }
    return { level: logLevel, stream: jsonLines };
  }
  return {
    level: logLevel,
    stream: pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true }),
  };
}
