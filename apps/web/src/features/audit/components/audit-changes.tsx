import { type AuditEntry, changedFields } from '@partsmith/contract';
import { auditMessages } from '@partsmith/contract/audit-messages';

const m = auditMessages;

/** Values longer than this are shortened in the list, with the full text a click away. */
const SHORT_LENGTH = 48;

export interface FieldChange {
  field: string;
  /** undefined where the subject did not exist (a creation's before) or had no such field. */
  before: unknown;
  after: unknown;
}

/**
 * The fields whose value differs between the two sides of an entry, in the order the subject lists them: every field
 * of a creation or a deletion that holds something.
 */
export function fieldChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  return changedFields({ before, after })
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !(before === null && isBlank(change.after)) && !(after === null && isBlank(change.before)));
}

/** Nothing to tell about a created or deleted subject's field: null, empty text, an empty list or object. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** A value as text: objects and arrays as JSON (indented when `full`); null and absent are undefined. */
function valueText(value: unknown, full: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return full ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  return String(value);
}

/** The start of a long text, cut after a word where one ends late enough, and an ellipsis. */
function shorten(text: string): string {
  if (text.length <= SHORT_LENGTH) return text;
  const start = text.slice(0, SHORT_LENGTH - 1);
  const wordEnd = start.lastIndexOf(' ');
  return `${(wordEnd > SHORT_LENGTH * 0.6 ? start.slice(0, wordEnd) : start).replace(/[\s,.;:]+$/, '')}…`;
}

/** One side of a change, shortened; "none" or "empty" in italics where there is no text. */
function Value({ value, tone }: { value: unknown; tone: 'old' | 'new' }) {
  const text = valueText(value, false);
  if (text === undefined || text === '') return <em className="text-base-content/75">{text === undefined ? m.noValue : m.emptyText}</em>;
  return <span className={tone === 'old' ? 'text-base-content/80' : 'font-medium'}>{shorten(text)}</span>;
}

/** The full text of one side, as it was kept (JSON indented). */
function FullValue({ value }: { value: unknown }) {
  const text = valueText(value, true);
  return text === undefined || text === '' ? (
    <em className="text-base-content/75">{text === undefined ? m.noValue : m.emptyText}</em>
  ) : (
    <span className="font-mono text-xs whitespace-pre-wrap">{text}</span>
  );
}

/** "field: old → new"; a creation shows only the new value and a deletion only the old one. */
function ChangeLine({ change, kind }: { change: FieldChange; kind: 'created' | 'deleted' | 'edited' }) {
  return (
    <>
      <span className="text-base-content/75">{change.field}:</span>{' '}
      {kind === 'created' ? (
        <Value value={change.after} tone="new" />
      ) : kind === 'deleted' ? (
        <Value value={change.before} tone="new" />
      ) : (
        <>
          <Value value={change.before} tone="old" />{' '}
          <span aria-hidden="true" className="text-base-content/60">
            →
          </span>
          <span className="sr-only"> {m.changedTo} </span> <Value value={change.after} tone="new" />
        </>
      )}
    </>
  );
}

const isLong = (value: unknown) => (valueText(value, false) ?? '').length > SHORT_LENGTH;

/**
 * What an entry changed, one field a line. A line with a long value (a description, the JSON of a list) shows it
 * shortened, and opens to the full values.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = fieldChanges(entry);
  const kind = entry.before === null ? 'created' : entry.after === null ? 'deleted' : 'edited';
  if (changes.length === 0) return <em className="text-base-content/75">{m.nothingChanged}</em>;
  return (
    <ul className="space-y-1 text-sm wrap-anywhere">
      {changes.map((change) => (
        <li key={change.field}>
          {isLong(change.before) || isLong(change.after) ? (
            <details className="group">
              <summary className="cursor-pointer rounded-sm marker:text-base-content/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                <ChangeLine change={change} kind={kind} />
                <span className="sr-only">, {m.showInFull}</span>
              </summary>
              <dl className="mt-1 space-y-1 rounded-box border border-base-300 bg-base-200/60 p-2">
                {kind !== 'created' && <FullSide label={m.before} value={change.before} />}
                {kind !== 'deleted' && <FullSide label={m.after} value={change.after} />}
              </dl>
            </details>
          ) : (
            <ChangeLine change={change} kind={kind} />
          )}
        </li>
      ))}
    </ul>
  );
}

function FullSide({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-base-content/75">{label}</dt>
      <dd>
        <FullValue value={value} />
      </dd>
    </div>
  );
}
