import { MAX_SPECIFICATION_TEXT, catalogueErrors, type specificationValuesInputSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { UnprocessableError } from '../../lib/errors';
import type { TreeSpecification } from './category-tree';

/** A value as stored: a number in numberValue; a choice (as declared), 'true'/'false' or text in textValue. */
export interface StoredValue {
  specificationId: string;
  numberValue: number | null;
  textValue: string | null;
}

export type SpecificationValuesInput = z.output<typeof specificationValuesInputSchema>;

/**
 * Checks a part's values against the specifications its category declares and inherits, and answers what to store and
 * which values to remove (null). A key the category does not declare, or a value of the wrong kind, throws a 422
 * naming it. Shared by Add a Product, part edits and the CSV import.
 */
export function checkSpecificationValues(
  declared: TreeSpecification[],
  input: SpecificationValuesInput,
): { values: StoredValue[]; removedSpecificationIds: string[] } {
  const byKey = new Map(declared.map((specification) => [specification.key, specification]));
  const values: StoredValue[] = [];
  const removedSpecificationIds: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const specification = byKey.get(key);
    if (!specification) throw new UnprocessableError(catalogueErrors.unknownSpecificationKey(key));
    if (value === null) removedSpecificationIds.push(specification.id);
    else values.push(storedValue(specification, value));
  }
  return { values, removedSpecificationIds };
}

/** One value by its specification's kind; a choice matches ignoring case and is stored as declared. */
export function storedValue(specification: TreeSpecification, value: string | number | boolean): StoredValue {
  const stored = (numberValue: number | null, textValue: string | null) => ({ specificationId: specification.id, numberValue, textValue });
  switch (specification.kind) {
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw new UnprocessableError(catalogueErrors.notANumber(specification.name));
      return stored(number, null);
    }
    case 'choice': {
      const choice = typeof value === 'string' && specification.choices.find((declared) => declared.toLowerCase() === value.trim().toLowerCase());
      if (!choice) throw new UnprocessableError(catalogueErrors.notAChoice(specification.name, specification.choices));
      return stored(null, choice);
    }
    case 'boolean': {
      const yesNo = typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
      if (yesNo === undefined) throw new UnprocessableError(catalogueErrors.notYesNo(specification.name));
      return stored(null, String(yesNo));
    }
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : String(value);
      if (text === '' || text.length > MAX_SPECIFICATION_TEXT) throw new UnprocessableError(catalogueErrors.notText(specification.name));
      return stored(null, text);
    }
  }
}
