import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_SUBJECT_LABELS, AUDIT_SUBJECT_TYPES, auditSubjectOf } from '@partsmith/contract';
import { auditMessages } from '@partsmith/contract/audit-messages';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AUDIT_FILTER_NAMES, type AuditLogFilters } from '../api/audit-query';

const m = auditMessages.filters;

/** The actions grouped by their kind of subject, for the action select's option groups. */
const ACTION_GROUPS = AUDIT_SUBJECT_TYPES.map((type) => ({
  type,
  actions: AUDIT_ACTIONS.filter((action) => auditSubjectOf(action) === type),
})).filter((group) => group.actions.length > 0);

interface AuditFiltersProps {
  /** The filters in the address. */
  value: AuditLogFilters;
  /** Called with every field of the form, as typed, when it is sent (Filter, Enter, or a changed select). */
  onApply: (fields: Record<keyof AuditLogFilters, string>) => void;
  onClear: () => void;
  filtered: boolean;
}

/**
 * The log's filters as one form: the text and day fields apply on Filter or Enter, a select as soon as it changes (with
 * what is typed beside it). The form shows what the address says, after Back or a shared link too.
 */
export function AuditFilters({ value, onApply, onClear, filtered }: AuditFiltersProps) {
  // The form starts again from the address whenever the address changes.
  const shown = AUDIT_FILTER_NAMES.map((name) => value[name]).join('\n');
  const [draft, setDraft] = useState({ from: value.from, to: value.to, shown });
  if (draft.shown !== shown) setDraft({ from: value.from, to: value.to, shown });

  return (
    <form
      key={shown}
      role="search"
      aria-label={m.label}
      className="mb-4 rounded-box border border-base-300 bg-base-200/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply(Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<keyof AuditLogFilters, string>);
      }}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 xl:grid-cols-3">
        <TextField
          label={m.actor}
          className="col-span-2 sm:col-span-1"
          name="actor"
          type="email"
          defaultValue={value.actor}
          placeholder={m.actorPlaceholder}
          maxLength={254}
          autoComplete="off"
        />
        <SelectField
          label={m.action}
          className="col-span-2 sm:col-span-1"
          name="action"
          defaultValue={value.action}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{m.any}</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group.type} label={AUDIT_SUBJECT_LABELS[group.type]}>
              {group.actions.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField label={m.subjectType} name="subjectType" defaultValue={value.subjectType} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
          <option value="">{m.any}</option>
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_SUBJECT_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField label={m.subjectId} name="subjectId" defaultValue={value.subjectId} placeholder={m.subjectIdPlaceholder} maxLength={64} autoComplete="off" />
        {(['from', 'to'] as const).map((side) => (
          // Each day bounds the other: the picker offers no "from" after "to".
          <TextField
            key={side}
            label={m[side]}
            name={side}
            type="date"
            value={draft[side]}
            {...(side === 'from' ? { max: draft.to || undefined } : { min: draft.from || undefined })}
            onChange={(event) => setDraft({ ...draft, [side]: event.target.value })}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {m.apply}
        </button>
        {filtered && (
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {m.clear}
          </button>
        )}
      </div>
    </form>
  );
}
