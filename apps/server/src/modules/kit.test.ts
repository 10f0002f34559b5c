import { describe, expect, it } from 'vitest';
import { buildModules, defineModule, type ModuleInfra, type ModuleOf } from './kit';

type Services = { a: { n: number }; b: { n: number }; c: { n: number } };

const infra = {} as ModuleInfra;
const built: string[] = [];

const a = defineModule({
  name: 'a',
  needs: {},
  provides: { a: true },
  build: () => (built.push('a'), { a: { n: 1 } }),
});
const b = defineModule({
  name: 'b',
  needs: { a: true },
  provides: { b: true },
  build: (_infra, s: { a: { n: number } }) => (built.push('b'), { b: { n: s.a.n + 1 } }),
});
const c = defineModule({
  name: 'c',
  needs: { b: true },
  provides: { c: true },
  build: (_infra, s: { b: { n: number } }) => {
    built.push('c');
    // A module receives exactly what it declared.
    expect(Object.keys(s)).toEqual(['b']);
    return { c: { n: s.b.n + 1 } };
  },
});

describe('buildModules (ADR 0045)', () => {
  it('builds each module once what it needs is built, whatever the order of the list', () => {
    built.length = 0;
    const services = buildModules<Services>(infra, [c, b, a] as ModuleOf<Services>[]);
    expect(built).toEqual(['a', 'b', 'c']);
    expect(services.c.n).toBe(3);
  });

  it('refuses a need that no module provides', () => {
    expect(() => buildModules<Services>(infra, [b, c] as ModuleOf<Services>[])).toThrow(
      'module b needs a, which no module provides',
    );
  });

  it('refuses a service two modules provide', () => {
    const other = defineModule({
      name: 'other',
      needs: {},
      provides: { a: true },
      build: () => ({ a: { n: 9 } }),
    });
    expect(() => buildModules<Services>(infra, [a, other] as ModuleOf<Services>[])).toThrow(
      'service a is provided by both a and other',
    );
  });

  it('refuses modules that need each other', () => {
    const x = defineModule({
      name: 'x',
      needs: { b: true },
      provides: { a: true },
      build: () => ({ a: { n: 0 } }),
    });
    expect(() => buildModules<Services>(infra, [x, b] as ModuleOf<Services>[])).toThrow(
      'modules needing each other: x, b',
    );
  });

  it('refuses a module that does not build what it declares', () => {
    const liar = defineModule({
      name: 'liar',
      needs: {},
      provides: { a: true, b: true },
      build: () => ({ a: { n: 0 } }) as { a: { n: number }; b: { n: number } },
    });
    expect(() => buildModules<Services>(infra, [liar] as ModuleOf<Services>[])).toThrow(
      'module liar did not build b',
    );
  });
});
