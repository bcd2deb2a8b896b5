import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Issue #7's floors, in Lighthouse's 0-100 scores. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Audits that count toward nothing on their own (informational, checked by hand, or not applicable to the page). */
const UNSCORED_MODES = new Set(['informative', 'manual', 'notApplicable']);
/** Runs of one page before a broken run (Lighthouse's runtimeError) fails the bench. */
const ATTEMPTS = 3;
/** Lighthouse's own line between a passed (green) audit and one the report flags. */
const PASSING_AUDIT_SCORE = 0.9;

export interface LighthouseOptions {
  paths: string[];
  runs: number;
  /** When set, every run's HTML and JSON reports are written here for a developer to open. */
  reportDir?: string;
}

/**
 * Lighthouse's default config (the mobile preset: a mid-range phone on slow 4G, simulated throttling) on each path,
 * `runs` times, in Debian's Chromium. Prints the median score per category next to its target and, for a category
 * under target, the audits that failed and in how many runs.
 */
export async function benchLighthouse(origin: string, { paths, runs, reportDir }: LighthouseOptions) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`Lighthouse runs must be a whole number of at least 1, not ${runs}`);
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = new Map<string, Result[]>();
  try {
    for (const pagePath of paths) {
      const reports: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await runLighthouse(`${origin}${pagePath}`, chrome.port);
        reports.push(result.lhr);
        if (reportDir) {
          const [html, json] = result.report as string[];
          const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}`;
          fs.writeFileSync(path.join(reportDir, `${name}.html`), html ?? '');
          fs.writeFileSync(path.join(reportDir, `${name}.json`), json ?? '');
        }
      }
      results.set(pagePath, reports);
    }
  } finally {
    chrome.kill();
  }
  printScores(results, runs, reportDir);
}

/** One run. A run Lighthouse reports as broken (it asks to run it again, e.g. a trace without a navigation) is retried. */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: CATEGORIES, logLevel: 'error', output: ['html', 'json'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${error.message}`);
    console.log(`  Lighthouse failed on ${url} (${error.code}); running it again.`);
  }
}

const score = (report: Result, category: Category) => Math.round((report.categories[category]?.score ?? 0) * 100);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function printScores(results: Map<string, Result[]>, runs: number, reportDir: string | undefined) {
  console.log(
    `\nLighthouse ${[...results.values()][0]?.[0]?.lighthouseVersion ?? ''}, mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs per page:`,
  );
  const table: Record<string, Record<string, string>> = {
    'target (at least)': Object.fromEntries(CATEGORIES.map((category) => [category, String(TARGETS[category])])),
  };
  const shortfalls: string[] = [];
  for (const [pagePath, reports] of results) {
    table[pagePath] = {};
    for (const category of CATEGORIES) {
      const medianScore = median(reports.map((report) => score(report, category)));
      const met = medianScore >= TARGETS[category];
      table[pagePath][category] = met ? String(medianScore) : `${medianScore} (under)`;
      if (!met) shortfalls.push(`${pagePath} ${category} ${medianScore}: ${failingAudits(reports, category).join('; ') || 'no single audit failed'}`);
    }
    const benchmarkIndex = median(reports.map((report) => report.environment.benchmarkIndex));
    const warnings = new Set(reports.flatMap((report) => report.runWarnings));
    table[pagePath]['CPU benchmark index'] = String(Math.round(benchmarkIndex));
    for (const warning of warnings) console.log(`  ${pagePath}: Lighthouse warns: ${warning}`);
  }
  console.table(table);
  console.log(shortfalls.length === 0 ? 'Lighthouse: every page meets every target.' : `Lighthouse: under target:\n  ${shortfalls.join('\n  ')}`);
  if (reportDir) console.log(`Lighthouse reports (HTML and JSON per run): ${reportDir}`);
  else if (shortfalls.length > 0) console.log('BENCH_LIGHTHOUSE_REPORTS=<dir> keeps the full reports.');
}

/** The category's audits that failed in any run, with their last figure and how many runs they failed in. */
function failingAudits(reports: Result[], category: Category): string[] {
  const failures = new Map<string, { count: number; displayValue: string | undefined }>();
  for (const report of reports) {
    for (const reference of report.categories[category]?.auditRefs ?? []) {
      if (reference.group === 'hidden') continue;
      const audit = report.audits[reference.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode) || (audit.score ?? 0) >= PASSING_AUDIT_SCORE) continue;
      const failure = failures.get(audit.title) ?? { count: 0, displayValue: undefined };
      failures.set(audit.title, { count: failure.count + 1, displayValue: audit.displayValue ?? failure.displayValue });
    }
  }
  return [...failures].map(([title, { count, displayValue }]) => `${title}${displayValue ? ` (${displayValue})` : ''} [${count}/${reports.length} runs]`);
}
