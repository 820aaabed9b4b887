import { describe, expect, it } from 'vitest';
import { quoteInputSchema } from '../trade/schema';
import { enableSchemaErrorMessages } from './schema-errors';

describe('enableSchemaErrorMessages', () => {
  it("gives schema issues zod's English texts (the sandbox answers them as field errors)", () => {
    const messages = () =>
      quoteInputSchema.safeParse({ buys: [] }).error?.issues.map((issue) => issue.message);
    expect(messages()).toEqual(['Invalid input']);
    enableSchemaErrorMessages();
    expect(messages()).toEqual(['Invalid input: expected number, received undefined']);
  });
});
