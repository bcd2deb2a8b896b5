import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';
import { CONFIGURATION_REFERENCE_PATH, configurationReference, descriptionOf } from './config-reference';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const variables = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** .env.example's variables, set (`NAME=value`) or shown commented out (`# NAME=value`). */
function envExample() {
  const lines = fs.readFileSync(path.join(repositoryRoot, '.env.example'), 'utf8').split('\n');
  const entries = lines.flatMap((line) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[2]!, value: match[3]!, set: !match[1] }] : [];
  });
  return { names: new Set(entries.map((entry) => entry.name)), set: entries.filter((entry) => entry.set) };
}

describe('the configuration reference', () => {
  it('describes every variable in the schema itself', () => {
    expect(variables.filter((name) => !descriptionOf(name))).toEqual([]);
  });

  it(`${CONFIGURATION_REFERENCE_PATH} is what the schema says (npm run config-reference -w @partsmith/server writes it)`, async () => {
    const target = path.join(repositoryRoot, CONFIGURATION_REFERENCE_PATH);
    expect(fs.readFileSync(target, 'utf8').split('\n')).toEqual((await configurationReference(target)).split('\n'));
  });

  it('.env.example names every variable of the schema and no other, and every value it sets is valid', () => {
    const example = envExample();
    expect(
      variables.filter((name) => !example.names.has(name)),
      'missing from .env.example',
    ).toEqual([]);
    expect(
      [...example.names].filter((name) => !(name in envSchema.shape)),
      'not in the schema',
    ).toEqual([]);
    for (const { name, value } of example.set) {
      expect(envSchema.shape[name as keyof typeof envSchema.shape].safeParse(value).success, `${name}=${value}`).toBe(true);
    }
  });
});
