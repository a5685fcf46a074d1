import type { Metadata } from 'next';
import { serviceFetch } from '@/lib/embedded-api';
import { SchemaTable, typeLabel, type Components, type JsonSchema } from '@/components/api-reference/schema-table';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'API reference — Merchant Console' };

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  'x-extension'?: boolean;
};
type Document = {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Components };
};

const methodColour: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  post: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

/** The API reference, rendered on the server from the OpenAPI document the routes generate. */
export default async function ApiReferencePage() {
  const res = await serviceFetch(new Request('http://embedded/api/v1/openapi.json'));
  const doc = (await res.json()) as Document;
  const components = doc.components?.schemas ?? {};
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op, tag: op.tags?.[0] ?? 'Other' })),
  );
  const tags = [...new Set(operations.map((o) => o.tag))];

  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8">
      <nav aria-label="API sections" className="sticky top-4 hidden h-fit w-56 shrink-0 text-sm md:block">
        <ul className="space-y-1">
          {tags.map((tag) => (
            <li key={tag}>
              <a
                className="text-slate-700 underline-offset-2 hover:underline dark:text-slate-300"
                href={`#${encodeURIComponent(tag)}`}
              >
                {tag}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <a className="text-sky-800 underline dark:text-sky-300" href="/api/v1/openapi.json">
            openapi.json
          </a>
        </p>
      </nav>
      <main className="min-w-0 flex-1">
        <h1 className="text-2xl font-semibold">{doc.info.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Version {doc.info.version}. Base URL: <code>/api/v1</code>
        </p>
        {doc.info.description && <p className="mt-3 max-w-3xl text-sm">{doc.info.description}</p>}
        {tags.map((tag) => (
          <section key={tag} id={tag} className="mt-10">
            <h2 className="border-b border-slate-200 pb-1 text-xl font-semibold dark:border-slate-700">{tag}</h2>
            {operations
              .filter((o) => o.tag === tag)
              .map(({ path, method, op }) => {
                const body = op.requestBody?.content && Object.values(op.requestBody.content)[0]?.schema;
                return (
                  <article
                    key={`${method} ${path}`}
                    className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
                  >
                    <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
                      <span
                        className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${methodColour[method] ?? 'bg-slate-100 dark:bg-slate-800'}`}
                      >
                        {method}
                      </span>
                      <span>{path.replace(/^\/api\/v1/, '')}</span>
                      {op['x-extension'] && (
                        <span className="rounded bg-violet-100 px-2 py-0.5 text-xs text-violet-900 dark:bg-violet-900 dark:text-violet-100">
                          extension
                        </span>
                      )}
                    </h3>
                    {op.summary && <p className="mt-1 font-medium">{op.summary}</p>}
                    {op.description && (
                      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{op.description}</p>
                    )}
                    {op.parameters && op.parameters.length > 0 && (
                      <details className="mt-3">
                        <summary className="cursor-pointer text-sm font-semibold">
                          Parameters ({op.parameters.length})
                        </summary>
                        <ul className="mt-2 space-y-1 text-sm">
                          {op.parameters.map((p) => (
                            <li key={`${p.in}-${p.name}`}>
                              <code className="text-xs">{p.name}</code>{' '}
                              <span className="text-xs text-slate-600 dark:text-slate-400">
                                ({p.in}, {typeLabel(p.schema ?? {}, components)}
                                {p.required ? ', required' : ''})
                              </span>{' '}
                              — {p.description ?? p.schema?.description}
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                    {body && (
                      <details className="mt-3">
                        <summary className="cursor-pointer text-sm font-semibold">Request body</summary>
                        <div className="mt-2 overflow-x-auto">
                          <SchemaTable schema={body} components={components} />
                        </div>
                      </details>
                    )}
                    <details className="mt-3">
                      <summary className="cursor-pointer text-sm font-semibold">Responses</summary>
                      <ul className="mt-2 space-y-2 text-sm">
                        {Object.entries(op.responses ?? {}).map(([status, r]) => {
                          const schema = r.content && Object.values(r.content)[0]?.schema;
                          return (
                            <li key={status}>
                              <span className="font-mono font-semibold">{status}</span> {r.description}
                              {schema && status.startsWith('2') && (
                                <div className="mt-1 overflow-x-auto">
                                  <SchemaTable schema={schema} components={components} />
                                </div>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    </details>
                  </article>
                );
              })}
          </section>
        ))}
      </main>
    </div>
  );
}
