import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIGURATION_REFERENCE_PATH, configurationReference } from '../config-reference';

// Writes docs/configuration.md from the configuration schema's descriptions.
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', CONFIGURATION_REFERENCE_PATH);
fs.writeFileSync(target, await configurationReference(target));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
