import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  example?: unknown;
};

let svc: TestService;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  svc = await startTestService();
  const res = await svc.request('GET', '/openapi.json', { token: null });
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => svc.close());

/** Every property of every schema, with where it was found. */
function* properties(schema: Schema | undefined, where: string, seen = new Set<Schema>()): Generator<[string, Schema]> {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    yield [`${where}.${name}`, prop];
    yield* properties(prop, `${where}.${name}`, seen);
  }
  if (schema.items) yield* properties(schema.items, `${where}[]`, seen);
  for (const v of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    yield* properties(v, where, seen);
}

const isObjectLike = (s: Schema) =>
  Boolean(
    s.$ref ||
    s.properties ||
    s.items ||
    s.type === 'object' ||
    s.type === 'array' ||
    s.anyOf?.some((v) => v.$ref || v.properties) ||
    s.allOf?.some((v) => v.$ref || v.properties),
  );

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document served without a token', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(3);
  });

  it('documents every field with a description, and every scalar field with an example', () => {
    const missing: string[] = [];
    const roots: [string, Schema][] = Object.entries(doc.components?.schemas ?? {}).map(([n, s]) => [
      `#${n}`,
      s as Schema,
    ]);
    for (const [path, methods] of Object.entries(
      doc.paths as Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; description?: string; schema?: Schema }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >,
    )) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) {
          if (!p.description && !p.schema?.description) missing.push(`${method} ${path} ?${p.name}: description`);
          if (p.schema && p.schema.example === undefined && !p.schema.$ref)
            missing.push(`${method} ${path} ?${p.name}: example`);
        }
        for (const content of Object.values(op.requestBody?.content ?? {}))
          roots.push([`${method} ${path} body`, content.schema]);
      }
    }
    for (const [where, schema] of roots) {
      for (const [field, prop] of properties(schema, where)) {
        // A field that is another named schema (possibly nullable) is described by that schema.
        if (prop.$ref || [...(prop.anyOf ?? []), ...(prop.allOf ?? [])].some((v) => v.$ref)) continue;
        if (!prop.description) missing.push(`${field}: description`);
        if (!isObjectLike(prop) && prop.example === undefined) missing.push(`${field}: example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('marks the extension endpoints with x-extension: true', () => {
    const op = doc.paths['/api/v1/end-users/{uuid}']?.get;
    expect(op?.['x-extension']).toBe(true);
    expect(doc.paths['/api/v1/end-users/list']?.get?.['x-extension']).toBeUndefined();
  });
});
