import { z } from 'zod';
import { messages } from './messages';

/** Text that must be given: trimmed, at least a character (else `required`), at most `max`. */
export const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.validation.tooLong(max) });

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** Nothing given: absent, empty, or the NaN of an empty number field (react-hook-form's valueAsNumber). */
const isEmpty = (input: unknown) => input === undefined || input === null || input === '' || Number.isNaN(input);

/**
 * A number, also when it comes as the text of one: the specification's own forms send "30" for a quantity and "15" for
 * a price, and a client written against it keeps working. Nothing given, `required` (the specification's message);
 * anything else that is no number says so, with `notANumber`. `checks` adds the number's own rules.
 */
export const numberFrom = <Checked extends z.ZodType>(
  { required, notANumber }: { required: string; notANumber: string },
  checks: (number: z.ZodNumber) => Checked,
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    checks(z.number({ error: (issue) => (isEmpty(issue.input) ? required : notANumber) })),
  );

/** One line of text, trimmed, at most `max` characters; no markup or control characters. */
export const oneLineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .regex(/^[^<>\p{Cc}]*$/u, { error: `${label} may not contain < > or control characters` });

/** Text of several lines (an address, bank details), trimmed; no markup or other control characters. */
export const linesOfText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    // Line breaks are kept (an address, bank details): every other control character is refused.
    .regex(/^(?:[^<>\p{Cc}]|[\r\n])*$/u, { error: `${label} may not contain < > or control characters` });

/** A true-or-false flag of a query string (`true` or `false`); absent, `fallback`. */
export const queryFlag = (name: string, fallback = false) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');
