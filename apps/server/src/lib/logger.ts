import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** Fastify's logger: one JSON object a line, or (for a person at a terminal) one readable, coloured line a message. */
export function loggerOptions({ logLevel, logFormat }: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (logFormat === 'json') return { level: logLevel };
  return {
    level: logLevel,
    stream: pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true }),
  };
}
