// The areas of src/domain form a graph without cycles (docs/architecture.md, "The graph rule"):
// an area imports only areas below it, and the shared area (src/domain/shared) imports none.
// The graph is computed from the import statements; an import that closes a circle fails.
import { describe, expect, it } from 'vitest';
import { areaGraph, areaOf, cycles, importsOf, sourceFiles } from './source.ts';

const adjacency = (graph: Map<string, Map<string, string[]>>) =>
  new Map([...graph].map(([area, edges]) => [area, [...edges.keys()]]));

/** The edges that lie on a cycle: both ends in the same strongly connected component. */
function cyclicEdges(graph: Map<string, Map<string, string[]>>): string[] {
  const component = new Map<string, number>();
  for (const [i, c] of cycles(adjacency(graph)).entries())
    for (const a of c.split(' <-> ')) component.set(a, i);
  return [...graph]
    .flatMap(([from, edges]) =>
      [...edges.keys()]
        .filter((to) => component.has(from) && component.get(from) === component.get(to))
        .map((to) => `${from} -> ${to}`),
    )
    .sort();
}

describe('the area graph', () => {
  it('finds cycles and only cycles (the checker itself works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', ['a']],
    ]);
    expect(cycles(g)).toEqual(['a <-> b <-> c', 'd <-> e']);
    expect(cycles(new Map([['a', ['b']]]))).toEqual([]);
    expect(areaOf('domain/employees/employee-store.ts')).toBe('employees');
    expect(areaOf('domain/services.ts')).toBeUndefined();
    expect(importsOf('domain/employees/employee-service.ts')).toContain('domain/shared/errors.ts');
  });

  it('has no cycle: no import between areas closes a circle', () => {
    // The last circle (bookings, payments, vouchers) went with issue 28: a booking's checkout
    // and voucher redemption are the booking area's (bookings/checkout.ts,
    // bookings/voucher-redemption.ts), a voucher bought online the voucher area's
    // (vouchers/voucher-shop.ts); a booking's e-mails and webhooks the booking area's; a
    // customer's GDPR export, erasure and merge the privacy area's, above every area they reach.
    expect(cyclicEdges(areaGraph())).toEqual([]);
  });

  it('has no circle of files either: no two files of src/ import each other, however indirectly', () => {
    // Within an area too (a store importing a type from the file that calls it was one; a
    // schema importing a constant from the inputs that import its types another): a type both
    // need lives in the lower file.
    const files = sourceFiles();
    const graph = new Map(files.map((file) => [file, importsOf(file).filter((to) => files.includes(to))]));
    expect(graph.size).toBeGreaterThan(300);
    // The imports were resolved to the files they name (else the graph would have no edges).
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the shared area at the bottom: it imports no other area', () => {
    const shared = areaGraph().get('shared');
    expect(shared).toBeDefined();
    expect([...shared!.values()].flat()).toEqual([]);
  });
});
