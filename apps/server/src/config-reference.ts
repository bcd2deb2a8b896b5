import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from './config';

/** The page the reference is written to, from the repository's root. */
export const CONFIGURATION_REFERENCE_PATH = 'docs/configuration.md';

type EnvVariable = keyof typeof envSchema.shape;

/** What the variable means, from the schema's own description. */
export function descriptionOf(name: EnvVariable): string | undefined {
  return envSchema.shape[name].description;
}

/** The Default column: the schema's default, or what the server does when the variable is unset (its `whenUnset`). */
function defaultOf(name: EnvVariable): string {
  const schema = envSchema.shape[name];
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  const whenUnset = schema.meta()?.whenUnset;
  return typeof whenUnset === 'string' ? whenUnset : '';
}

/** docs/configuration.md as the schema says it, formatted as Prettier formats the file (`formatFor`: its path). */
export async function configurationReference(formatFor: string): Promise<string> {
  const rows = (Object.keys(envSchema.shape) as EnvVariable[]).map((name) => `| \`${name}\` | ${defaultOf(name)} | ${descriptionOf(name) ?? ''} |`);
  const page = [
    '# Configuration',
    '',
    '<!-- Written by `npm run config-reference -w @partsmith/server` from the descriptions in apps/server/src/config.ts; config-reference.test.ts fails when they differ. -->',
    '',
    'The server reads these variables once, at start, from the environment. Every one is optional; a bad value stops the server with a message',
    'naming the variable. [`.env.example`](../.env.example) lists them all, with the values a production shop starts from.',
    '',
    '| Variable | Default | Description |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return format(page, { ...(await resolveConfig(formatFor)), filepath: formatFor });
}
