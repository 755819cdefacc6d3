import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  const schema = z.object({ name: z.string().min(2, 'court').max(3), age: z.number() });

  it('keeps the first message of each refused field', () => {
    const parsed = schema.safeParse({ name: 'a', age: 'x' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error?.issues ?? []);
    expect(errors.name).toBe('court');
    expect(Object.keys(errors).sort()).toEqual(['age', 'name']);
  });

  it("lets the form say a field's message in its own words", () => {
    const parsed = schema.safeParse({ name: 'a', age: 1 });
    expect(fieldErrors(parsed.error?.issues ?? [], (field) => `${field} ?`)).toEqual({
      name: 'name ?',
    });
  });
});
