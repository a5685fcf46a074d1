/* Renders an OpenAPI schema's fields as a nested table: name, type, required, description, example. */
import { getT } from '@/lib/auth/translator';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  description?: string;
  example?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
};

export type Components = Record<string, JsonSchema>;

export function resolve(schema: JsonSchema | undefined, components: Components): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? ''], components);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], components);
  return schema;
}

export function typeLabel(schema: JsonSchema, components: Components): string {
  const s = resolve(schema, components);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map((v) => typeLabel(v, components)))].join(' | ');
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' | ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : 'any'));
  if (t === 'array' && s.items) return `${typeLabel(s.items, components)}[]`;
  return s.format ? `${t} (${s.format})` : t;
}

function objectOf(schema: JsonSchema, components: Components): JsonSchema | null {
  const s = resolve(schema, components);
  if (s.properties) return s;
  if (s.items) return objectOf(s.items, components);
  for (const v of s.anyOf ?? s.oneOf ?? []) {
    const o = objectOf(v, components);
    if (o) return o;
  }
  return null;
}

export async function SchemaTable({
  schema,
  components,
  depth = 0,
}: {
  schema: JsonSchema;
  components: Components;
  depth?: number;
}) {
  const object = objectOf(schema, components);
  if (!object?.properties)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{typeLabel(schema, components)}</p>;
  const t = await getT();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('apiRef.field')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('apiRef.type')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('apiRef.description')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('apiRef.example')}
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(object.properties).map(([name, field]) => {
          const resolved = resolve(field, components);
          const nested = depth < 2 ? objectOf(field, components) : null;
          return (
            <tr key={name} className="border-b border-slate-100 align-top dark:border-slate-800">
              <td className="py-1.5 pr-3 font-mono text-xs">
                {name}
                {object.required?.includes(name) && (
                  <span className="ml-1 text-red-700 dark:text-red-400">{t('apiRef.required')}</span>
                )}
              </td>
              <td className="py-1.5 pr-3 font-mono text-xs text-slate-700 dark:text-slate-300">
                {typeLabel(field, components)}
              </td>
              <td className="py-1.5 pr-3">
                {resolved.description ?? field.description}
                {nested && nested !== object && (
                  <div className="mt-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                    <SchemaTable schema={field} components={components} depth={depth + 1} />
                  </div>
                )}
              </td>
              <td className="py-1.5 font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                {resolved.example !== undefined
                  ? JSON.stringify(resolved.example)
                  : field.example !== undefined
                    ? JSON.stringify(field.example)
                    : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
