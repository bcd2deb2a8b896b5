import { MAX_SPECIFICATION_TEXT, type Specification } from '@partsmith/contract';
import { type ControllerRenderProps, Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

/** A part's value of one specification in the form; null while it has none. */
export type SpecificationValue = number | string | boolean | null;
export type SpecificationValues = Record<string, SpecificationValue>;

/**
 * The values the request carries for the specifications its category declares (values of another category's are
 * left behind): for a new part those set, for an edit every one, null for an empty one, as null removes a value.
 */
export function declaredValues(
  specifications: readonly Specification[],
  values: Readonly<Record<string, SpecificationValue | undefined>> | undefined,
  { withEmpty }: { withEmpty: boolean },
) {
  const declared: SpecificationValues = {};
  for (const { key } of specifications) {
    const value = values?.[key] ?? null;
    if (value !== null || withEmpty) declared[key] = value;
  }
  return declared;
}

const NOT_SET = 'Not set';

interface ValueInputProps {
  specification: Specification;
  field: ControllerRenderProps<FieldValues, string>;
  error: string | undefined;
}

/** The input for one specification's kind: a number with its unit, a drop-down of the choices, yes or no, or text. */
function ValueInput({ specification: { name, kind, unit, choices }, field, error }: ValueInputProps) {
  const value = field.value as SpecificationValue | undefined;
  const common = { name: field.name, onBlur: field.onBlur, ref: field.ref, error };
  switch (kind) {
    case 'number':
      return (
        <TextField
          {...common}
          label={unit ? `${name} (${unit})` : name}
          type="number"
          inputMode="decimal"
          step="any"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
      );
    case 'choice':
      return (
        <SelectField {...common} label={name} value={typeof value === 'string' ? value : ''} onChange={(event) => field.onChange(event.target.value || null)}>
          <option value="">{NOT_SET}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      );
    case 'boolean':
      return (
        <SelectField
          {...common}
          label={name}
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value === 'true')}
        >
          <option value="">{NOT_SET}</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </SelectField>
      );
    case 'text':
      return (
        <TextField
          {...common}
          label={name}
          autoComplete="off"
          maxLength={MAX_SPECIFICATION_TEXT}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        />
      );
  }
}

interface SpecificationValuesFieldsProps<Form extends { specifications?: SpecificationValues }, Output extends FieldValues> {
  form: UseFormReturn<Form, unknown, Output>;
  /** What the chosen category asks for: the specifications of the categories above it, then its own. */
  specifications: readonly Specification[];
}

/** "Specifications": an input per specification of the part's category, each left empty when the part has no value. */
export function SpecificationValuesFields<Form extends { specifications?: SpecificationValues }, Output extends FieldValues>({
  form,
  specifications,
}: SpecificationValuesFieldsProps<Form, Output>) {
  // react-hook-form's types do not accept a form with more fields where one with fewer is expected.
  const { control } = form as unknown as UseFormReturn<FieldValues>;
  return (
    <fieldset className="sm:col-span-full">
      <legend className="mb-3 text-base font-semibold">Specifications</legend>
      {specifications.length === 0 ? (
        <p className="text-sm text-base-content/75">No specifications to fill in: choose a category, or give the category specifications under Categories.</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {specifications.map((specification) => (
            <Controller
              key={specification.id}
              control={control}
              name={`specifications.${specification.key}`}
              defaultValue={null}
              render={({ field, fieldState }) => <ValueInput specification={specification} field={field} error={fieldState.error?.message} />}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
