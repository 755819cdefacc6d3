import { z } from 'zod';
import { validation as v } from './messages/validation.js';

// zod's default texts are English ("Too big: expected string to have <=5000 characters"): every
// issue without a text of its own gets its French one from the catalogue, with its limit. Called
// once by the web app (main.tsx, test setup) and the server (buildApp), before any parse.

type Issue = z.core.$ZodRawIssue;

const limit = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : 0;

/** The French text of one zod issue (its own text, when the schema gives one, wins first). */
export function frenchIssueText(issue: Issue): string {
  switch (issue.code) {
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return v.tooLong(max);
      if (issue.origin === 'number' || issue.origin === 'bigint') return v.numberTooLarge(max);
      if (issue.origin === 'array' || issue.origin === 'set') return v.tooManyItems(max);
      return v.invalid;
    }
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string') return v.tooShort(min);
      if (issue.origin === 'number' || issue.origin === 'bigint') return v.numberTooSmall(min);
      if (issue.origin === 'array' || issue.origin === 'set') return v.tooFewItems(min);
      return v.invalid;
    }
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return v.required;
      if (issue.expected === 'int') return v.notAnInteger;
      if (issue.expected === 'number' || issue.expected === 'bigint') return v.notANumber;
      if (issue.expected === 'string') return v.notText;
      if (issue.expected === 'date') return v.invalidDate;
      return v.invalid;
    }
    case 'not_multiple_of':
      return v.notAnInteger;
    case 'invalid_value':
      return v.invalidChoice;
    case 'invalid_format':
      return v.invalidFormat;
    default:
      return v.invalid;
  }
}

/** Makes the catalogue's texts zod's default ones (idempotent). */
export function installFrenchValidation(): void {
  z.config({ customError: (issue) => frenchIssueText(issue as Issue) });
}
