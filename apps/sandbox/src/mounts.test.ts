import { describe, expect, it } from 'vitest';
import { SANDBOX_MODULES } from './modules';
import { sandboxDuplicateMounts, sandboxRoutes } from './mounts';

describe('the sandbox route table', () => {
  it('mounts every route once', () => {
    expect(sandboxDuplicateMounts()).toEqual([]);
    expect(sandboxRoutes().length).toBeGreaterThan(50);
  });

  it('finds a module mounted a second time', () => {
    const partners = SANDBOX_MODULES.find((m) => m.name === 'partners')!;
    const twice = sandboxDuplicateMounts([...SANDBOX_MODULES, { ...partners, name: 'partners again' }]);
    expect(twice.length).toBeGreaterThan(0);
    expect(twice[0]).toMatch(
      /^(GET|POST|PUT|PATCH|DELETE) \/partner\/.*\(mounted by partners, partners again\)$/,
    );
  });

  it('keeps portfolio before accounts (investment-accounts/?expand=summary falls through)', () => {
    const names = SANDBOX_MODULES.map((m) => m.name);
    expect(names.indexOf('portfolio')).toBeLessThan(names.indexOf('accounts'));
  });
});
